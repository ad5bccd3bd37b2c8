/** 기타 정보 변경 (SPEC §2 /my-page/my-info/update/etc) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { EtcUpdateScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/update/etc')({
  staticData: { requireAuth: true, title: '기타 정보 변경' },
  component: EtcUpdateScreen,
});

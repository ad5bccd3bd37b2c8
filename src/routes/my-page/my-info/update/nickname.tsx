/** 닉네임 변경 (SPEC §2 /my-page/my-info/update/nickname) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { NickNameUpdateScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/update/nickname')({
  staticData: { requireAuth: true, title: '닉네임 변경' },
  component: NickNameUpdateScreen,
});

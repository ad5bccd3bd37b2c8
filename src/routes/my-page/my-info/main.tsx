/** 내 정보 (SPEC §2 /my-page/my-info/main) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { MyInfoScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/main')({
  staticData: { requireAuth: true, title: '내 정보' },
  component: MyInfoScreen,
});

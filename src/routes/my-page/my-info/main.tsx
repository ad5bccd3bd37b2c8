/** 내 정보 (SPEC §2 /my-page/my-info/main) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { MyInfoScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/my-page/my-info/main')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '내 정보' },
  beforeLoad: requireAuth,
  component: MyInfoScreen,
});

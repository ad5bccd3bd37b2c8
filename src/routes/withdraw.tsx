/** 회원 탈퇴 (SPEC §2 /withdraw) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { WithdrawScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/withdraw')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '회원 탈퇴' },
  beforeLoad: requireAuth,
  component: WithdrawScreen,
});

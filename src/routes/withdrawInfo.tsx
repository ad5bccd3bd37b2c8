/** 회원 탈퇴 안내 (SPEC §2 /withdrawInfo) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { WithdrawInfoScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/withdrawInfo')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '회원 탈퇴 안내' },
  beforeLoad: requireAuth,
  component: WithdrawInfoScreen,
});

/** 회원 탈퇴 (SPEC §2 /withdraw) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/withdraw')({
  staticData: { requireAuth: true, title: '회원 탈퇴' },
  component: WithdrawScreen,
});

/** 회원 탈퇴 안내 (SPEC §2 /withdrawInfo) (issue 3). */
import { createFileRoute } from '@tanstack/react-router';
import { WithdrawInfoScreen } from '~/features/member/components/member-screens';

export const Route = createFileRoute('/withdrawInfo')({
  staticData: { requireAuth: true, title: '회원 탈퇴 안내' },
  component: WithdrawInfoScreen,
});

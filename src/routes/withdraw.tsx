/** 회원 탈퇴 (SPEC §2 /withdraw): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';

export const Route = createFileRoute('/withdraw')({
  staticData: { requireAuth: true, title: '회원 탈퇴' },
  component: () => <PlaceholderScreen title="회원 탈퇴" />,
});

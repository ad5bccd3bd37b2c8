/** 회원 탈퇴 안내 (SPEC §2 /withdrawInfo): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';

export const Route = createFileRoute('/withdrawInfo')({
  staticData: { requireAuth: true, title: '회원 탈퇴 안내' },
  component: () => <PlaceholderScreen title="회원 탈퇴 안내" />,
});

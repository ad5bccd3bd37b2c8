/** 회원가입 약관 동의 (SPEC §2 /sign-up): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';

export const Route = createFileRoute('/sign-up')({
  staticData: { noBottomNavi: true, requireAuth: true, title: '회원가입 약관 동의' },
  component: () => <PlaceholderScreen title="회원가입 약관 동의" />,
});

/** 로그인 (SPEC §2 /login-action): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';

export const Route = createFileRoute('/login-action')({
  staticData: { title: '로그인' },
  component: () => <PlaceholderScreen title="로그인" />,
});

/** Apple 로그인 (SPEC §2 /login-landing-apple): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';

export const Route = createFileRoute('/login-landing-apple')({
  staticData: { title: 'Apple 로그인' },
  component: () => <PlaceholderScreen title="Apple 로그인" />,
});

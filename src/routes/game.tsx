/** 게임 (SPEC §2 /game): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/game')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, noTopScroll: true, title: '게임' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="게임" />,
});

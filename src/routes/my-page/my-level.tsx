/** 나의 등급 (SPEC §2 /my-page/my-level): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/my-level')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '나의 등급' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="나의 등급" />,
});

/** 별 포인트 (SPEC §2 /my-page/point): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/point')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '별 포인트' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="별 포인트" />,
});

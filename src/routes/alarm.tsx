/** 알림 (SPEC §2 /alarm): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '../components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/alarm')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { noBottomNavi: true, requireAuth: true, title: '알림' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="알림" />,
});

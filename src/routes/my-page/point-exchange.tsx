/** 포인트 교환 (SPEC §2 /my-page/point-exchange): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/point-exchange')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '포인트 교환' },
  beforeLoad: requireAuth,
  component: () => <PlaceholderScreen title="포인트 교환" />,
});

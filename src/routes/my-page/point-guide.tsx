/** 별 안내 (SPEC §2 /my-page/point-guide; issue 16): how to earn and spend stars, from the server's rules. */
import { createFileRoute } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';
import { PointGuideScreen } from '~/features/point/components/point-guide-screen';

export const Route = createFileRoute('/my-page/point-guide')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '별 안내' },
  beforeLoad: requireAuth,
  component: PointGuideScreen,
});

/** Layout of /my-page/my-info (SPEC §2); children carry their own screens. */
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/my-info')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '내 정보' },
  beforeLoad: requireAuth,
  component: Outlet,
});

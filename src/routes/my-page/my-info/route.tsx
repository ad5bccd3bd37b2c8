/** Layout of /my-page/my-info (SPEC §2); children carry their own screens. */
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { personalRoute } from '~/lib/auth/guard';

export const Route = createFileRoute('/my-page/my-info')({
  ...personalRoute,
  staticData: { requireAuth: true, title: '내 정보' },
  component: Outlet,
});

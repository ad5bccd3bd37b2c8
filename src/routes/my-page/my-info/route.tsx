/** Layout of /my-page/my-info (SPEC §2); children carry their own screens. */
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/my-page/my-info')({
  staticData: { requireAuth: true, title: '내 정보' },
  component: Outlet,
});

/** Layout of /search (SPEC §2); children carry their own screens. */
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/search')({
  staticData: { noBottomNavi: true, title: '검색' },
  component: Outlet,
});

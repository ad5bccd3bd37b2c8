/** Layout of /community/search (SPEC §2); children carry their own screens. */
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/community/search')({
  staticData: { title: '커뮤니티 검색' },
  component: Outlet,
});

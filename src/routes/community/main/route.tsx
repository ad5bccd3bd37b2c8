/** Layout of /community/main (SPEC §2); children carry their own screens. */
import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/community/main')({
  staticData: { title: '커뮤니티' },
  component: Outlet,
});

/** Layout of /community/main (SPEC §2): the 커뮤니티 header and its four tabs above the shown tab. */
import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { communityTabOf } from '~/lib/community/route-inputs';
import { CommunityMainShell } from './-components/community-main-shell';

export const Route = createFileRoute('/community/main')({
  staticData: { title: '커뮤니티' },
  component: function CommunityMainLayout() {
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    return (
      <CommunityMainShell current={communityTabOf(pathname)}>
        <Outlet />
      </CommunityMainShell>
    );
  },
});

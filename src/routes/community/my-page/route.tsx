/**
 * Layout of /community/my-page (SPEC §2, auth): 내 커뮤니티's nickname and count tabs above the shown
 * tab (post, clipping, like). The nickname is the member feature's profile, composed here.
 */
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Outlet, useRouterState } from '@tanstack/react-router';
import { MyCommunityShell, myCommunityTabOf } from '~/features/my-community/components/my-community';
import { userQueries } from '~/features/member/queries';
import { useSession } from '~/stores/session';

export const Route = createFileRoute('/community/my-page')({
  staticData: { requireAuth: true, title: '내 커뮤니티' },
  component: function MyCommunityLayout() {
    const pathname = useRouterState({ select: (s) => s.location.pathname });
    const { generation } = useSession();
    const profile = useQuery(userQueries.profile(generation));
    return (
      <MyCommunityShell current={myCommunityTabOf(pathname)} nickName={profile.data?.user_nickname}>
        <Outlet />
      </MyCommunityShell>
    );
  },
});

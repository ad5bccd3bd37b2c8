/**
 * 최근 검색 (SPEC §2 /community/search/recent): the device's recent community searches (the search
 * feature's) and the boards (the posts feature's) as a way in without typing (docs/decisions/025).
 */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RecentCommunitySearches } from '~/features/community-search/components/recent-panel';
import { addRecentCommunitySearch } from '~/features/community-search/recent-searches';
import { BoardDirectory } from '~/features/community-posts/components/board-directory';
import { postQueries } from '~/features/community-posts/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '최근 검색' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchQuery(postQueries.boards())]),
  component: function CommunityRecentRoute() {
    const navigate = useNavigate();
    return (
      <>
        <RecentCommunitySearches
          onPick={(keyword) => {
            addRecentCommunitySearch(keyword);
            void navigate({ to: '/community/search/dashboard', search: { keyword } });
          }}
        />
        <BoardDirectory />
      </>
    );
  },
});

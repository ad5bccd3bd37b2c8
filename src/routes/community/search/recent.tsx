/** 최근 검색 (SPEC §2 /community/search/recent): the device's recent community searches and the boards (docs/decisions/025). */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { RecentCommunitySearches, SearchBoards } from '~/features/community/search/components/recent-panel';
import { communityQueries } from '~/features/community/queries';
import { addRecentCommunitySearch } from '~/features/community/search/recent-searches';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/search/recent')({
  staticData: { title: '최근 검색' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchQuery(communityQueries.boards())]),
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
        <SearchBoards />
      </>
    );
  },
});

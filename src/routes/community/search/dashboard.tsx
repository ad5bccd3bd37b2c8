/** 게시글 검색 (SPEC §2 /community/search/dashboard): the board posts matching ?keyword, best first (docs/decisions/023, 025); no keyword → recent. */
import { createFileRoute } from '@tanstack/react-router';
import { CommunitySearchResults } from '~/features/community-search/components/search-results';
import { searchResultsRoute } from '~/features/community-search/results-route';

export const Route = createFileRoute('/community/search/dashboard')({
  staticData: { title: '게시글 검색' },
  ...searchResultsRoute('dashboard'),
  component: function DashboardSearchRoute() {
    const { keyword, exact } = Route.useLoaderDeps();
    return <CommunitySearchResults keyword={keyword} type="dashboard" exact={exact} />;
  },
});

/** 질문 검색 (SPEC §2 /community/search/qna): the questions matching ?keyword, best first (docs/decisions/023, 025); no keyword → recent. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { CommunitySearchResults } from '~/features/community/search/components/search-results';
import { communitySearchQueries } from '~/features/community/search/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/search/qna')({
  staticData: { title: '질문 검색' },
  beforeLoad: ({ search }) => {
    if (!search.keyword) throw redirect({ to: '/community/search/recent', search: {}, replace: true });
  },
  loaderDeps: ({ search }) => ({ keyword: search.keyword!, exact: search.exact === 'Y' }),
  loader: ({ context: { queryClient }, deps }) =>
    loadPage([], [queryClient.prefetchInfiniteQuery(communitySearchQueries.results(deps.keyword, 'qna', deps.exact))]),
  component: function CommunitySearchQnaRoute() {
    const { keyword, exact } = Route.useSearch();
    return <CommunitySearchResults keyword={keyword!} type="qna" exact={exact === 'Y'} />;
  },
});

/**
 * What the three results routes /community/search/{dashboard,qna,survey} share (SPEC §2;
 * docs/decisions/023, 025): no ?keyword → /community/search/recent (replacing the entry); else the
 * loader warms the first page of that kind's matches for ?keyword (?exact=Y: no typo correction).
 * The route file keeps its flags and its `component` (so the router plugin splits it off), which
 * reads the checked keyword from the loader's deps:
 *
 *   createFileRoute('/community/search/qna')({
 *     staticData, ...searchResultsRoute('qna'),
 *     component: function QnaSearchRoute() {
 *       const { keyword, exact } = Route.useLoaderDeps();
 *       return <CommunitySearchResults keyword={keyword} type="qna" exact={exact} />;
 *     },
 *   })
 */
import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import type { CommunityType } from '@contract/community';
import { loadPage } from '~/lib/page-data';
import type { CommunitySearchParams } from './params';
import { communitySearchQueries } from './queries';

/** `type`: the kind the route lists (dashboard = 게시글, qna = 질문, survey = 설문). */
export function searchResultsRoute(type: CommunityType) {
  return {
    beforeLoad: ({ search }: { search: CommunitySearchParams }) => {
      if (!search.keyword) throw redirect({ to: '/community/search/recent', search: {}, replace: true });
    },
    loaderDeps: ({ search }: { search: CommunitySearchParams }) => ({ keyword: search.keyword!, exact: search.exact === 'Y' }),
    loader: ({ context: { queryClient }, deps }: { context: { queryClient: QueryClient }; deps: { keyword: string; exact: boolean } }) =>
      loadPage([], [queryClient.prefetchInfiniteQuery(communitySearchQueries.results(deps.keyword, type, deps.exact))]),
  };
}

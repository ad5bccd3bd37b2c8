/** /search/stores (SPEC §2): store results for ?keyword; no keyword → /search/list. */
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ShopResults } from '~/features/search/components/shop-results';
import { searchQueries } from '~/features/search/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/search/stores')({
  staticData: { noBottomNavi: true, title: '가게 검색' },
  beforeLoad: ({ search }) => {
    if (!search.keyword) throw redirect({ to: '/search/list', replace: true });
  },
  loaderDeps: ({ search }) => ({ keyword: search.keyword! }),
  loader: ({ context: { queryClient }, deps }) => loadPage([], [queryClient.prefetchInfiniteQuery(searchQueries.shops(deps.keyword))]),
  component: function SearchStoresRoute() {
    const { keyword } = Route.useSearch();
    return <ShopResults keyword={keyword!} />;
  },
});

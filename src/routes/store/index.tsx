/** Store main list (SPEC §2 /store, no nav); the store sort lives in the URL (?sort; issue 11). */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { shopListSearch } from '~/lib/search-params';
import { ShopList } from '~/features/shop/components/shop-views';
import { shopQueries } from '~/features/shop/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/store/')({
  staticData: { noBottomNavi: true, title: '가게' },
  validateSearch: shopListSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort ?? 'recommend' }),
  loader: ({ context: { queryClient }, deps }) => loadPage([], [queryClient.prefetchInfiniteQuery(shopQueries.list(deps.sort))]),
  component: function StoreListRoute() {
    const { sort } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return <ShopList sort={sort ?? 'recommend'} onSortChange={(next) => navigate({ search: { sort: next }, replace: true })} />;
  },
});

/**
 * Local store (SPEC §2 /local/store/{localCode}/{shopId digits}, no nav): the store detail under its
 * region. The product sort lives in the URL (?sort; issue 11).
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam, localCodeParam } from '~/lib/route-params';
import { productListSearch } from '~/lib/search-params';
import { shopQueries } from '~/features/shop/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';
import { loadPage } from '~/lib/page-data';
import { ShopDetail } from '~/features/shop/components/shop-views';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { useUrlProductSort } from '~/components/catalogue/sort-chips';

export const Route = createFileRoute('/local/store/$localCode/$shopId')({
  staticData: { noBottomNavi: true, title: '가게' },
  validateSearch: productListSearch,
  beforeLoad: ({ params }) => ({ localCode: localCodeParam(params.localCode), shopId: digitsParam(params.shopId) }),
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: async ({ context: { queryClient, shopId }, deps }) => {
    const total = queryClient.prefetchQuery(shopQueries.total(shopId));
    const [, profile] = await Promise.all([
      queryClient.ensureQueryData(shopQueries.info(shopId)),
      loadProfileWithListPrefetch(queryClient, (defaultSort) => queryClient.prefetchInfiniteQuery(shopQueries.products(shopId, deps.sort ?? defaultSort))),
      loadPage([], [total]),
    ]);
    return profile;
  },
  pendingComponent: () => <RouteSkeleton />,
  component: function LocalStoreRoute() {
    const { shopId } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <ShopDetail shopId={shopId} {...useUrlProductSort(profile.filterInfo.sortFilterList)} />;
  },
});

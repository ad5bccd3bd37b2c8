/**
 * Store detail (SPEC §2 /store/{shopId digits}, "bottom nav partly"): we show the bottom nav
 * (docs/decisions/002-route-flags.md). The product sort lives in the URL (?sort; issue 11).
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { productListSearch } from '~/lib/search-params';
import { shopQueries } from '~/features/shop/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';
import { ShopDetail } from '~/features/shop/components/shop-views';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { useUrlProductSort } from '~/components/catalogue/sort-chips';
import { ShopLikeButton } from '~/features/like';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/store/$shopId')({
  staticData: { title: '가게' },
  validateSearch: productListSearch,
  beforeLoad: ({ params }) => ({ shopId: digitsParam(params.shopId) }),
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
  component: function StoreRoute() {
    const { shopId } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <ShopDetail shopId={shopId} {...useUrlProductSort(profile.filterInfo.sortFilterList)} likeButton={<ShopLikeButton shopId={shopId} />} />;
  },
});

/**
 * Store detail (SPEC §2 /store/{shopId digits}, "bottom nav partly"): we show the bottom nav
 * (docs/decisions/002-route-flags.md). The product sort lives in the URL (?sort; issue 11).
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam, routeParams } from '~/lib/route-params';
import { ShopDetail } from '~/features/shop/components/shop-views';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { useUrlProductSort } from '~/components/catalogue/sort-chips';
import { ShopLikeButton } from '~/features/like';
import { storeDetailRoute } from '~/routes/store/-components/store-detail-route';
import { shopQueries } from '~/features/shop/queries';
import { pageHead } from '~/lib/page-meta';

export const Route = createFileRoute('/store/$shopId')({
  staticData: { title: '가게' },
  ...storeDetailRoute,
  params: routeParams({ shopId: digitsParam }),
  // A shared store link previews its card: the shop's picture, name and 시/군 (issue 30).
  head: ({ match, params }) => {
    const shop = match.context.queryClient.getQueryData(shopQueries.info(params.shopId).queryKey);
    return pageHead({
      title: shop?.name ?? '가게',
      description: shop?.description,
      path: `/store/${params.shopId}`,
      card: shop ? `/og/store/${params.shopId}.png` : undefined,
    });
  },
  pendingComponent: () => <RouteSkeleton />,
  component: function StoreRoute() {
    const { shopId } = Route.useParams();
    const profile = Route.useLoaderData();
    const { sort } = Route.useSearch();
    return <ShopDetail shopId={shopId} {...useUrlProductSort(profile.filterInfo.sortFilterList, sort)} likeButton={<ShopLikeButton shopId={shopId} />} />;
  },
});

/**
 * Store detail (SPEC §2 /store/{shopId digits}, "bottom nav partly"): we show the bottom nav
 * (docs/decisions/002-route-flags.md).
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { shopQueries } from '~/features/shop/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';
import { ShopDetail } from '~/features/shop/components/shop-views';
import { PageSkeleton } from '~/components/ui/skeleton';
import { ShopLikeButton } from '~/features/like';

export const Route = createFileRoute('/store/$shopId')({
  staticData: { title: '가게' },
  beforeLoad: ({ params }) => ({ shopId: digitsParam(params.shopId) }),
  loader: async ({ context: { queryClient, shopId } }) => {
    void queryClient.prefetchQuery(shopQueries.total(shopId));
    const [, profile] = await Promise.all([
      queryClient.ensureQueryData(shopQueries.info(shopId)),
      loadProfileWithListPrefetch(queryClient, (sort) => void queryClient.prefetchInfiniteQuery(shopQueries.products(shopId, sort))),
    ]);
    return profile;
  },
  pendingComponent: () => <PageSkeleton />,
  component: function StoreRoute() {
    const { shopId } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <ShopDetail shopId={shopId} sortItems={profile.filterInfo.sortFilterList} likeButton={<ShopLikeButton shopId={shopId} />} />;
  },
});

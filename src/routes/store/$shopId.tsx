/**
 * Store detail (SPEC §2 /store/{shopId digits}, "bottom nav partly"): we show the bottom nav
 * (docs/decisions/002-route-flags.md).
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '../../lib/route-params';
import { shopQueries } from '../../features/shop/queries';
import { profileQueries } from '../../features/profile/queries';
import { ShopDetail } from '../../features/shop/components/shop-views';
import { PageSkeleton } from '../../components/ui/skeleton';
import { defaultProductSort } from '../../components/catalogue/sort-chips';
import { ShopLikeButton } from '../../features/like';

export const Route = createFileRoute('/store/$shopId')({
  staticData: { title: '가게' },
  beforeLoad: ({ params }) => ({ shopId: digitsParam(params.shopId) }),
  loader: async ({ context: { queryClient, shopId } }) => {
    void queryClient.prefetchQuery(shopQueries.total(shopId));
    // The first page of products starts now, with the profile's default sort when it is already
    // known ('recommend' otherwise), rather than after the store header renders.
    const known = defaultProductSort(queryClient.getQueryData(profileQueries.web().queryKey)?.filterInfo.sortFilterList ?? []);
    void queryClient.prefetchInfiniteQuery(shopQueries.products(shopId, known));
    const [, profile] = await Promise.all([queryClient.ensureQueryData(shopQueries.info(shopId)), queryClient.ensureQueryData(profileQueries.web())]);
    const sort = defaultProductSort(profile.filterInfo.sortFilterList);
    if (sort !== known) void queryClient.prefetchInfiniteQuery(shopQueries.products(shopId, sort));
    return profile;
  },
  pendingComponent: () => <PageSkeleton />,
  component: function StoreRoute() {
    const { shopId } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <ShopDetail shopId={shopId} sortItems={profile.filterInfo.sortFilterList} likeButton={<ShopLikeButton shopId={shopId} />} />;
  },
});

/**
 * Store detail (SPEC §2 /store/{shopId digits}, "bottom nav partly"): we show the bottom nav
 * (docs/decisions/002-route-flags.md). The product sort lives in the URL (?sort; issue 11).
 */
import { createFileRoute } from '@tanstack/react-router';
import { storeDetailRoute } from '~/routes/-shared/store-detail';
import { digitsParam } from '~/lib/route-params';
import { ShopDetail } from '~/features/shop/components/shop-views';
import { useUrlProductSort } from '~/components/catalogue/sort-chips';
import { ShopLikeButton } from '~/features/like';

export const Route = createFileRoute('/store/$shopId')({
  staticData: { title: '가게' },
  ...storeDetailRoute((params: { shopId: string }) => ({ shopId: digitsParam(params.shopId) })),
  component: function StoreRoute() {
    const { shopId } = Route.useRouteContext();
    const profile = Route.useLoaderData();
    return <ShopDetail shopId={shopId} {...useUrlProductSort(profile.filterInfo.sortFilterList)} likeButton={<ShopLikeButton shopId={shopId} />} />;
  },
});

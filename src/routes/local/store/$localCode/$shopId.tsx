/**
 * Local store (SPEC §2 /local/store/{localCode}/{shopId digits}, no nav): the store detail under its
 * region. The product sort lives in the URL (?sort; issue 11).
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam, localCodeParam, routeParams } from '~/lib/route-params';
import { ShopDetail } from '~/features/shop/components/shop-views';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { useUrlProductSort } from '~/components/catalogue/sort-chips';
import { storeDetailRoute } from '~/routes/store/-components/store-detail-route';

export const Route = createFileRoute('/local/store/$localCode/$shopId')({
  staticData: { noBottomNavi: true, title: '가게' },
  ...storeDetailRoute,
  params: routeParams({ localCode: localCodeParam, shopId: digitsParam }),
  pendingComponent: () => <RouteSkeleton />,
  component: function LocalStoreRoute() {
    const { shopId } = Route.useParams();
    const profile = Route.useLoaderData();
    const { sort } = Route.useSearch();
    return <ShopDetail shopId={shopId} {...useUrlProductSort(profile.filterInfo.sortFilterList, sort)} />;
  },
});

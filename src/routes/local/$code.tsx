/** Local stores (SPEC §2 /local/{code}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { localCodeParam, routeParams } from '~/lib/route-params';
import { LocalShops } from '~/features/local/components/local-views';
import { localQueries } from '~/features/local/queries';
import { loadPage } from '~/lib/page-data';
import { RouteSkeleton } from '~/components/layout/route-skeleton';

export const Route = createFileRoute('/local/$code')({
  staticData: { noBottomNavi: true, title: '지역 가게' },
  params: routeParams({ code: localCodeParam }),
  loader: ({ context: { queryClient }, params: { code } }) =>
    loadPage([queryClient.ensureQueryData(localQueries.list())], [queryClient.prefetchInfiniteQuery(localQueries.shops(code))]),
  pendingComponent: () => <RouteSkeleton />,
  component: function LocalRoute() {
    return <LocalShops code={Route.useParams().code} />;
  },
});

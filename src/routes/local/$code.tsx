/** Local stores (SPEC §2 /local/{code}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { localCodeParam } from '~/lib/route-params';
import { LocalShops } from '~/features/local/components/local-views';
import { localQueries } from '~/features/local/queries';
import { loadPage } from '~/lib/page-data';
import { RouteSkeleton } from '~/components/layout/route-skeleton';

export const Route = createFileRoute('/local/$code')({
  staticData: { noBottomNavi: true, title: '지역 가게' },
  beforeLoad: ({ params }) => ({ localCode: localCodeParam(params.code) }),
  loader: ({ context: { queryClient, localCode } }) =>
    loadPage([queryClient.ensureQueryData(localQueries.list())], [queryClient.prefetchInfiniteQuery(localQueries.shops(localCode))]),
  pendingComponent: () => <RouteSkeleton />,
  component: function LocalRoute() {
    const { localCode } = Route.useRouteContext();
    return <LocalShops code={localCode} />;
  },
});

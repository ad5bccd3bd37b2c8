/**
 * What every `{id digits}` detail route shares (SPEC §2: /deal, /period, /event, /notice, the
 * community details): the typed id (`params.parse`: anything but 1–10 digits within the id range is
 * a not-found, which the router turns into /404; `Route.useParams()` gives the number), the loader
 * that warms the detail query (and, optionally, a second query warmed alongside that never fails
 * the page), and the skeleton (under the route header) while it loads. The route keeps its flags
 * and its `component` — written in the route file itself, so the router plugin can split it into
 * the route's lazy chunk (a component passed through a helper would land in the initial bundle):
 *
 *   createFileRoute('/notice/$id')({
 *     staticData, ...idDetailRoute(noticeQueries.detail),
 *     component: function NoticeRoute() {
 *       return <NoticeDetail noticeId={Route.useParams().id} />;
 *     },
 *   })
 */
import type { QueryClient } from '@tanstack/react-query';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { digitsParam, routeParams } from './route-params';

type DetailQuery = Parameters<QueryClient['ensureQueryData']>[0];

/** The `$id` param of a detail route: digits, read as a number. */
export const idParams = routeParams({ id: digitsParam });

/**
 * @param queryOf the feature factory's detail entry, e.g. `dealQueries.detail` (any queryOptions of an id)
 * @param alongside warms more of the page with the detail (e.g. a post's first replies); its failure is ignored
 */
export function idDetailRoute<TOptions extends { queryKey: readonly unknown[] }>(
  queryOf: (id: number) => TOptions,
  { skeletonRows, alongside }: { skeletonRows?: number; alongside?: (queryClient: QueryClient, id: number) => Promise<unknown> } = {},
) {
  return {
    params: idParams,
    loader: ({ context: { queryClient }, params: { id } }: { context: { queryClient: QueryClient }; params: { id: number } }) => {
      void alongside?.(queryClient, id).catch(() => undefined);
      return queryClient.ensureQueryData(queryOf(id) as unknown as DetailQuery);
    },
    pendingComponent: () => <RouteSkeleton rows={skeletonRows} />,
  };
}

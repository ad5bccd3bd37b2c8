/**
 * What every `{id digits}` detail route shares (SPEC §2: /deal, /period, /event, /notice and their
 * admin previews): the id check (anything but 1–10 digits within the id range is a not-found, which
 * the router turns into /404), the loader that warms the detail query, and the skeleton while it
 * loads. The route keeps its flags and its component, which reads the id from the route context.
 *
 *   createFileRoute('/deal/$id')({ staticData, ...idDetailRoute(dealQueries.detail), component })
 */
import type { QueryClient } from '@tanstack/react-query';
import { PageSkeleton } from '~/components/ui/skeleton';
import { digitsParam } from './route-params';

type DetailQuery = Parameters<QueryClient['ensureQueryData']>[0];

/** `queryOf`: the feature factory's detail entry, e.g. `dealQueries.detail` (any queryOptions of an id). */
export function idDetailRoute<TOptions extends { queryKey: readonly unknown[] }>(
  queryOf: (id: number) => TOptions,
  { skeletonRows }: { skeletonRows?: number } = {},
) {
  return {
    beforeLoad: ({ params }: { params: { id: string } }) => ({ id: digitsParam(params.id) }),
    loader: ({ context }: { context: { queryClient: QueryClient; id: number } }) =>
      context.queryClient.ensureQueryData(queryOf(context.id) as unknown as DetailQuery),
    pendingComponent: () => <PageSkeleton rows={skeletonRows} />,
  };
}

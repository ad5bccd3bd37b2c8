/**
 * What every `{id digits}` detail route shares (SPEC §2: /deal, /period, /event, /notice and their
 * admin previews): the id check (anything but 1–10 digits within the id range is a not-found, which
 * the router turns into /404), the loader that warms the detail query, and the skeleton while it
 * loads, and the component, drawn by `render(id)`. The route file keeps only its flags.
 *
 *   createFileRoute('/notice/$id')({ staticData, ...idDetailRoute(noticeQueries.detail, (id) => <NoticeDetail noticeId={id} />) })
 */
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { PageSkeleton } from '~/components/ui/skeleton';
import { digitsParam } from './route-params';

type DetailQuery = Parameters<QueryClient['ensureQueryData']>[0];

/**
 * `queryOf`: the feature factory's detail entry, e.g. `dealQueries.detail` (any queryOptions of an id);
 * `render`: the screen for a valid id (a component, so it may use hooks).
 */
export function idDetailRoute<TOptions extends { queryKey: readonly unknown[] }>(
  queryOf: (id: number) => TOptions,
  render: (id: number) => ReactNode,
  { skeletonRows }: { skeletonRows?: number } = {},
) {
  return {
    beforeLoad: ({ params }: { params: { id: string } }) => ({ id: digitsParam(params.id) }),
    loader: ({ context }: { context: { queryClient: QueryClient; id: number } }) =>
      context.queryClient.ensureQueryData(queryOf(context.id) as unknown as DetailQuery),
    pendingComponent: () => <PageSkeleton rows={skeletonRows} />,
    component: function IdDetailScreen() {
      const { id } = useRouteContext({ strict: false }) as { id: number };
      return render(id);
    },
  };
}

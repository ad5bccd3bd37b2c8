/**
 * What every `{id digits}` detail route shares (SPEC §2: /deal, /period, /event, /notice and their
 * admin previews): the id check (anything but 1–10 digits within the id range is a not-found, which
 * the router turns into /404), the loader that warms the detail query, and the skeleton (under the route header) while it
 * loads. The route keeps its flags and its `component` — written in the route file itself, so the
 * router plugin can split it into the route's lazy chunk (a component passed through a helper would
 * land in the initial bundle) — which gets the id from `<DetailId>`:
 *
 *   createFileRoute('/notice/$id')({
 *     staticData, ...idDetailRoute(noticeQueries.detail),
 *     component: () => <DetailId>{(id) => <NoticeDetail noticeId={id} />}</DetailId>,
 *   })
 */
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { digitsParam } from './route-params';

type DetailQuery = Parameters<QueryClient['ensureQueryData']>[0];

/** Draws `children(id)` with the id of the detail route being shown (checked by idDetailRoute's beforeLoad). */
export function DetailId({ children }: { children: (id: number) => ReactNode }) {
  return children((useRouteContext({ strict: false }) as { id: number }).id);
}

/** `queryOf`: the feature factory's detail entry, e.g. `dealQueries.detail` (any queryOptions of an id). */
export function idDetailRoute<TOptions extends { queryKey: readonly unknown[] }>(
  queryOf: (id: number) => TOptions,
  { skeletonRows }: { skeletonRows?: number } = {},
) {
  return {
    beforeLoad: ({ params }: { params: { id: string } }) => ({ id: digitsParam(params.id) }),
    loader: ({ context }: { context: { queryClient: QueryClient; id: number } }) =>
      context.queryClient.ensureQueryData(queryOf(context.id) as unknown as DetailQuery),
    pendingComponent: () => <RouteSkeleton rows={skeletonRows} />,
  };
}

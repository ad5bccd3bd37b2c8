/** Local main (SPEC §2 /local-main, no nav): the 17 시/도. */
import { createFileRoute } from '@tanstack/react-router';
import { localQueries } from '../features/local/queries';
import { LocalMain } from '../features/local/components/local-views';
import { RouteSkeleton } from '../components/layout/route-skeleton';

export const Route = createFileRoute('/local-main')({
  staticData: { noBottomNavi: true, title: '지역 특산물' },
  loader: ({ context }) => context.queryClient.ensureQueryData(localQueries.list()),
  pendingComponent: () => <RouteSkeleton />,
  component: LocalMain,
});

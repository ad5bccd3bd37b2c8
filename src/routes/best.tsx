/** Best sellers (SPEC §2 /best, no nav); ?categoryCode=ALL|<depth-1 code>. */
import { createFileRoute } from '@tanstack/react-router';
import { bestQueries } from '../features/best/queries';
import { BestRanking } from '../features/best/components/best-views';
import { RouteSkeleton } from '../components/layout/route-skeleton';
import { bestSearch } from '../lib/search-params';

export const Route = createFileRoute('/best')({
  staticData: { noBottomNavi: true, title: '베스트' },
  validateSearch: bestSearch,
  loaderDeps: ({ search }) => ({ categoryCode: search.categoryCode ?? 'ALL' }),
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(bestQueries.rank(deps.categoryCode)),
  pendingComponent: () => <RouteSkeleton />,
  component: function BestRoute() {
    const { categoryCode } = Route.useSearch();
    return <BestRanking categoryCode={categoryCode ?? 'ALL'} />;
  },
});

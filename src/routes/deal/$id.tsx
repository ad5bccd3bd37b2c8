/** Limited deal detail (SPEC §2 /deal/{id digits}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '../../lib/route-params';
import { dealQueries } from '../../features/deal/queries';
import { DealDetail } from '../../features/deal/components/deal-detail';
import { PageSkeleton } from '../../components/ui/skeleton';

export const Route = createFileRoute('/deal/$id')({
  staticData: { noBottomNavi: true, title: '한정 특가' },
  beforeLoad: ({ params }) => ({ dealId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.detail(context.dealId)),
  pendingComponent: () => <PageSkeleton />,
  component: function DealRoute() {
    const { dealId } = Route.useRouteContext();
    return <DealDetail dealId={dealId} />;
  },
});

/** Admin preview of a deal (SPEC §2 /admin-deal/{id}; no guard shown, no flags). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { dealQueries } from '~/features/deal/queries';
import { DealDetail } from '~/features/deal/components/deal-detail';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/admin-deal/$id')({
  staticData: { title: '특가 미리보기' },
  beforeLoad: ({ params }) => ({ dealId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.detail(context.dealId)),
  pendingComponent: () => <PageSkeleton />,
  component: function AdminDealRoute() {
    const { dealId } = Route.useRouteContext();
    return <DealDetail dealId={dealId} title="특가 미리보기" />;
  },
});

/** Admin preview of a period (SPEC §2 /admin-period/{id}; no guard shown, no flags). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { dealQueries } from '~/features/deal/queries';
import { PeriodDetail } from '~/features/deal/components/period-detail';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/admin-period/$id')({
  staticData: { title: '기획전 미리보기' },
  beforeLoad: ({ params }) => ({ periodId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.period(context.periodId)),
  pendingComponent: () => <PageSkeleton />,
  component: function AdminPeriodRoute() {
    const { periodId } = Route.useRouteContext();
    return <PeriodDetail periodId={periodId} title="기획전 미리보기" />;
  },
});

/** Period detail (SPEC §2 /period/{id}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { dealQueries } from '~/features/deal/queries';
import { PeriodDetail } from '~/features/deal/components/period-detail';
import { AppInstallPrompt } from '~/features/app-install/components/app-install-prompt';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/period/$id')({
  staticData: { noBottomNavi: true, title: '기획전' },
  beforeLoad: ({ params }) => ({ periodId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.period(context.periodId)),
  pendingComponent: () => <PageSkeleton />,
  component: function PeriodRoute() {
    const { periodId } = Route.useRouteContext();
    return (
      <>
        <PeriodDetail periodId={periodId} />
        <AppInstallPrompt />
      </>
    );
  },
});

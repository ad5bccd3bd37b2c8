/** Event detail (SPEC §2 /event/{id}, bottom nav). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { dealQueries } from '~/features/deal/queries';
import { EventDetail } from '~/features/deal/components/event-detail';
import { AppInstallPrompt } from '~/features/app-install/components/app-install-prompt';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/event/$id')({
  staticData: { title: '이벤트' },
  beforeLoad: ({ params }) => ({ eventId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.event(context.eventId)),
  pendingComponent: () => <PageSkeleton />,
  component: function EventRoute() {
    const { eventId } = Route.useRouteContext();
    return (
      <>
        <EventDetail eventId={eventId} />
        <AppInstallPrompt />
      </>
    );
  },
});

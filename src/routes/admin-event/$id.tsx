/** Admin preview of an event (SPEC §2 /admin-event/{id}, bottom nav, no guard shown). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { dealQueries } from '~/features/deal/queries';
import { EventDetail } from '~/features/deal/components/event-detail';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/admin-event/$id')({
  staticData: { title: '이벤트 미리보기' },
  beforeLoad: ({ params }) => ({ eventId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(dealQueries.event(context.eventId)),
  pendingComponent: () => <PageSkeleton />,
  component: function AdminEventRoute() {
    const { eventId } = Route.useRouteContext();
    return <EventDetail eventId={eventId} title="이벤트 미리보기" />;
  },
});

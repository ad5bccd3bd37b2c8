/** Admin preview of an event (SPEC §2 /admin-event/{id}, bottom nav, no guard shown). */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { EventDetail } from '~/features/deal/components/event-detail';

export const Route = createFileRoute('/admin-event/$id')({
  staticData: { title: '이벤트 미리보기' },
  ...idDetailRoute(dealQueries.event),
  component: () => <DetailId>{(id) => <EventDetail eventId={id} title="이벤트 미리보기" />}</DetailId>,
});

/** Admin preview of an event (SPEC §2 /admin-event/{id}; issue 17): the shared preview route, features/admin-preview/route.ts. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminPreviewScreen } from '~/features/admin-preview/components/admin-preview';
import { adminPreviewRoute } from '~/features/admin-preview/route';
import { EventDetail } from '~/features/deal/components/event-detail';
import { dealQueries } from '~/features/deal/queries';

export const Route = createFileRoute('/admin-event/$id')({
  ...adminPreviewRoute('event'),
  component: function AdminEventRoute() {
    const { id } = Route.useParams();
    const { preview } = Route.useSearch();
    return (
      <AdminPreviewScreen
        kind="event"
        id={id}
        preview={preview}
        seed={(id, item) => [[dealQueries.event(id).queryKey, item]]}
        detail={(id, title) => <EventDetail eventId={id} title={title} />}
      />
    );
  },
});

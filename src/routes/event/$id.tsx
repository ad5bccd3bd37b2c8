/** Event detail (SPEC §2 /event/{id}, bottom nav). */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { EventDetail } from '~/features/deal/components/event-detail';
import { AppInstallPrompt } from '~/features/app-install/components/app-install-prompt';
import { EventApplyButton } from '~/features/event-apply/components/event-apply-button';

export const Route = createFileRoute('/event/$id')({
  staticData: { title: '이벤트' },
  ...idDetailRoute(dealQueries.event),
  component: function EventRoute() {
    const { id } = Route.useParams();
    return (
      <>
        <EventDetail eventId={id} applyButton={(status) => <EventApplyButton eventId={id} status={status} />} />
        <AppInstallPrompt />
      </>
    );
  },
});

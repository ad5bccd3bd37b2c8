/** Period detail (SPEC §2 /period/{id}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { PeriodDetail } from '~/features/deal/components/period-detail';
import { AppInstallPrompt } from '~/features/app-install/components/app-install-prompt';

export const Route = createFileRoute('/period/$id')({
  staticData: { noBottomNavi: true, title: '기획전' },
  ...idDetailRoute(dealQueries.period),
  component: function PeriodRoute() {
    return (
      <>
        <PeriodDetail periodId={Route.useParams().id} />
        <AppInstallPrompt />
      </>
    );
  },
});

/** Period detail (SPEC §2 /period/{id}, no nav). */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { PeriodDetail } from '~/features/deal/components/period-detail';
import { AppInstallPrompt } from '~/features/app-install/components/app-install-prompt';

export const Route = createFileRoute('/period/$id')({
  staticData: { noBottomNavi: true, title: '기획전' },
  ...idDetailRoute(dealQueries.period),
  component: () => (
    <>
      <DetailId>{(id) => <PeriodDetail periodId={id} />}</DetailId>
      <AppInstallPrompt />
    </>
  ),
});

/** Admin preview of a period (SPEC §2 /admin-period/{id}; no guard shown, no flags). */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { PeriodDetail } from '~/features/deal/components/period-detail';

export const Route = createFileRoute('/admin-period/$id')({
  staticData: { title: '기획전 미리보기' },
  ...idDetailRoute(dealQueries.period),
  component: () => <DetailId>{(id) => <PeriodDetail periodId={id} title="기획전 미리보기" />}</DetailId>,
});

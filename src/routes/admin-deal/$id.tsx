/** Admin preview of a deal (SPEC §2 /admin-deal/{id}; no guard shown, no flags). */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { dealQueries } from '~/features/deal/queries';
import { DealDetail } from '~/features/deal/components/deal-detail';

export const Route = createFileRoute('/admin-deal/$id')({
  staticData: { title: '특가 미리보기' },
  ...idDetailRoute(dealQueries.detail),
  component: () => <DetailId>{(id) => <DealDetail dealId={id} title="특가 미리보기" />}</DetailId>,
});

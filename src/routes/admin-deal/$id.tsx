/** Admin preview of a deal (SPEC §2 /admin-deal/{id}; issue 17): the shared preview route, features/admin-preview/route.ts. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminPreviewScreen } from '~/features/admin-preview/components/admin-preview';
import { adminPreviewRoute } from '~/features/admin-preview/route';
import { DealDetail } from '~/features/deal/components/deal-detail';
import { dealQueries } from '~/features/deal/queries';

export const Route = createFileRoute('/admin-deal/$id')({
  ...adminPreviewRoute('deal'),
  component: function AdminDealRoute() {
    const { id } = Route.useParams();
    const { preview } = Route.useSearch();
    return (
      <AdminPreviewScreen
        kind="deal"
        id={id}
        preview={preview}
        // The deal's recommendations are a public read of a published deal: a preview shows none.
        seed={(id, item) => [
          [dealQueries.detail(id).queryKey, item],
          [dealQueries.recommendation(id).queryKey, []],
        ]}
        detail={(id, title) => <DealDetail dealId={id} title={title} />}
      />
    );
  },
});

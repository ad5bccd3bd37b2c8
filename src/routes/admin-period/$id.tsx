/** Admin preview of a period (SPEC §2 /admin-period/{id}; issue 17): the shared preview route, features/admin-preview/route.ts. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminPreviewScreen } from '~/features/admin-preview/components/admin-preview';
import { adminPreviewRoute } from '~/features/admin-preview/route';
import { PeriodDetail } from '~/features/deal/components/period-detail';
import { dealQueries } from '~/features/deal/queries';

export const Route = createFileRoute('/admin-period/$id')({
  ...adminPreviewRoute('period'),
  component: function AdminPeriodRoute() {
    const { id } = Route.useParams();
    const { preview } = Route.useSearch();
    return (
      <AdminPreviewScreen
        kind="period"
        id={id}
        preview={preview}
        seed={(id, item) => [[dealQueries.period(id).queryKey, item]]}
        detail={(id, title) => <PeriodDetail periodId={id} title={title} />}
      />
    );
  },
});

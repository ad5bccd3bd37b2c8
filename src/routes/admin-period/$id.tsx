/**
 * Admin preview of a period (SPEC §2 /admin-period/{id}, "no guard shown"; issue 17, docs/decisions/032-admin-preview.md):
 * opened with a signed preview link (?preview=…), shows the item in any state under a 미리보기 banner,
 * counts no view, and is noindex (this meta and the server's X-Robots-Tag). Rendered in the browser only.
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { AdminPreview } from '~/features/admin-preview/components/admin-preview';
import { PeriodDetail } from '~/features/deal/components/period-detail';
import { dealQueries } from '~/features/deal/queries';

export const Route = createFileRoute('/admin-period/$id')({
  ssr: false,
  staticData: { title: '기획전 미리보기' },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  validateSearch: (s: Record<string, unknown>): { preview?: string } => (typeof s.preview === 'string' && s.preview ? { preview: s.preview } : {}),
  beforeLoad: ({ params }) => ({ id: digitsParam(params.id) }),
  component: function AdminPreviewRoute() {
    const { id } = Route.useRouteContext();
    const { preview } = Route.useSearch();
    return (
      <AdminPreview kind="period" id={id} link={preview} seed={(item) => [[dealQueries.period(id).queryKey, item]]}>
        <PeriodDetail periodId={id} title="기획전 미리보기" />
      </AdminPreview>
    );
  },
});

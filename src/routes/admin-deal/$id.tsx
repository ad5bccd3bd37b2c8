/**
 * Admin preview of a deal (SPEC §2 /admin-deal/{id}, "no guard shown"; issue 17, docs/decisions/032-admin-preview.md):
 * opened with a signed preview link (?preview=…), shows the item in any state under a 미리보기 banner,
 * counts no view, and is noindex (this meta and the server's X-Robots-Tag). Rendered in the browser only.
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { AdminPreview } from '~/features/admin-preview/components/admin-preview';
import { DealDetail } from '~/features/deal/components/deal-detail';
import { dealQueries } from '~/features/deal/queries';

export const Route = createFileRoute('/admin-deal/$id')({
  ssr: false,
  staticData: { title: '특가 미리보기' },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  validateSearch: (s: Record<string, unknown>): { preview?: string } => (typeof s.preview === 'string' && s.preview ? { preview: s.preview } : {}),
  beforeLoad: ({ params }) => ({ id: digitsParam(params.id) }),
  component: function AdminPreviewRoute() {
    const { id } = Route.useRouteContext();
    const { preview } = Route.useSearch();
    return (
      <AdminPreview
        kind="deal"
        id={id}
        link={preview}
        seed={(item) => [
          [dealQueries.detail(id).queryKey, item],
          // The deal's recommendations are a public read of a published deal: a preview shows none.
          [dealQueries.recommendation(id).queryKey, []],
        ]}
      >
        <DealDetail dealId={id} title="특가 미리보기" />
      </AdminPreview>
    );
  },
});

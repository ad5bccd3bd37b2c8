/**
 * Admin preview of a notice (SPEC §2 /admin-notice/{id}, "no guard shown"; issue 17, docs/decisions/032-admin-preview.md):
 * opened with a signed preview link (?preview=…), shows the item in any state under a 미리보기 banner,
 * counts no view, and is noindex (this meta and the server's X-Robots-Tag). Rendered in the browser only.
 */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { AdminPreview } from '~/features/admin-preview/components/admin-preview';
import { NoticeDetail } from '~/features/notice/components/notice-views';
import { noticeQueries } from '~/features/notice/queries';

export const Route = createFileRoute('/admin-notice/$id')({
  ssr: false,
  staticData: { title: '공지 미리보기' },
  head: () => ({ meta: [{ name: 'robots', content: 'noindex' }] }),
  validateSearch: (s: Record<string, unknown>): { preview?: string } => (typeof s.preview === 'string' && s.preview ? { preview: s.preview } : {}),
  beforeLoad: ({ params }) => ({ id: digitsParam(params.id) }),
  component: function AdminPreviewRoute() {
    const { id } = Route.useRouteContext();
    const { preview } = Route.useSearch();
    return (
      <AdminPreview kind="notice" id={id} link={preview} seed={(item) => [[noticeQueries.detail(id).queryKey, item]]}>
        <NoticeDetail noticeId={id} title="공지 미리보기" />
      </AdminPreview>
    );
  },
});

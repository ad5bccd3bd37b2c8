/** Admin preview of a notice (SPEC §2 /admin-notice/{id}; issue 17): the shared preview route, features/admin-preview/route.ts. */
import { createFileRoute } from '@tanstack/react-router';
import { AdminPreviewScreen } from '~/features/admin-preview/components/admin-preview';
import { adminPreviewRoute } from '~/features/admin-preview/route';
import { NoticeDetail } from '~/features/notice/components/notice-views';
import { noticeQueries } from '~/features/notice/queries';

export const Route = createFileRoute('/admin-notice/$id')({
  ...adminPreviewRoute('notice'),
  component: function AdminNoticeRoute() {
    const { id } = Route.useParams();
    const { preview } = Route.useSearch();
    return (
      <AdminPreviewScreen
        kind="notice"
        id={id}
        preview={preview}
        seed={(id, item) => [[noticeQueries.detail(id).queryKey, item]]}
        detail={(id, title) => <NoticeDetail noticeId={id} title={title} />}
      />
    );
  },
});

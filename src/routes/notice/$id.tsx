/** Notice detail (SPEC §2 /notice/{id}). */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { noticeQueries } from '~/features/notice/queries';
import { NoticeDetail } from '~/features/notice/components/notice-views';

export const Route = createFileRoute('/notice/$id')({
  staticData: { title: '공지사항' },
  ...idDetailRoute(noticeQueries.detail, { skeletonRows: 2 }),
  component: function NoticeRoute() {
    return <NoticeDetail noticeId={Route.useParams().id} />;
  },
});

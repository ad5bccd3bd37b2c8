/** Admin preview of a notice (SPEC §2 /admin-notice/{id}). */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { noticeQueries } from '~/features/notice/queries';
import { NoticeDetail } from '~/features/notice/components/notice-views';

export const Route = createFileRoute('/admin-notice/$id')({
  staticData: { title: '공지 미리보기' },
  ...idDetailRoute(noticeQueries.detail, { skeletonRows: 2 }),
  component: () => <DetailId>{(id) => <NoticeDetail noticeId={id} title="공지 미리보기" />}</DetailId>,
});

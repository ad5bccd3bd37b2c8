/** Admin preview of a notice (SPEC §2 /admin-notice/{id}). */
import { createFileRoute } from '@tanstack/react-router';
import { digitsParam } from '~/lib/route-params';
import { noticeQueries } from '~/features/notice/queries';
import { NoticeDetail } from '~/features/notice/components/notice-views';
import { PageSkeleton } from '~/components/ui/skeleton';

export const Route = createFileRoute('/admin-notice/$id')({
  staticData: { title: '공지 미리보기' },
  beforeLoad: ({ params }) => ({ noticeId: digitsParam(params.id) }),
  loader: ({ context }) => context.queryClient.ensureQueryData(noticeQueries.detail(context.noticeId)),
  pendingComponent: () => <PageSkeleton rows={2} />,
  component: function AdminNoticeRoute() {
    const { noticeId } = Route.useRouteContext();
    return <NoticeDetail noticeId={noticeId} title="공지 미리보기" />;
  },
});

/** Notices (SPEC §2 /notice, public). */
import { createFileRoute } from '@tanstack/react-router';
import { NoticeList } from '~/features/notice/components/notice-views';
import { noticeQueries } from '~/features/notice/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/notice/')({
  staticData: { title: '공지사항' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(noticeQueries.list())]),
  component: NoticeList,
});

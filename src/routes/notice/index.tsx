/** Notices (SPEC §2 /notice, public). */
import { createFileRoute } from '@tanstack/react-router';
import { NoticeList } from '~/features/notice/components/notice-views';

export const Route = createFileRoute('/notice/')({
  staticData: { title: '공지사항' },
  component: NoticeList,
});

/** 글쓰기 (SPEC §2 /community/dash-board/form/{-$id}): owned by a later issue; title and empty state for now. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/community/dash-board/form/{-$id}')({
  staticData: { requireAuth: true, title: '글쓰기' },
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d{1,9}$/.test(params.id)) throw notFound();
  },
  component: () => <PlaceholderScreen title="글쓰기" />,
});

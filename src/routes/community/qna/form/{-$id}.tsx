/** 질문하기 (SPEC §2 /community/qna/form/{-$id}): owned by a later issue; title and empty state for now. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlaceholderScreen } from '../../../../components/layout/placeholder-screen';

export const Route = createFileRoute('/community/qna/form/{-$id}')({
  staticData: { requireAuth: true, title: '질문하기' },
  beforeLoad: ({ params }) => {
    if (params.id !== undefined && !/^\d{1,9}$/.test(params.id)) throw notFound();
  },
  component: () => <PlaceholderScreen title="질문하기" />,
});

/** 질문하기 (SPEC §2 /community/qna/form/{-$id}): owned by a later issue; title and empty state for now. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/community/qna/form/{-$id}')({
  staticData: { requireAuth: true, title: '질문하기' },
  beforeLoad: async (ctx) => {
    if (ctx.params.id !== undefined && !/^\d{1,9}$/.test(ctx.params.id)) throw notFound();
    await requireAuth(ctx);
  },
  component: () => <PlaceholderScreen title="질문하기" />,
});

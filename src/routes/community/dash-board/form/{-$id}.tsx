/** 글쓰기 (SPEC §2 /community/dash-board/form/{-$id}): owned by a later issue; title and empty state for now. */
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/community/dash-board/form/{-$id}')({
  staticData: { requireAuth: true, title: '글쓰기' },
  beforeLoad: async (ctx) => {
    if (ctx.params.id !== undefined && !/^\d{1,9}$/.test(ctx.params.id)) throw notFound();
    await requireAuth(ctx);
  },
  component: () => <PlaceholderScreen title="글쓰기" />,
});

/** 질문하기 (SPEC §2 /community/qna/form/{-$id}): owned by a later issue; title and empty state for now. */
import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitsParam } from '~/lib/route-params';
import { PlaceholderScreen } from '~/components/layout/placeholder-screen';
import { requireAuth } from '~/lib/auth/guard';

export const Route = createFileRoute('/community/qna/form/{-$id}')({
  // Personal: rendered in the browser only (issue 12: no member data in server HTML).
  ssr: false,
  staticData: { requireAuth: true, title: '질문하기' },
  beforeLoad: (ctx) => {
    optionalDigitsParam(ctx.params.id);
    return requireAuth(ctx);
  },
  component: () => <PlaceholderScreen title="질문하기" />,
});

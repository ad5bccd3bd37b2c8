/**
 * 질문 (SPEC §2 /community/qna/{id digits}): the question and its answers, the accepted one first.
 * A hidden question (8) or an unknown id shows the route's not-found screen.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from '~/features/community/queries';
import { CommunityPostDetail } from '~/features/community/components/post-detail';

const detail = idDetailRoute(communityQueries.question, { skeletonRows: 3 });

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  ...detail,
  loader: async (ctx) => {
    void ctx.context.queryClient.prefetchInfiniteQuery(communityQueries.questionReplies(ctx.context.id)).catch(() => undefined);
    await detail.loader(ctx);
  },
  component: () => <DetailId>{(id) => <CommunityPostDetail postId={id} kind="qna" />}</DetailId>,
});

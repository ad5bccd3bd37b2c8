/**
 * 질문 (SPEC §2 /community/qna/{id digits}): the question and its answers, the accepted one first.
 * An unknown id shows the route's not-found screen; a question hidden after reports the server's message.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from '~/features/community/queries';
import { CommunityDetailError } from '~/features/community/components/detail-error';
import { CommunityPostDetail } from '~/features/community/components/post-detail';

const detail = idDetailRoute(communityQueries.question, { skeletonRows: 3 });

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  ...detail,
  loader: async (ctx) => {
    void ctx.context.queryClient.prefetchInfiniteQuery(communityQueries.questionReplies(ctx.context.id)).catch(() => undefined);
    await detail.loader(ctx);
  },
  errorComponent: CommunityDetailError,
  component: () => <DetailId>{(id) => <CommunityPostDetail postId={id} kind="qna" />}</DetailId>,
});

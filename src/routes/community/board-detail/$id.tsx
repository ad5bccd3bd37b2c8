/**
 * 게시글 (SPEC §2 /community/board-detail/{id digits}): the post and its replies, server-rendered.
 * An unknown id shows the route's not-found screen; a post hidden after reports the server's message.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from '~/features/community/queries';
import { CommunityDetailError } from '~/features/community/components/detail-error';
import { CommunityPostDetail } from '~/features/community/components/post-detail';

const detail = idDetailRoute(communityQueries.post, { skeletonRows: 3 });

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  ...detail,
  loader: async (ctx) => {
    void ctx.context.queryClient.prefetchInfiniteQuery(communityQueries.postReplies(ctx.context.id)).catch(() => undefined);
    await detail.loader(ctx);
  },
  errorComponent: CommunityDetailError,
  component: () => <DetailId>{(id) => <CommunityPostDetail postId={id} kind="dashboard" />}</DetailId>,
});

/**
 * 게시글 (SPEC §2 /community/board-detail/{id digits}): the post and its replies, server-rendered.
 * A hidden post (8) or an unknown id shows the route's not-found screen (components/layout/route-error).
 */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from '~/features/community/queries';
import { CommunityPostDetail } from '~/features/community/components/post-detail';

const detail = idDetailRoute(communityQueries.post, { skeletonRows: 3 });

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  ...detail,
  loader: async (ctx) => {
    void ctx.context.queryClient.prefetchInfiniteQuery(communityQueries.postReplies(ctx.context.id)).catch(() => undefined);
    await detail.loader(ctx);
  },
  component: () => <DetailId>{(id) => <CommunityPostDetail postId={id} kind="dashboard" />}</DetailId>,
});

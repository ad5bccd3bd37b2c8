/**
 * 게시글 (SPEC §2 /community/board-detail/{id digits}): the post and its replies, server-rendered.
 * An unknown id shows the route's not-found screen; a post hidden after reports the server's message.
 */
import { createFileRoute } from '@tanstack/react-router';
import { communityDetailRoute } from '~/features/community/detail-route';
import { CommunityDetailError } from '~/features/community/components/detail-error';
import { CommunityPostDetail } from '~/features/community/components/post-detail';

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  ...communityDetailRoute('dashboard'),
  errorComponent: CommunityDetailError,
  component: function DetailRoute() {
    return <CommunityPostDetail postId={Route.useParams().id} kind="dashboard" />;
  },
});

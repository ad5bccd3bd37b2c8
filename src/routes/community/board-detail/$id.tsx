/**
 * 게시글 (SPEC §2 /community/board-detail/{id digits}): the post and its replies, server-rendered.
 * An unknown id shows the route's not-found screen; a post hidden after reports the server's message,
 * or, to its author, their post with the notice and 검토 요청 (issue 29).
 */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { pageHead } from '~/lib/page-meta';
import { postQueries } from '~/features/community-posts/queries';
import { CommunityDetailErrorScreen, BoardPostScreen } from '../-components/detail-screens';

export const Route = createFileRoute('/community/board-detail/$id')({
  staticData: { title: '게시글' },
  // The first page of replies is warmed with the post (never failing the page).
  ...idDetailRoute(postQueries.detail, { skeletonRows: 3, alongside: (queryClient, id) => queryClient.prefetchInfiniteQuery(postQueries.replies(id)) }),
  // A shared link previews the post: its title, its first lines and its card (issue 30).
  head: ({ match, params }) => {
    const post = match.context.queryClient.getQueryData(postQueries.detail(params.id).queryKey);
    return pageHead({
      title: post && post.status === 'visible' ? post.title : '게시글',
      description: post?.status === 'visible' ? post.content : undefined,
      path: `/community/board-detail/${params.id}`,
      card: post?.status === 'visible' ? `/og/post/${params.id}.png` : undefined,
      type: 'article',
    });
  },
  errorComponent: function BoardPostError(props) {
    return <CommunityDetailErrorScreen {...props} postId={Route.useParams().id} />;
  },
  component: function BoardPostRoute() {
    return <BoardPostScreen postId={Route.useParams().id} />;
  },
});

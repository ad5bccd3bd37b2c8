/**
 * 질문 (SPEC §2 /community/qna/{id digits}): the question and its answers, the accepted one first.
 * An unknown id shows the route's not-found screen; a question hidden after reports the server's message.
 */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { pageHead } from '~/lib/page-meta';
import { questionQueries } from '~/features/community-questions/queries';
import { CommunityDetailErrorScreen, QuestionScreen } from '../-components/detail-screens';

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  // The first page of answers is warmed with the question (never failing the page).
  ...idDetailRoute(questionQueries.detail, {
    skeletonRows: 3,
    alongside: (queryClient, id) => queryClient.prefetchInfiniteQuery(questionQueries.replies(id)),
  }),
  // A shared link previews the post: its title, its first lines and its card (issue 30).
  head: ({ match, params }) => {
    const post = match.context.queryClient.getQueryData(questionQueries.detail(params.id).queryKey);
    return pageHead({
      title: post && post.status === 'visible' ? post.title : '질문',
      description: post?.status === 'visible' ? post.content : undefined,
      path: `/community/qna/${params.id}`,
      card: post?.status === 'visible' ? `/og/post/${params.id}.png` : undefined,
      type: 'article',
    });
  },
  errorComponent: function QuestionError(props) {
    return <CommunityDetailErrorScreen {...props} postId={Route.useParams().id} />;
  },
  component: function QuestionRoute() {
    return <QuestionScreen postId={Route.useParams().id} />;
  },
});

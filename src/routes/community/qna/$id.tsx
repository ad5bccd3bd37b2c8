/**
 * 질문 (SPEC §2 /community/qna/{id digits}): the question and its answers, the accepted one first.
 * An unknown id shows the route's not-found screen; a question hidden after reports the server's message.
 */
import { createFileRoute } from '@tanstack/react-router';
import { communityDetailRoute } from '~/features/community/detail-route';
import { CommunityDetailError } from '~/features/community/components/detail-error';
import { CommunityPostDetail } from '~/features/community/components/post-detail';

export const Route = createFileRoute('/community/qna/$id')({
  staticData: { title: '질문' },
  ...communityDetailRoute('qna'),
  errorComponent: CommunityDetailError,
  component: function DetailRoute() {
    return <CommunityPostDetail postId={Route.useParams().id} kind="qna" />;
  },
});

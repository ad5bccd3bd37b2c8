/** 질문하기 (SPEC §2 /community/qna/form/{id?}, auth; issue 15; docs/decisions/024): a new question, or the edit of question {id}. */
import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitsParam, routeParams } from '~/lib/route-params';
import { PostFormScreen } from '~/features/community-forms/components/post-form';
import { postQueries } from '~/features/community-posts/queries';
import { questionQueries } from '~/features/community-questions/queries';

export const Route = createFileRoute('/community/qna/form/{-$id}')({
  staticData: { requireAuth: true, title: '질문하기' },
  params: routeParams({ id: optionalDigitsParam }),
  component: function QuestionFormRoute() {
    const { id } = Route.useParams();
    return <PostFormScreen key={id ?? 'new'} kind="qna" editId={id} boards={postQueries.boards()} detail={questionQueries.detail} />;
  },
});

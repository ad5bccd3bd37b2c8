/**
 * 글쓰기 (SPEC §2 /community/dash-board/form/{id?}, auth; issue 15; docs/decisions/024): a new board
 * post (?board preselects the board), the edit of post {id}, or — SPEC has no survey form route —
 * a new survey with ?type=survey.
 */
import { createFileRoute } from '@tanstack/react-router';
import { optionalDigitsParam, routeParams } from '~/lib/route-params';
import { boardCodeOf } from '~/lib/community/route-inputs';
import { PostFormScreen } from '~/features/community-forms/components/post-form';
import { SurveyFormScreen } from '~/features/community-forms/components/survey-form';
import { postQueries } from '~/features/community-posts/queries';

export const Route = createFileRoute('/community/dash-board/form/{-$id}')({
  staticData: { requireAuth: true, title: '글쓰기' },
  validateSearch: (s: Record<string, unknown>): { type?: 'survey'; board?: string } => ({
    type: s.type === 'survey' ? 'survey' : undefined,
    board: boardCodeOf(s.board),
  }),
  params: routeParams({ id: optionalDigitsParam }),
  component: function PostFormRoute() {
    const { id } = Route.useParams();
    const { type, board } = Route.useSearch();
    if (!id && type === 'survey') return <SurveyFormScreen />;
    return <PostFormScreen key={id ?? 'new'} kind="dashboard" editId={id} board={board} boards={postQueries.boards()} detail={postQueries.detail} />;
  },
});

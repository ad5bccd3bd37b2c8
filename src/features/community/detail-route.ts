/**
 * What the three community detail routes share (SPEC §2 /community/board-detail/{id},
 * /community/qna/{id}; /community/survey/{id}, docs/decisions/022): idDetailRoute's typed id,
 * skeleton and detail loader for the kind, and the first page of its replies warmed alongside
 * (never failing the page). The route file keeps its flags, `errorComponent` and `component`
 * (so the router plugin splits them off):
 *
 *   createFileRoute('/community/qna/$id')({
 *     staticData, ...communityDetailRoute('qna'),
 *     errorComponent: CommunityDetailError,
 *     component: function QuestionRoute() {
 *       return <CommunityPostDetail postId={Route.useParams().id} kind="qna" />;
 *     },
 *   })
 */
import type { CommunityType } from '@contract/community';
import { idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from './queries';

/** Each kind's detail query and its replies' cursor list. */
const DETAIL_QUERIES = {
  dashboard: { detail: communityQueries.post, replies: communityQueries.postReplies },
  qna: { detail: communityQueries.question, replies: communityQueries.questionReplies },
  survey: { detail: communityQueries.survey, replies: communityQueries.surveyReplies },
} satisfies Record<CommunityType, unknown>;

/** `kind`: dashboard = 게시글, qna = 질문, survey = 설문. */
export function communityDetailRoute(kind: CommunityType) {
  const { detail, replies } = DETAIL_QUERIES[kind];
  return idDetailRoute<ReturnType<typeof detail>>(detail, {
    skeletonRows: 3,
    alongside: (queryClient, id) => queryClient.prefetchInfiniteQuery(replies(id)),
  });
}

/**
 * 설문 (issue 15; not a SPEC §2 route — SPEC lists no survey detail: docs/decisions/022): a survey
 * with its options, participants and end date, and its results once closed.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from '~/features/community/queries';
import { CommunityDetailError } from '~/features/community/components/detail-error';
import { CommunitySurveyDetail } from '~/features/community/components/survey-detail';

const detail = idDetailRoute(communityQueries.survey, { skeletonRows: 3 });

export const Route = createFileRoute('/community/survey/$id')({
  staticData: { title: '설문' },
  ...detail,
  loader: async (ctx) => {
    void ctx.context.queryClient.prefetchInfiniteQuery(communityQueries.surveyReplies(ctx.context.id)).catch(() => undefined);
    await detail.loader(ctx);
  },
  errorComponent: CommunityDetailError,
  component: () => <DetailId>{(id) => <CommunitySurveyDetail postId={id} />}</DetailId>,
});

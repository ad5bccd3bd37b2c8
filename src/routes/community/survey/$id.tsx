/**
 * 설문 (issue 15; not a SPEC §2 route — SPEC lists no survey detail: docs/decisions/022): a survey
 * with its options, participants and end date, and its results once closed.
 */
import { createFileRoute } from '@tanstack/react-router';
import { DetailId, idDetailRoute } from '~/lib/detail-route';
import { communityQueries } from '~/features/community/queries';
import { CommunitySurveyDetail } from '~/features/community/components/survey-detail';

export const Route = createFileRoute('/community/survey/$id')({
  staticData: { title: '설문' },
  ...idDetailRoute(communityQueries.survey, { skeletonRows: 3 }),
  component: () => <DetailId>{(id) => <CommunitySurveyDetail postId={id} />}</DetailId>,
});

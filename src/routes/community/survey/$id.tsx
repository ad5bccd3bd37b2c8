/**
 * 설문 (issue 15; not a SPEC §2 route — SPEC lists no survey detail: docs/decisions/022): a survey
 * with its options, participants and end date, and its results once closed.
 */
import { createFileRoute } from '@tanstack/react-router';
import { communityDetailRoute } from '~/features/community/detail-route';
import { CommunityDetailError } from '~/features/community/components/detail-error';
import { CommunitySurveyDetail } from '~/features/community/components/survey-detail';

export const Route = createFileRoute('/community/survey/$id')({
  staticData: { title: '설문' },
  ...communityDetailRoute('survey'),
  errorComponent: CommunityDetailError,
  component: function DetailRoute() {
    return <CommunitySurveyDetail postId={Route.useParams().id} />;
  },
});

/**
 * 설문 (issue 15; not a SPEC §2 route — SPEC lists no survey detail: docs/decisions/022): a survey
 * with its options, participants and end date, and its results once closed.
 */
import { createFileRoute } from '@tanstack/react-router';
import { idDetailRoute } from '~/lib/detail-route';
import { surveyQueries } from '~/features/community-surveys/queries';
import { CommunityDetailErrorScreen, SurveyScreen } from '../-components/detail-screens';

export const Route = createFileRoute('/community/survey/$id')({
  staticData: { title: '설문' },
  // The first page of replies is warmed with the survey (never failing the page).
  ...idDetailRoute(surveyQueries.detail, { skeletonRows: 3, alongside: (queryClient, id) => queryClient.prefetchInfiniteQuery(surveyQueries.replies(id)) }),
  errorComponent: function SurveyError(props) {
    return <CommunityDetailErrorScreen {...props} postId={Route.useParams().id} />;
  },
  component: function SurveyRoute() {
    return <SurveyScreen postId={Route.useParams().id} />;
  },
});

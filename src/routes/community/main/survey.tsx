/** 설문 (SPEC §2 /community/main/survey): open surveys first, then closed ones with their results. */
import { createFileRoute } from '@tanstack/react-router';
import { surveyQueries } from '~/features/community-surveys/queries';
import { SurveyList } from '~/features/community-surveys/components/survey-list';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '설문' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(surveyQueries.list())]),
  component: SurveyList,
});

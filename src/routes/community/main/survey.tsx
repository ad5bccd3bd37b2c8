/** 설문 (SPEC §2 /community/main/survey): open surveys first, then closed ones with their results. */
import { createFileRoute } from '@tanstack/react-router';
import { communityQueries } from '~/features/community/queries';
import { SurveyList } from '~/features/community/components/community-main';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/survey')({
  staticData: { title: '설문' },
  loader: ({ context: { queryClient } }) => loadPage([], [queryClient.prefetchInfiniteQuery(communityQueries.surveys())]),
  component: SurveyList,
});

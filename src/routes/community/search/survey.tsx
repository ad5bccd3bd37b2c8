/** 설문 검색 (SPEC §2 /community/search/survey): the surveys matching ?keyword, best first (docs/decisions/023, 025); no keyword → recent. */
import { createFileRoute } from '@tanstack/react-router';
import { CommunitySearchResults } from '~/features/community-search/components/search-results';
import { searchResultsRoute } from '~/features/community-search/results-route';

export const Route = createFileRoute('/community/search/survey')({
  staticData: { title: '설문 검색' },
  ...searchResultsRoute('survey'),
  component: function SurveySearchRoute() {
    const { keyword, exact } = Route.useLoaderDeps();
    return <CommunitySearchResults keyword={keyword} type="survey" exact={exact} />;
  },
});

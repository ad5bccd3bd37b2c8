/** 질문 검색 (SPEC §2 /community/search/qna): the questions matching ?keyword, best first (docs/decisions/023, 025); no keyword → recent. */
import { createFileRoute } from '@tanstack/react-router';
import { CommunitySearchResults } from '~/features/community-search/components/search-results';
import { searchResultsRoute } from '~/features/community-search/results-route';

export const Route = createFileRoute('/community/search/qna')({
  staticData: { title: '질문 검색' },
  ...searchResultsRoute('qna'),
  component: function QnaSearchRoute() {
    const { keyword, exact } = Route.useLoaderDeps();
    return <CommunitySearchResults keyword={keyword} type="qna" exact={exact} />;
  },
});

/** Q&A (SPEC §2 /community/main/qna): questions, sort in the URL (?sort) from communitySortFilterList. */
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { profileQueries } from '~/features/web-profile/queries';
import { questionQueries } from '~/features/community-questions/queries';
import { QuestionList } from '~/features/community-questions/components/question-list';
import { defaultCommunitySort, questionListSearch } from '~/lib/community/route-inputs';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/community/main/qna')({
  staticData: { title: '묻고 답하기' },
  validateSearch: questionListSearch,
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: async ({ context: { queryClient }, deps }) => {
    const profile = await queryClient.ensureQueryData(profileQueries.web());
    const sortItems = profile.filterInfo.communitySortFilterList;
    await loadPage([], [queryClient.prefetchInfiniteQuery(questionQueries.list(deps.sort ?? defaultCommunitySort(sortItems)))]);
    return { sortItems };
  },
  component: function QnaRoute() {
    const { sortItems } = Route.useLoaderData();
    const { sort } = Route.useSearch();
    const navigate = useNavigate({ from: Route.fullPath });
    return (
      <QuestionList
        sort={sort ?? defaultCommunitySort(sortItems)}
        sortItems={sortItems}
        onSortChange={(next) => void navigate({ search: { sort: next }, replace: true })}
      />
    );
  },
});

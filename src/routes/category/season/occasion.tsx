/** Season occasion (SPEC §2 /category/season/occasion; takes the query string: ?occasionId). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonOccasion } from '~/features/season/components/season-views';
import { occasionSearch } from '~/lib/search-params';
import { seasonQueries } from '~/features/season/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/category/season/occasion')({
  staticData: { title: '상황별 제철 추천' },
  validateSearch: occasionSearch,
  loaderDeps: ({ search }) => ({ occasionId: search.occasionId }),
  loader: ({ context: { queryClient }, deps }) => loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.occasion(deps.occasionId))]),
  component: function OccasionRoute() {
    const { occasionId } = Route.useSearch();
    return <SeasonOccasion occasionId={occasionId} />;
  },
});

/** Season delicacy (SPEC §2 /category/season/delicacy; takes the query string: ?month). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonDelicacy } from '~/features/season/components/season-views';
import { monthSearch } from '~/lib/search-params';
import { seasonQueries } from '~/features/season/queries';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/category/season/delicacy')({
  staticData: { title: '이달의 제철' },
  validateSearch: monthSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context: { queryClient }, deps }) => loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.delicacy(deps.month))]),
  component: function DelicacyRoute() {
    const { month } = Route.useSearch();
    return <SeasonDelicacy month={month} title="이달의 제철" linkTo="/category/season/delicacy" />;
  },
});

/** Seasonal page (SPEC §2 /season, no nav): in-season products by month (?month=1..12). */
import { createFileRoute } from '@tanstack/react-router';
import { SeasonDelicacy } from '~/features/season/components/season-views';
import { seasonQueries } from '~/features/season/queries';
import { monthSearch } from '~/lib/search-params';
import { loadPage } from '~/lib/page-data';

export const Route = createFileRoute('/season')({
  staticData: { noBottomNavi: true, title: '제철' },
  validateSearch: monthSearch,
  loaderDeps: ({ search }) => ({ month: search.month }),
  loader: ({ context: { queryClient }, deps }) => loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.delicacy(deps.month))]),
  component: function SeasonRoute() {
    const { month } = Route.useSearch();
    return <SeasonDelicacy month={month} title="제철 특산물" linkTo="/season" />;
  },
});

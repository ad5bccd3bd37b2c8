/** /search empty child (SPEC §2): product results for ?keyword with filters; no keyword → /search/list. */
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { profileQueries } from '~/features/web-profile/queries';
import { SearchResults } from '~/features/search/components/search-results';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { defaultProductSort } from '~/components/catalogue/product-sort';
import { searchQueries } from '~/features/search/queries';
import { loadPage } from '~/lib/page-data';
import { searchPageSearch } from '~/lib/search-params';

export const Route = createFileRoute('/search/')({
  staticData: { noBottomNavi: true, title: '검색 결과' },
  beforeLoad: ({ search }) => {
    if (!search.keyword) throw redirect({ to: '/search/list', replace: true });
  },
  // The validated filters only: a parameter no validator keeps (?utm_source=…) is not in the server's
  // render of the page (src/entry-server.tsx pageAddress), so it must not change the match id the
  // browser hydrates against either.
  loaderDeps: ({ search }) => ({ search: searchPageSearch({ ...search }) }),
  loader: async ({ context: { queryClient }, deps: { search } }) => {
    const profile = await queryClient.ensureQueryData(profileQueries.web());
    const sort = search.sort ?? defaultProductSort(profile.filterInfo.searchSortFilterList);
    await loadPage([], [queryClient.prefetchInfiniteQuery(searchQueries.results({ ...search, keyword: search.keyword!, sort }))]);
    return profile;
  },
  pendingComponent: () => <RouteSkeleton />,
  component: function SearchResultsRoute() {
    const search = Route.useSearch();
    const profile = Route.useLoaderData();
    const navigate = useNavigate({ from: Route.fullPath });
    return (
      <SearchResults
        filters={{ ...search, keyword: search.keyword! }}
        sortItems={profile.filterInfo.searchSortFilterList}
        discountItems={profile.filterInfo.discountRateFilterList}
        onChange={(next) => navigate({ search: (prev) => ({ ...prev, ...next }), replace: true })}
      />
    );
  },
});

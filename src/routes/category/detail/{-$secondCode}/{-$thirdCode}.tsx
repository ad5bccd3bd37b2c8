/**
 * Category detail (SPEC §2 /category/detail/{secondCode?}/{thirdCode?}). The product sort lives in
 * the URL (?sort; issue 11) so reload and back keep it; absent → the web profile's default.
 */
import { createFileRoute } from '@tanstack/react-router';
import { categoryCodeParam, routeParams } from '~/lib/route-params';
import { productListSearch } from '~/lib/search-params';
import { categoryQueries } from '~/features/category/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';
import { CategoryDetail } from '~/features/category/components/category-views';
import { RouteSkeleton } from '~/components/layout/route-skeleton';
import { useUrlProductSort } from '~/components/catalogue/sort-chips';

export const Route = createFileRoute('/category/detail/{-$secondCode}/{-$thirdCode}')({
  staticData: { title: '카테고리' },
  validateSearch: productListSearch,
  params: routeParams({ secondCode: categoryCodeParam, thirdCode: categoryCodeParam }),
  loaderDeps: ({ search }) => ({ sort: search.sort }),
  loader: async ({ context: { queryClient }, params: { secondCode, thirdCode }, deps }) => {
    const selectedCode = thirdCode ?? secondCode;
    const [, profile] = await Promise.all([
      queryClient.ensureQueryData(categoryQueries.tree(secondCode)),
      loadProfileWithListPrefetch(queryClient, (defaultSort) => {
        return selectedCode ? queryClient.prefetchInfiniteQuery(categoryQueries.products(selectedCode, deps.sort ?? defaultSort)) : Promise.resolve();
      }),
    ]);
    return profile;
  },
  pendingComponent: () => <RouteSkeleton />,
  component: function CategoryDetailRoute() {
    const { secondCode, thirdCode } = Route.useParams();
    const profile = Route.useLoaderData();
    const { sort } = Route.useSearch();
    return (
      <CategoryDetail
        key={`${secondCode}-${thirdCode}`}
        secondCode={secondCode}
        thirdCode={thirdCode}
        {...useUrlProductSort(profile.filterInfo.sortFilterList, sort)}
      />
    );
  },
});

/**
 * What the two addresses of a store's page share (SPEC §2 /store/{shopId digits} and
 * /local/store/{localCode}/{shopId digits}): the product sort in the URL (?sort; issue 11), the
 * loader — the store, the web profile with the first page of its products (in the sort asked for,
 * else the profile's default) and, best effort, the product count — and the skeleton. Each route
 * keeps its flags and its `component`; `contextOf` checks its params (the route's context).
 * (A `-` folder: the router's generator passes it over.)
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ProductSort } from '@contract/rules';
import { productListSearch } from '~/lib/search-params';
import { loadPage } from '~/lib/page-data';
import { shopQueries } from '~/features/shop/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';
import { RouteSkeleton } from '~/components/layout/route-skeleton';

export function storeDetailRoute<TParams, TContext extends { shopId: number }>(contextOf: (params: TParams) => TContext) {
  return {
    validateSearch: productListSearch,
    beforeLoad: ({ params }: { params: TParams }) => contextOf(params),
    loaderDeps: ({ search }: { search: { sort?: ProductSort } }) => ({ sort: search.sort }),
    loader: async ({ context: { queryClient, shopId }, deps }: { context: { queryClient: QueryClient; shopId: number }; deps: { sort?: ProductSort } }) => {
      const total = queryClient.prefetchQuery(shopQueries.total(shopId));
      const [, profile] = await Promise.all([
        queryClient.ensureQueryData(shopQueries.info(shopId)),
        loadProfileWithListPrefetch(queryClient, (defaultSort) => queryClient.prefetchInfiniteQuery(shopQueries.products(shopId, deps.sort ?? defaultSort))),
        loadPage([], [total]),
      ]);
      return profile;
    },
    pendingComponent: () => <RouteSkeleton />,
  };
}

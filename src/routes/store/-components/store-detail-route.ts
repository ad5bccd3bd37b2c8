/**
 * What the two store detail routes share (SPEC §2 /store/{shopId digits} and
 * /local/store/{localCode}/{shopId digits}): the product sort in the URL (?sort; issue 11) and the
 * loader — the shop's info, its product total, and its first product page in the sort asked for
 * (else the web profile's default, started before the profile is in; features/web-profile/list-prefetch.ts).
 * Resolves to the web profile, whose sort list the route's component reads.
 * Each route keeps its flags, its `params` (checked and typed by params.parse, giving the number
 * `shopId`), its skeleton and its `component` in the route file itself, so the router plugin splits
 * them into the route's lazy chunk.
 *
 *   createFileRoute('/store/$shopId')({
 *     staticData, ...storeDetailRoute,
 *     params: routeParams({ shopId: digitsParam }),
 *     pendingComponent, component,
 *   })
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ProductSort } from '@contract/rules';
import { productListSearch } from '~/lib/search-params';
import { loadPage } from '~/lib/page-data';
import { shopQueries } from '~/features/shop/queries';
import { loadProfileWithListPrefetch } from '~/features/web-profile/list-prefetch';

export const storeDetailRoute = {
  validateSearch: productListSearch,
  loaderDeps: ({ search }: { search: { sort?: ProductSort } }) => ({ sort: search.sort }),
  loader: async ({
    context: { queryClient },
    params: { shopId },
    deps,
  }: {
    context: { queryClient: QueryClient };
    params: { shopId: number };
    deps: { sort?: ProductSort };
  }) => {
    const total = queryClient.prefetchQuery(shopQueries.total(shopId));
    const [, profile] = await Promise.all([
      queryClient.ensureQueryData(shopQueries.info(shopId)),
      loadProfileWithListPrefetch(queryClient, (defaultSort) => queryClient.prefetchInfiniteQuery(shopQueries.products(shopId, deps.sort ?? defaultSort))),
      loadPage([], [total]),
    ]);
    return profile;
  },
};

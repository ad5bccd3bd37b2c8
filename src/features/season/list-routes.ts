/**
 * The route options of the season lists (SPEC §2 /season, /category/season/delicacy and
 * /category/season/occasion; they take the query string): the validated parameter, and the loader
 * that warms the list's first page for it. Each route file keeps its flags and its `component`.
 */
import type { QueryClient } from '@tanstack/react-query';
import { loadPage } from '~/lib/page-data';
import { monthSearch, occasionSearch } from '~/lib/search-params';
import { seasonQueries } from './queries';

type LoaderArgs<TDeps> = { context: { queryClient: QueryClient }; deps: TDeps };

/** ?month (1–12, else none: the server's choice) → the in-season products of that month. */
export const delicacyListRoute = {
  validateSearch: monthSearch,
  loaderDeps: ({ search }: { search: { month?: number } }) => ({ month: search.month }),
  loader: ({ context: { queryClient }, deps }: LoaderArgs<{ month?: number }>) =>
    loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.delicacy(deps.month))]),
};

/** ?occasionId (else none: the server's choice) → the products for that occasion. */
export const occasionListRoute = {
  validateSearch: occasionSearch,
  loaderDeps: ({ search }: { search: { occasionId?: number } }) => ({ occasionId: search.occasionId }),
  loader: ({ context: { queryClient }, deps }: LoaderArgs<{ occasionId?: number }>) =>
    loadPage([], [queryClient.prefetchInfiniteQuery(seasonQueries.occasion(deps.occasionId))]),
};

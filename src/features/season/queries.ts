/**
 * Season query factory: infinite lists keyed by their query-string input (SPEC §2). Below it, the
 * route options of the season lists (/season, /category/season/delicacy, /category/season/occasion):
 * the validated parameter and the loader that warms the list's first page for it (kept in this
 * module, which the home route loads anyway, rather than in a start-up chunk of their own).
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { persisted } from '~/lib/query-meta';
import { pagedQuery } from '~/lib/paged-query';
import { loadPage } from '~/lib/page-data';
import { monthSearch, occasionSearch } from '~/lib/search-params';
import { fetchDelicacy, fetchHomeSeason, fetchOccasion, fetchRecommendation } from './api';

const productsPage = (answer: { products: { hasNext: boolean; page: number } }) => answer.products;

export const seasonQueries = {
  all: () => ['season'] as const,
  home: () => queryOptions({ meta: persisted, queryKey: [...seasonQueries.all(), 'home'], queryFn: fetchHomeSeason }),
  delicacy: (month?: number) =>
    pagedQuery([...seasonQueries.all(), 'delicacy', month ?? 'now'], (page) => fetchDelicacy(month, page), { pageOf: productsPage }),
  occasion: (occasionId?: number) =>
    pagedQuery([...seasonQueries.all(), 'occasion', occasionId ?? 'first'], (page) => fetchOccasion(occasionId, page), { pageOf: productsPage }),
  recommendation: (id?: number) =>
    pagedQuery([...seasonQueries.all(), 'recommendation', id ?? 'first'], (page) => fetchRecommendation(id, page), { pageOf: productsPage }),
};

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

/** Search query factory. Autocomplete results stay fresh for 60 s; the rest use SPEC §9 defaults. */
import { persisted } from '~/lib/query-meta';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchAutoKeyword, fetchKeywordRank, fetchRecommendKeywords, fetchSearch, fetchSearchRecommendation, fetchShopSearch, type SearchFilters } from './api';

export const searchQueries = {
  all: () => ['search'] as const,
  results: (f: SearchFilters) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...searchQueries.all(), 'results', f],
      queryFn: ({ pageParam }) => fetchSearch(f, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
      staleTime: 60_000,
    }),
  shops: (keyword: string) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...searchQueries.all(), 'shops', keyword],
      queryFn: ({ pageParam }) => fetchShopSearch(keyword, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    }),
  rank: () => queryOptions({ meta: persisted, queryKey: [...searchQueries.all(), 'rank'], queryFn: fetchKeywordRank, staleTime: 60_000 }),
  autocomplete: (keyword: string) =>
    queryOptions({
      meta: persisted,
      queryKey: [...searchQueries.all(), 'auto', keyword],
      queryFn: ({ signal }) => fetchAutoKeyword(keyword, signal),
      staleTime: 60_000,
    }),
  recommendKeywords: () => queryOptions({ meta: persisted, queryKey: [...searchQueries.all(), 'recommend-keyword'], queryFn: fetchRecommendKeywords }),
  recommendation: () => queryOptions({ meta: persisted, queryKey: [...searchQueries.all(), 'recommendation'], queryFn: fetchSearchRecommendation }),
};

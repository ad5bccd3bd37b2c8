/** Search query factory. Autocomplete results stay fresh for 60 s; the rest use SPEC §9 defaults. */
import { persisted } from '~/lib/query-meta';
import { queryOptions } from '@tanstack/react-query';
import { pagedQuery } from '~/lib/paged-query';
import { fetchAutoKeyword, fetchKeywordRank, fetchRecommendKeywords, fetchSearch, fetchSearchRecommendation, fetchShopSearch, type SearchFilters } from './api';

export const searchQueries = {
  all: () => ['search'] as const,
  results: (f: SearchFilters) => pagedQuery([...searchQueries.all(), 'results', f], (page) => fetchSearch(f, page), { staleTime: 60_000 }),
  shops: (keyword: string) => pagedQuery([...searchQueries.all(), 'shops', keyword], (page) => fetchShopSearch(keyword, page)),
  rank: () => queryOptions({ meta: persisted, queryKey: [...searchQueries.all(), 'rank'], queryFn: fetchKeywordRank, staleTime: 60_000 }),
  autocomplete: (keyword: string) =>
    queryOptions({
      meta: persisted,
      queryKey: [...searchQueries.all(), 'auto', keyword],
      queryFn: ({ signal }) => fetchAutoKeyword(keyword, signal),
      staleTime: 60_000,
    }),
  recommendKeywords: () => queryOptions({ meta: persisted, queryKey: [...searchQueries.all(), 'recommend-keyword'], queryFn: fetchRecommendKeywords }),
  recommendation: (keyword?: string) =>
    queryOptions({ meta: persisted, queryKey: [...searchQueries.all(), 'recommendation', keyword ?? ''], queryFn: () => fetchSearchRecommendation(keyword) }),
};

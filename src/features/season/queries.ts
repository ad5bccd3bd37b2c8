/** Season query factory: infinite lists keyed by their query-string input (SPEC §2). */
import { persisted } from '~/lib/query-meta';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchDelicacy, fetchHomeSeason, fetchOccasion, fetchRecommendation } from './api';

const next = (last: { products: { hasNext: boolean; page: number } }) => (last.products.hasNext ? last.products.page + 1 : undefined);

export const seasonQueries = {
  all: () => ['season'] as const,
  home: () => queryOptions({ meta: persisted, queryKey: [...seasonQueries.all(), 'home'], queryFn: fetchHomeSeason }),
  delicacy: (month?: number) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...seasonQueries.all(), 'delicacy', month ?? 'now'],
      queryFn: ({ pageParam }) => fetchDelicacy(month, pageParam),
      initialPageParam: 1,
      getNextPageParam: next,
    }),
  occasion: (occasionId?: number) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...seasonQueries.all(), 'occasion', occasionId ?? 'first'],
      queryFn: ({ pageParam }) => fetchOccasion(occasionId, pageParam),
      initialPageParam: 1,
      getNextPageParam: next,
    }),
  recommendation: (id?: number) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...seasonQueries.all(), 'recommendation', id ?? 'first'],
      queryFn: ({ pageParam }) => fetchRecommendation(id, pageParam),
      initialPageParam: 1,
      getNextPageParam: next,
    }),
};

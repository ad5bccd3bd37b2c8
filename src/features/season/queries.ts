/** Season query factory: infinite lists keyed by their query-string input (SPEC §2). */
import { queryOptions } from '@tanstack/react-query';
import { persisted } from '~/lib/query-meta';
import { pagedQuery } from '~/lib/paged-query';
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

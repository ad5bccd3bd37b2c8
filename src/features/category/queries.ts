/** Category query factory. */
import { persisted } from '~/lib/query-meta';
import type { ProductSort } from '@contract/rules';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { fetchCategoryProducts, fetchCategoryTree } from './api';

export const categoryQueries = {
  all: () => ['category'] as const,
  tree: (categoryCode?: string) =>
    queryOptions({ meta: persisted, queryKey: [...categoryQueries.all(), 'tree', categoryCode ?? 'root'], queryFn: () => fetchCategoryTree(categoryCode) }),
  products: (categoryCode: string, sort: ProductSort) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...categoryQueries.all(), 'products', categoryCode, sort],
      queryFn: ({ pageParam }) => fetchCategoryProducts(categoryCode, sort, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
    }),
};

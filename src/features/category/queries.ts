/** Category query factory. */
import type { ProductSort } from '@contract/rules';
import { queryOptions } from '@tanstack/react-query';
import { persisted } from '~/lib/query-meta';
import { pagedQuery } from '~/lib/paged-query';
import { fetchCategoryProducts, fetchCategoryTree } from './api';

export const categoryQueries = {
  all: () => ['category'] as const,
  tree: (categoryCode?: string) =>
    queryOptions({ meta: persisted, queryKey: [...categoryQueries.all(), 'tree', categoryCode ?? 'root'], queryFn: () => fetchCategoryTree(categoryCode) }),
  products: (categoryCode: string, sort: ProductSort) =>
    pagedQuery([...categoryQueries.all(), 'products', categoryCode, sort], (page) => fetchCategoryProducts(categoryCode, sort, page)),
};

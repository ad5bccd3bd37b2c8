/** Review query factory: a product's reviews per sort, as an infinite list (each page carries the summary). */
import type { ReviewSort } from '@contract/rules';
import { pagedQuery } from '~/lib/paged-query';
import { fetchProductReviews } from './api';

export const reviewQueries = {
  all: () => ['review'] as const,
  product: (productNo: number) => [...reviewQueries.all(), 'product', productNo] as const,
  list: (productNo: number, sort: ReviewSort) => pagedQuery([...reviewQueries.product(productNo), sort], (page) => fetchProductReviews(productNo, sort, page)),
};

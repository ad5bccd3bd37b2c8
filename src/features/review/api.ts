/** Review fetchers (issue 13, docs/decisions/014): a product's reviews, one page at a time. */
import type { ReviewSort } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';

export const REVIEW_PAGE_SIZE = 20;

export const fetchProductReviews = (productNo: number, sort: ReviewSort, page: number) =>
  callEndpoint('productReviews', { params: { productNo }, query: { sort, page, size: REVIEW_PAGE_SIZE } });

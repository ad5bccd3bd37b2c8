/**
 * /product/{productNo}/reviews query string: ?sort is one of REVIEW_SORTS; absent or unknown →
 * 'recent' (dropped, not an error, as the other list routes do: src/lib/search-params.ts).
 */
import { REVIEW_SORTS, type ReviewSort } from '@contract/rules';

export const reviewListSearch = (s: Record<string, unknown>): { sort?: ReviewSort } => ({
  sort: (REVIEW_SORTS as readonly unknown[]).includes(s.sort) ? (s.sort as ReviewSort) : undefined,
});

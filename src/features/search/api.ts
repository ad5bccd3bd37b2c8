/** Search feature fetchers (SPEC §7 search host). */
import type { SearchQuery } from '@contract/search';
import { callEndpoint } from '~/lib/api-client';

/**
 * The product search's filters (SPEC §3 search filters): the search query without its page, with
 * categoryCode as it travels (comma-separated depth-1/2/3 codes; the server splits it).
 */
export type SearchFilters = Partial<Pick<SearchQuery, 'sort' | 'minPrice' | 'maxPrice' | 'discountRate'>> & {
  keyword: string;
  categoryCode?: string;
  /** 'Y': the keyword as typed, never corrected (docs/decisions/003 "Honest popular searches"). */
  exact?: 'Y';
};

export const fetchSearch = (f: SearchFilters, page: number) => callEndpoint('search', { query: { ...f, page, size: 20 } });
export const fetchShopSearch = (keyword: string, page: number) => callEndpoint('searchShops', { query: { keyword, page, size: 20 } });
export const fetchKeywordRank = () => callEndpoint('searchRank');
export const fetchAutoKeyword = (keyword: string, signal?: AbortSignal) => callEndpoint('autoKeyword', { query: { keyword }, signal });
export const fetchRecommendKeywords = () => callEndpoint('recommendKeywords');
/** Recommended products; after a keyword, related to it (its kind and category first). */
export const fetchSearchRecommendation = (keyword?: string) => callEndpoint('searchRecommendation', { query: keyword ? { keyword } : {} });

/** Search feature fetchers (SPEC §7 search host). */
import type { ProductSort } from '@contract/rules';
import { api } from '~/lib/api-client';
import type { ShopCard, ProductCard } from '@contract/display';
import type { Page } from '@contract/envelope';
import type { SearchResult } from '@contract/search';

export interface SearchFilters {
  keyword: string;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  discountRate?: number;
  categoryCode?: string;
}

export const fetchSearch = (f: SearchFilters, page: number) => api.search.get<SearchResult>('/api/v1/search', { query: { ...f, page, size: 20 } });
export const fetchShopSearch = (keyword: string, page: number) => api.search.get<Page<ShopCard>>('/api/v1/search/shop', { query: { keyword, page, size: 20 } });
export const fetchKeywordRank = () => api.search.get<{ items: Array<{ rank: number; keyword: string; score: number }>; fromLogs: boolean }>('/api/v1/search/rank');
export const fetchAutoKeyword = (keyword: string, signal?: AbortSignal) =>
  api.search.get<{ keyword: string; items: Array<{ keyword: string; kind: string; highlight: { start: number; end: number } | null }> }>('/api/v2/auto-keyword', { query: { keyword }, signal });
export const fetchRecommendKeywords = () => api.search.get<{ items: string[] }>('/api/v1/search/recommend-keyword');
export const fetchSearchRecommendation = () => api.search.get<{ items: ProductCard[] }>('/api/v1/search/recommendation');

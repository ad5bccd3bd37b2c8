/** Best feature fetchers: home top 10 and the ranking per category ('ALL' or a depth-1 code). */
import { api } from '~/lib/api-client';
import type { ProductCard } from '@contract/display';

export interface BestRank {
  categoryCode: string;
  categories: Array<{ code: string; name: string }>;
  items: Array<{ rank: number; previousRank: number | null; product: ProductCard }>;
}
export const fetchHomeBest = () => api.display.get<{ products: ProductCard[] }>('/api/v1/display/home/best');
export const fetchBestRank = (categoryCode: string) => api.display.get<BestRank>('/api/v1/display/best/rank', { query: { categoryCode } });

/** Shop (store) feature fetchers: list, info, totals and products. */
import type { ProductSort, ShopSort } from '@contract/rules';
import { api } from '~/lib/api-client';
import type { ProductCard, ShopCard } from '@contract/display';
import type { Page } from '@contract/envelope';

export type ShopInfo = ShopCard & { createdAt: string };
export interface ShopTotal { shopId: number; productCount: number; likeCount: number; salesCount: number; averageRating: number }

export const fetchHomeShops = () => api.display.get<{ shops: ShopCard[] }>('/api/v1/display/home/shop');
export const fetchShops = (sort: ShopSort, page: number) => api.display.get<Page<ShopCard>>('/api/v1/display/shop', { query: { sort, page, size: 20 } });
export const fetchShopInfo = (shopId: number) => api.display.get<ShopInfo>(`/api/v1/display/shop/${shopId}/info`);
export const fetchShopTotal = (shopId: number) => api.display.get<ShopTotal>(`/api/v1/display/shop/${shopId}/total`);
export const fetchShopProducts = (shopId: number, sort: ProductSort, page: number) => api.display.get<Page<ProductCard>>(`/api/v1/display/shop/${shopId}/product`, { query: { sort, page, size: 20 } });

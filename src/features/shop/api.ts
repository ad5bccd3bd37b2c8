/** Shop (store) feature fetchers: list, info, totals and products. */
import type { EndpointData } from '@contract/endpoints';
import type { ProductSort, ShopSort } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';

export type ShopInfo = EndpointData<'shopInfo'>;
export type ShopTotal = EndpointData<'shopTotal'>;

export const fetchHomeShops = () => callEndpoint('homeShop');
export const fetchShops = (sort: ShopSort, page: number) => callEndpoint('shops', { query: { sort, page, size: 20 } });
export const fetchShopInfo = (shopId: number) => callEndpoint('shopInfo', { params: { shopId } });
export const fetchShopTotal = (shopId: number) => callEndpoint('shopTotal', { params: { shopId } });
export const fetchShopProducts = (shopId: number, sort: ProductSort, page: number) =>
  callEndpoint('shopProducts', { params: { shopId }, query: { sort, page, size: 20 } });

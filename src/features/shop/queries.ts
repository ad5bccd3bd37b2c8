/** Shop query factory. */
import type { ProductSort, ShopSort } from '@contract/rules';
import { queryOptions } from '@tanstack/react-query';
import { persisted } from '~/lib/query-meta';
import { pagedQuery } from '~/lib/paged-query';
import { fetchHomeShops, fetchShopInfo, fetchShopProducts, fetchShops, fetchShopTotal } from './api';

export const shopQueries = {
  all: () => ['shop'] as const,
  home: () => queryOptions({ meta: persisted, queryKey: [...shopQueries.all(), 'home'], queryFn: fetchHomeShops }),
  list: (sort: ShopSort) => pagedQuery([...shopQueries.all(), 'list', sort], (page) => fetchShops(sort, page)),
  info: (shopId: number) => queryOptions({ meta: persisted, queryKey: [...shopQueries.all(), 'info', shopId], queryFn: () => fetchShopInfo(shopId) }),
  total: (shopId: number) => queryOptions({ meta: persisted, queryKey: [...shopQueries.all(), 'total', shopId], queryFn: () => fetchShopTotal(shopId) }),
  products: (shopId: number, sort: ProductSort) =>
    pagedQuery([...shopQueries.all(), 'products', shopId, sort], (page) => fetchShopProducts(shopId, sort, page)),
};

/** Shop query factory. */
import { persisted } from '~/lib/query-meta';
import type { ProductSort, ShopSort } from '@contract/rules';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';

import { fetchHomeShops, fetchShopInfo, fetchShopProducts, fetchShops, fetchShopTotal } from './api';

const nextPage = (last: { hasNext: boolean; page: number }) => (last.hasNext ? last.page + 1 : undefined);

export const shopQueries = {
  all: () => ['shop'] as const,
  home: () => queryOptions({ meta: persisted, queryKey: [...shopQueries.all(), 'home'], queryFn: fetchHomeShops }),
  list: (sort: ShopSort) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...shopQueries.all(), 'list', sort],
      queryFn: ({ pageParam }) => fetchShops(sort, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
  info: (shopId: number) => queryOptions({ meta: persisted, queryKey: [...shopQueries.all(), 'info', shopId], queryFn: () => fetchShopInfo(shopId) }),
  total: (shopId: number) => queryOptions({ meta: persisted, queryKey: [...shopQueries.all(), 'total', shopId], queryFn: () => fetchShopTotal(shopId) }),
  products: (shopId: number, sort: ProductSort) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...shopQueries.all(), 'products', shopId, sort],
      queryFn: ({ pageParam }) => fetchShopProducts(shopId, sort, pageParam),
      initialPageParam: 1,
      getNextPageParam: nextPage,
    }),
};

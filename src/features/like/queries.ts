/**
 * Like query factory. Keys start with 'like' (member data: never persisted, removed at logout).
 * The cached value is the member's likeYN; optimistic writes and the offline queue set it directly.
 */
import { queryOptions } from '@tanstack/react-query';
import { fetchProductLikes, fetchShopLike, type LikeYN } from './api';

export const likeQueries = {
  all: () => ['like'] as const,
  product: (productNo: number) =>
    queryOptions({
      queryKey: [...likeQueries.all(), 'product', productNo],
      queryFn: async (): Promise<LikeYN> => (await fetchProductLikes([productNo]))[0]?.likeYN ?? 'N',
      staleTime: 60_000,
    }),
  shop: (shopId: number) =>
    queryOptions({
      queryKey: [...likeQueries.all(), 'shop', shopId],
      queryFn: async (): Promise<LikeYN> => (await fetchShopLike(shopId)).likeYN,
      staleTime: 60_000,
    }),
};

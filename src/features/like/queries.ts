/**
 * Like query factory. Keys start with 'like' (member data: never persisted, removed at logout).
 * The cached value of `product` / `shop` is the member's likeYN; optimistic writes and the offline
 * queue set it directly. `likedProducts` / `likedShops` are the member's 찜 lists (issue 13), paged
 * from 1 (`pagedQuery`), stale at once so every visit of the list or 마이페이지 reads them afresh:
 * an item un-hearted in the list stays in it, un-hearted, until that next read (decision 012).
 */
import { queryOptions } from '@tanstack/react-query';
import { pagedQuery } from '~/lib/paged-query';
import { fetchLikedProducts, fetchLikedShops, fetchProductLikes, fetchShopLike, type LikeYN } from './api';

/** Member data: never written to the device (pagedQuery marks catalogue lists persistable). */
const personal = { persist: false } as const;

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
  lists: () => [...likeQueries.all(), 'list'] as const,
  likedProducts: () => ({ ...pagedQuery([...likeQueries.lists(), 'product'] as const, fetchLikedProducts, { staleTime: 0 }), meta: personal }),
  likedShops: () => ({ ...pagedQuery([...likeQueries.lists(), 'shop'] as const, fetchLikedShops, { staleTime: 0 }), meta: personal }),
};

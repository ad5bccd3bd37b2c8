/** Like (찜) fetchers (SPEC §7 user like shop / like-shop check; paths in docs/decisions/005). */
import { api } from '~/lib/api-client';
import type { ProductLikeCheck, ProductLikeState, ShopLikeCheck, ShopLikeState } from '@contract/likes';

export type LikeYN = 'Y' | 'N';

export const putProductLike = (productNo: number, likeYN: LikeYN, idempotencyKey: string) =>
  api.account.put<ProductLikeState>('/api/v1/user/like/product', { productNo, likeYN }, { headers: { 'Idempotency-Key': idempotencyKey } });
export const putShopLike = (shopId: number, likeYN: LikeYN, idempotencyKey: string) =>
  api.account.put<ShopLikeState>('/api/v1/user/like/shop', { shopId, likeYN }, { headers: { 'Idempotency-Key': idempotencyKey } });
export const fetchProductLikes = (productNos: number[]) => api.account.get<ProductLikeCheck>('/api/v1/user/like/product/check', { query: { productNos: productNos.join(',') } });
export const fetchShopLike = (shopId: number) => api.account.get<ShopLikeCheck>('/api/v1/user/like/shop/check', { query: { shopId } });

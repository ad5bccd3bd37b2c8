/** Like (찜) fetchers (SPEC §7 user like shop / like-shop check; paths in docs/decisions/005). */
import type { YN } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';

export type LikeYN = YN;

export const putProductLike = (productNo: number, likeYN: LikeYN, idempotencyKey: string) =>
  callEndpoint('likeProduct', { body: { productNo, likeYN }, headers: { 'Idempotency-Key': idempotencyKey } });
export const putShopLike = (shopId: number, likeYN: LikeYN, idempotencyKey: string) =>
  callEndpoint('likeShop', { body: { shopId, likeYN }, headers: { 'Idempotency-Key': idempotencyKey } });
export const fetchProductLikes = (productNos: number[]) => callEndpoint('productLikeCheck', { query: { productNos: productNos.join(',') } });
export const fetchShopLike = (shopId: number) => callEndpoint('shopLikeCheck', { query: { shopId } });

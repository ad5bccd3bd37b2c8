/** Like (찜) fetchers (SPEC §7 user like shop / like-shop check; paths in docs/decisions/005). */
import type { YN } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';

export type LikeYN = YN;

/** `silentToasts`: the caller shows its own toast (a 찜 adds the link to the list; queue.ts). */
export const putProductLike = (productNo: number, likeYN: LikeYN, idempotencyKey: string, silentToasts = false) =>
  callEndpoint('likeProduct', { body: { productNo, likeYN }, headers: { 'Idempotency-Key': idempotencyKey }, silentToasts });
export const putShopLike = (shopId: number, likeYN: LikeYN, idempotencyKey: string, silentToasts = false) =>
  callEndpoint('likeShop', { body: { shopId, likeYN }, headers: { 'Idempotency-Key': idempotencyKey }, silentToasts });
export const fetchProductLikes = (productNos: number[]) => callEndpoint('productLikeCheck', { query: { productNos: productNos.join(',') } });
export const fetchShopLike = (shopId: number) => callEndpoint('shopLikeCheck', { query: { shopId } });
/** Items per page of the 찜 lists (an even number: the product grid has two columns). */
export const LIKE_LIST_PAGE_SIZE = 20;
/** One page (from 1) of the member's liked products / shops, most recently liked first (`{ items, page, size, total, hasNext }`). */
export const fetchLikedProducts = (page: number) => callEndpoint('likedProducts', { query: { page, size: LIKE_LIST_PAGE_SIZE } });
export const fetchLikedShops = (page: number) => callEndpoint('likedShops', { query: { page, size: LIKE_LIST_PAGE_SIZE } });

/** Recently viewed fetchers: the like states of the viewed products (SPEC §3 isLike; GET …/like/product/check, 1–30 numbers). */
import { callEndpoint } from '~/lib/api-client';

export const fetchProductLikes = (productNos: number[]) => callEndpoint('productLikeCheck', { query: { productNos: productNos.join(',') } });

/** Recently viewed fetchers (SPEC §3 Recently viewed product; all through the one API client). */
import { callEndpoint } from '~/lib/api-client';

/** The like states of the viewed products (SPEC §3 isLike; GET …/like/product/check, 1–30 numbers). */
export const fetchProductLikes = (productNos: number[]) => callEndpoint('productLikeCheck', { query: { productNos: productNos.join(',') } });
/** The cards of products this device never showed (GET /api/v1/display/product, 1–30 numbers; unknown ones are left out). */
export const fetchProductCards = (productNos: number[]) => callEndpoint('productCards', { query: { productNos: productNos.join(',') } });

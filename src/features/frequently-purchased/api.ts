/** 자주 산 상품 (SPEC §7 frequent-purchased-products; issue 16): the member's products by order count, then recency. */
import { callEndpoint } from '~/lib/api-client';

export const fetchFrequentProducts = (page: number) => callEndpoint('frequentPurchasedProducts', { query: { page, size: 20 } });

/**
 * Shared rules of the client–server seam that need no zod: imported by the server, the PWA and the
 * service worker, never copied (issue 11). The zod schemas of ./display.ts, ./account.ts … build on
 * these; the worker and the page hints read them as they are.
 */

/** Digits of an id in a path (SPEC §2 `{id digits}`): 1–10 digits; the value is 1 … 2^31−1. */
export const ID_DIGITS = '\\d{1,10}';
/** A whole id as a pattern (`/^\d{1,10}$/`). */
export const ID_PATTERN = new RegExp(`^${ID_DIGITS}$`);
/** Largest id (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;

/** Product list sort codes (SPEC §3 filterInfo), in the order the chips show them. */
export const PRODUCT_SORTS = ['recommend', 'sales', 'priceAsc', 'priceDesc', 'discount', 'newest'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
/** Korean labels of the product sorts (SPEC §3 filterInfo names). */
export const PRODUCT_SORT_LABELS: Record<ProductSort, string> = {
  recommend: '추천순',
  sales: '판매량순',
  priceAsc: '낮은 가격순',
  priceDesc: '높은 가격순',
  discount: '할인율순',
  newest: '최신순',
};
/** Shop list sort codes. */
export const SHOP_SORTS = ['recommend', 'popular', 'newest', 'name'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/** Review list sorts (issue 13, docs/decisions/014), in the order the chips show them. */
export const REVIEW_SORTS = ['recent', 'rating_high', 'rating_low'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
/** Korean labels of the review sorts. */
export const REVIEW_SORT_LABELS: Record<ReviewSort, string> = { recent: '최신순', rating_high: '별점 높은순', rating_low: '별점 낮은순' };

/** A yes/no flag as the SPEC writes it (likeYN, pushYN, adYN, …). */
export type YN = 'Y' | 'N';

/** SPEC §3 channelType: the social provider of an account. */
export const CHANNEL_TYPE = { naver: 1001, apple: 1002 } as const;
/** SPEC §3 deviceType: other, browser, native app. */
export const DEVICE_TYPE = { other: 1001, browser: 1002, nativeApp: 1003 } as const;

/**
 * API paths that carry personal data (SPEC §7 token, auth, user, app, account, and the member
 * families still to come): never stored in any cache, and wiped from caches at logout. The
 * community's public reads (post and question lists, the daily board, details and reply lists;
 * issue 15, docs/decisions/017) are the same for everyone and are not personal.
 */
export const PERSONAL_API_PATH =
  /^\/api\/v\d+\/(user|token|auth|app|account|community(?!\/(dashboard|qna)(\/list|\/\d{1,10}(\/reply)?)?\/?$)|mypage|point|alarm)(\/|$)/;

/**
 * The web version a fresh database releases and a build without a version reports (SPEC §4, §9:
 * 2.21.0). The build's version is package.json's; `npm run release` refuses any other.
 */
export const DEFAULT_WEB_VERSION = '2.21.0';

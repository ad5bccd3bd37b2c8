/**
 * Query-string validators for routes that "take the query string as input" (SPEC §2).
 * Invalid values are dropped (the page falls back to its default) rather than erroring.
 */
import { PRODUCT_SORTS, SHOP_SORTS, type ProductSort, type ShopSort } from '@contract/rules';

const int = (v: unknown, min: number, max: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export const monthSearch = (s: Record<string, unknown>): { month?: number } => ({ month: int(s.month, 1, 12) });
export const occasionSearch = (s: Record<string, unknown>): { occasionId?: number } => ({ occasionId: int(s.occasionId, 1, 2147483647) });
export const bestSearch = (s: Record<string, unknown>): { categoryCode?: string } => ({
  categoryCode: typeof s.categoryCode === 'string' && /^(ALL|\d{2})$/.test(s.categoryCode) ? s.categoryCode : undefined,
});

const productSort = (v: unknown): ProductSort | undefined => ((PRODUCT_SORTS as readonly unknown[]).includes(v) ? (v as ProductSort) : undefined);
const shopSort = (v: unknown): ShopSort | undefined => ((SHOP_SORTS as readonly unknown[]).includes(v) ? (v as ShopSort) : undefined);

/**
 * Product lists (category, store): ?sort is one of PRODUCT_SORTS; absent or unknown → the web
 * profile's default (SPEC §3 filterInfo). In the URL so that reload and back keep it (issue 11).
 */
export const productListSearch = (s: Record<string, unknown>): { sort?: ProductSort } => ({ sort: productSort(s.sort) });
/** The store list: ?sort is one of SHOP_SORTS; absent or unknown → 'recommend'. */
export const shopListSearch = (s: Record<string, unknown>): { sort?: ShopSort } => ({ sort: shopSort(s.sort) });

export interface SearchPageSearch {
  keyword?: string;
  sort?: ProductSort;
  minPrice?: number;
  maxPrice?: number;
  discountRate?: number;
  categoryCode?: string;
  /** 'Y': search the keyword as typed, no typo correction (the link back from a corrected answer). */
  exact?: 'Y';
}

/** /search query string: keyword (≤ 50 chars) and the filters of SPEC §3; invalid values are dropped. */
export const searchPageSearch = (s: Record<string, unknown>): SearchPageSearch => {
  const keyword = typeof s.keyword === 'string' || typeof s.keyword === 'number' ? String(s.keyword).trim().slice(0, 50) : '';
  return {
    keyword: keyword || undefined,
    sort: productSort(s.sort),
    minPrice: int(s.minPrice, 0, 100_000_000),
    maxPrice: int(s.maxPrice, 0, 100_000_000),
    discountRate: int(s.discountRate, 0, 99),
    categoryCode: typeof s.categoryCode === 'string' && /^(\d{2}|\d{4}|\d{6})$/.test(s.categoryCode) ? s.categoryCode : undefined,
    exact: s.exact === 'Y' ? 'Y' : undefined,
  };
};

const shortString = (v: unknown, max: number) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : undefined);

/** /login, /login-action, /sign-up: returnUrl (a same-origin path) and, on /login, provider. */
export const loginSearch = (s: Record<string, unknown>): { returnUrl?: string; provider?: 'naver' | 'apple' } => ({
  returnUrl: shortString(s.returnUrl, 2000),
  provider: s.provider === 'naver' || s.provider === 'apple' ? s.provider : undefined,
});
export const returnUrlSearch = (s: Record<string, unknown>): { returnUrl?: string } => ({ returnUrl: shortString(s.returnUrl, 2000) });
/** /login-landing: the provider's code, state or error (OAuth 2.0 redirect). */
export const oauthLandingSearch = (s: Record<string, unknown>): { code?: string; state?: string; error?: string } => ({
  code: shortString(s.code, 2000),
  state: shortString(s.state, 200),
  error: shortString(s.error, 200),
});

/**
 * What a write can make stale in the server's caches, by name (issues 27 and 28): an endpoint's
 * `invalidates` (./endpoints.ts) lists the views it changes, never "everything". Once the write
 * committed, `route()` (server/http/route.ts) publishes them, with the item the write changed, on
 * the cache bus, and every instance on the same database drops from its response caches only the
 * answers that show that item:
 *   - `key.entry: 'param'` — the entries whose `:id` path parameter is the item (a post's detail);
 *   - `key.entry: 'product' | 'shop'` — the entries whose answer holds that product's or shop's 찜
 *     count (an object with `likeCount` and its `productNo`, or a shop card's `shopId`), among the
 *     view's endpoints: a 찜 of one product drops the lists and pages of answers that show it, not
 *     every product list;
 * and from its page cache the server-rendered pages under `pages`. A view with `pages: null` is
 * not dropped from rendered pages: they show it at most PAGE_CACHE_POLICY's age late (1 s fresh +
 * 2 s while one render refreshes it; server/infra/cache/page-cache.ts) — the staleness the page
 * cache class declares. server/http/cached-views.test.ts checks that every cached endpoint whose
 * answer shows a product or shop card is in the views of the likes, so a new such endpoint cannot
 * miss the drop.
 *
 * Zod-free and server-side: the client and the worker never read it.
 */
import type { EndpointName } from './paths.js';

export interface CachedViewDef {
  /** The endpoints (with a `responseCache` family) whose cached answers show the view. */
  endpoints: readonly EndpointName[];
  /**
   * A keyed view: which item a write changed (`write`: the path's `:id`, or a field of its body), and
   * how a cached answer shows it (`entry`: its own `:id`, or the product's or shop's 찜 count in it).
   */
  key?: { write: 'params.id' | 'body.productNo' | 'body.shopId'; entry: 'param' | 'product' | 'shop' };
  /** Path prefix of the server-rendered pages that show the view ('/' = every page), or null: pages show it ≤ their cache age late. */
  pages: string | null;
}

/** Every display or search endpoint whose answer carries product cards (likeCount, the 찜 count). */
const PRODUCT_CARD_ENDPOINTS = [
  'home',
  'homeSeason',
  'homeBest',
  'dealRecommendation',
  'dealDetail',
  'periodDetail',
  'eventDetail',
  'seasonDelicacy',
  'seasonOccasion',
  'seasonRecommendation',
  'shopProducts',
  'bestRank',
  'categoryProducts',
  'search',
  // Cards of products the app showed and the web never did (appRecentProduct, decision 045).
  'productCards',
  // A post or question may link a product (its card, with the 찜 count), in its detail and in the lists.
  'communityPost',
  'question',
  'communityPosts',
  'questions',
  'communityDailyPosts',
] as const satisfies readonly EndpointName[];

export const CACHED_VIEWS = {
  /** A product's 찜 count (SPEC §7 like product): every product card and the pages that show them. */
  productLikes: { endpoints: PRODUCT_CARD_ENDPOINTS, key: { write: 'body.productNo', entry: 'product' }, pages: null },
  /** A shop's 찜 count (SPEC §7 like shop): shop cards (the deal page's seller too), the store page's header and totals. */
  shopLikes: {
    endpoints: ['homeShop', 'localShops', 'shops', 'shopInfo', 'shopTotal', 'dealDetail'],
    key: { write: 'body.shopId', entry: 'shop' },
    pages: null,
  },
  /** The community's post lists: 게시글, 질문 and the daily board (which lists surveys too). */
  communityLists: { endpoints: ['communityPosts', 'questions', 'communityDailyPosts'], pages: '/community' },
  /** One post, question or survey: its detail and the first page of its replies (keyed by the post id). */
  communityPost: {
    endpoints: ['communityPost', 'question', 'surveyDetail', 'communityPostReplies', 'questionReplies', 'surveyReplies'],
    key: { write: 'params.id', entry: 'param' },
    pages: '/community',
  },
} as const satisfies Record<string, CachedViewDef>;

export type CachedView = keyof typeof CACHED_VIEWS;

/** A view made stale by one write: with `id`, only that item's entries of a keyed view. */
export interface StaleView {
  view: CachedView;
  id?: number;
}

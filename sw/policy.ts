/**
 * Caching policy of the service worker, as pure functions (unit-tested in sw/policy.test.ts).
 * Issue 5; SPEC §7 (display and search hosts are public catalogue data; token, auth, account,
 * app and user calls carry personal data), §9 (data freshness).
 *
 * Cache names carry a version suffix: bumping it (CACHE_VERSION) drops old runtime caches at the
 * next activation. The version check of SPEC §4 purges every cache anyway on a new webVersion.
 *
 * | cache                  | what                                       | strategy                         | limits            |
 * |------------------------|--------------------------------------------|----------------------------------|-------------------|
 * | precache (Workbox)     | scripts, route chunks, CSS, icons, offline  | precache, revisioned             | build manifest    |
 * |                        | page (no app shell: pages are rendered by   |                                  |                   |
 * |                        | the server, issue 12)                       |                                  |                   |
 * | jecheol-pages-v1       | the server-rendered pages visited (never a  | network first (navigation        | 60 paths, 7 days  |
 * |                        | personal page or a sign-in landing:         | preload), 3000 ms timeout        |                   |
 * |                        | mayStorePage)                               |                                  |                   |
 * | jecheol-api-live-v1    | the table's 'live' GETs: home, deals, lists,| network first, 3000 ms timeout   | 120 entries, 1 day|
 * |                        | search: stock, prices and end times move    |                                  |                   |
 * | jecheol-api-ref-v1     | the table's 'reference' GETs: category tree,| stale-while-revalidate           | 60 entries, 7 days|
 * |                        | web profile, regions, occasions, notices    |                                  |                   |
 * | jecheol-images-v1      | /images/* product and shop pictures         | cache first                      | 400 entries, 30 d |
 */

import { paths, pathPattern, type CacheClass } from '@contract/paths';
import { ADMIN_PREVIEW_PAGE_PATH, PERSONAL_API_PATH } from '@contract/rules';
import { NEVER_STORE_PAGES } from './never-store-pages.gen';

export const CACHE_VERSION = 'v1';
export const CACHE_PREFIX = 'jecheol';
export const PAGES_CACHE = `${CACHE_PREFIX}-pages-${CACHE_VERSION}`;
export const API_LIVE_CACHE = `${CACHE_PREFIX}-api-live-${CACHE_VERSION}`;
export const API_REFERENCE_CACHE = `${CACHE_PREFIX}-api-ref-${CACHE_VERSION}`;
export const IMAGES_CACHE = `${CACHE_PREFIX}-images-${CACHE_VERSION}`;
export const RUNTIME_CACHES = [PAGES_CACHE, API_LIVE_CACHE, API_REFERENCE_CACHE, IMAGES_CACHE] as const;

/** Network budget before a cached answer is used instead (ms). */
export const NETWORK_TIMEOUT_MS = 3000;
export const LIMITS = {
  pages: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  apiLive: { maxEntries: 120, maxAgeSeconds: 24 * 3600 },
  apiReference: { maxEntries: 60, maxAgeSeconds: 7 * 24 * 3600 },
  images: { maxEntries: 400, maxAgeSeconds: 30 * 24 * 3600 },
} as const;

/** Header the worker adds to an API answer taken from its cache because the network failed. */
export const SW_FALLBACK_HEADER = 'x-sw-fallback';
/**
 * Header the worker adds to a stale-while-revalidate answer taken from its cache: it says nothing
 * about the network either way, so the page must not read it as "back online".
 */
export const SW_CACHED_HEADER = 'x-sw-cached';
/** The precached page shown for a page never visited while the network is gone (Korean, self-contained). */
export const OFFLINE_PAGE_URL = '/offline.html';
export const OFFLINE_IMAGE_URL = '/offline-image.svg';

/** Paths the navigation handler leaves alone: server-rendered stand-ins, API, files. */
export const NAVIGATION_DENYLIST = [/^\/api\//, /^\/shop\//, /^\/idp\//, /^\/images\//, /^\/assets\//, /^\/sw\.js$/];

/**
 * What a navigation shows when the network answered with a server error (status ≥ 500) and no
 * stored page of this release exists: the answer itself when it is a page (our server's own
 * error page, in Korean), otherwise the Korean offline page — a bare 5xx body (a stopping
 * server's or a proxy's JSON) must never be what the shopper sees.
 */
export function serverErrorPage(res: Pick<Response, 'status' | 'headers'>): 'answer' | 'offline-page' {
  return (res.headers.get('content-type') ?? '').includes('text/html') ? 'answer' : 'offline-page';
}

/**
 * The API paths each cache may hold, from the endpoint table (server/contract/paths.ts): GETs whose
 * class is 'live' (stock, prices, end times, search) or 'reference' (category tree, web profile,
 * regions, occasions, notices). Everything else — personal and never classes, writes, paths not
 * in the table — is never cached.
 */
const tableGets = (cache: CacheClass) => Object.values(paths).flatMap((p) => (p.method === 'GET' && p.cache === cache ? [pathPattern(p.path)] : []));
const API_LIVE = tableGets('live');
const API_REFERENCE = tableGets('reference');

export type ApiCacheKind = 'live' | 'reference' | null;

/** Which API cache a GET may use (the table's class); null means network only, never cached. */
export function apiCacheKind(pathname: string): ApiCacheKind {
  if (API_REFERENCE.some((r) => r.test(pathname))) return 'reference';
  if (API_LIVE.some((r) => r.test(pathname))) return 'live';
  return null;
}

/** Personal API paths: never in any cache (logout wipes them as a second line). The contract's rule. */
export { PERSONAL_API_PATH };

/**
 * May this response be stored? Only complete 200 JSON answers that the server did not mark
 * private or no-store; never errors, redirects, opaque or partial responses.
 */
export function isCacheableApiResponse(res: Pick<Response, 'status' | 'type' | 'headers'>): boolean {
  if (res.status !== 200 || res.type === 'opaque' || res.type === 'opaqueredirect') return false;
  const cc = (res.headers.get('cache-control') ?? '').toLowerCase();
  if (/\b(no-store|private)\b/.test(cc)) return false;
  if (res.headers.has('set-cookie')) return false;
  return (res.headers.get('content-type') ?? '').includes('application/json');
}

/** The client entry a server-rendered page names (`<meta name="app-entry" content="/assets/entry-client-….js">`), or null. */
export function entryScriptOf(html: string): string | null {
  return /<meta\b[^>]*\bname="app-entry"[^>]*\bcontent="([^"]+)"/.exec(html)?.[1] ?? null;
}

/**
 * Pages never stored (issue 12): the personal ones — the server draws them signed out and the
 * browser fills them in, so a stored copy is worth nothing and might be mistaken for someone's —
 * and the sign-in round trip's pages. Both come from the routes' own `staticData` (`requireAuth`,
 * `neverStore`), generated at build time into ./never-store-pages.gen.ts (issue 27; src/router.test.ts
 * walks the route tree against it), plus the admin previews of the contract's rule, which the server
 * also answers no-store.
 */
export const PERSONAL_PAGE_PATHS: readonly RegExp[] = [
  ...NEVER_STORE_PAGES,
  // Admin previews (issue 17): unpublished items behind a signed link, never kept.
  ADMIN_PREVIEW_PAGE_PATH,
];

/**
 * Query or fragment parameters of a sign-in round trip: the OAuth 2.0 code and state, the OIDC
 * id_token and nonce (SPEC §2 /login-landing, /login-landing-apple; §7 Auth).
 */
export const SIGN_IN_PARAMS: readonly string[] = ['code', 'state', 'id_token', 'nonce'];

/**
 * May the worker store this visited page? Never a personal page (PERSONAL_PAGE_PATHS), and never
 * when its address carries a sign-in parameter in the query or the fragment (issue 14): a stored
 * answer keeps its URL, and a one-time login code must not outlive the landing. Names are compared
 * case-insensitively.
 */
export function mayStorePage(url: URL): boolean {
  if (PERSONAL_PAGE_PATHS.some((r) => r.test(url.pathname))) return false;
  const names: string[] = [];
  for (const params of [url.searchParams, new URLSearchParams(url.hash.slice(1))]) params.forEach((_value, name) => names.push(name.toLowerCase()));
  return !names.some((name) => SIGN_IN_PARAMS.includes(name));
}

/** Visited-pages key: path and query (a server-rendered page differs by its query: sort, month, keyword). */
export function pageKey(url: URL): string {
  return new URL(`${url.pathname}${url.search}`, url.origin).href;
}

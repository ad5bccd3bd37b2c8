/// <reference lib="webworker" />
/**
 * Service worker (injectManifest; issue 5). Policy and cache names: sw/policy.ts.
 *
 * - Precache: scripts, route chunks, CSS, icons, offline page and offline image (build manifest).
 * - Navigations (issue 12: every page is rendered by the server): network first, with navigation
 *   preload (the request leaves while the worker starts) and a 3000 ms timeout. A slow or failed
 *   network gets the page as it was stored on the last visit — when it belongs to this release
 *   (its client entry is in this worker's precache) — served with the headers it was stored with,
 *   so its CSP nonce still matches its inline scripts; otherwise the Korean offline page. Personal
 *   pages and landings that carry a sign-in code are never stored (policy mayStorePage). A 5xx
 *   answer gets the stored page too; without one, a 5xx page of ours is shown as it is, and a bare
 *   non-page 5xx (a stopping server's or a proxy's JSON) becomes the Korean offline page.
 * - Display and search GETs: network first (live data) or stale-while-revalidate (reference data),
 *   bounded by workbox-expiration with purgeOnQuotaError; only 200 JSON answers not marked
 *   private/no-store are stored, so personal answers never enter a cache. Answers served from the
 *   cache because the network failed carry `x-sw-fallback: <cached date>` so the app can say
 *   "saved data".
 * - Images: cache first; a missing image while offline becomes the precached placeholder.
 * - Messages: SKIP_WAITING (the update toast or the version check), PURGE_RUNTIME_CACHES,
 *   GET_VERSION (answers the webVersion the server tagged this worker with, on the given port),
 *   PAGE_SOURCE (answers whether a page was served from the store, and its date),
 *   WARM_CACHE (a first visit's requests, made before the worker existed, stored by the same rules).
 * - Kill switch: see docs/decisions/005-offline-first.md (server env SW_KILL_SWITCH=1 serves a
 *   self-unregistering worker at /sw.js instead of this one).
 * A storage-quota failure never breaks a response: cache writes happen after the answer, their
 * errors are caught, and the expiration plugin purges the runtime caches on quota errors.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import * as navigationPreload from 'workbox-navigation-preload';
import {
  API_LIVE_CACHE,
  API_REFERENCE_CACHE,
  apiCacheKind,
  entryScriptOf,
  IMAGES_CACHE,
  isCacheableApiResponse,
  LIMITS,
  mayStorePage,
  NAVIGATION_DENYLIST,
  NETWORK_TIMEOUT_MS,
  OFFLINE_IMAGE_URL,
  OFFLINE_PAGE_URL,
  PAGES_CACHE,
  pageKey,
  RUNTIME_CACHES,
  serverErrorPage,
  SW_CACHED_HEADER,
  SW_FALLBACK_HEADER,
} from './policy';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
  /** Released webVersion, prepended by the server to /sw.js (server/app.ts). */
  __WEB_VERSION?: string;
};

// directoryIndex off: every page, "/" too, goes through the navigation route below (the server
// renders it; there is no app shell to answer from the precache).
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: '' });
cleanupOutdatedCaches();

/* ------------------------------ navigations ------------------------------ */

const pagesExpiration = new CacheExpiration(PAGES_CACHE, LIMITS.pages);

/**
 * Record a visited path (the pages cache is the "visited" list; the shell itself is precached).
 * Never a page whose address carries a sign-in code, state, id_token or nonce (policy mayStorePage).
 */
async function rememberVisit(url: URL, response: Response) {
  if (!mayStorePage(url)) return;
  try {
    const cache = await caches.open(PAGES_CACHE);
    await cache.put(pageKey(url), response);
    await pagesExpiration.updateTimestamp(pageKey(url));
    await pagesExpiration.expireEntries();
  } catch {
    // quota or storage failure: the page still works, it just is not remembered
  }
}

/** The stored page of a visited path, or undefined. */
function visitedPage(url: URL): Promise<Response | undefined> {
  return caches.match(pageKey(url), { cacheName: PAGES_CACHE }).catch(() => undefined);
}

/**
 * `stored` when this worker can run it: the page names its client entry, and that script is in
 * this worker's precache (a page of an older release names scripts that are gone). The page's
 * address is remembered with the stored answer's date, so the page can say it shows saved data
 * (PAGE_SOURCE message; src/lib/network-status.ts).
 */
async function sameRelease(url: URL, stored: Response | undefined): Promise<Response | undefined> {
  if (!stored) return undefined;
  const entry = entryScriptOf(await stored.clone().text());
  if (!entry || !(await matchPrecache(entry))) return undefined;
  servedFromStore.set(url.href, stored.headers.get('date') ?? new Date().toUTCString());
  return stored;
}

/** Pages answered from the store because the network failed or was slow: address → stored date. */
const servedFromStore = new Map<string, string>();

async function offlineAnswer(url: URL): Promise<Response> {
  const visited = await sameRelease(url, await visitedPage(url));
  if (visited) return visited;
  return (
    (await matchPrecache(OFFLINE_PAGE_URL)) ?? new Response('오프라인 상태예요.', { status: 503, headers: { 'content-type': 'text/plain; charset=utf-8' } })
  );
}

// The page request leaves while the worker is still starting (workbox-navigation-preload).
navigationPreload.enable();

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && url.origin === self.location.origin && !NAVIGATION_DENYLIST.some((r) => r.test(url.pathname)),
  async ({ request, url, event }) => {
    const preloadResponse = (event as FetchEvent).preloadResponse;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const slow = new Promise<'slow'>((resolve) => {
      timer = setTimeout(() => resolve('slow'), NETWORK_TIMEOUT_MS);
    });
    const network = (async () => (await (preloadResponse as Promise<Response | undefined> | undefined)) ?? fetch(request))().then(
      (res) => {
        if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) (event as ExtendableEvent).waitUntil(rememberVisit(url, res.clone()));
        return res;
      },
      () => null,
    );
    const first = await Promise.race([network, slow]);
    clearTimeout(timer);
    if (first === 'slow') return (await sameRelease(url, await visitedPage(url))) ?? ((await network) || offlineAnswer(url));
    if (first === null) return offlineAnswer(url);
    if (first.status >= 500) return (await sameRelease(url, await visitedPage(url))) ?? (serverErrorPage(first) === 'answer' ? first : offlineAnswer(url));
    return first;
  },
);

/* ------------------------------ API ------------------------------ */

/** Stores only what policy allows (never personal, never errors or opaque answers). */
const onlyPublicJson: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isCacheableApiResponse(response) ? response : null),
};

/** A plugin that tags every answer taken from the cache with `header`: the stored answer's date. */
function tagCachedAnswers(header: string): WorkboxPlugin {
  return {
    cachedResponseWillBeUsed: async ({ cachedResponse }) => {
      if (!cachedResponse) return cachedResponse;
      const headers = new Headers(cachedResponse.headers);
      headers.set(header, cachedResponse.headers.get('date') ?? new Date().toUTCString());
      return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
    },
  };
}

/** Marks an answer served from the cache after the network failed or timed out. */
const markFallback = tagCachedAnswers(SW_FALLBACK_HEADER);
/** Marks a stale-while-revalidate answer served from the cache (network state unknown). */
const markCached = tagCachedAnswers(SW_CACHED_HEADER);

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && apiCacheKind(url.pathname) === 'live',
  new NetworkFirst({
    cacheName: API_LIVE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_MS / 1000,
    plugins: [onlyPublicJson, new ExpirationPlugin({ ...LIMITS.apiLive, purgeOnQuotaError: true }), markFallback],
  }),
);

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && apiCacheKind(url.pathname) === 'reference',
  new StaleWhileRevalidate({
    cacheName: API_REFERENCE_CACHE,
    plugins: [onlyPublicJson, new ExpirationPlugin({ ...LIMITS.apiReference, purgeOnQuotaError: true }), markCached],
  }),
);

/* ------------------------------ images ------------------------------ */

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null) },
      new ExpirationPlugin({ ...LIMITS.images, purgeOnQuotaError: true }),
      { handlerDidError: async () => (await matchPrecache(OFFLINE_IMAGE_URL)) ?? Response.error() },
    ],
  }),
);

/* ------------------------------ first visit ------------------------------ */

/**
 * WARM_CACHE {urls}: the page's own requests made before this worker existed (a first visit),
 * stored by the same rules as if they had gone through the worker — the page path as visited,
 * public API answers in their cache, images — so going offline right after a first visit works.
 * At most 120 URLs, same origin only; failures are ignored.
 */
async function warmCache(urls: string[]) {
  const seen = new Set<string>();
  await Promise.all(
    urls.slice(0, 120).map(async (raw) => {
      let url: URL;
      try {
        url = new URL(raw, self.location.origin);
      } catch {
        return;
      }
      if (url.origin !== self.location.origin || seen.has(url.href)) return;
      seen.add(url.href);
      try {
        if (url.pathname.startsWith('/images/')) {
          const cache = await caches.open(IMAGES_CACHE);
          if (!(await cache.match(url.href))) {
            const res = await fetch(url.href);
            if (res.status === 200) await cache.put(url.href, res);
          }
          return;
        }
        const kind = apiCacheKind(url.pathname);
        if (kind) {
          const res = await fetch(url.href, { headers: { accept: 'application/json' } });
          if (isCacheableApiResponse(res)) await (await caches.open(kind === 'live' ? API_LIVE_CACHE : API_REFERENCE_CACHE)).put(url.href, res);
          return;
        }
        if (!url.pathname.startsWith('/api/') && !NAVIGATION_DENYLIST.some((r) => r.test(url.pathname))) {
          const res = await fetch(url.href, { headers: { accept: 'text/html' } });
          if (res.ok && (res.headers.get('content-type') ?? '').includes('text/html')) await rememberVisit(url, res);
        }
      } catch {
        // offline already, or quota: nothing to warm
      }
    }),
  );
}

/* ------------------------------ lifecycle ------------------------------ */

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: string } | null)?.type;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'WARM_CACHE') {
    const urls = ((event.data as { urls?: unknown }).urls as unknown[] | undefined)?.filter((u): u is string => typeof u === 'string') ?? [];
    event.waitUntil(warmCache(urls).then(() => event.ports[0]?.postMessage({ warmed: urls.length })));
  }
  if (type === 'GET_VERSION') event.ports[0]?.postMessage({ webVersion: self.__WEB_VERSION ?? null });
  if (type === 'PAGE_SOURCE') {
    // Was this page answered from the store? Then it shows saved data, from this date.
    const url = String((event.data as { url?: unknown }).url ?? '');
    event.ports[0]?.postMessage({ storedAt: servedFromStore.get(url) ?? null });
    servedFromStore.delete(url);
  }
  if (type === 'PURGE_RUNTIME_CACHES') event.waitUntil(Promise.all(RUNTIME_CACHES.map((name) => caches.delete(name))));
});

clientsClaim();

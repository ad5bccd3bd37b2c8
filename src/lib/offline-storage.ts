/**
 * What the app keeps on the device, in one place (issue 5): IndexedDB keys (idb-keyval's default
 * store), the localStorage keys of features, and the wipe that logout runs (SPEC §4 Logout: no
 * personal data may outlive the session; ASVS 14.3.1, issue 14).
 *
 * | key                     | where        | owner                          | at logout                                     |
 * |-------------------------|--------------|--------------------------------|-----------------------------------------------|
 * | jecheol-query-cache     | IndexedDB    | lib/persist-queries (TanStack) | removed: public catalogue queries, and the    |
 * |                         |              |                                | member's waiting 찜 writes (paused mutations, |
 * |                         |              |                                | features/like; withdrawn from memory too)     |
 * | jecheol-like-queue      | IndexedDB    | features/like (older releases) | removed — personal; the old 찜 queue, adopted |
 * |                         |              |                                | as writes once and deleted at start           |
 * | jecheol-community-queue | IndexedDB    | features/community-reactions   | removed — personal (likes, clips, replies)    |
 * | jecheol-recent-products | IndexedDB    | features/recent (max 30)       | removed — the member's browsing history       |
 * | recentSearches          | localStorage | features/search (max 10)       | removed — the member's search history         |
 * | communityRecentSearches | localStorage | features/community-search (10) | removed — the member's search history         |
 * | jecheol-community-drafts| IndexedDB    | features/community-forms       | removed — the member's unsent posts           |
 * | jecheol-revoke-queue    | IndexedDB    | lib/auth/revoke-queue          | kept until sent: access and refresh token and |
 * |                         |              |                                | deviceUuid of a logout made offline, no       |
 * |                         |              |                                | personal data; dropped once the server answers|
 *
 * CacheStorage holds only public answers (sw/policy.ts refuses private/no-store and personal
 * paths); the wipe still deletes any personal API entry as a second line of defence, and the
 * stored pages of the login landings (sw/policy.ts never stores one that carries a sign-in code).
 */
import { PERSONAL_API_PATH } from '@contract/rules';
import { del, get, set } from 'idb-keyval';

export const PERSISTED_QUERY_KEY = 'jecheol-query-cache';
/** The 찜 queue of releases before the paused-mutation writes (issue 11): read once, adopted, deleted. */
export const LIKE_QUEUE_KEY = 'jecheol-like-queue';
/** Community likes, clippings and replies written offline (issue 15). */
export const COMMUNITY_QUEUE_KEY = 'jecheol-community-queue';
export const RECENT_PRODUCTS_KEY = 'jecheol-recent-products';
export const REVOKE_QUEUE_KEY = 'jecheol-revoke-queue';
/** The community forms' autosaved drafts (issue 15; docs/decisions/024-community-forms.md). */
export const COMMUNITY_DRAFTS_KEY = 'jecheol-community-drafts';
/** localStorage, not IndexedDB: read synchronously by the search screen. */
export const RECENT_SEARCHES_KEY = 'recentSearches';
/** The community search's own recent searches (issue 15, docs/decisions/025): localStorage, as the product search's. */
export const COMMUNITY_RECENT_SEARCHES_KEY = 'communityRecentSearches';
/** SPEC §2 login return addresses and the sign-in page: their stored pages go at logout. */
export const LOGIN_LANDING_PATHS: readonly string[] = ['/login', '/login-action', '/login-landing', '/login-landing-apple'];

/** IndexedDB may be missing (old webviews, some private modes): every call degrades to a no-op. */
export function hasIndexedDb(): boolean {
  return typeof indexedDB !== 'undefined' && indexedDB !== null;
}

export async function readKey<T>(key: string): Promise<T | undefined> {
  if (!hasIndexedDb()) return undefined;
  try {
    return await get<T>(key);
  } catch {
    return undefined;
  }
}

/**
 * Do writes of the community queue wait on this device (COMMUNITY_QUEUE_KEY holds any)? At start-up
 * the queue's module loads only then (src/after-hydration.ts; issue 31: 2.5 KB gzip and a 10 s timer
 * on every page otherwise). Without IndexedDB nothing outlives the page: false.
 */
export async function hasWaitingCommunityWrites(): Promise<boolean> {
  return hasStoredItems(COMMUNITY_QUEUE_KEY);
}

/** Does the list stored under `key` hold any item? False without IndexedDB or on a read error. */
export async function hasStoredItems(key: string): Promise<boolean> {
  const list = await readKey<unknown>(key);
  return Array.isArray(list) && list.length > 0;
}

export async function writeKey<T>(key: string, value: T): Promise<boolean> {
  if (!hasIndexedDb()) return false;
  try {
    await set(key, value);
    return true;
  } catch {
    return false; // quota or blocked storage: the app keeps working without it
  }
}

export async function deleteKey(key: string): Promise<void> {
  if (!hasIndexedDb()) return;
  try {
    await del(key);
  } catch {
    // ignore
  }
}

/** Delete cached answers of personal API paths and stored login landings from every cache; returns how many were removed. */
export async function deletePersonalCacheEntries(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let removed = 0;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const path = new URL(req.url).pathname;
        if ((PERSONAL_API_PATH.test(path) || LOGIN_LANDING_PATHS.includes(path)) && (await cache.delete(req))) removed += 1;
      }
    }
  } catch {
    // storage trouble must not stop logout
  }
  return removed;
}

/**
 * Logout's local wipe (works offline; never throws): queued likes, the persisted query cache, the
 * recently-viewed list, the community drafts and the search history (issue 14: shown to the next user of the device
 * otherwise), personal CacheStorage entries and stored login landings. A queued revoke stays.
 */
let wipeEpoch = 0;

/**
 * Bumped by every wipePersonalData(): a read-modify-write of personal data started before a logout
 * compares it before writing, so an answer that arrives during the wipe cannot bring data back.
 */
export function personalDataEpoch(): number {
  return wipeEpoch;
}

export async function wipePersonalData(): Promise<void> {
  wipeEpoch += 1;
  try {
    localStorage.removeItem(RECENT_SEARCHES_KEY);
    localStorage.removeItem(COMMUNITY_RECENT_SEARCHES_KEY);
  } catch {
    // storage disabled: nothing was kept there
  }
  await Promise.all([
    deleteKey(LIKE_QUEUE_KEY),
    deleteKey(PERSISTED_QUERY_KEY),
    deleteKey(RECENT_PRODUCTS_KEY),
    deleteKey(COMMUNITY_DRAFTS_KEY),
    deleteKey(COMMUNITY_QUEUE_KEY),
    deletePersonalCacheEntries(),
  ]);
}

/**
 * What the app keeps on the device, in one place (issue 5): IndexedDB keys (idb-keyval's default
 * store) and the wipe that logout runs (SPEC §4 Logout: no personal data may outlive the session).
 *
 * | key                     | owner                         | personal?                              |
 * |-------------------------|-------------------------------|----------------------------------------|
 * | jecheol-query-cache     | lib/persist-queries (TanStack) | no — only public catalogue queries     |
 * | jecheol-like-queue      | features/like (offline likes)  | yes — removed at logout                |
 * | jecheol-recent-products | features/recent (max 30)       | isLike is — reset to false at logout   |
 * | jecheol-revoke-queue    | lib/auth/revoke-queue          | no — the tokens and deviceUuid of a    |
 * |                         | (logout made offline)          | revoke not yet sent; kept until sent   |
 *
 * CacheStorage holds only public answers (sw/policy.ts refuses private/no-store and personal
 * paths); the wipe still deletes any personal API entry as a second line of defence.
 */
import { PERSONAL_API_PATH } from '@contract/rules';
import { del, get, set } from 'idb-keyval';

export const PERSISTED_QUERY_KEY = 'jecheol-query-cache';
export const LIKE_QUEUE_KEY = 'jecheol-like-queue';
export const RECENT_PRODUCTS_KEY = 'jecheol-recent-products';
export const REVOKE_QUEUE_KEY = 'jecheol-revoke-queue';

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

/** Delete cached answers of personal API paths from every cache; returns how many were removed. */
export async function deletePersonalCacheEntries(): Promise<number> {
  if (typeof caches === 'undefined') return 0;
  let removed = 0;
  try {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        if (PERSONAL_API_PATH.test(new URL(req.url).pathname) && (await cache.delete(req))) removed += 1;
      }
    }
  } catch {
    // storage trouble must not stop logout
  }
  return removed;
}

/**
 * Logout's local wipe (works offline; never throws): queued likes, the persisted query cache,
 * isLike flags of recently viewed products, and any personal CacheStorage entry.
 */
export async function wipePersonalData(): Promise<void> {
  await Promise.all([
    deleteKey(LIKE_QUEUE_KEY),
    deleteKey(PERSISTED_QUERY_KEY),
    (async () => {
      const recent = await readKey<Array<{ isLike?: boolean }>>(RECENT_PRODUCTS_KEY);
      if (Array.isArray(recent))
        await writeKey(
          RECENT_PRODUCTS_KEY,
          recent.map((r) => ({ ...r, isLike: false })),
        );
    })(),
    deletePersonalCacheEntries(),
  ]);
}

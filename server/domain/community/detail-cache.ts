/**
 * The community's detail cache (issue 15; docs/decisions/017-community-posts.md "Detail cache"):
 * one in-process response cache (server/infra/cache/response-cache.ts, family 'detail': 5 s fresh + 5 s
 * stale) per database handle, shared by the two route groups that read and write posts
 * (community.routes.ts: post and question detail, the first page of replies of every kind;
 * community-react.routes.ts: survey detail, and the likes, clippings, votes and reports that change
 * what those show).
 *
 * Every write of this instance that changes what a post's detail or replies show calls
 * `invalidateCommunityPost(db, postId)` after its transaction committed: that post's entries (any
 * route whose `:id` is the post) are dropped and loads in flight for them are not stored, so the
 * next read shows the write — on every instance on the same database: the drop is published as
 * `{ postId }` on the cache bus (server/infra/cache/cache-bus.ts, channel cache_response; issue 18). View
 * counts (not announced: a view is not worth a reload of the post), a changed nickname or product
 * are at most 10 s old. invalidateResponseCache(db) empties it too.
 */
import type { Db } from '@server/db/client.js';
import { onCacheMessage, publishCacheMessage } from '@server/infra/cache/cache-bus.js';
import { ResponseCache } from '@server/infra/cache/response-cache.js';

const caches = new WeakMap<object, ResponseCache>();

/** The detail cache of this database handle (made on first use; bound to invalidateResponseCache(db)). */
export function communityDetailCache(db: Db, onRefreshError?: (err: unknown, key: string) => void): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    const made = (cache = new ResponseCache({ onRefreshError }).bindTo(db));
    caches.set(db, made);
    onCacheMessage(db, 'response', (m) => {
      const postId = m.postId;
      if (typeof postId === 'number') made.invalidateWhere((_route, params) => (params as { id?: unknown } | null)?.id === postId);
    });
  }
  return cache;
}

/** Drop what the detail caches of every instance hold of one post (its detail and reply pages, any kind). */
export function invalidateCommunityPost(db: Db, postId: number): void {
  publishCacheMessage(db, 'response', { postId });
}

/** `invalidateCommunityPost` after `write` resolved (committed); its answer is passed on. */
export async function thenInvalidate<T>(db: Db, postId: number, write: Promise<T>): Promise<T> {
  const value = await write;
  invalidateCommunityPost(db, postId);
  return value;
}

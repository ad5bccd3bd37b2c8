/**
 * The community's detail cache (issue 15; docs/decisions/017-community-posts.md "Detail cache"):
 * one in-process response cache (server/infra/cache/response-cache.ts, family 'detail': 5 s fresh +
 * 5 s stale) per database handle, shared by the two route groups that read posts (community.routes.ts:
 * post and question detail, the first page of replies of every kind; community-react.routes.ts:
 * survey detail).
 *
 * Every write that changes what a post's detail or replies show declares the view `communityPost`
 * in its `invalidates` (server/contract/endpoints.ts); once it committed, route() publishes it with
 * the post's id and this cache — on every instance on the same database — drops that post's entries
 * (issue 27; server/contract/cached-views.ts). View counts (not announced: a view is not worth a
 * reload of the post), a changed nickname or product are at most 10 s old.
 */
import type { Db } from '@server/db/client.js';
import { ResponseCache } from '@server/infra/cache/response-cache.js';

const caches = new WeakMap<object, ResponseCache>();

/** The detail cache of this database handle (made on first use; reached by the views published for that database). */
export function communityDetailCache(db: Db, onRefreshError?: (err: unknown, key: string) => void): ResponseCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ResponseCache({ onRefreshError }).bindTo(db);
    caches.set(db, cache);
  }
  return cache;
}

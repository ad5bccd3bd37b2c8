/**
 * The search index's state per database (issue 4; docs/decisions/003-korean-search.md): the index
 * stamp seen last (max keyword id of search_keywords: a rebuild anywhere changes it), the keyword
 * dictionary loaded for it and the caches valid for it (./cache.ts). A changed stamp, or
 * clearSearchCaches on any instance (cache bus channel cache_search), drops them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { searchKeywords } from '@server/db/schema/index.js';
import { onCacheMessage, publishCacheMessage } from '@server/infra/cache/cache-bus.js';
import { SearchCaches } from './cache.js';

/** One keyword of the dictionary, with its jamo and choseong keys. */
export interface KeywordEntry {
  keyword: string;
  kind: string;
  weight: number;
  jamo: string;
  cho: string;
  /** jamo and cho without spaces (what matching compares), computed once per load. */
  flatJamo: string;
  flatCho: string;
}

/** Per database: the index stamp seen last, the dictionary and the caches valid for it. */
export interface IndexState {
  stamp: number | null | undefined;
  /** Bumped on every invalidation; work started under an older generation is not cached. */
  generation: number;
  dictionary?: Promise<KeywordEntry[]>;
  caches: SearchCaches;
}
const states = new WeakMap<Db, IndexState>();

/** What else must forget when the search caches are cleared (category names: ./categories.ts). */
const onClear = new Set<(db: Db) => void>();

/** Run `drop(db)` whenever the search caches of a database are cleared (on any instance). */
export function onSearchCachesCleared(drop: (db: Db) => void): void {
  onClear.add(drop);
}

/** The state of `db` (made on first use, and subscribed to the cache bus's search channel). */
export function stateOf(db: Db): IndexState {
  let s = states.get(db);
  if (!s) {
    const made = (s = { stamp: undefined, generation: 0, caches: new SearchCaches() });
    states.set(db, made);
    // clearSearchCaches on any instance, or the cache bus reconnecting (issue 18; server/infra/cache/cache-bus.ts).
    onCacheMessage(db, 'search', () => {
      made.generation += 1;
      made.caches.clear();
      for (const drop of onClear) drop(db);
    });
  }
  return s;
}

/** Forget what was loaded for the old stamp: the dictionary and every cache; work under the old generation is not cached. */
export function invalidateIndexState(s: IndexState, stamp: number | null | undefined) {
  s.stamp = stamp;
  s.generation += 1;
  s.dictionary = undefined;
  s.caches.clear();
}

/**
 * The index state of `db`, checked against the index stamp (see ./cache.ts): one index probe on
 * search_keywords per request; a changed stamp drops the dictionary and every cache.
 */
export async function indexState(db: Db): Promise<IndexState> {
  const s = stateOf(db);
  const [{ stamp }] = await db.select({ stamp: sql<number | null>`max(${searchKeywords.keywordId})` }).from(searchKeywords);
  const current = stamp === null ? null : Number(stamp);
  if (current !== s.stamp) invalidateIndexState(s, current);
  return s;
}

/**
 * The search index's generation for `db` after one stamp probe (see {@link indexState}): it changes
 * whenever the index changed (here or in another process) or the caches were cleared. The search
 * route's answer cache compares it on every request and empties itself on a change, so a cached
 * answer never outlives the index it was computed from.
 */
export async function indexGeneration(db: Db): Promise<number> {
  return (await indexState(db)).generation;
}

/**
 * Drop the cached facets, pages, dictionary look-ups and category names of `db`, on this instance at once and on every
 * other instance on the same database (cache bus channel cache_search). The benchmark measures the
 * uncached path with it. Index changes need no call: the index stamp drops them on every instance.
 */
export function clearSearchCaches(db: Db) {
  stateOf(db);
  publishCacheMessage(db, 'search', { all: true });
}

/**
 * Single-flight bookkeeping for the in-memory caches (response-cache.ts, page-cache.ts): while a
 * load of a key runs, callers asking for the same key share its promise instead of loading again;
 * a partial invalidation drops matching entries and keeps matching loads in flight from being stored.
 */

/**
 * Record `load` as the one load of `key` in `inflight` until it settles (resolved or rejected);
 * it is then removed, unless another load has replaced it meanwhile. Returns `load`.
 */
export function trackInflight<T>(inflight: Map<string, Promise<T>>, key: string, load: Promise<T>): Promise<T> {
  inflight.set(key, load);
  const clear = () => {
    if (inflight.get(key) === load) inflight.delete(key);
  };
  load.then(clear, clear);
  return load;
}

/**
 * A partial invalidation of a cache: every entry whose key (and entry) `match`es goes through `drop`,
 * and every load in flight for such a key — asked without an entry, since it has none yet — leaves
 * `inflight` and joins `cancelled` (its waiters still get the answer; the cache must not store it).
 * Returns how many entries were dropped.
 */
export function dropMatching<E, L extends object>(
  cache: { entries: Map<string, E>; inflight: Map<string, L>; cancelled: WeakSet<L>; drop: (key: string, entry: E) => void },
  match: (key: string, entry?: E) => boolean,
): number {
  let dropped = 0;
  for (const [key, entry] of cache.entries)
    if (match(key, entry)) {
      cache.drop(key, entry);
      dropped++;
    }
  for (const [key, load] of cache.inflight)
    if (match(key)) {
      cache.cancelled.add(load);
      cache.inflight.delete(key);
    }
  return dropped;
}

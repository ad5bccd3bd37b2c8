/**
 * Single-flight bookkeeping for the in-memory caches (response-cache.ts, page-cache.ts): while a
 * load of a key runs, callers asking for the same key share its promise instead of loading again.
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

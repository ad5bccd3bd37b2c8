/**
 * SPEC §8: a failed lazy code chunk load reloads the page. After a release the old chunk names
 * disappear; one reload fetches the new index. A sessionStorage timestamp prevents reload loops:
 * at most one automatic reload per 10 s window.
 */
const KEY = 'chunk-reload-at';
const WINDOW_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    msg,
  );
}

/** Reload once for a chunk error; returns false (no reload) when one just happened. */
export function reloadForChunkError(now = Date.now()): boolean {
  // Offline, a reload only trades the Korean error state for the browser's offline page: reload
  // once the connection is back instead.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    window.addEventListener('online', () => reloadForChunkError(), { once: true });
    return false;
  }
  try {
    const last = Number(sessionStorage.getItem(KEY) ?? 0);
    if (now - last < WINDOW_MS) return false;
    sessionStorage.setItem(KEY, String(now));
  } catch {
    // storage unavailable (private mode): still reload once
  }
  window.location.reload();
  return true;
}

export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForChunkError();
  });
}

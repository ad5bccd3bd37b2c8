/**
 * SPEC §8 router errors: "other router errors reload the target URL; a failed lazy code chunk
 * preload reloads the page" — both under one loop guard (docs/decisions/031-ui-spec-rest.md).
 *
 * The guard is a sessionStorage map (key RELOAD_GUARD_KEY) of address (path + search) → time of
 * its last automatic reload: an address is reloaded automatically at most once per
 * RELOAD_WINDOW_MS (10 s). A second failure inside the window is left to the error screen
 * (components/layout/route-error.tsx: 다시 시도, 홈으로), so a page that keeps failing never loops.
 * Offline, a reload would only trade the Korean error state for the browser's offline page: the
 * reload waits for the `online` event instead.
 */
export const RELOAD_GUARD_KEY = 'reload-guard';
/** At most one automatic reload per address in this window (ms). */
export const RELOAD_WINDOW_MS = 10_000;

export function isChunkLoadError(error: unknown): boolean {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Unable to preload CSS/i.test(
    msg,
  );
}

/** "/deal/1?x=1" of an absolute or relative address (the hash never reaches the server). */
function guardKeyOf(url: string): string {
  try {
    const u = new URL(url, window.location.href);
    return `${u.pathname}${u.search}`;
  } catch {
    return url;
  }
}

/**
 * Claim the automatic reload of `url`: true (and recorded) when it was not reloaded within
 * RELOAD_WINDOW_MS, false otherwise. Entries older than the window are dropped. Without storage
 * (private mode) it allows the reload — the browser's own history then stops a tight loop.
 */
export function claimReload(url: string, now = Date.now()): boolean {
  const key = guardKeyOf(url);
  let map: Record<string, number>;
  try {
    map = JSON.parse(sessionStorage.getItem(RELOAD_GUARD_KEY) ?? '{}') as Record<string, number>;
    if (typeof map !== 'object' || map === null) map = {};
  } catch {
    map = {};
  }
  const last = map[key];
  if (typeof last === 'number' && now - last >= 0 && now - last < RELOAD_WINDOW_MS) return false;
  const kept = Object.fromEntries(Object.entries(map).filter(([, at]) => typeof at === 'number' && now - at < RELOAD_WINDOW_MS));
  kept[key] = now;
  try {
    sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify(kept));
  } catch {
    // storage unavailable: still reload once
  }
  return true;
}

/**
 * Reload `url` (default: this page) unless the guard says it just was; returns whether it did.
 * The current address is reloaded in place; another address is opened with location.assign.
 */
export function reloadOnce(url: string = window.location.href, now = Date.now()): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    window.addEventListener('online', () => reloadOnce(url), { once: true });
    return false;
  }
  if (!claimReload(url, now)) return false;
  if (guardKeyOf(url) === guardKeyOf(window.location.href)) window.location.reload();
  else window.location.assign(url);
  return true;
}

/** Reload once for a chunk error on this page; returns false (no reload) when one just happened. */
export function reloadForChunkError(now = Date.now()): boolean {
  return reloadOnce(window.location.href, now);
}

/** A failed lazy chunk preload (Vite's vite:preloadError) reloads the page, under the guard. */
export function installChunkReload() {
  window.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    reloadForChunkError();
  });
}

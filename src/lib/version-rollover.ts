/**
 * The SPEC §4 version check's action (issue 5), split from lib/pwa so it loads with the session
 * chunk instead of the initial bundle: when the server's webVersion differs from ours, purge
 * CacheStorage and the persisted query cache, update the service worker and let it take control
 * (lib/pwa activateNewWorker, the same workbox-window path as the update toast),
 * reload — at most once per server version per tab session (sessionStorage guard), so a server
 * that keeps answering another version cannot loop us.
 */
import { activateNewWorker, isReloading, reloadOnce, setRollingOver, SW_TAKEOVER_TIMEOUT_MS } from './pwa';

/** sessionStorage key: the server version we last reloaded for (reload-loop guard). */
export const VERSION_RELOAD_KEY = 'version-reload-for';

/** Delete every CacheStorage cache (precache and runtime); never throws. */
export async function purgeCacheStorage(): Promise<number> {
  try {
    if (typeof caches === 'undefined') return 0;
    const names = await caches.keys();
    await Promise.all(names.map((n) => caches.delete(n)));
    return names.length;
  } catch {
    return 0;
  }
}

export interface RollOverDeps {
  /** Removes the persisted query cache and other stale IndexedDB data. */
  clearPersistedData?: () => Promise<void>;
  reload?: () => void;
  /** Longest wait for the purge before reloading anyway (ms); SW_TAKEOVER_TIMEOUT_MS by default. */
  deadlineMs?: number;
}

/** Resolves when `work` settles or after `ms`, whichever comes first; never rejects. */
function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => (clearTimeout(timer), resolve()),
      () => (clearTimeout(timer), resolve()),
    );
  });
}

/**
 * SPEC §4: the server's webVersion differs from ours → purge caches, update the worker, reload.
 * @returns 'reloaded', or 'skipped' when this tab already reloaded for that server version.
 */
export async function rollOverToVersion(serverVersion: string, deps: RollOverDeps = {}): Promise<'reloaded' | 'skipped'> {
  try {
    if (sessionStorage.getItem(VERSION_RELOAD_KEY) === serverVersion) return 'skipped';
    sessionStorage.setItem(VERSION_RELOAD_KEY, serverVersion);
  } catch {
    // no sessionStorage (private mode): fall back to the in-memory once-per-page guard
    if (isReloading()) return 'skipped';
  }
  setRollingOver(true); // the waiting handler must not offer a toast for this worker
  // Storage that stalls (a busy IndexedDB, a slow disk) must not keep the tab on the old release:
  // the purge gets the same deadline as the takeover, and the reload follows either way.
  await withDeadline(Promise.all([purgeCacheStorage(), deps.clearPersistedData?.().catch(() => undefined)]), deps.deadlineMs ?? SW_TAKEOVER_TIMEOUT_MS);
  await activateNewWorker().catch(() => undefined);
  // The new worker's own precache may have filled during install; a second purge would undo it.
  setRollingOver(false);
  reloadOnce(deps.reload);
  return 'reloaded';
}

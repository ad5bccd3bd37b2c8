/**
 * Service worker and releases on the client (issue 5; SPEC §4 Version, §8 chunk reload).
 *
 * Feature-detected, never assumed: iOS in-app browsers (KakaoTalk, Naver), some native webviews
 * and private modes have no navigator.serviceWorker; then nothing here runs and the app works
 * online from the network alone. Registered only in production builds (the dev server has no /sw.js).
 *
 * - registerServiceWorker(): workbox-window (lazy chunk). A new worker waiting → pwaState.updateReady
 *   → the UpdateToast offers it; applyUpdate() tells it to SKIP_WAITING and the page reloads once
 *   when it takes control. The installed app (display-mode standalone) asks for persistent storage.
 * - rollOverToVersion(serverVersion): the SPEC §4 version check's action when the server's
 *   webVersion differs from ours: purge CacheStorage and the persisted query cache, update the
 *   worker and let it take control, reload — at most once per server version per tab session
 *   (sessionStorage guard), so a server that keeps answering another version cannot loop us.
 */
import { proxy } from 'valtio';

export const SW_URL = '/sw.js';
/** Client web version (SPEC §4/§9: 2.21.0): the package version, injected at build time. */
export const WEB_VERSION: string = import.meta.env.VITE_WEB_VERSION ?? '2.21.0';
/** sessionStorage key: the server version we last reloaded for (reload-loop guard). */
export const VERSION_RELOAD_KEY = 'version-reload-for';
/** How long to wait for the updated worker to take control before reloading anyway (ms). */
export const SW_TAKEOVER_TIMEOUT_MS = 10_000;

export const pwaState = proxy({ updateReady: false });

let workbox: import('workbox-window').Workbox | null = null;
let reloading = false;

export function hasServiceWorker(): boolean {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator && !!navigator.serviceWorker;
}

/** Reload the page once per page life, however many triggers fire. */
export function reloadOnce(reload: () => void = () => window.location.reload()): boolean {
  if (reloading) return false;
  reloading = true;
  reload();
  return true;
}

/** Register /sw.js; resolves once registration was attempted (never rejects). */
export async function registerServiceWorker({ enabled = import.meta.env.PROD }: { enabled?: boolean } = {}): Promise<void> {
  if (!enabled || !hasServiceWorker()) return;
  try {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox(SW_URL, { scope: '/' });
    workbox = wb;
    wb.addEventListener('waiting', () => {
      if (!reloading) pwaState.updateReady = true;
    });
    // First install: this page's requests happened before the worker existed; hand them over so
    // the page also works offline right after a first visit.
    wb.addEventListener('activated', (e) => {
      if (!e.isUpdate) wb.messageSW({ type: 'WARM_CACHE', urls: firstVisitUrls() }).catch(() => undefined);
    });
    await wb.register();
    void requestPersistentStorage();
  } catch {
    // Registration failure (storage blocked, chunk missing) must never break the app.
  }
}

/** Same-origin URLs this page loaded so far that a worker may cache (page, API, images). */
export function firstVisitUrls(entries: Array<{ name: string }> = performance.getEntriesByType?.('resource') ?? [], here = window.location): string[] {
  const urls = [here.href];
  for (const e of entries) {
    try {
      const u = new URL(e.name);
      if (u.origin === here.origin && (u.pathname.startsWith('/api/') || u.pathname.startsWith('/images/'))) urls.push(u.href);
    } catch {
      // not a URL
    }
  }
  return [...new Set(urls)];
}

/** The user accepted the update toast: activate the waiting worker, reload once it controls us. */
export function applyUpdate() {
  pwaState.updateReady = false;
  if (!workbox) return void reloadOnce();
  workbox.addEventListener('controlling', () => void reloadOnce());
  workbox.messageSkipWaiting();
  // If the takeover never comes (worker gone), still reload.
  window.setTimeout(() => void reloadOnce(), SW_TAKEOVER_TIMEOUT_MS);
}

/** Installed app (standalone): ask the browser not to evict our caches under storage pressure. */
export async function requestPersistentStorage(): Promise<boolean> {
  try {
    const standalone = window.matchMedia?.('(display-mode: standalone)').matches || (navigator as { standalone?: boolean }).standalone === true;
    if (!standalone || !navigator.storage?.persist) return false;
    if (await navigator.storage.persisted?.()) return true;
    return await navigator.storage.persist();
  } catch {
    return false;
  }
}

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

/** Ask the registration for a new worker and let it take control (resolves when it does, or on timeout). */
async function updateWorker(): Promise<void> {
  if (!hasServiceWorker()) return;
  const reg = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!reg) return;
  await new Promise<void>((resolve) => {
    const done = () => {
      window.clearTimeout(timer);
      navigator.serviceWorker.removeEventListener('controllerchange', done);
      resolve();
    };
    const timer = window.setTimeout(done, SW_TAKEOVER_TIMEOUT_MS);
    navigator.serviceWorker.addEventListener('controllerchange', done);
    const activate = (w: ServiceWorker | null) => {
      if (!w) return;
      const go = () => w.postMessage({ type: 'SKIP_WAITING' });
      if (w.state === 'installed') go();
      else w.addEventListener('statechange', () => w.state === 'installed' && go());
      if (w.state === 'redundant') done();
    };
    reg.addEventListener('updatefound', () => activate(reg.installing));
    reg.update().then(
      () => {
        if (reg.waiting) activate(reg.waiting);
        else if (!reg.installing) done(); // byte-identical worker: nothing to take over
      },
      () => done(),
    );
  });
}

export interface RollOverDeps {
  /** Removes the persisted query cache and other stale IndexedDB data. */
  clearPersistedData?: () => Promise<void>;
  reload?: () => void;
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
    if (reloading) return 'skipped';
  }
  pwaState.updateReady = false;
  reloading = true; // the waiting handler must not offer a toast for this worker
  await purgeCacheStorage();
  await deps.clearPersistedData?.().catch(() => undefined);
  await updateWorker().catch(() => undefined);
  // The new worker's own precache may have filled during install; a second purge would undo it.
  reloading = false;
  reloadOnce(deps.reload);
  return 'reloaded';
}

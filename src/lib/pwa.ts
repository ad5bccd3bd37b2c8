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
 * - The version check's roll-over lives in lib/version-rollover (loaded with the session chunk).
 */
import { proxy } from 'valtio';

export const SW_URL = '/sw.js';
/** How long to wait for the updated worker to take control before reloading anyway (ms). */
export const SW_TAKEOVER_TIMEOUT_MS = 10_000;

export const pwaState = proxy({ updateReady: false });

let workbox: import('workbox-window').Workbox | null = null;
/** The registration workbox-window made; asking navigator.serviceWorker again can wait behind an activation. */
let registration: ServiceWorkerRegistration | undefined;
let reloading = false;

/** The version roll-over owns the next reload: no update toast meanwhile (lib/version-rollover). */
export function setRollingOver(v: boolean) {
  reloading = v;
  if (v) pwaState.updateReady = false;
}
export const isReloading = () => reloading;

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
    registration = await wb.register();
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

/**
 * The one way a new worker takes over (issue 11): through workbox-window, for the update toast and
 * the version roll-over alike. Asks the server for the worker script (`update`), sends SKIP_WAITING
 * to a worker that is or becomes waiting, and resolves when the new worker controls this page, when
 * the script turned out byte-identical (nothing installs), or after SW_TAKEOVER_TIMEOUT_MS — a
 * deadline that covers every step, so a caller that reloads afterwards always reloads.
 * Without a registered worker (none supported, dev build, registration failed) it resolves at once.
 */
export async function activateNewWorker({ checkServer = true }: { checkServer?: boolean } = {}): Promise<void> {
  const wb = workbox;
  if (!wb) return;
  await new Promise<void>((resolve) => {
    let settled = false;
    const done = () => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      wb.removeEventListener('controlling', done);
      wb.removeEventListener('waiting', skipWaiting);
      resolve();
    };
    const skipWaiting = () => wb.messageSkipWaiting();
    const timer = window.setTimeout(done, SW_TAKEOVER_TIMEOUT_MS);
    wb.addEventListener('controlling', done);
    wb.addEventListener('waiting', skipWaiting);
    const known = registration ? Promise.resolve(registration) : navigator.serviceWorker.getRegistration().catch(() => undefined);
    void known.then((reg) => {
      if (reg?.waiting) skipWaiting();
      if (!checkServer) return;
      wb.update().then(
        () => {
          if (reg?.waiting) skipWaiting();
          else if (!reg?.installing) done(); // byte-identical worker: nothing to take over
        },
        () => done(),
      );
    });
  });
}

/** The user accepted the update toast: activate the waiting worker, reload once it controls us (or on timeout). */
export function applyUpdate() {
  pwaState.updateReady = false;
  void activateNewWorker({ checkServer: false }).then(() => reloadOnce());
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

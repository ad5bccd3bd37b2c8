/**
 * Is the app talking to the network, or living on saved data? (issue 5, offline UX)
 *
 * `networkState.online` is false when the browser says so (offline event) or when an API call
 * just failed to reach the server (a stopped server or a captive Wi-Fi looks "online" to the
 * browser). `servedFromCacheAt` is set when the service worker answered from its cache because the
 * network failed (header x-sw-fallback: the stored answer's date). Both clear on the next answer
 * that really came from the network. Read with valtio's useSnapshot (OfflineBanner).
 */
import { proxy } from 'valtio';
import { noteServerDate } from './server-clock';

/** Must match sw/policy.ts SW_FALLBACK_HEADER. */
export const SW_FALLBACK_HEADER = 'x-sw-fallback';
/** Must match sw/policy.ts SW_CACHED_HEADER: a stale-while-revalidate answer from the worker's cache. */
export const SW_CACHED_HEADER = 'x-sw-cached';

export const networkState = proxy({
  // Online until installNetworkStatus() reads the browser's state after hydration: the server drew
  // the page online, so the first client render must too (issue 12).
  online: true,
  /** Date (RFC 7231 string) of the saved answer shown, or null when data is live. */
  servedFromCacheAt: null as string | null,
  /**
   * Date (RFC 7231 string) of the device's persisted query snapshot this page was drawn from on a
   * return (back from the shop site, reload; src/lib/returning-load.ts), until a network answer.
   * Offline, the page then shows saved data even though no request reached the worker.
   */
  restoredAt: null as string | null,
});

/**
 * An answer came from the network (or the browser is back online). While the browser itself says
 * it is offline (navigator.onLine false, until its online event) an answer that was already on its
 * way does not count: it would hide the offline banner the offline event just showed.
 */
export function markNetworkOk() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  if (!networkState.online) networkState.online = true;
  if (networkState.servedFromCacheAt) networkState.servedFromCacheAt = null;
  if (networkState.restoredAt) networkState.restoredAt = null;
}

/** The page was drawn from the persisted snapshot taken at `date` (a returning load). */
export function markRestoredSnapshot(date: string) {
  networkState.restoredAt = date;
}

/** A request could not reach the server. */
export function markNetworkFailed() {
  if (networkState.online) networkState.online = false;
}

/** The service worker answered from its cache after the network failed. */
export function markServedFromCache(date: string) {
  networkState.online = false;
  networkState.servedFromCacheAt = date;
}

/**
 * Classify a fetch Response for the network state. A stale-while-revalidate answer from the
 * worker's cache says nothing about the network (it is served the same way online and offline),
 * so it changes nothing: read as "back online", it hid the offline banner while the server was gone.
 */
export function noteResponse(res: Pick<Response, 'headers'>) {
  const fallback = res.headers.get(SW_FALLBACK_HEADER);
  if (fallback) markServedFromCache(fallback);
  else if (!res.headers.get(SW_CACHED_HEADER)) {
    markNetworkOk();
    noteServerDate(res);
  }
}

/** How long notePageSource waits for the worker's answer (ms) before treating the page as live. */
export const PAGE_SOURCE_TIMEOUT_MS = 5000;

/**
 * Ask the service worker whether it answered this page from its store of visited pages (the
 * network failed or was too slow): then the page shows saved data, from that date. No worker in
 * control (first visit, webviews without one): nothing to ask.
 */
export async function notePageSource(win: Window = window): Promise<void> {
  const controller = win.navigator.serviceWorker?.controller;
  if (!controller) return;
  const storedAt = await new Promise<string | null>((resolve) => {
    const channel = new MessageChannel();
    // The answer only labels the banner, so a busy or just-woken worker is given time (issue 27: a
    // CI run under load showed the plain offline text where the stored page's date was due, after
    // the 1 s this waited before).
    const timer = setTimeout(() => resolve(null), PAGE_SOURCE_TIMEOUT_MS);
    channel.port1.onmessage = (e) => {
      clearTimeout(timer);
      resolve((e.data as { storedAt?: string | null }).storedAt ?? null);
    };
    controller.postMessage({ type: 'PAGE_SOURCE', url: win.location.href.split('#')[0] }, [channel.port2]);
  });
  if (storedAt) markServedFromCache(storedAt);
}

/** Follow the browser's online/offline events; returns an uninstall function. */
export function installNetworkStatus(): () => void {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) markNetworkFailed();
  void notePageSource().catch(() => undefined);
  const on = () => markNetworkOk();
  const off = () => markNetworkFailed();
  window.addEventListener('online', on);
  window.addEventListener('offline', off);
  return () => {
    window.removeEventListener('online', on);
    window.removeEventListener('offline', off);
  };
}

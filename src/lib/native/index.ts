/**
 * Native app bridge (SPEC §1, §2 login dialog, §3, §4 inbound messages, §7 "Native bridge calls");
 * decisions in docs/decisions/027-native-bridge.md.
 *
 * - Detection (./detect): the user-agent marker `JecheolApp`; platform (./calls nativePlatform):
 *   iOS = window.webkit.messageHandlers.bridge, Android = window.ReactNativeWebView.
 * - Outbound (./calls): `callNative(type, payload)` for the fire-and-forget calls and
 *   `requestNative(type, payload)` (a promise, null on timeout) for the ones that expect an answer.
 * - Inbound (./messages): a JSON string or object `{ type, ...payload }` validated with zod per type
 *   and dispatched to the handlers of `onNativeMessage`; unknown or malformed ones are ignored with
 *   one console warning, never thrown. They are honoured only in the app (the user-agent marker)
 *   and only from the native channel (issue 14), never from a page, frame or window that can call
 *   postMessage:
 *   - preferred: the app calls `window.JecheolBridge.receive(json)` (evaluateJavaScript /
 *     injectJavaScript), a function only code running in this page can reach; answers to requests
 *     come through `window.JecheolBridge.resolve(callbackId, result)`;
 *   - kept for the shipped apps: a `message` event on window (iOS) or document (Android's React
 *     Native webview) that the webview dispatches itself — its source is this window or none, its
 *     origin this page's or empty. A 'null' origin (sandboxed frame, file:), another origin or
 *     another window as the source are ignored.
 * `installNativeBridge(router)` (./install, loaded after hydration: it carries zod) registers the
 * channel and the handlers of close, appClose, moveRoute, appLoadUrl and appLogin (the login dialog
 * state below) and stores appProductLike under the SPEC §3 key of that name (./product-like); the
 * session, the like queue and recently viewed subscribe here to their own messages. This module has no zod: the session and the shell import it into the first bundle.
 *
 * Nothing here assumes a service worker: native webviews may have none.
 */
import { proxy } from 'valtio';
import { settlePendingOfType } from './calls';
import type { InboundMessage, InboundType, MessageOf } from './messages';

export { NATIVE_UA_MARKER, isNativeApp, pushYNFromDevice } from './detect';
export * from './calls';
export * from './bridge-dialog';
export type { InboundMessage, InboundType, MessageOf } from './messages';

/** Every SPEC §4 inbound type (10). */
export const INBOUND_TYPES = [
  'close',
  'moveRoute',
  'appLogin',
  'appTokenRefresh',
  'appClose',
  'appLogout',
  'appRecentProduct',
  'setDevicePush',
  'appProductLike',
  'appLoadUrl',
] as const satisfies readonly InboundType[];

type AnyHandler = (msg: InboundMessage) => void;
const handlers = new Map<InboundType, Set<AnyHandler>>();

/** Subscribe to an inbound message type; returns the unsubscribe function. */
export function onNativeMessage<T extends InboundType>(type: T, handler: (msg: MessageOf<T>) => void): () => void {
  let set = handlers.get(type);
  if (!set) handlers.set(type, (set = new Set()));
  const h = handler as AnyHandler;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

/**
 * Hand one validated inbound message (./install parses and checks it) to its handlers; a
 * throwing handler does not stop the others. Returns false when nobody handled it.
 */
export function emitNativeMessage(msg: InboundMessage): boolean {
  // getDevicePush is answered by the SPEC §4 inbound setDevicePush.
  const answered = msg.type === 'setDevicePush' ? settlePendingOfType('getDevicePush', { isOn: msg.isOn }) : 0;
  const set = handlers.get(msg.type);
  if (!set || set.size === 0) return answered > 0;
  for (const h of [...set]) {
    try {
      h(msg);
    } catch (e) {
      console.error(`native message ${msg.type} failed`, e);
    }
  }
  return true;
}

/**
 * In-app path for a moveRoute url: same-origin absolute URLs are reduced to path+search+hash;
 * other origins and protocol-relative URLs are refused (null).
 */
export function toInAppPath(url: unknown, origin: string = typeof location === 'undefined' ? 'http://localhost' : location.origin): string | null {
  if (typeof url !== 'string' || !url) return null;
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  try {
    const u = new URL(url);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

let markBridgeInstalled: () => void = () => undefined;
const bridgeInstalled = new Promise<void>((resolve) => (markBridgeInstalled = resolve));

/** Resolves once ./install listens for the app's messages and answers (a request's answer needs it). */
export function whenBridgeInstalled(): Promise<void> {
  return bridgeInstalled;
}
/** Called by ./install once its channel is up. */
export function noteBridgeInstalled(): void {
  markBridgeInstalled();
}

/** The login dialog the app opens with appLogin (SPEC §2); components/app-login-dialog reads it. */
export const appLoginDialog = proxy({ open: false });
export function openAppLoginDialog() {
  appLoginDialog.open = true;
}
export function closeAppLoginDialog() {
  appLoginDialog.open = false;
}

/** Query flag the app puts on the first URL of a sub web view (027); remembered for the tab. */
export const SUB_WEB_VIEW_PARAM = 'subWebView';
const SUB_WEB_VIEW_KEY = 'jc.subWebView';

/** Is this page a sub web view of the app (opened with `?subWebView=Y`, remembered in sessionStorage)? */
export function isSubWebView(): boolean {
  if (typeof window === 'undefined') return false;
  try {
    if (new URLSearchParams(window.location.search).get(SUB_WEB_VIEW_PARAM) === 'Y') sessionStorage.setItem(SUB_WEB_VIEW_KEY, 'Y');
    return sessionStorage.getItem(SUB_WEB_VIEW_KEY) === 'Y';
  } catch {
    return new URLSearchParams(window.location.search).get(SUB_WEB_VIEW_PARAM) === 'Y';
  }
}

const closeFlushers = new Set<() => unknown>();
/** Longest wait for the flushers at appClose before the web view is closed anyway. */
export const APP_CLOSE_FLUSH_MS = 1500;

/** Register work to flush (best effort) when the app closes the web view (appClose); returns the unsubscribe. */
export function onNativeClose(flush: () => unknown): () => void {
  closeFlushers.add(flush);
  return () => {
    closeFlushers.delete(flush);
  };
}

/** Run the appClose flushers; settles when all did or after `APP_CLOSE_FLUSH_MS`, never rejects. */
export function flushBeforeClose(timeoutMs = APP_CLOSE_FLUSH_MS): Promise<void> {
  const all = Promise.allSettled([...closeFlushers].map((f) => Promise.resolve().then(f)));
  return Promise.race([all, new Promise((r) => setTimeout(r, timeoutMs))]).then(() => undefined);
}

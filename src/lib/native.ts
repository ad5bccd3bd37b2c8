/**
 * Native app bridge (SPEC §1, §4, §7 "Native bridge calls").
 *
 * Detection: the native app shell adds the marker `JecheolApp` to its webview user-agent
 * (our choice; SPEC §1 only says "a marker"), e.g. `Mozilla/5.0 (...) JecheolApp/2.21.0`.
 *
 * Outbound (`postToNative`): a JSON message `{ type, ...payload }` through
 * window.ReactNativeWebView.postMessage (Android/iOS React Native webview, a string) or
 * window.webkit.messageHandlers.bridge.postMessage (WKWebView, the object). Returns false in a
 * plain browser, so callers can fall back.
 *
 * Inbound (SPEC §4 names): a JSON string or object `{ type, ...payload }` (a payload nested under
 * `data` is accepted too), honoured only in the app (the user-agent marker) and only from the native
 * channel (issue 14), never from a page, frame or window that can call postMessage:
 *   - preferred: the app calls `window.JecheolBridge.receive(json)` (evaluateJavaScript /
 *     injectJavaScript), a function only code running in this page can reach;
 *   - kept for the shipped apps: a `message` event on window (iOS) or document (Android's React
 *     Native webview) that the webview dispatches itself — its source is this window or none, its
 *     origin this page's or empty. A 'null' origin (sandboxed frame, file:), another origin or
 *     another window as the source are ignored.
 * `installNativeBridge(router)` registers the handlers and the channel; moveRoute (in-app
 * navigation) and appLoadUrl (reload) are handled here, the others by their owners.
 *
 * Nothing here assumes a service worker: native webviews may have none.
 */
export const NATIVE_UA_MARKER = 'JecheolApp';

export type InboundMessage =
  | { type: 'close' }
  | { type: 'moveRoute'; url: string }
  | { type: 'appLogin' }
  | { type: 'appTokenRefresh'; accessToken?: string; refreshToken?: string }
  | { type: 'appClose' }
  | { type: 'appLogout' }
  | { type: 'appRecentProduct'; productNo?: number }
  | { type: 'setDevicePush'; isOn: boolean | string }
  | { type: 'appProductLike'; likeMode: string; productNo: number }
  | { type: 'appLoadUrl'; mode?: 'reload' | 'default'; url?: string };

export type InboundType = InboundMessage['type'];
export type MessageOf<T extends InboundType> = Extract<InboundMessage, { type: T }>;

export const INBOUND_TYPES: readonly InboundType[] = [
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
];

export function isNativeApp(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return ua.includes(NATIVE_UA_MARKER);
}

/** SPEC §3/§4: device push flag is 'Y' when the native value is true or 'true', else 'N'. */
export function pushYNFromDevice(v: unknown): 'Y' | 'N' {
  return v === true || v === 'true' ? 'Y' : 'N';
}

interface NativeWindow {
  ReactNativeWebView?: { postMessage(msg: string): void };
  webkit?: { messageHandlers?: { bridge?: { postMessage(msg: unknown): void } } };
}

/** True when a native bridge object is present (the app shell injected it). */
export function hasNativeBridge(): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as NativeWindow;
  return !!w.ReactNativeWebView || !!w.webkit?.messageHandlers?.bridge;
}

/** Post a message to the native shell; returns false when there is no bridge (plain browser). */
export function postToNative(message: { type: string; [k: string]: unknown }): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as NativeWindow;
  try {
    if (w.ReactNativeWebView) {
      w.ReactNativeWebView.postMessage(JSON.stringify(message));
      return true;
    }
    if (w.webkit?.messageHandlers?.bridge) {
      w.webkit.messageHandlers.bridge.postMessage(message);
      return true;
    }
  } catch {
    // a torn-down bridge (app closing the webview) must not throw into UI code
  }
  return false;
}

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

/** Normalise a raw inbound message (JSON string or object; payload flat or under `data`). */
export function parseNativeMessage(raw: unknown): InboundMessage | null {
  let msg: unknown = raw;
  if (typeof raw === 'string') {
    try {
      msg = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!msg || typeof msg !== 'object') return null;
  const { type, data, ...rest } = msg as { type?: unknown; data?: unknown; [k: string]: unknown };
  if (typeof type !== 'string' || !(INBOUND_TYPES as readonly string[]).includes(type)) return null;
  const payload = data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : {};
  return { ...payload, ...rest, type } as InboundMessage;
}

/**
 * Parse and dispatch one inbound message to its handlers. Unknown, malformed or unhandled messages
 * are ignored (returns false); a throwing handler does not stop the others.
 */
export function dispatchNativeMessage(raw: unknown): boolean {
  const msg = parseNativeMessage(raw);
  if (!msg) return false;
  const set = handlers.get(msg.type);
  if (!set || set.size === 0) return false;
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
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const u = new URL(url);
    return u.origin === origin ? `${u.pathname}${u.search}${u.hash}` : null;
  } catch {
    return null;
  }
}

interface NavigatingRouter {
  navigate(opts: { to: string; replace?: boolean }): unknown;
}

export interface NativeBridgeDeps {
  /** Full page reload (injectable for tests). */
  reload?: () => void;
}

let installed: (() => void) | null = null;

/** The global the native side calls (preferred inbound channel): `window.JecheolBridge.receive(json)`. */
type BridgeWindow = Window & { JecheolBridge?: { receive(json: unknown): boolean } };

/**
 * Register the SPEC §4 inbound handlers and start listening. Idempotent; returns an uninstall
 * function (tests).
 */
export function installNativeBridge(router: NavigatingRouter, deps: NativeBridgeDeps = {}): () => void {
  if (installed) return installed;
  const reload = deps.reload ?? (() => window.location.reload());
  const offs = [
    onNativeMessage('moveRoute', (m) => {
      const path = toInAppPath(m.url);
      if (path) router.navigate({ to: path });
    }),
    onNativeMessage('appLoadUrl', (m) => {
      // mode 'reload' (or no url): reload the current page; default mode with a same-origin url: open it.
      const path = m.mode === 'reload' ? null : toInAppPath(m.url);
      if (path) router.navigate({ to: path, replace: true });
      else reload();
    }),
    // TODO: close the login popup / sub webview (no popup login flow exists yet; sign-in runs in the same tab).
    onNativeMessage('close', () => {}),
    // appLogin, appTokenRefresh and appLogout are handled by the session (features/auth/session.ts).
    // TODO: the app is closing this webview; nothing is pending to flush yet.
    onNativeMessage('appClose', () => {}),
    // setDevicePush is handled by the session (PUT /api/v1/app/push with pushYNFromDevice).
    // appRecentProduct is handled by features/recent, appProductLike by features/like (installers).
  ];
  // Android's React Native webview delivers injected messages on document, iOS on window.
  const onMessage = (e: Event) => {
    const { source, origin, data } = e as MessageEvent;
    if ((source === null || source === window) && (origin === '' || origin === window.location.origin) && isNativeApp()) dispatchNativeMessage(data);
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  (window as BridgeWindow).JecheolBridge = { receive: (json) => isNativeApp() && dispatchNativeMessage(json) };
  installed = () => {
    offs.forEach((off) => off());
    window.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
    delete (window as BridgeWindow).JecheolBridge;
    installed = null;
  };
  return installed;
}

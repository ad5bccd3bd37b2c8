/**
 * Native app bridge (SPEC §1, §4). The app shell is recognised by the user-agent marker
 * `JecheolApp` (our choice; SPEC says only "a marker"). Outbound messages go through
 * window.ReactNativeWebView.postMessage or webkit.messageHandlers.bridge when present.
 * Inbound messages (SPEC §4) arrive as window 'message' events with JSON { type, ...payload }.
 * Nothing here assumes a service worker exists.
 */
export const NATIVE_UA_MARKER = 'JecheolApp';

export type InboundMessage =
  | { type: 'close' }
  | { type: 'moveRoute'; url: string }
  | { type: 'appLogin' }
  | { type: 'appTokenRefresh' }
  | { type: 'appClose' }
  | { type: 'appLogout' }
  | { type: 'appRecentProduct' }
  | { type: 'setDevicePush'; isOn: boolean | string }
  | { type: 'appProductLike'; likeMode: string; productNo: number }
  | { type: 'appLoadUrl'; mode?: 'reload' | 'default'; url?: string };

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

/** Post a message to the native shell; returns false when there is no bridge (plain browser). */
export function postToNative(message: { type: string; [k: string]: unknown }): boolean {
  const w = window as unknown as NativeWindow;
  const text = JSON.stringify(message);
  if (w.ReactNativeWebView) {
    w.ReactNativeWebView.postMessage(text);
    return true;
  }
  if (w.webkit?.messageHandlers?.bridge) {
    w.webkit.messageHandlers.bridge.postMessage(message);
    return true;
  }
  return false;
}

type Handler = (msg: InboundMessage) => void;
const handlers = new Map<string, Set<Handler>>();

/** Subscribe to an inbound message type; returns the unsubscribe function. */
export function onNativeMessage(type: InboundMessage['type'], handler: Handler) {
  if (!handlers.has(type)) handlers.set(type, new Set());
  handlers.get(type)!.add(handler);
  return () => handlers.get(type)?.delete(handler);
}

/** Parse and dispatch one inbound message; unknown or malformed messages are ignored. */
export function dispatchNativeMessage(raw: unknown): boolean {
  let msg: unknown = raw;
  if (typeof raw === 'string') {
    try {
      msg = JSON.parse(raw);
    } catch {
      return false;
    }
  }
  if (!msg || typeof msg !== 'object' || typeof (msg as { type?: unknown }).type !== 'string') return false;
  const set = handlers.get((msg as { type: string }).type);
  if (!set || set.size === 0) return false;
  set.forEach((h) => h(msg as InboundMessage));
  return true;
}

interface NavigatingRouter {
  navigate(opts: { to: string; replace?: boolean }): unknown;
}

/** Wire the messages this issue needs (moveRoute, appLoadUrl); the rest arrive with later issues. */
export function installNativeBridge(router: NavigatingRouter) {
  onNativeMessage('moveRoute', (m) => {
    if (m.type === 'moveRoute' && typeof m.url === 'string' && m.url.startsWith('/') && !m.url.startsWith('//')) router.navigate({ to: m.url });
  });
  onNativeMessage('appLoadUrl', (m) => {
    if (m.type === 'appLoadUrl' && m.mode === 'reload') window.location.reload();
  });
  window.addEventListener('message', (e) => {
    if (e.origin && e.origin !== window.location.origin && e.origin !== 'null') return;
    dispatchNativeMessage(e.data);
  });
  document.addEventListener('message' as keyof DocumentEventMap, (e) => dispatchNativeMessage((e as MessageEvent).data));
}

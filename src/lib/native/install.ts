/**
 * The inbound side of the native bridge, started after hydration (src/after-hydration.ts; it
 * carries zod, so it stays out of the first bundle). Channel rules and message behaviour: ./index
 * header and docs/decisions/027-native-bridge.md.
 */
import { isNativeApp } from './detect';
import { callNative, pendingRequestType, settleNativeRequest } from './calls';
import { parseNativeAnswer } from './answers';
import { parseInbound, type InboundMessage } from './messages';
import { emitNativeMessage, flushBeforeClose, isSubWebView, noteBridgeInstalled, onNativeMessage, openAppLoginDialog, toInAppPath } from './index';
import { saveAppProductLike } from './product-like';

export { parseInbound, inboundSchemas } from './messages';

/** The validated message, or null (unknown type, malformed JSON, wrong field types). */
export function parseNativeMessage(raw: unknown): InboundMessage | null {
  const r = parseInbound(raw);
  return r.ok ? r.message : null;
}

/**
 * Parse, validate and dispatch one raw inbound message. Unknown, malformed or unhandled messages
 * are ignored with one console warning (returns false), never thrown.
 */
export function dispatchNativeMessage(raw: unknown): boolean {
  const r = parseInbound(raw);
  if (!r.ok) {
    console.warn(`native message ignored (${r.reason})`);
    return false;
  }
  return emitNativeMessage(r.message);
}

/**
 * The app's answer to a request (`window.JecheolBridge.resolve`): checked against the request's
 * schema; a malformed answer settles it with null. False for an unknown or settled callbackId.
 */
export function resolveNativeRequest(callbackId: unknown, result: unknown): boolean {
  const type = pendingRequestType(callbackId);
  if (!type) return false;
  const value = parseNativeAnswer(type, result);
  if (value === null) console.warn(`native answer to ${type} ignored: malformed`);
  return settleNativeRequest(callbackId as string, value);
}

interface NavigatingRouter {
  navigate(opts: { to: string; replace?: boolean }): unknown;
}

export interface NativeBridgeDeps {
  /** Full page reload (injectable for tests). */
  reload?: () => void;
  /** Pop the route: history back, or `/` when there is no in-app history (the header's rule). */
  popRoute?: () => void;
}

let installed: (() => void) | null = null;

/** The global the native side calls: `window.JecheolBridge.receive(json)` and `.resolve(callbackId, result)`. */
interface JecheolBridge {
  receive(json: unknown): boolean;
  resolve(callbackId: unknown, result: unknown): boolean;
}
type BridgeWindow = Window & { JecheolBridge?: JecheolBridge };

/**
 * Register the SPEC §4 inbound handlers owned here (close, appClose, moveRoute, appLoadUrl,
 * appLogin, and the SPEC §3 `appProductLike` key of appProductLike) and start listening. Idempotent; returns an uninstall function (tests).
 */
export function installNativeBridge(router: NavigatingRouter, deps: NativeBridgeDeps = {}): () => void {
  if (installed) return installed;
  const reload = deps.reload ?? (() => window.location.reload());
  const popRoute = deps.popRoute ?? (() => (window.history.length > 1 ? window.history.back() : void router.navigate({ to: '/', replace: true })));
  // close / appClose: a sub web view asks the app to close it; the main web view pops the route.
  const closeOrPop = () => {
    if (isSubWebView() && callNative('closeSubWebView')) return;
    popRoute();
  };
  isSubWebView(); // remember the flag of the first URL before navigation drops it
  const offs = [
    onNativeMessage('moveRoute', (m) => {
      const path = toInAppPath(m.url);
      if (path) void router.navigate({ to: path });
      else console.warn('native moveRoute ignored: not an in-app path');
    }),
    onNativeMessage('appLoadUrl', (m) => {
      // mode 'reload' (or no usable url): reload the current page; default mode with a same-origin url: open it.
      const path = m.mode === 'reload' ? null : toInAppPath(m.url);
      if (path) void router.navigate({ to: path, replace: true });
      else reload();
    }),
    onNativeMessage('close', closeOrPop),
    onNativeMessage('appClose', () => void flushBeforeClose().then(closeOrPop)),
    onNativeMessage('appLogin', openAppLoginDialog),
    // SPEC §3 local key appProductLike: the app's last product like, for the page it shows next.
    onNativeMessage('appProductLike', saveAppProductLike),
  ];
  // Android's React Native webview delivers injected messages on document, iOS on window.
  const onMessage = (e: Event) => {
    const { source, origin, data } = e as MessageEvent;
    if ((source === null || source === window) && (origin === '' || origin === window.location.origin) && isNativeApp()) dispatchNativeMessage(data);
  };
  window.addEventListener('message', onMessage);
  document.addEventListener('message', onMessage);
  (window as BridgeWindow).JecheolBridge = {
    receive: (json) => isNativeApp() && dispatchNativeMessage(json),
    resolve: (callbackId, result) => isNativeApp() && resolveNativeRequest(callbackId, result),
  };
  noteBridgeInstalled();
  installed = () => {
    offs.forEach((off) => off());
    window.removeEventListener('message', onMessage);
    document.removeEventListener('message', onMessage);
    delete (window as BridgeWindow).JecheolBridge;
    installed = null;
  };
  return installed;
}

/**
 * Outbound native bridge calls (SPEC §7 "Native bridge calls"), typed by name (docs/decisions/027).
 *
 * Wire: one JSON message `{ type, ...payload }` — on Android through
 * `window.ReactNativeWebView.postMessage(string)`, on iOS through
 * `window.webkit.messageHandlers.bridge.postMessage(object)`.
 *
 * Calls that expect an answer (`requestNative`) carry a `callbackId`; the app answers with
 * `window.JecheolBridge.resolve(callbackId, result)` (a JSON string or an object, checked against
 * ./answers by ./install). getDevicePush is also answered by the SPEC §4 inbound `setDevicePush`.
 * An answer of the wrong shape, no bridge, or no answer within the timeout (default 5000 ms)
 * resolves to null, never throws. This module carries no zod (it is in the first bundle).
 */
import type { NativeAnswer } from './answers';
import type { BridgeDialog } from './bridge-dialog';
import { isNativeApp } from './detect';

/** Permissions the web asks the app for (requestPermission). */
export type NativePermission = 'camera' | 'photo' | 'notification';

/** Payloads of the fire-and-forget calls, by message type. */
export interface NativeCallPayloads {
  /** After sign-in and every refresh: the app keeps the tokens for its own calls. */
  setToken: { accessToken: string; refreshToken: string };
  /** At logout: the app clears its web view cache and cookies. */
  clearCacheAndCookies: Record<string, never>;
  /** Close the sub web view this page runs in. */
  closeSubWebView: Record<string, never>;
  /** Open (or move the open) sub web view to a URL: the bridge dialog entity. */
  moveSubWebViewUrl: BridgeDialog;
  /** Open the messenger app's store page (SPEC §8 share failure). */
  moveMessengerMarket: Record<string, never>;
}

/** One image the app picked (getSelectedImage): base64 bytes (no data: prefix), MIME type and name. */
export interface NativeImage {
  name: string;
  type: string;
  base64: string;
}

export interface NativeRequestPayloads {
  checkAppUpdate: { androidMinVersion: string; iosMinVersion: string };
  getDevicePush: Record<string, never>;
  requestPermission: { permission: NativePermission };
  getSelectedImage: { maxCount?: number };
  /**
   * The device id (SPEC §3 uid "device id, otherwise a generated id prefixed w-"). Not one of
   * SPEC §7's nine calls: SPEC names no way to get it, so it is ours (docs/decisions/045).
   */
  getUid: Record<string, never>;
}

export type NativeCallType = keyof NativeCallPayloads;
export type NativeRequestType = keyof NativeRequestPayloads;
export type { NativeAnswer } from './answers';

/** Every SPEC §7 call name (9); getUid (decision 045) is ours, not SPEC's. */
export const NATIVE_CALL_TYPES: readonly (NativeCallType | NativeRequestType)[] = [
  'setToken',
  'clearCacheAndCookies',
  'checkAppUpdate',
  'closeSubWebView',
  'moveSubWebViewUrl',
  'getDevicePush',
  'requestPermission',
  'getSelectedImage',
  'moveMessengerMarket',
];

interface NativeWindow {
  ReactNativeWebView?: { postMessage(msg: string): void };
  webkit?: { messageHandlers?: { bridge?: { postMessage(msg: unknown): void } } };
}

/** Which native side injected its bridge: iOS (WKWebView handler), Android (React Native webview) or none. */
export function nativePlatform(): 'ios' | 'android' | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as NativeWindow;
  if (w.webkit?.messageHandlers?.bridge) return 'ios';
  if (w.ReactNativeWebView) return 'android';
  return null;
}

/** True when a native bridge object is present (the app shell injected it). */
export function hasNativeBridge(): boolean {
  return nativePlatform() !== null;
}

/**
 * Post a raw message to the native shell; false when there is no bridge (plain browser) or it
 * threw. Prefer `callNative` / `requestNative`; this stays for messages outside SPEC §7.
 */
export function postToNative(message: { type: string; [k: string]: unknown }): boolean {
  if (typeof window === 'undefined') return false;
  const w = window as unknown as NativeWindow;
  try {
    const platform = nativePlatform();
    if (platform === 'ios') {
      w.webkit!.messageHandlers!.bridge!.postMessage(message);
      return true;
    }
    if (platform === 'android') {
      w.ReactNativeWebView!.postMessage(JSON.stringify(message));
      return true;
    }
  } catch {
    // a torn-down bridge (app closing the webview) must not throw into UI code
  }
  return false;
}

/**
 * A fire-and-forget SPEC §7 call; only in the app (UA marker) with a bridge. Returns whether it
 * was posted, so callers can fall back in a browser.
 */
export function callNative<T extends NativeCallType>(
  type: T,
  ...payload: NativeCallPayloads[T] extends Record<string, never> ? [] : [NativeCallPayloads[T]]
): boolean {
  if (!isNativeApp()) return false;
  return postToNative({ ...(payload[0] ?? {}), type });
}

interface Pending {
  type: NativeRequestType;
  settle: (value: unknown) => void;
}
const pending = new Map<string, Pending>();
let seq = 0;

/** Default wait for an answer before a request resolves to null. */
export const NATIVE_REQUEST_TIMEOUT_MS = 5000;

/**
 * A SPEC §7 call that expects an answer: resolves with the validated answer, or null (no app, no
 * bridge, a malformed answer, or none within `timeoutMs`).
 */
export function requestNative<T extends NativeRequestType>(
  type: T,
  payload: NativeRequestPayloads[T],
  opts: { timeoutMs?: number } = {},
): Promise<NativeAnswer<T> | null> {
  if (!isNativeApp() || !hasNativeBridge()) return Promise.resolve(null);
  const callbackId = `${type}-${Date.now().toString(36)}-${++seq}`;
  return new Promise((resolve) => {
    const timer = setTimeout(() => settle(null), opts.timeoutMs ?? NATIVE_REQUEST_TIMEOUT_MS);
    function settle(value: unknown) {
      clearTimeout(timer);
      pending.delete(callbackId);
      resolve(value as NativeAnswer<T> | null);
    }
    pending.set(callbackId, { type, settle });
    if (!postToNative({ ...payload, type, callbackId })) settle(null);
  });
}

/** The type of a pending request (the answer's schema is chosen by it), or null when none is pending. */
export function pendingRequestType(callbackId: unknown): NativeRequestType | null {
  return typeof callbackId === 'string' ? (pending.get(callbackId)?.type ?? null) : null;
}

/** Settle one pending request with an already validated answer (or null); false when none is pending. */
export function settleNativeRequest(callbackId: string, value: unknown): boolean {
  const p = pending.get(callbackId);
  if (!p) return false;
  p.settle(value);
  return true;
}

/** Settle every pending request of one type (getDevicePush answered by the inbound setDevicePush). */
export function settlePendingOfType(type: NativeRequestType, value: unknown): number {
  let n = 0;
  for (const p of [...pending.values()]) {
    if (p.type !== type) continue;
    p.settle(value);
    n++;
  }
  return n;
}

/** Decode a picked image into a File (for uploads); no fetch of a data: URL (CSP connect-src). */
export function nativeImageToFile(img: NativeImage): File {
  const bin = atob(img.base64.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new File([bytes], img.name, { type: img.type });
}

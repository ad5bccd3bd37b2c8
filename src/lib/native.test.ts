import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isNativeApp, onNativeMessage, postToNative, pushYNFromDevice } from './native';
import { dispatchNativeMessage, installNativeBridge } from './native/install';
import { isChunkLoadError } from './chunk-reload';

describe('native bridge', () => {
  it('recognises the app shell by its user-agent marker', () => {
    expect(isNativeApp('Mozilla/5.0 (iPhone) JecheolApp/2.21.0')).toBe(true);
    expect(isNativeApp('Mozilla/5.0 (iPhone) KAKAOTALK')).toBe(false);
  });
  it('push flag is Y only for true or "true" (SPEC §4)', () => {
    expect(pushYNFromDevice(true)).toBe('Y');
    expect(pushYNFromDevice('true')).toBe('Y');
    expect(pushYNFromDevice('false')).toBe('N');
    expect(pushYNFromDevice(1)).toBe('N');
  });
  it('dispatches inbound JSON messages to their handlers and ignores junk', () => {
    const handler = vi.fn();
    const off = onNativeMessage('moveRoute', handler);
    expect(dispatchNativeMessage(JSON.stringify({ type: 'moveRoute', url: '/best' }))).toBe(true);
    expect(handler).toHaveBeenCalledWith({ type: 'moveRoute', url: '/best' });
    expect(dispatchNativeMessage('{not json')).toBe(false);
    expect(dispatchNativeMessage({ nope: 1 })).toBe(false);
    off();
    expect(dispatchNativeMessage({ type: 'moveRoute', url: '/' })).toBe(false);
  });
  it('postToNative reports false without a bridge (plain browser)', () => {
    expect(postToNative({ type: 'close' })).toBe(false);
    const postMessage = vi.fn();
    (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = { postMessage };
    expect(postToNative({ type: 'close' })).toBe(true);
    expect(JSON.parse(postMessage.mock.calls[0][0])).toEqual({ type: 'close' });
    delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  });
  it('detects lazy chunk load failures (SPEC §8)', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

/**
 * Inbound channel (issue 14, SPEC §4 inbound messages): only in the app (user-agent marker), and
 * only from the native side — window.JecheolBridge.receive(json), or a message event the webview
 * itself dispatches (source this window or none, origin this page's or empty). A 'null' origin
 * (sandboxed frame, file:), another origin, or another window as the source are someone else.
 */
describe('native bridge: who may send inbound messages', () => {
  const APP_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 JecheolApp/2.21.0';
  const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
  const message = JSON.stringify({ type: 'appTokenRefresh', accessToken: 'Bearer forged', refreshToken: 'forged' });
  const handler = vi.fn();
  let uninstall: () => void;
  let off: () => void;
  const asApp = (app: boolean) => vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(app ? APP_UA : BROWSER_UA);
  const post = (init: MessageEventInit, target: EventTarget = window) => target.dispatchEvent(new MessageEvent('message', { data: message, ...init }));
  const receive = (json: string) => (window as unknown as { JecheolBridge?: { receive(json: string): unknown } }).JecheolBridge?.receive(json);

  beforeEach(() => {
    handler.mockReset();
    uninstall = installNativeBridge({ navigate: vi.fn() }, { reload: vi.fn() });
    off = onNativeMessage('appTokenRefresh', handler);
  });
  afterEach(() => {
    off();
    uninstall();
    vi.restoreAllMocks();
  });

  it('in the app, the native channel is dispatched: JecheolBridge.receive, and the webview’s own message events', () => {
    asApp(true);
    receive(message);
    post({ origin: '', source: null });
    post({ origin: window.location.origin, source: window });
    post({ origin: '', source: null }, document);
    expect(handler).toHaveBeenCalledTimes(4);
    expect(handler).toHaveBeenCalledWith({ type: 'appTokenRefresh', accessToken: 'Bearer forged', refreshToken: 'forged' });
  });

  it.each([
    ["a 'null' origin", { origin: 'null', source: null }],
    ["a 'null' origin from this window", { origin: 'null', source: window }],
    ['another origin', { origin: 'https://evil.example', source: null }],
    ['another origin as this window', { origin: 'https://evil.example', source: window }],
    ['another window as the source', { origin: window.location.origin, source: { postMessage() {} } as unknown as Window }],
  ])('in the app, a message event from %s is ignored', (_label, init) => {
    asApp(true);
    post(init as MessageEventInit);
    expect(handler).not.toHaveBeenCalled();
  });

  it('in a plain browser nothing is dispatched, whatever the channel', () => {
    asApp(false);
    receive(message);
    post({ origin: '', source: null });
    post({ origin: window.location.origin, source: window });
    post({ origin: 'null', source: null });
    post({ origin: '', source: null }, document);
    expect(handler).not.toHaveBeenCalled();
  });
});

/**
 * The typed native bridge of issue 17 (SPEC §4 inbound, §7 outbound; docs/decisions/027):
 * zod validation of inbound messages, the wire shape of the 9 calls on iOS and Android, the
 * callbackId request/answer channel with its timeout, and the close/appClose/appLogin handlers.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appLoginDialog, callNative, closeAppLoginDialog, INBOUND_TYPES, onNativeClose, onNativeMessage, requestNative, type MessageOf } from './native';
import { dispatchNativeMessage, installNativeBridge, parseNativeMessage } from './native/install';
import { APP_PRODUCT_LIKE_KEY, readAppProductLike } from './native/product-like';
import { clearSession } from '~/stores/session';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 JecheolApp/2.21.0';
type W = { webkit?: unknown; ReactNativeWebView?: unknown; JecheolBridge?: { receive(m: unknown): boolean; resolve(id: unknown, r: unknown): boolean } };
const w = window as unknown as W;

function fakePlatform(platform: 'ios' | 'android') {
  const posted: unknown[] = [];
  if (platform === 'ios') w.webkit = { messageHandlers: { bridge: { postMessage: (m: unknown) => posted.push(m) } } };
  else w.ReactNativeWebView = { postMessage: (m: string) => posted.push(m) };
  return posted;
}

beforeEach(() => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(APP_UA);
});
afterEach(() => {
  delete w.webkit;
  delete w.ReactNativeWebView;
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('inbound messages are validated per type (zod)', () => {
  it('knows the 10 SPEC §4 types', () => {
    expect(INBOUND_TYPES).toHaveLength(10);
  });
  it.each([
    ['bad JSON', '{"type":"moveRoute",'],
    ['not an object', '"moveRoute"'],
    ['an array', [{ type: 'close' }]],
    ['an unknown type', { type: 'openWallet' }],
    ['moveRoute without url', { type: 'moveRoute' }],
    ['moveRoute with a number url', { type: 'moveRoute', url: 5 }],
    ['appTokenRefresh with a missing refresh token', { type: 'appTokenRefresh', accessToken: 'a' }],
    ['appRecentProduct with letters', { type: 'appRecentProduct', productNo: 'abc' }],
    ['appRecentProduct with a negative number', { type: 'appRecentProduct', productNo: -3 }],
    ['appProductLike without productNo', { type: 'appProductLike', likeMode: 'Y' }],
    ['setDevicePush without isOn', { type: 'setDevicePush' }],
    ['appLoadUrl with an unknown mode', { type: 'appLoadUrl', mode: 'nuke' }],
  ])('ignores %s with one warning and no handler call', (_label, raw) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const seen = vi.fn();
    const offs = INBOUND_TYPES.map((t) => onNativeMessage(t, seen));
    expect(() => dispatchNativeMessage(raw)).not.toThrow();
    expect(dispatchNativeMessage(raw)).toBe(false);
    expect(seen).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(2); // once per message (it was sent twice)
    offs.forEach((off) => off());
  });
  it('accepts the payload flat or under data, and digit strings as product numbers', () => {
    expect(parseNativeMessage({ type: 'appProductLike', data: { likeMode: 'Y', productNo: '42' } })).toEqual({
      type: 'appProductLike',
      likeMode: 'Y',
      productNo: 42,
    });
    expect(parseNativeMessage(JSON.stringify({ type: 'appRecentProduct', productNo: 7 }))).toEqual({ type: 'appRecentProduct', productNo: 7 });
  });
  it('a throwing handler does not stop the next one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    const off1 = onNativeMessage('appLogout', () => {
      throw new Error('boom');
    });
    const off2 = onNativeMessage('appLogout', second);
    expect(dispatchNativeMessage({ type: 'appLogout' })).toBe(true);
    expect(second).toHaveBeenCalledOnce();
    off1();
    off2();
  });
});

describe.each(['ios', 'android'] as const)('outbound calls on %s', (platform) => {
  const decode = (m: unknown) => (platform === 'android' ? JSON.parse(m as string) : m);
  it('posts each fire-and-forget call as { type, ...payload } (a string on Android, an object on iOS)', () => {
    const posted = fakePlatform(platform);
    callNative('setToken', { accessToken: 'a', refreshToken: 'r' });
    callNative('clearCacheAndCookies');
    callNative('closeSubWebView');
    callNative('moveSubWebViewUrl', { url: 'https://shop.example/p/1', title: '상품', productNo: 1 });
    callNative('moveMessengerMarket');
    expect(posted.every((m) => (platform === 'android' ? typeof m === 'string' : typeof m === 'object'))).toBe(true);
    expect(posted.map(decode)).toEqual([
      { type: 'setToken', accessToken: 'a', refreshToken: 'r' },
      { type: 'clearCacheAndCookies' },
      { type: 'closeSubWebView' },
      { type: 'moveSubWebViewUrl', url: 'https://shop.example/p/1', title: '상품', productNo: 1 },
      { type: 'moveMessengerMarket' },
    ]);
  });
  it('requests carry a callbackId and resolve with the validated answer', async () => {
    const posted = fakePlatform(platform);
    const uninstall = installNativeBridge({ navigate: vi.fn() }, { reload: vi.fn() });
    const perm = requestNative('requestPermission', { permission: 'camera' });
    const update = requestNative('checkAppUpdate', { androidMinVersion: '2.0.0', iosMinVersion: '2.1.0' });
    const image = requestNative('getSelectedImage', { maxCount: 1 });
    const push = requestNative('getDevicePush', {});
    const [p, u, i, d] = posted.map(decode) as { type: string; callbackId: string }[];
    expect(p).toMatchObject({ type: 'requestPermission', permission: 'camera', callbackId: expect.any(String) });
    expect(u).toMatchObject({ type: 'checkAppUpdate', androidMinVersion: '2.0.0', iosMinVersion: '2.1.0' });
    expect(i).toMatchObject({ type: 'getSelectedImage', maxCount: 1 });
    expect(d).toMatchObject({ type: 'getDevicePush' });
    w.JecheolBridge!.resolve(p!.callbackId, { granted: true });
    w.JecheolBridge!.resolve(u!.callbackId, JSON.stringify({ updateRequired: true }));
    w.JecheolBridge!.resolve(i!.callbackId, { images: [{ name: 'a.png', type: 'image/png', base64: 'iVBORw0KGgo=' }] });
    // getDevicePush is answered by the SPEC §4 inbound setDevicePush.
    w.JecheolBridge!.receive({ type: 'setDevicePush', isOn: 'true' });
    expect(await perm).toEqual({ granted: true });
    expect(await update).toEqual({ updateRequired: true });
    expect((await image)?.images[0]).toMatchObject({ name: 'a.png', type: 'image/png' });
    expect(await push).toEqual({ isOn: 'true' });
    // settled once: a second answer is refused
    expect(w.JecheolBridge!.resolve(p!.callbackId, { granted: false })).toBe(false);
    uninstall();
  });
  it('a malformed answer or none within the timeout resolves to null', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const posted = fakePlatform(platform);
    const uninstall = installNativeBridge({ navigate: vi.fn() }, { reload: vi.fn() });
    const bad = requestNative('requestPermission', { permission: 'photo' });
    w.JecheolBridge!.resolve((decode(posted[0]) as { callbackId: string }).callbackId, { granted: 'yes' });
    expect(await bad).toBeNull();
    vi.useFakeTimers();
    const silent = requestNative('getSelectedImage', {}, { timeoutMs: 300 });
    vi.advanceTimersByTime(300);
    expect(await silent).toBeNull();
    uninstall();
  });
});

describe('outside the app nothing is sent', () => {
  it('callNative is false and requestNative null without the UA marker, even with a bridge object', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) Safari/605.1');
    const posted = fakePlatform('ios');
    expect(callNative('closeSubWebView')).toBe(false);
    expect(await requestNative('getDevicePush', {})).toBeNull();
    expect(posted).toEqual([]);
  });
});

describe('close, appClose, appLogin, moveRoute, appLoadUrl', () => {
  const navigate = vi.fn();
  const reload = vi.fn();
  const popRoute = vi.fn();
  let uninstall: () => void;
  const send = <T extends (typeof INBOUND_TYPES)[number]>(m: MessageOf<T> | Record<string, unknown>) => w.JecheolBridge!.receive(m);
  beforeEach(() => {
    navigate.mockReset();
    reload.mockReset();
    popRoute.mockReset();
    sessionStorage.clear();
  });
  afterEach(() => {
    uninstall();
    window.history.replaceState(null, '', '/');
  });

  it('close pops the route in the main web view, and asks the app to close a sub web view', () => {
    const posted = fakePlatform('ios');
    uninstall = installNativeBridge({ navigate }, { reload, popRoute });
    send({ type: 'close' });
    expect(popRoute).toHaveBeenCalledOnce();
    expect(posted).toEqual([]);
    uninstall();
    window.history.replaceState(null, '', '/deal/1?subWebView=Y');
    uninstall = installNativeBridge({ navigate }, { reload, popRoute });
    window.history.replaceState(null, '', '/deal/2'); // navigation dropped the flag: it is remembered
    send({ type: 'close' });
    expect(posted).toEqual([{ type: 'closeSubWebView' }]);
    expect(popRoute).toHaveBeenCalledOnce();
  });

  it('appClose flushes the pending queues first, then closes', async () => {
    fakePlatform('android');
    uninstall = installNativeBridge({ navigate }, { reload, popRoute });
    const order: string[] = [];
    const off = onNativeClose(async () => {
      await new Promise((r) => setTimeout(r, 10));
      order.push('flushed');
    });
    popRoute.mockImplementation(() => order.push('closed'));
    send({ type: 'appClose' });
    await vi.waitFor(() => expect(order).toEqual(['flushed', 'closed']));
    off();
  });

  it('appLogin opens the login dialog', () => {
    uninstall = installNativeBridge({ navigate }, { reload, popRoute });
    closeAppLoginDialog();
    send({ type: 'appLogin' });
    expect(appLoginDialog.open).toBe(true);
    closeAppLoginDialog();
  });

  it('appProductLike is kept under the SPEC §3 key appProductLike (the last one wins) until logout', () => {
    localStorage.removeItem(APP_PRODUCT_LIKE_KEY);
    uninstall = installNativeBridge({ navigate }, { reload, popRoute });
    send({ type: 'appProductLike', likeMode: 'Y', productNo: '42' } as Record<string, unknown>); // the apps send digits too
    expect(JSON.parse(localStorage.getItem(APP_PRODUCT_LIKE_KEY)!)).toEqual({ likeMode: 'Y', productNo: 42 });
    send({ type: 'appProductLike', likeMode: false, productNo: 7 });
    expect(readAppProductLike()).toEqual({ likeMode: false, productNo: 7 });
    // a malformed message writes nothing
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    send({ type: 'appProductLike', likeMode: 'Y' });
    expect(readAppProductLike()).toEqual({ likeMode: false, productNo: 7 });
    clearSession();
    expect(localStorage.getItem(APP_PRODUCT_LIKE_KEY)).toBeNull();
  });

  it('moveRoute follows in-app paths only; appLoadUrl reloads or opens the same-origin url', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    uninstall = installNativeBridge({ navigate }, { reload, popRoute });
    send({ type: 'moveRoute', url: '/best' });
    send({ type: 'moveRoute', url: 'https://evil.example/best' });
    send({ type: 'moveRoute', url: '//evil.example/x' });
    expect(navigate.mock.calls).toEqual([[{ to: '/best' }]]);
    send({ type: 'appLoadUrl', mode: 'reload', url: '/store' });
    send({ type: 'appLoadUrl', mode: 'default', url: `${window.location.origin}/store?x=1` });
    send({ type: 'appLoadUrl', mode: 'default', url: 'https://evil.example/' });
    expect(reload).toHaveBeenCalledTimes(2);
    expect(navigate).toHaveBeenLastCalledWith({ to: '/store?x=1', replace: true });
  });
});

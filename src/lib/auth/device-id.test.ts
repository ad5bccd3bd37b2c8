/**
 * SPEC §3 uid in the native app (issue 30; docs/decisions/045): the web asks the app for its
 * device id through the bridge (`getUid`) before the session is installed and before a sign-in,
 * waits at most UID_ANSWER_TIMEOUT_MS, and falls back to a generated "w-" id; outside the app
 * nothing is asked and nothing waits. Each test loads fresh modules (the answer is settled once a load).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Posted = { type: string; callbackId?: string };
let posted: Posted[];

function inApp() {
  vi.stubGlobal('navigator', { ...navigator, userAgent: `${navigator.userAgent} JecheolApp/2.21.0` });
  (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView = { postMessage: (m: string) => posted.push(JSON.parse(m) as Posted) };
}

async function load() {
  const native = await import('~/lib/native');
  const install = await import('~/lib/native/install');
  const device = await import('./device-id');
  const session = await import('~/stores/session');
  return { native, install, device, session };
}

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  posted = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as unknown as { ReactNativeWebView?: unknown }).ReactNativeWebView;
});

describe('the device id (SPEC §3 uid) in the app and outside it', () => {
  it('outside the app: nothing is asked, nothing waits, the id is a generated w- one', async () => {
    vi.useFakeTimers();
    const { device } = await load();
    const uid = await device.settleDeviceUuid(); // resolves without any timer running
    expect(uid).toMatch(/^w-/);
    expect(posted).toEqual([]);
  });

  it("in the app: asks getUid, takes the app's answer as uid, and forgets what was bound to a generated id", async () => {
    inApp();
    localStorage.setItem('uid', 'w-old');
    localStorage.setItem('deviceSecret', 'secret-of-w-old');
    localStorage.setItem('appAccessDay', '2026-12-06');
    const { native, install, device, session } = await load();
    native.noteBridgeInstalled();
    const settling = device.settleDeviceUuid();
    await vi.waitFor(() => expect(posted.map((p) => p.type)).toEqual(['getUid']));
    expect(install.resolveNativeRequest(posted[0]!.callbackId, JSON.stringify({ uid: 'ios-3F2A-77' }))).toBe(true);
    expect(await settling).toBe('ios-3F2A-77');
    expect(session.deviceUuid()).toBe('ios-3F2A-77');
    expect(localStorage.getItem('deviceSecret')).toBeNull();
    expect(localStorage.getItem('appAccessDay')).toBeNull();
    // Once a load: asked again in the same load, it is the same answer without a second question.
    expect(await device.settleDeviceUuid()).toBe('ios-3F2A-77');
    expect(posted).toHaveLength(1);
  });

  it('no answer within the wait: the generated id, and the same app version is not asked (nor waited for) again', async () => {
    vi.useFakeTimers();
    inApp();
    const first = await load();
    first.native.noteBridgeInstalled();
    const settling = first.device.settleDeviceUuid();
    await vi.advanceTimersByTimeAsync(first.device.UID_ANSWER_TIMEOUT_MS);
    expect(await settling).toMatch(/^w-/);
    expect(posted.map((p) => p.type)).toEqual(['getUid']);
    vi.resetModules();
    const next = await load(); // the next page load
    expect(await next.device.settleDeviceUuid()).toBe(first.session.deviceUuid());
    expect(posted).toHaveLength(1);
  });

  it('a malformed answer is not taken', async () => {
    inApp();
    const { native, install, device } = await load();
    native.noteBridgeInstalled();
    const settling = device.settleDeviceUuid();
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    install.resolveNativeRequest(posted[0]!.callbackId, { uid: 'bad id\r\nx' });
    expect(await settling).toMatch(/^w-/);
  });

  it('a session bound to the generated id keeps it: the app is not asked', async () => {
    inApp();
    localStorage.setItem('uid', 'w-signed-in');
    localStorage.setItem('accessToken1', 'Bearer a1');
    const { native, device } = await load();
    native.noteBridgeInstalled();
    expect(await device.settleDeviceUuid()).toBe('w-signed-in');
    expect(posted).toEqual([]);
  });

  it("the sign-in call waits for the app's id and carries it as deviceUuid", async () => {
    inApp();
    const seen: Headers[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (_input, init) => {
      seen.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ code: 0, message: 'OK', data: {}, toastItems: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    const { native, install } = await load();
    const api = await import('./api');
    native.noteBridgeInstalled();
    const signingIn = api.signInNaver('code', 'state-1', 'https://jecheol.test/login-landing');
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    expect(seen).toEqual([]);
    install.resolveNativeRequest(posted[0]!.callbackId, { uid: 'android-9c1e' });
    await signingIn;
    expect(seen.map((h) => h.get('deviceUuid'))).toEqual(['android-9c1e']);
  });
});

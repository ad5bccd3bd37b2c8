/**
 * Client session behaviour of SPEC §4/§8 (issue 3 "Done when"): refresh-and-retry-once, a single
 * refresh for 20 parallel expired requests, one dialog for 5 simultaneous 112 errors, legacy
 * keys, logout clearing personal data even offline. The network is a fake of our API's token
 * protocol (the server side of it is tested in server/routes/account/accounts.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idb } from '~/test-utils/memory-idb';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

import { QueryClient } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { callEndpoint } from '~/lib/api-client';
import { STORAGE_KEYS, clearSession, reloadSession, saveSignIn, sessionState } from '~/stores/session';
import { confirmAlert, uiState } from '~/stores/ui';
import { SESSION_EXPIRED_TEXT, installSession, logout, ensureCanAct, onSessionChangedElsewhere } from './session';
import { pollAppProfile, resetReleasePollForTests } from '~/lib/release';
import { dispatchNativeMessage } from '~/lib/native/install';

const envelope = (data: unknown) => ({ code: 0, message: 'OK', data, toastItems: [] });
const fail = (code: number, name: string) => ({
  code,
  name,
  message: code === 112 ? SESSION_EXPIRED_TEXT : '로그인 정보가 만료되었어요.',
  data: null,
  toastItems: [],
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface FakeServer {
  userInfo?: { retrySignIn: boolean; banStatus: { isBanned: boolean; message: string } } | null;
  pushBodies?: unknown[];
  /** Access tokens the validation call was asked about, in order. */
  validations?: string[];
  validAccess: Set<string>;
  refreshCalls: number;
  refreshOutcome: 'ok' | 'expired';
  dataCalls: string[];
}

function installFakeServer(server: FakeServer) {
  let n = 1;
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url.includes('/api/v1/token/jwt/refresh')) {
      server.refreshCalls += 1;
      await new Promise((r) => setTimeout(r, 20));
      if (server.refreshOutcome === 'expired') return json(401, fail(112, 'REFRESH_TOKEN_EXPIRED'));
      n += 1;
      const access = `access-${n}`;
      server.validAccess.add(access);
      return json(
        200,
        envelope({
          accessToken: access,
          refreshToken: `refresh-${n}`,
          expireDt: new Date(Date.now() + 60000).toISOString(),
          refreshExpireDt: new Date(Date.now() + 90 * 86400000).toISOString(),
        }),
      );
    }
    if (url.includes('/api/v1/app/profile'))
      return json(200, envelope({ androidMinVersion: '2.0.0', iOSMinVersion: '2.0.0', webVersion: '2.21.0', userInfo: server.userInfo ?? null }));
    if (url.includes('/api/v1/app/push')) {
      (server.pushBodies ??= []).push({ body: JSON.parse(String(init?.body)), deviceUuid: headers.get('deviceUuid') });
      return json(200, envelope({ pushYN: 'Y', adYN: 'N' }));
    }
    if (url.includes('/api/v1/token/jwt/validation')) {
      const token = (headers.get('accessToken') ?? headers.get('authorization') ?? '').replace('Bearer ', '');
      (server.validations ??= []).push(token);
      return server.validAccess.has(token)
        ? json(200, envelope({ valid: true, expireDt: new Date(Date.now() + 60000).toISOString() }))
        : json(401, fail(110, 'NULL_OR_EMPTY_TOKEN'));
    }
    if (url.includes('/api/v1/token/jwt')) return json(200, envelope(null));
    const token = (headers.get('authorization') ?? '').replace('Bearer ', '');
    server.dataCalls.push(token);
    if (!server.validAccess.has(token)) return json(401, fail(111, 'ACCESS_TOKEN_EXPIRED'));
    return json(200, envelope({ ok: true, token }));
  });
}

let server: FakeServer;
let uninstall: () => void;
const assign = vi.fn();

beforeEach(() => {
  idb.clear();
  vi.stubGlobal('indexedDB', {});
  localStorage.clear();
  reloadSession();
  server = { validAccess: new Set(), refreshCalls: 0, refreshOutcome: 'ok', dataCalls: [] };
  installFakeServer(server);
  Object.defineProperty(window, 'location', {
    value: { ...window.location, assign, replace: vi.fn(), origin: 'http://localhost', pathname: '/my-page', search: '', href: 'http://localhost/my-page' },
    configurable: true,
  });
  resetReleasePollForTests();
  uninstall = installSession(new QueryClient());
  saveSignIn(
    {
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      expireDt: new Date().toISOString(),
      refreshExpireDt: new Date(Date.now() + 86400000).toISOString(),
      banStatus: { isBanned: false, message: '' },
      isCafe24Register: false,
    },
    'naver',
  );
});

afterEach(() => {
  uninstall();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  assign.mockReset();
  if (uiState.alert.open) confirmAlert();
  clearSession();
});

describe('access token expiry (SPEC §4, §8 111)', () => {
  it('refreshes and retries the original request once', async () => {
    // access-1 is already expired on the server.
    const data = (await callEndpoint('profile')) as unknown as { token: string };
    expect(server.refreshCalls).toBe(1);
    expect(data.token).toBe('access-2');
    expect(server.dataCalls).toEqual(['access-1', 'access-2']);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('Bearer access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('does not retry more than once when the retried request is refused again', async () => {
    // The refreshed token is not accepted either: one refresh, one retry, then the error.
    vi.spyOn(server.validAccess, 'add').mockImplementation(() => server.validAccess);
    const err = await callEndpoint('profile').catch((e: unknown) => e);
    expect((err as { code: number }).code).toBe(111);
    expect(server.refreshCalls).toBe(1);
    expect(server.dataCalls).toHaveLength(2);
  });

  it('20 parallel requests with an expired access token cause exactly one refresh call', async () => {
    const results = await Promise.all(
      Array.from(
        { length: 20 },
        (_, i) => callEndpoint('profile', { headers: { 'x-test-call': String(i) } }) as Promise<unknown> as Promise<{ token: string }>,
      ),
    );
    expect(server.refreshCalls).toBe(1);
    expect(results.every((r) => r.token === 'access-2')).toBe(true);
    expect(server.dataCalls.filter((t) => t === 'access-2')).toHaveLength(20);
  });
});

describe('refresh token expiry (SPEC §4, §8 112)', () => {
  it('5 simultaneous 112 errors clear the session and show one dialog, then the login page', async () => {
    server.refreshOutcome = 'expired';
    // Record every time an alert is opened (a second dialog would replace the first).
    const opened: string[] = [];
    let lastAlert: unknown = null;
    const stopOpened = subscribe(
      uiState,
      () => {
        // showAlert assigns a new alert object each time it opens one.
        if (uiState.alert.open && uiState.alert !== lastAlert) opened.push(uiState.alert.message);
        lastAlert = uiState.alert;
      },
      true,
    );
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => callEndpoint('profile')));
    expect(results.every((r) => r.status === 'rejected' && (r.reason as { code: number }).code === 112)).toBe(true);
    expect(server.refreshCalls).toBe(1);
    await vi.waitFor(() => expect(uiState.alert.open).toBe(true));
    expect(opened).toEqual([SESSION_EXPIRED_TEXT]);
    expect(sessionState.accessToken).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    // More 112s while the dialog is open do not open another one.
    await Promise.allSettled(Array.from({ length: 5 }, () => callEndpoint('profile')));
    expect(opened).toEqual([SESSION_EXPIRED_TEXT]);
    stopOpened();
    confirmAlert();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    expect(assign.mock.calls[0]![0]).toBe('http://localhost/shop/login?returnUrl=%2Fmy-page');
    expect(uiState.alert.open).toBe(false);
  });
});

describe('storage and logout (SPEC §3, §4)', () => {
  it('leftover legacy accessToken/refreshToken keys clear local storage', () => {
    localStorage.setItem('accessToken', 'old');
    localStorage.setItem('somethingElse', 'x');
    reloadSession();
    expect(localStorage.getItem('somethingElse')).toBeNull();
    expect(sessionState.accessToken).toBe('');
  });

  it('restores the ban status only when logged in', () => {
    localStorage.setItem(STORAGE_KEYS.banStatus, JSON.stringify({ isBanned: true, message: '정지' }));
    reloadSession();
    expect(sessionState.banStatus.isBanned).toBe(true);
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    reloadSession();
    expect(sessionState.banStatus.isBanned).toBe(false);
  });

  it('a banned user gets the ban message instead of the action', async () => {
    sessionState.banStatus = { isBanned: true, message: '운영정책 위반으로 이용이 제한돼요.' };
    const result = ensureCanAct();
    await vi.waitFor(() => expect(uiState.alert.message).toBe('운영정책 위반으로 이용이 제한돼요.'));
    confirmAlert();
    expect(await result).toBe(false);
  });

  it('logout clears tokens, social data and personal values even when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    localStorage.setItem(STORAGE_KEYS.isCafe24Register, '1');
    localStorage.setItem(STORAGE_KEYS.receivedValue, '{"productNo":1}');
    localStorage.setItem(STORAGE_KEYS.uid, 'w-device');
    // Personal traces the next user of the device must not see (ASVS 14.3.1; issue 14).
    localStorage.setItem('recentSearches', JSON.stringify(['청송 사과']));
    idb.set('jecheol-recent-products', [{ productNo: 1, name: '청송 사과', isLike: true, path: '/deal/1', viewedAt: 1 }]);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await logout();
    for (const k of [
      STORAGE_KEYS.accessToken,
      STORAGE_KEYS.refreshToken,
      STORAGE_KEYS.socialLoginPlatform,
      STORAGE_KEYS.isCafe24Register,
      STORAGE_KEYS.receivedValue,
      STORAGE_KEYS.banStatus,
    ])
      expect(localStorage.getItem(k), k).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.uid)).toBe('w-device');
    expect(localStorage.getItem('recentSearches')).toBeNull();
    expect(idb.has('jecheol-recent-products')).toBe(false);
    expect(open).toHaveBeenCalledWith('http://localhost/shop/logout', 'shop-logout', 'width=1,height=1');
  });

  it('app profile poll: stores the ban status, and retrySignIn forces logout and a reload home', async () => {
    server.userInfo = { retrySignIn: false, banStatus: { isBanned: true, message: '이용 제한 중이에요.' } };
    await pollAppProfile();
    expect(sessionState.banStatus).toEqual({ isBanned: true, message: '이용 제한 중이에요.' });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.banStatus)!)).toEqual({ isBanned: true, message: '이용 제한 중이에요.' });
    server.userInfo = { retrySignIn: true, banStatus: { isBanned: false, message: '' } };
    vi.spyOn(window, 'open').mockReturnValue(null);
    await pollAppProfile();
    expect(sessionState.accessToken).toBe('');
    expect(window.location.replace).toHaveBeenCalledWith('/');
  });

  it("the app's setDevicePush message saves pushYN ('true' → Y) for this device", async () => {
    localStorage.setItem(STORAGE_KEYS.uid, 'w-push-device');
    dispatchNativeMessage({ type: 'setDevicePush', isOn: 'true' });
    await vi.waitFor(() => expect(server.pushBodies).toEqual([{ body: { pushYN: 'Y' }, deviceUuid: 'w-push-device' }]));
  });
});

/**
 * Logout while the server cannot be reached (issue 14; SPEC §4 Logout, §7 DELETE /api/v1/token/jwt):
 * the revoke waits in IndexedDB with only what the call needs and is sent once the network is
 * back (the online event, or the next start), exactly once; a definitive 4xx drops it, a 5xx keeps it.
 */
describe('logout offline: the queued revoke (issue 14)', () => {
  const QUEUE = 'jecheol-revoke-queue';
  const TOKENS = { accessToken: 'access-1', refreshToken: 'refresh-1', deviceUuid: 'w-offline-device' };
  let answer: 'offline' | 'ok' | 'down' | 'refused';
  let revokes: Array<Record<string, string | null>>;

  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.uid, TOKENS.deviceUuid);
    answer = 'offline';
    revokes = [];
    vi.spyOn(window, 'open').mockReturnValue(null);
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      if (!(String(input).endsWith('/api/v1/token/jwt') && init?.method === 'DELETE')) throw new TypeError('Failed to fetch');
      const h = new Headers(init.headers);
      revokes.push({ accessToken: h.get('accessToken'), refreshToken: h.get('refreshToken'), deviceUuid: h.get('deviceUuid') });
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer === 'down') return json(503, fail(5, 'UNEXPECTED_ERROR'));
      if (answer === 'refused') return json(401, fail(112, 'REFRESH_TOKEN_EXPIRED'));
      return json(200, envelope(null));
    });
  });
  const online = () => window.dispatchEvent(new Event('online'));
  const settle = () => new Promise((r) => setTimeout(r, 30));
  /** Back online until the queue is empty, then online once more (which must send nothing). */
  const deliverWhenOnline = async () => {
    online();
    await vi.waitFor(() => expect(idb.get(QUEUE)).toEqual([]));
    online();
    await settle();
  };

  it('is kept in IndexedDB (tokens and device id only) and sent exactly once when the browser is back online', async () => {
    await logout();
    expect(sessionState.accessToken).toBe('');
    expect(idb.get(QUEUE)).toEqual([TOKENS]);
    answer = 'ok';
    await deliverWhenOnline();
    // The attempt at logout that failed, then the one that reached the server — and no other.
    expect(revokes).toEqual([TOKENS, TOKENS]);
  });

  it('a 5xx keeps it for the next try; a definitive 4xx (112: already dead) drops it', async () => {
    await logout();
    answer = 'down';
    online();
    await vi.waitFor(() => expect(revokes).toHaveLength(2));
    await settle();
    expect(idb.get(QUEUE)).toEqual([TOKENS]);
    answer = 'refused';
    await deliverWhenOnline();
    expect(revokes).toHaveLength(3);
  });

  it('is sent at the next start', async () => {
    await logout();
    uninstall();
    answer = 'ok';
    uninstall = installSession(new QueryClient());
    await vi.waitFor(() => expect(idb.get(QUEUE)).toEqual([]));
    expect(revokes).toEqual([TOKENS, TOKENS]);
  });
});

describe('a session change made in another tab or by the app (SPEC §4 "Token change in storage"; issue 30)', () => {
  const storageEvent = (key: string | null) => new StorageEvent('storage', { key, storageArea: localStorage });
  let qc: QueryClient;
  const told: boolean[] = [];
  let stopFollowing: () => void;

  beforeEach(() => {
    uninstall();
    qc = new QueryClient();
    uninstall = installSession(qc);
    told.length = 0;
    stopFollowing = onSessionChangedElsewhere((signedIn) => told.push(signedIn));
    qc.setQueryData(['user', 'profile'], { user_nickname: '귤농부' });
    qc.setQueryData(['like', 'product', 7], 'Y');
  });
  afterEach(() => stopFollowing());

  it('a new token is validated at once, with that token, and used; the member queries are read again', async () => {
    server.validAccess.add('access-from-tab-2');
    localStorage.setItem(STORAGE_KEYS.accessToken, 'Bearer access-from-tab-2');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-from-tab-2');
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken));
    window.dispatchEvent(storageEvent(STORAGE_KEYS.refreshToken));
    await vi.waitFor(() => expect(told).toEqual([true]));
    expect(server.validations).toEqual(['access-from-tab-2']);
    expect(sessionState.accessToken).toBe('access-from-tab-2');
    expect(sessionState.validatedAt).toBeGreaterThan(0);
    expect(qc.getQueryState(['user', 'profile'])?.isInvalidated).toBe(true);
    // The next call carries the new token.
    const data = (await callEndpoint('profile')) as unknown as { token: string };
    expect(data.token).toBe('access-from-tab-2');
  });

  it('a token the server refuses ends the session here too', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'Bearer forged');
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken));
    await vi.waitFor(() => expect(told).toEqual([false]));
    expect(server.validations).toEqual(['forged']);
    expect(sessionState.accessToken).toBe('');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it("signed out elsewhere: this tab is signed out at once and forgets the member's data; nothing is validated", async () => {
    localStorage.removeItem(STORAGE_KEYS.accessToken);
    localStorage.removeItem(STORAGE_KEYS.refreshToken);
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken));
    await vi.waitFor(() => expect(told).toEqual([false]));
    expect(sessionState.accessToken).toBe('');
    expect(qc.getQueryData(['user', 'profile'])).toBeUndefined();
    expect(qc.getQueryData(['like', 'product', 7])).toBeUndefined();
    expect(server.validations ?? []).toEqual([]);
  });
});

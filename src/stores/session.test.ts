/**
 * SPEC §4 "Token change in storage: login validity re-checked; user and token queries refetched":
 * watchStorage reloads the stored session and calls back on a token change made by another tab
 * (a `storage` event), and ignores other keys.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, clearSession, sessionState, watchStorage } from './session';

afterEach(() => {
  localStorage.clear();
  clearSession();
});

const storageEvent = (key: string | null) => new StorageEvent('storage', { key, storageArea: localStorage });

describe('watchStorage (SPEC §4 token change in storage)', () => {
  it('reloads the session and calls back when another tab stores a new access token', () => {
    const onChange = vi.fn();
    const off = watchStorage(onChange);
    localStorage.setItem(STORAGE_KEYS.accessToken, 'Bearer from-other-tab');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-from-other-tab');
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(sessionState.accessToken).toBe('from-other-tab');
    off();
  });

  it('follows a logout in another tab (tokens removed, or storage cleared: key null)', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'Bearer t1');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r1');
    const onChange = vi.fn();
    const off = watchStorage(onChange);
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken));
    expect(sessionState.accessToken).toBe('t1');
    localStorage.clear();
    window.dispatchEvent(storageEvent(null));
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(sessionState.accessToken).toBe('');
    off();
  });

  it('ignores other keys and stops after unsubscribing', () => {
    const onChange = vi.fn();
    const off = watchStorage(onChange);
    window.dispatchEvent(storageEvent('community-visited'));
    expect(onChange).not.toHaveBeenCalled();
    off();
    window.dispatchEvent(storageEvent(STORAGE_KEYS.accessToken));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('cookies (SPEC §9: Secure, SameSite None, Path /; refresh cookie; visited until the end of the day)', () => {
  function recordCookieWrites() {
    const writes: string[] = [];
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((v: string) => {
      writes.push(v);
    });
    return { writes, restore: () => spy.mockRestore() };
  }

  it('writes the refresh-token cookie until the refresh expiry with the SPEC §9 attributes', async () => {
    const { saveTokens } = await import('./session');
    const rec = recordCookieWrites();
    saveTokens({ accessToken: 'a', refreshToken: 'r 1', expireDt: '2026-11-24T12:30:00Z', refreshExpireDt: '2027-02-24T12:30:00Z' });
    rec.restore();
    expect(rec.writes).toEqual(['refreshToken1=r%201; Expires=Wed, 24 Feb 2027 12:30:00 GMT; Path=/; Secure; SameSite=None']);
  });

  it('sets the daily visited cookie to expire at the end of the local day, only when absent', async () => {
    const { checkFirstVisit } = await import('./session');
    const rec = recordCookieWrites();
    const now = new Date(2026, 10, 24, 9, 15, 0);
    expect(checkFirstVisit(now)).toBe(true);
    const end = new Date(2026, 10, 24, 23, 59, 59, 999);
    expect(rec.writes).toEqual([`visited=Y; Expires=${end.toUTCString()}; Path=/; Secure; SameSite=None`]);
    rec.restore();
  });
});

describe('clearSession (SPEC §4 Logout; decision 033 userToken)', () => {
  it('removes the tokens and the reserved userToken but keeps the device id', async () => {
    const { clearSession: clear } = await import('./session');
    for (const k of [STORAGE_KEYS.accessToken, STORAGE_KEYS.refreshToken, STORAGE_KEYS.userToken, STORAGE_KEYS.receivedValue]) localStorage.setItem(k, 'x');
    localStorage.setItem(STORAGE_KEYS.uid, 'w-device');
    clear();
    expect(localStorage.getItem(STORAGE_KEYS.userToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.receivedValue)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.uid)).toBe('w-device');
  });
});

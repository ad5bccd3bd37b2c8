/**
 * Issue 17's client sign-in pieces: the click-key header (SPEC §7 Auth, §3 `eventClickKey`), the
 * popup's same-tab fallback and Apple's name/email scopes (SPEC §9), the opener's follow-up
 * (SPEC §4/§8), and logout deleting the shop cookies on the shared parent domain (SPEC §4, §9).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('idb-keyval', () => ({ get: async () => undefined, set: async () => undefined, del: async () => undefined }));

import { CLICK_KEY_HEADER } from '@contract/rules';
import { configureCookieDomain, cookieString, deleteCookie } from '~/stores/session';
import { uiState, confirmAlert } from '~/stores/ui';
import { EVENT_CLICK_KEY, signInApple, signInHeaders, signInNaver } from './api';
import { afterPopup, clearLocalSession, startSocialLogin } from './session';

/** Every line written to document.cookie while `fn` runs. */
function cookieWrites(fn: () => void): string[] {
  const writes: string[] = [];
  let proto: object | null = Object.getPrototypeOf(document) as object;
  let desc: PropertyDescriptor | undefined;
  while (proto && !(desc = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto) as object | null;
  if (!desc?.set || !desc.get) throw new Error('no document.cookie accessor');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => desc.get!.call(document) as string,
    set: (v: string) => {
      writes.push(v);
      desc.set!.call(document, v);
    },
  });
  try {
    fn();
  } finally {
    delete (document as unknown as Record<string, unknown>).cookie;
  }
  return writes;
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  configureCookieDomain('');
  vi.restoreAllMocks();
});

describe('click-key header on sign-in', () => {
  it('carries a well-formed eventClickKey from session storage', () => {
    sessionStorage.setItem(EVENT_CLICK_KEY, 'spring-sale_2026.kakao:42');
    expect(signInHeaders()[CLICK_KEY_HEADER]).toBe('spring-sale_2026.kakao:42');
    expect(signInHeaders().deviceUuid).toMatch(/^w-/);
  });
  it('is left out when absent or malformed', () => {
    expect(signInHeaders()).not.toHaveProperty(CLICK_KEY_HEADER);
    sessionStorage.setItem(EVENT_CLICK_KEY, 'bad key\r\nx-injected: 1');
    expect(signInHeaders()).not.toHaveProperty(CLICK_KEY_HEADER);
    sessionStorage.setItem(EVENT_CLICK_KEY, 'k'.repeat(65));
    expect(signInHeaders()).not.toHaveProperty(CLICK_KEY_HEADER);
  });
});

describe('startSocialLogin', () => {
  it('falls back to the same tab when the popup is blocked, asking Apple for the name and email scopes', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await startSocialLogin('apple', '/best', { popup: true });
    expect(open).toHaveBeenCalledOnce();
    const url = new URL(assign.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/idp/apple/auth/authorize');
    expect(url.searchParams.get('scope')).toBe('name email');
    expect(JSON.parse(sessionStorage.getItem('loginState')!)).toMatchObject({ provider: 'apple', returnUrl: '/best' });
  });

  it('opens no popup without the option (the app login dialog and the shop page keep the same tab)', async () => {
    const open = vi.spyOn(window, 'open');
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await startSocialLogin('naver', '/', {});
    expect(open).not.toHaveBeenCalled();
  });

  it('inside a popup the round trip remembers its popup id for the landing', async () => {
    vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    await startSocialLogin('naver', '/', { popupId: '0123456789abcdef' });
    expect(JSON.parse(sessionStorage.getItem('loginState')!)).toMatchObject({ popupId: '0123456789abcdef' });
  });
});

describe('afterPopup (the opener after the popup closed)', () => {
  it('a failure shows its alert in the opener', async () => {
    const done = afterPopup({ kind: 'failed', message: '일시적인 문제로 로그인에 실패했어요.' });
    await vi.waitFor(() => expect(uiState.alert.message).toBe('일시적인 문제로 로그인에 실패했어요.'));
    confirmAlert();
    await done;
  });
  it('a cancel is silent', async () => {
    await afterPopup({ kind: 'cancelled' });
    expect(uiState.alert.open).toBe(false);
  });
  it('a sign-in reads the tokens the popup stored and continues with the return path', async () => {
    localStorage.setItem('accessToken1', 'Bearer a.b.c');
    localStorage.setItem('refreshToken1', 'r');
    const onSignedIn = vi.fn();
    await afterPopup({ kind: 'signed-in', returnUrl: '//evil.example/x' }, { onSignedIn });
    expect(onSignedIn).toHaveBeenCalledWith('/');
    const { sessionState } = await import('~/stores/session');
    expect(sessionState.accessToken).toBe('a.b.c');
  });
});

describe('shop cookies on the shared domain', () => {
  it('writes the SPEC §9 attributes, with Domain only when one is given', () => {
    const at = new Date(Date.UTC(2026, 0, 2));
    expect(cookieString('a', 'x y', at)).toBe('a=x%20y; Expires=Fri, 02 Jan 2026 00:00:00 GMT; Path=/; Secure; SameSite=None');
    expect(cookieString('a', '', at, '.jecheol.kr')).toBe('a=; Expires=Fri, 02 Jan 2026 00:00:00 GMT; Path=/; Domain=.jecheol.kr; Secure; SameSite=None');
  });

  it('deleteCookie clears host-only, and on the configured parent domain too', () => {
    expect(cookieWrites(() => deleteCookie('shop_sess'))).toEqual(['shop_sess=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=None']);
    configureCookieDomain('.jecheol.kr');
    expect(cookieWrites(() => deleteCookie('shop_sess'))).toEqual([
      'shop_sess=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=None',
      'shop_sess=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=.jecheol.kr; Secure; SameSite=None',
    ]);
  });

  it('logout deletes every readable cookie but the daily visited one on both scopes', () => {
    configureCookieDomain('.jecheol.kr');
    document.cookie = 'ECSESSID=abc; Path=/';
    document.cookie = 'visited=Y; Path=/';
    const writes = cookieWrites(() => clearLocalSession());
    expect(writes).toContain('ECSESSID=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=.jecheol.kr; Secure; SameSite=None');
    expect(writes).toContain('ECSESSID=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Secure; SameSite=None');
    expect(writes).toContain('refreshToken1=; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; Domain=.jecheol.kr; Secure; SameSite=None');
    expect(writes.some((w) => w.startsWith('visited='))).toBe(false);
  });
});

describe('bearer on the sign-in call (SPEC §7 Auth: "bearer added if a token exists")', () => {
  function recordSignInHeaders() {
    const seen: Array<{ url: string; headers: Headers }> = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      seen.push({ url: String(input), headers: new Headers(init?.headers) });
      return new Response(JSON.stringify({ code: 0, message: 'OK', data: {}, toastItems: [] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    return seen;
  }

  it('the Apple sign-in carries the token the app stored (with or without its Bearer prefix), read from storage', async () => {
    const seen = recordSignInHeaders();
    localStorage.setItem('accessToken1', 'Bearer from-the-app');
    await signInApple('id-token', 'state-1', 'https://jecheol.test/login-landing-apple', 'n'.repeat(32));
    expect(seen[0]!.url).toContain('/api/v2/auth/social/signin-and-up');
    expect(seen[0]!.headers.get('authorization')).toBe('Bearer from-the-app');
    expect(seen[0]!.headers.get('deviceUuid')).toMatch(/^w-/);
    localStorage.setItem('accessToken1', 'bare-token');
    await signInApple('id-token', 'state-2', 'https://jecheol.test/login-landing-apple', 'n'.repeat(32));
    expect(seen[1]!.headers.get('authorization')).toBe('Bearer bare-token');
  });

  it('no stored token: no Authorization header; the portal variant (no bearer in SPEC §7) never sends one', async () => {
    const seen = recordSignInHeaders();
    await signInApple('id-token', 'state-1', 'https://jecheol.test/login-landing-apple', 'n'.repeat(32));
    localStorage.setItem('accessToken1', 'Bearer from-the-app');
    await signInNaver('code', 'state-1', 'https://jecheol.test/login-landing');
    expect(seen.map((s) => s.headers.get('authorization'))).toEqual([null, null]);
  });
});

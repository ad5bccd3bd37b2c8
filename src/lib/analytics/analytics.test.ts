/**
 * The analytics module (issue 17, docs/decisions/030): sink selection from the page's config, the
 * opt-in consent gate (held until known, dropped on refusal), delivery only after idle, the SPEC §5
 * keyword hash (lowercase, trimmed SHA-256; the keyword itself never sent), the analytics user set
 * after sign-in (a pseudonym of the token subject) and cleared at logout (SPEC §4), and no throw
 * into the page when a sink breaks.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

import { appConfig } from '~/lib/config';
import { completeSignIn, logout } from '~/lib/auth/session';
import {
  CONSENT_STORAGE_KEY,
  MAX_HELD_EVENTS,
  analyticsUserIdOf,
  dataLayerSink,
  hashKeyword,
  noopSink,
  resetAnalyticsForTests,
  selectSink,
  setAnalyticsConsent,
  setUserId,
  startAnalytics,
  track,
  trackKeyword,
  type AnalyticsRecord,
} from '.';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;
const now = (cb: () => void) => cb();
/** A recording sink. */
function recorder() {
  const sent: AnalyticsRecord[] = [];
  return { sent, sink: { name: 'rec', send: (r: AnalyticsRecord) => void sent.push(r) } };
}
/** A JWT-shaped token with this subject (the module reads only the payload). */
const tokenFor = (sub: string) => `h.${btoa(JSON.stringify({ sub })).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;

beforeEach(() => {
  resetAnalyticsForTests();
  localStorage.clear();
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => {
  delete appConfig.analyticsSink;
  vi.restoreAllMocks();
});

describe('sinks', () => {
  it('no-op by default; the dataLayer sink only when configured', () => {
    expect(selectSink(undefined)).toBe(noopSink);
    expect(selectSink('none')).toBe(noopSink);
    expect(selectSink('gtm')).toBe(noopSink);
    expect(selectSink('datalayer')).toBe(dataLayerSink);
  });

  it('by default nothing reaches window.dataLayer, even with consent', () => {
    setAnalyticsConsent(true);
    startAnalytics({ idle: now });
    track('share_click', { channel: 'url' });
    expect(layer()).toBeUndefined();
  });

  it('configured as datalayer: events and the user are pushed to window.dataLayer', () => {
    appConfig.analyticsSink = 'datalayer';
    setAnalyticsConsent(true);
    startAnalytics({ idle: now });
    track('share_click', { channel: 'url' });
    setUserId('u-1');
    expect(layer()).toEqual([{ event: 'share_click', channel: 'url' }, { user_id: 'u-1' }]);
  });

  it('a throwing sink never throws into the caller', () => {
    setAnalyticsConsent(true);
    startAnalytics({
      idle: now,
      sink: {
        name: 'bad',
        send: () => {
          throw new Error('tag manager down');
        },
      },
    });
    expect(() => track('x')).not.toThrow();
  });
});

describe('consent and idle (opt-in)', () => {
  it('holds events until consent is granted, then sends them in order', () => {
    const { sent, sink } = recorder();
    startAnalytics({ idle: now, sink });
    track('a');
    track('b', { n: 1 });
    expect(sent).toEqual([]);
    setAnalyticsConsent(true);
    expect(sent).toEqual([
      { kind: 'event', event: 'a', params: {} },
      { kind: 'event', event: 'b', params: { n: 1 } },
    ]);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('Y');
  });

  it('a refusal drops what was held and everything after, and is remembered', () => {
    const { sent, sink } = recorder();
    startAnalytics({ idle: now, sink });
    track('a');
    setAnalyticsConsent(false);
    track('b');
    expect(sent).toEqual([]);
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('N');
    resetAnalyticsForTests();
    startAnalytics({ idle: now, sink });
    track('c');
    expect(sent).toEqual([]);
  });

  it('a stored grant sends from the start; at most MAX_HELD_EVENTS wait for consent', () => {
    const { sent, sink } = recorder();
    for (let i = 0; i < MAX_HELD_EVENTS + 5; i++) track(`e${i}`);
    localStorage.setItem(CONSENT_STORAGE_KEY, 'Y');
    startAnalytics({ idle: now, sink });
    expect(sent).toHaveLength(MAX_HELD_EVENTS);
    expect(sent[0]).toMatchObject({ event: 'e5' });
  });

  it('nothing is delivered before the browser is idle', () => {
    const { sent, sink } = recorder();
    let idle: (() => void) | undefined;
    setAnalyticsConsent(true);
    startAnalytics({ idle: (cb) => (idle = cb), sink });
    track('early');
    expect(sent).toEqual([]);
    idle!();
    expect(sent).toEqual([{ kind: 'event', event: 'early', params: {} }]);
  });
});

describe('keyword hashing (SPEC §5)', () => {
  it('is the SHA-256 hex of the lowercase, trimmed keyword', async () => {
    // printf '사과' | sha256sum
    expect(await hashKeyword('  사과 ')).toBe('46fc35121d1a4b332863d80ba24c26f7d9152636ef04f04b818236b4732f1531');
    expect(await hashKeyword(' ABC')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('a keyword event carries only the hash', async () => {
    const { sent, sink } = recorder();
    setAnalyticsConsent(true);
    startAnalytics({ idle: now, sink });
    await trackKeyword('keyword_search', ' 청송 사과 ');
    expect(sent).toEqual([{ kind: 'event', event: 'keyword_search', params: { keywordHash: await hashKeyword('청송 사과') } }]);
    expect(JSON.stringify(sent)).not.toContain('사과');
  });
});

describe('the analytics user (SPEC §4)', () => {
  it('is a pseudonym of the token subject, null for a malformed token', async () => {
    const id = await analyticsUserIdOf(tokenFor('42'));
    expect(id).toMatch(/^[0-9a-f]{64}$/);
    expect(id).not.toContain('42');
    expect(await analyticsUserIdOf(tokenFor('42'))).toBe(id);
    expect(await analyticsUserIdOf('not-a-jwt')).toBeNull();
  });

  it('is set after sign-in and cleared at logout', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    vi.stubGlobal('indexedDB', {});
    appConfig.analyticsSink = 'datalayer';
    setAnalyticsConsent(true);
    startAnalytics({ idle: now });
    const accessToken = tokenFor('7');
    completeSignIn(
      {
        accessToken,
        refreshToken: 'r',
        expireDt: new Date(Date.now() + 60000).toISOString(),
        refreshExpireDt: new Date(Date.now() + 86400000).toISOString(),
        banStatus: { isBanned: false, message: '' },
        isCafe24Register: false,
      } as Parameters<typeof completeSignIn>[0],
      'naver',
    );
    const id = await analyticsUserIdOf(accessToken);
    await vi.waitFor(() => expect(layer()).toEqual([{ user_id: id }]));
    await logout({ openShopLogout: false });
    expect(layer()).toEqual([{ user_id: id }, { user_id: null }]);
    vi.unstubAllGlobals();
  });
});

describe('analyticsConsent (the /privacy switch reads it)', () => {
  it('reads the stored choice and follows setAnalyticsConsent', async () => {
    const m = await import('./index');
    m.resetAnalyticsForTests();
    localStorage.removeItem(m.CONSENT_STORAGE_KEY);
    expect(m.analyticsConsent()).toBe('unknown');
    m.setAnalyticsConsent(true);
    expect(m.analyticsConsent()).toBe('granted');
    expect(localStorage.getItem(m.CONSENT_STORAGE_KEY)).toBe('Y');
    m.setAnalyticsConsent(false);
    expect(m.analyticsConsent()).toBe('denied');
  });
});

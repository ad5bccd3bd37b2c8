/**
 * The endpoint table, the registered routes and the worker's policy agree (issue 11,
 * docs/decisions/007-contract-seam.md):
 *   (a) every route the server documents under /api/ is in the table, and every table entry is a route;
 *   (b) each entry's cache class is what sw/policy.ts answers for it; personal paths match PERSONAL_API_PATH;
 *   (c) member-only entries refuse a caller without a token (110), public ones never ask for one;
 *   (d) Cache-Control of real answers is the table class's (cacheControlOf).
 * A new endpoint needs a SAMPLE input below: the test fails until it has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCacheKind, PERSONAL_API_PATH } from '@sw/policy';
import { cacheControlOf } from '@server/lib/endpoint-route.js';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { endpoints, type AnyEndpoint } from './endpoints.js';
import { pathOf, paths, type EndpointName } from './paths.js';

let t: TestApp;
const all = Object.values(endpoints) as AnyEndpoint[];

/** A request each endpoint's schemas accept (ids filled in beforeAll from the seeded catalogue). */
const ids = { dealId: 1, periodId: 1, eventId: 1, shopId: 1, noticeId: 1, code: '11' };
type Sample = { params?: Record<string, string | number>; query?: Record<string, string>; body?: unknown };
const SAMPLE: Record<EndpointName, () => Sample> = {
  home: () => ({}),
  homeSeason: () => ({}),
  homeLocal: () => ({}),
  homeBest: () => ({}),
  homeShop: () => ({}),
  dealRecommendation: () => ({ query: { dealId: String(ids.dealId) } }),
  dealDetail: () => ({ params: { dealId: ids.dealId } }),
  periodDetail: () => ({ params: { periodId: ids.periodId } }),
  eventDetail: () => ({ params: { eventId: ids.eventId } }),
  seasonDelicacy: () => ({}),
  seasonOccasion: () => ({}),
  seasonRecommendation: () => ({}),
  locals: () => ({}),
  localShops: () => ({ params: { code: ids.code } }),
  shops: () => ({}),
  shopInfo: () => ({ params: { shopId: ids.shopId } }),
  shopTotal: () => ({ params: { shopId: ids.shopId } }),
  shopProducts: () => ({ params: { shopId: ids.shopId } }),
  bestRank: () => ({ query: { categoryCode: 'ALL' } }),
  categoryTree: () => ({}),
  categoryProducts: () => ({ query: { categoryCode: '10' } }),
  webProfile: () => ({}),
  notices: () => ({}),
  lastNotice: () => ({}),
  noticeDetail: () => ({ params: { noticeId: ids.noticeId } }),
  search: () => ({ query: { keyword: '사과' } }),
  searchShops: () => ({ query: { keyword: '제주' } }),
  searchRank: () => ({}),
  searchRecommendation: () => ({}),
  recommendKeywords: () => ({}),
  autoKeyword: () => ({ query: { keyword: '사' } }),
  signOut: () => ({}),
  refreshToken: () => ({}),
  validateToken: () => ({}),
  naverSignIn: () => ({ body: { channelType: 1001, redirectUri: 'http://127.0.0.1/login-landing', state: 's', deviceType: 1002, token: 'code' } }),
  appleSignIn: () => ({
    body: { channelType: 1002, redirectUri: 'http://127.0.0.1/login-landing-apple', state: 's', deviceType: 1002, token: 'id-token', nonce: 'n'.repeat(32) },
  }),
  withdraw: () => ({}),
  adConsent: () => ({ body: { emailYN: 'Y', smsYN: 'N' } }),
  cellphone: () => ({ body: { cellphone: '01012345678' } }),
  emailLookup: () => ({ query: { cellphone: '01012345678' } }),
  nickName: () => ({ body: { nickName: '제철러버' } }),
  nickNameValidation: () => ({ query: { nickName: '제철러버' } }),
  profile: () => ({}),
  updateProfile: () => ({ body: { nickName: '제철러버', termsAgreed: true, privacyAgreed: true } }),
  userSettings: () => ({}),
  likeProduct: () => ({ body: { productNo: 1, likeYN: 'Y' } }),
  likedProducts: () => ({}),
  productLikeCheck: () => ({ query: { productNos: '1,2' } }),
  likeShop: () => ({ body: { shopId: 1, likeYN: 'Y' } }),
  likedShops: () => ({}),
  shopLikeCheck: () => ({ query: { shopId: '1' } }),
  appAccess: () => ({ body: { deviceType: 1002 } }),
  appAdId: () => ({ body: { adId: 'ad-1' } }),
  appAd: () => ({ body: { adYN: 'Y' } }),
  appProfile: () => ({}),
  appPush: () => ({ body: { pushYN: 'Y' } }),
  appSettings: () => ({}),
  appUserId: () => ({}),
  appVersion: () => ({ body: { appVersion: '2.1.0' } }),
  health: () => ({}),
  release: () => ({}),
  setRelease: () => ({ body: { webVersion: '2.21.0' } }),
};

function request(e: AnyEndpoint, headers: Record<string, string> = {}) {
  const sample = SAMPLE[e.name]();
  const qs = new URLSearchParams(sample.query).toString();
  return t.app.inject({
    method: e.method,
    url: `${pathOf(e.path, sample.params)}${qs ? `?${qs}` : ''}`,
    headers: { deviceuuid: 'w-contract-test', ...headers },
    ...(sample.body !== undefined ? { payload: sample.body as object } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp({ products: 200 });
  const data = async (url: string) => (await t.app.inject({ url })).json().data;
  const home = await data('/api/v1/display/home');
  ids.dealId = home.limitedDeals[0].dealId;
  ids.periodId = home.periods[0].periodId;
  ids.eventId = home.events[0].eventId;
  ids.shopId = (await data('/api/v1/display/shop?size=1')).items[0].shopId;
  ids.noticeId = (await data('/api/v1/display/notice?size=1')).items[0].noticeId;
});
afterAll(() => t?.close());

describe('(a) table ↔ registered routes', () => {
  it('every table entry is a registered route', () => {
    const missing = all.filter((e) => !t.app.hasRoute({ method: e.method, url: e.path }));
    expect(missing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });
  it('every route documented under /api/ is in the table with the same method and path', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => m !== 'head')
        .map((m) => `${m.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const inTable = new Set(all.map((e) => `${e.method} ${e.path}`));
    expect(documented.filter((r) => r.startsWith('GET /api/') || !r.startsWith('GET ')).filter((r) => !inTable.has(r))).toEqual([]);
    // Every undocumented (hidden) table entry is an operations endpoint.
    const hidden = all.filter((e) => !documented.includes(`${e.method} ${e.path}`)).map((e) => e.name);
    expect(hidden.sort()).toEqual(['health', 'release', 'setRelease']);
  });
  it('path params and the schemas name the same parameters', () => {
    for (const e of all) {
      const inPath = (e.path.match(/:(\w+)/g) ?? []).map((s) => s.slice(1)).sort();
      expect(Object.keys(e.params?.shape ?? {}).sort(), e.name).toEqual(inPath);
    }
  });
});

describe('(b) table ↔ service worker policy', () => {
  it.each(all.map((e) => [e.name, e] as const))('%s', (_name, e) => {
    const sample = pathOf(e.path, { ...ids });
    const expected = e.method === 'GET' && (e.cache === 'live' || e.cache === 'reference') ? e.cache : null;
    expect(apiCacheKind(sample)).toBe(expected);
    if (e.cache === 'personal') expect(PERSONAL_API_PATH.test(sample)).toBe(true);
    if (e.cache === 'live' || e.cache === 'reference') expect(PERSONAL_API_PATH.test(sample)).toBe(false);
  });
});

describe('(c) auth class ↔ guards', () => {
  const memberOnly = all.filter((e) => e.auth === 'member' || e.auth === 'memberWrite');
  it.each(memberOnly.map((e) => [e.name, e] as const))('%s refuses a caller without a token (110)', async (_name, e) => {
    const res = await request(e);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(110);
  });
  const open = all.filter((e) => e.auth === 'public' && e.host !== 'internal');
  it.each(open.map((e) => [e.name, e] as const))('%s answers without a token', async (_name, e) => {
    const res = await request(e);
    expect(res.json().code, res.body).not.toBe(110);
    expect(res.statusCode, res.body).toBeLessThan(500);
  });
});

describe('(d) Cache-Control ↔ cache class', () => {
  const publicGets = all.filter((e) => e.method === 'GET' && (e.host === 'display' || e.host === 'search'));
  it.each(publicGets.map((e) => [e.name, e] as const))('%s', async (_name, e) => {
    const res = await request(e);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe(cacheControlOf(e));
  });
  it('personal answers are no-store', async () => {
    // A device's settings are read with its own secret (issue 14): register a fresh device first.
    const device = { deviceuuid: 'w-contract-personal' };
    const { deviceSecret } = (await request(endpoints.appAccess, device)).json().data;
    const res = await request(endpoints.appSettings, { ...device, devicesecret: deviceSecret });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cacheControlOf(endpoints.appSettings)).toBe('no-store');
  });
  it('the classes in the table are only the documented ones', () => {
    for (const p of Object.values(paths)) expect(['live', 'reference', 'personal', 'never']).toContain(p.cache);
  });
});

/**
 * The endpoint table, the registered routes and the worker's policy agree (issue 11,
 * docs/decisions/007-contract-seam.md):
 *   (a) every route the server documents under /api/ is in the table, and every table entry is a route;
 *   (b) each entry's cache class is what sw/policy.ts answers for it; personal paths match PERSONAL_API_PATH;
 *   (c) member-only entries refuse a caller without a token (110), visitor ones never ask for one
 *       (every guard against every kind of caller: server/http/guards.test.ts);
 *   (d) Cache-Control of real answers is the table class's (cacheControlOf).
 * A new endpoint needs a sample input (tests/setup/endpoint-samples.ts): the type checker refuses it until it has one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCacheKind, PERSONAL_API_PATH } from '@sw/policy';
import { cacheControlOf } from '@server/http/route.js';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { sampleCommunity, sampleIds, sampleRequest } from '@tests/setup/endpoint-samples.js';
import { communitySamples } from '@tests/setup/community-fixtures.js';
import { endpoints, type AnyEndpoint } from './endpoints.js';
import { MEMBER_GUARDS, pathOf, paths } from './paths.js';

let t: TestApp;
const all = Object.values(endpoints) as AnyEndpoint[];

function request(e: AnyEndpoint, headers: Record<string, string> = {}) {
  return t.app.inject(sampleRequest(e, headers));
}

beforeAll(async () => {
  t = await createTestApp({ products: 200 });
  const data = async (url: string) => (await t.app.inject({ url })).json().data;
  const home = await data('/api/v1/display/home');
  sampleIds.dealId = home.limitedDeals[0].dealId;
  sampleIds.periodId = home.periods[0].periodId;
  sampleIds.eventId = home.events[0].eventId;
  sampleIds.shopId = (await data('/api/v1/display/shop?size=1')).items[0].shopId;
  sampleIds.noticeId = (await data('/api/v1/display/notice?size=1')).items[0].noticeId;
  sampleIds.productNo = home.limitedDeals[0].product.productNo;
  await sampleCommunity(t.db);
  sampleIds.id = (await communitySamples(t.db)).survey.postId;
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
    // …and the ops console's (issue 32): internal, behind an operator session.
    expect(hidden.filter((n) => !n.startsWith('ops')).sort()).toEqual(['health', 'ready', 'release', 'setRelease']);
    expect(hidden.filter((n) => n.startsWith('ops')).every((n) => endpoints[n as keyof typeof endpoints].path.startsWith('/api/ops/'))).toBe(true);
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
    const sample = pathOf(e.path, { ...sampleIds });
    const expected = e.method === 'GET' && (e.cache === 'live' || e.cache === 'reference') ? e.cache : null;
    // The worker caches GETs only (sw/sw.ts): a write may share its path with a public GET
    // (POST /community/dashboard beside the list, issue 15), so only GETs are asked about.
    if (e.method === 'GET' || expected !== null) expect(apiCacheKind(sample)).toBe(expected);
    else if (apiCacheKind(sample) !== null) expect(all.some((g) => g.method === 'GET' && g.path === e.path && g.cache === apiCacheKind(sample))).toBe(true);
    if (e.cache === 'personal') expect(PERSONAL_API_PATH.test(sample)).toBe(true);
    if (e.cache === 'live' || e.cache === 'reference') expect(PERSONAL_API_PATH.test(sample)).toBe(false);
  });
});

describe('(c) guard ↔ refusals without a token', () => {
  const memberOnly = all.filter((e) => (MEMBER_GUARDS as readonly string[]).includes(e.guard));
  it.each(memberOnly.map((e) => [e.name, e] as const))('%s refuses a caller without a token (110)', async (_name, e) => {
    const res = await request(e);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(110);
  });
  const open = all.filter((e) => e.guard === 'visitor' && e.host !== 'internal');
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

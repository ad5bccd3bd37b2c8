/**
 * Response cache (issue 6): freshness with an injected clock, single-flight, failures never
 * stored, invalidation, and — through the real app — answers from the cache carry the same
 * headers and body as the first, uncached one.
 */
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import Fastify from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '@tests/setup/test-app.js';
import { notices, products } from '@server/db/schema/index.js';
import { dropAllCachedAnswers, publishStale, ResponseCache, SERVER_TIME_SLACK_MS } from './response-cache.js';

const policy = { ttlMs: 1000, graceMs: 500 };
const json = (p: unknown) => JSON.stringify(p);

function clocked() {
  let now = 1_000_000;
  const cache = new ResponseCache({ now: () => now });
  return { cache, advance: (ms: number) => (now += ms), at: () => now };
}

describe('ResponseCache (injected clock)', () => {
  it('serves a fresh entry without loading, stale for the grace while one refresh runs, then loads again', async () => {
    const { cache, advance } = clocked();
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => {
      const mine = ++n;
      if (mine === 2) await gate; // the background refresh takes a while
      return { payload: { n: mine } };
    };
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":1}');
    advance(999);
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":1}');
    expect(cache.loads).toBe(1);
    advance(1); // ttl reached: the stale answer is served once more and one refresh starts
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":1}');
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":1}');
    expect(cache.loads).toBe(2);
    release();
    await new Promise((r) => setImmediate(r));
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":2}');
    advance(1500); // past ttl + grace: never served, the request waits for a load
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":3}');
    expect(cache.loads).toBe(3);
  });

  it('never serves an entry at or after its validUntil, grace or not', async () => {
    const { cache, advance, at } = clocked();
    let n = 0;
    const load = async () => ({ payload: { n: ++n }, validUntil: at() + 300 });
    await cache.get('k', policy, load, json);
    advance(299);
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":1}');
    advance(1);
    expect((await cache.get('k', policy, load, json)).body).toBe('{"n":2}');
  });

  it('coalesces concurrent misses into one load (single-flight)', async () => {
    const { cache } = clocked();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let loads = 0;
    const load = async () => {
      loads++;
      await gate;
      return { payload: { ok: true } };
    };
    const all = Promise.all(Array.from({ length: 50 }, () => cache.get('k', policy, load, json)));
    release();
    const entries = await all;
    expect(loads).toBe(1);
    expect(new Set(entries).size).toBe(1);
  });

  it('does not store a failed load: every waiter gets the error and the next request loads again', async () => {
    const { cache } = clocked();
    let fail = true;
    const load = async () => {
      if (fail) throw new Error('boom');
      return { payload: { ok: true } };
    };
    const results = await Promise.allSettled([cache.get('k', policy, load, json), cache.get('k', policy, load, json)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(cache.size).toBe(0);
    fail = false;
    expect((await cache.get('k', policy, load, json)).body).toBe('{"ok":true}');
    expect(cache.loads).toBe(2);
  });

  it('dropAllCachedAnswers(db) drops entries, and a load that began before it is not stored', async () => {
    const { cache } = clocked();
    const db = {};
    cache.bindTo(db);
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const slow = async () => {
      const mine = ++n;
      await gate;
      return { payload: { n: mine } };
    };
    await cache.get('a', policy, async () => ({ payload: 1 }), json);
    const pending = cache.get('k', policy, slow, json);
    dropAllCachedAnswers(db);
    expect(cache.size).toBe(0);
    const after = cache.get('k', policy, slow, json); // not joined to the pre-invalidation load
    release();
    expect((await pending).body).toBe('{"n":1}');
    expect((await after).body).toBe('{"n":2}');
    expect((await cache.get('k', policy, slow, json)).body).toBe('{"n":2}');
  });

  it('invalidateWhere drops only the matching entries (route and params), and a matching load in flight is not stored', async () => {
    const { cache } = clocked();
    const key = (route: string, id: number, query: object = {}) => `${route}\u0000${JSON.stringify({ id })}\u0000${JSON.stringify(query)}`;
    let n = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async () => ({ payload: { n: ++n } });
    const slow = async () => {
      const mine = ++n;
      await gate;
      return { payload: { n: mine } };
    };
    await cache.get(key('/post/:id', 1), policy, load, json); // n 1
    await cache.get(key('/post/:id/reply', 1, { size: 20 }), policy, load, json); // n 2
    await cache.get(key('/post/:id', 2), policy, load, json); // n 3
    const pending = cache.get(key('/post/:id/reply', 1, { size: 5 }), policy, slow, json); // n 4, in flight
    expect(cache.invalidateWhere((_route, params) => (params as { id: number }).id === 1)).toBe(2);
    expect(cache.size).toBe(1);
    release();
    expect((await pending).body).toBe('{"n":4}'); // its waiters get it …
    expect((await cache.get(key('/post/:id/reply', 1, { size: 5 }), policy, load, json)).body).toBe('{"n":5}'); // … but it was not kept
    expect((await cache.get(key('/post/:id', 2), policy, load, json)).body).toBe('{"n":3}'); // another id: untouched
    expect((await cache.get(key('/post/:id', 1), policy, load, json)).body).toBe('{"n":6}');
  });

  it('writes the current time into serverTime on every uncompressed answer', async () => {
    const { cache, advance, at } = clocked();
    const load = async (now: number) => {
      const serverTime = new Date(now).toISOString();
      return { payload: { data: { a: 1, serverTime } }, serverTime };
    };
    const e = await cache.get('k', policy, load, json);
    advance(700);
    expect(JSON.parse(cache.bodyOf(e, at())).data).toEqual({ a: 1, serverTime: new Date(at()).toISOString() });
  });

  it('evicts the least recently used entries beyond maxEntries', async () => {
    const cache = new ResponseCache({ maxEntries: 2 });
    const load = (v: number) => async () => ({ payload: v });
    await cache.get('a', policy, load(1), json);
    await cache.get('b', policy, load(2), json);
    await cache.get('a', policy, load(1), json); // a is now the most recent
    await cache.get('c', policy, load(3), json);
    expect(cache.size).toBe(2);
    await cache.get('a', policy, load(1), json);
    expect(cache.loads).toBe(3); // a survived, b was evicted
  });

  it('never caches an answer that sets a cookie, nor a HEAD request', async () => {
    const app = Fastify();
    const cache = new ResponseCache();
    let loads = 0;
    app.get('/c', async (req, reply) => {
      reply.header('set-cookie', 'a=1');
      return cache.serve(req, reply, policy, async () => ({ payload: { n: ++loads } }));
    });
    await app.inject('/c');
    await app.inject('/c');
    expect(loads).toBe(2);
    expect(cache.size).toBe(0);
    await app.close();
  });
});

describe('display routes through the cache (real app)', () => {
  const t = useTestApp({ products: 400 });

  const decode = (raw: Buffer, enc: string | undefined) => (enc === 'br' ? brotliDecompressSync(raw) : enc === 'gzip' ? gunzipSync(raw) : raw).toString();
  const withoutDate = (h: Record<string, unknown>) => {
    const { date: _d, ...rest } = h;
    return rest;
  };

  for (const [url, ae] of [
    ['/api/v1/display/web/category/product?categoryCode=10&page=1', 'gzip, deflate, br'],
    ['/api/v1/display/web/category/product?page=1&categoryCode=10', 'gzip'],
    ['/api/v1/display/home/best', 'br'],
    ['/api/v2/display/local', ''],
    ['/api/v1/display/web/profile', 'gzip, deflate, br'],
  ] as const) {
    it(`${url} [${ae || 'no encoding'}]: cached answers have the uncached answer's headers and body`, async () => {
      dropAllCachedAnswers(t.db);
      const headers = ae ? { 'accept-encoding': ae } : {};
      const first = await t.app.inject({ url, headers });
      const second = await t.app.inject({ url, headers });
      const third = await t.app.inject({ url, headers });
      expect(first.statusCode).toBe(200);
      for (const r of [second, third]) {
        expect(withoutDate(r.headers)).toEqual(withoutDate(first.headers));
        expect(decode(r.rawPayload, r.headers['content-encoding'] as string)).toBe(decode(first.rawPayload, first.headers['content-encoding'] as string));
      }
      expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
      expect(first.headers['content-security-policy']).toBeTruthy();
    });
  }

  it('home and deal detail: serverTime is current on uncompressed answers and at most the slack behind on compressed ones', async () => {
    for (const url of ['/api/v1/display/home', '/api/v1/display/deal/1']) {
      const a = (await t.app.inject(url)).json();
      await new Promise((r) => setTimeout(r, 30));
      const before = Date.now();
      const b = (await t.app.inject(url)).json();
      expect(Date.parse(b.data.serverTime)).toBeGreaterThanOrEqual(before);
      expect(b.data.serverTime).not.toBe(a.data.serverTime);
      const br = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const sentBefore = Date.now();
      const br2 = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      const body = JSON.parse(decode(br2.rawPayload, br2.headers['content-encoding'] as string));
      expect(sentBefore - Date.parse(body.data.serverTime)).toBeLessThanOrEqual(SERVER_TIME_SLACK_MS);
      expect(br.headers['content-encoding']).toBe(br2.headers['content-encoding']);
    }
  });

  it('errors are not cached: an unknown deal is 404 every time, and a bad query stays a 400', async () => {
    for (let i = 0; i < 2; i++) {
      const r = await t.app.inject('/api/v1/display/deal/99999999');
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe(8);
      expect((await t.app.inject('/api/v1/display/notice?page=-1')).statusCode).toBe(400);
    }
  });

  it('notice detail counts every view (never cached)', async () => {
    const [n] = await t.db.select({ id: notices.noticeId, views: notices.viewCount }).from(notices).limit(1);
    await t.app.inject(`/api/v1/display/notice/${n!.id}`);
    const r = await t.app.inject(`/api/v1/display/notice/${n!.id}`);
    expect(r.json().data.viewCount).toBe(n!.views + 2);
  });

  it('a write is visible after publishStale(db, [productLikes]) (what the like endpoints publish)', async () => {
    const url = '/api/v1/display/web/category/product?categoryCode=10&page=1';
    const first = (await t.app.inject(url)).json().data.items[0];
    await t.db
      .update(products)
      .set({ likeCount: sql`${products.likeCount} + 1000` })
      .where(eq(products.productNo, first.productNo));
    expect((await t.app.inject(url)).json().data.items[0].likeCount).toBe(first.likeCount); // cached, within its TTL
    publishStale(t.db, [{ view: 'productLikes' }]);
    expect((await t.app.inject(url)).json().data.items[0].likeCount).toBe(first.likeCount + 1000);
  });
});

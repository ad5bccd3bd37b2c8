/**
 * The cache bus (issue 18; docs/decisions/034-scale-out.md "Cross-instance invalidation"): in-process
 * delivery, the per-database routing and the disconnected fallback age, and — on PostgreSQL only
 * (`bash scripts/pg-cluster.sh run -- npx vitest run --project server server/lib/cache-bus.test.ts`) —
 * two LISTEN/NOTIFY buses on one database, a killed listener connection, and the own echo.
 */
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createIsolatedDatabase, testPostgresUrl } from '@tests/setup/postgres.js';
import {
  attachCacheBus,
  cacheMaxAgeMs,
  createInProcessCacheBus,
  createPostgresCacheBus,
  DISCONNECTED_MAX_AGE_MS,
  onCacheMessage,
  publishCacheMessage,
  type CacheBus,
  type CacheMessage,
  type PostgresCacheBus,
} from './cache-bus.js';
import { bindCacheToDatabase, invalidateResponseCache, ResponseCache } from './response-cache.js';
import { PageCache } from './page-cache.js';

const server = testPostgresUrl();
const silent = { info: () => undefined, warn: () => undefined };

async function until(check: () => boolean, ms = 1000): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - t0;
}

describe('in-process bus', () => {
  it('runs the handlers of the channel synchronously on publish; unsubscribe stops them', () => {
    const bus = createInProcessCacheBus();
    const got: CacheMessage[] = [];
    const off = bus.subscribe('session', (m) => got.push(m));
    bus.subscribe('search', () => got.push({ postId: -1 }));
    void bus.publish('session', { families: ['f1'] });
    expect(got).toEqual([{ families: ['f1'] }]);
    off();
    void bus.publish('session', { families: ['f2'] });
    expect(got).toHaveLength(1);
    expect(bus.healthy).toBe(true);
  });

  it('a failing handler does not stop the others', () => {
    const bus = createInProcessCacheBus();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const got: number[] = [];
    bus.subscribe('words', () => {
      throw new Error('boom');
    });
    bus.subscribe('words', () => got.push(1));
    void bus.publish('words', { all: true });
    expect(got).toEqual([1]);
    spy.mockRestore();
  });
});

describe('per database handle', () => {
  it('publishCacheMessage reaches the handlers of that handle only, with or without an attached bus', () => {
    const db1 = {};
    const db2 = {};
    const got: string[] = [];
    onCacheMessage(db1, 'response', () => got.push('db1'));
    onCacheMessage(db2, 'response', () => got.push('db2'));
    publishCacheMessage(db1, 'response', { all: true });
    expect(got).toEqual(['db1']);
    const detach = attachCacheBus(db1, createInProcessCacheBus());
    publishCacheMessage(db1, 'response', { all: true });
    expect(got).toEqual(['db1', 'db1']);
    detach();
    publishCacheMessage(db1, 'response', { all: true });
    expect(got).toEqual(['db1', 'db1', 'db1']);
  });

  it('while the attached bus is not healthy, caches serve no entry older than DISCONNECTED_MAX_AGE_MS', async () => {
    const db = {};
    let healthy = true;
    const inner = createInProcessCacheBus();
    const bus: CacheBus = {
      ...inner,
      publish: inner.publish,
      subscribe: inner.subscribe,
      close: inner.close,
      get healthy() {
        return healthy;
      },
    };
    attachCacheBus(db, bus);
    let t = 1_000_000;
    const cache = new ResponseCache({ now: () => t }).bindTo(db);
    const pages = new PageCache({ now: () => t });
    bindCacheToDatabase(db, pages);
    let n = 0;
    const get = () => cache.get('k', { ttlMs: 60_000 }, () => Promise.resolve({ payload: ++n }), String).then((e) => e.body);
    expect(await get()).toBe('1');
    await pages.track('p', Promise.resolve({ status: 200, html: '<p>x</p>', nonce: 'n' }));
    t += DISCONNECTED_MAX_AGE_MS + 1;
    expect(cacheMaxAgeMs(db)).toBe(Infinity);
    expect(await get()).toBe('1'); // healthy: the 60 s TTL rules
    expect(pages.read('p')).toBeDefined();
    healthy = false;
    expect(cacheMaxAgeMs(db)).toBe(DISCONNECTED_MAX_AGE_MS);
    expect(await get()).toBe('2'); // older than 1 s: loaded again
    expect(pages.read('p')).toBeUndefined();
    t += DISCONNECTED_MAX_AGE_MS / 2;
    expect(await get()).toBe('2'); // young enough
  });

  it('invalidateResponseCache(db) drops through the attached bus (what another instance receives)', async () => {
    const db = {};
    const bus = createInProcessCacheBus();
    attachCacheBus(db, bus);
    const cache = new ResponseCache().bindTo(db);
    let n = 0;
    const get = () => cache.get('k', { ttlMs: 60_000 }, () => Promise.resolve({ payload: ++n }), String).then((e) => e.body);
    await get();
    void bus.publish('response', { all: true }); // as delivered from another instance
    expect(await get()).toBe('2');
    invalidateResponseCache(db);
    expect(await get()).toBe('3');
  });
});

describe.skipIf(!server)('PostgreSQL bus (LISTEN/NOTIFY)', () => {
  let url = '';
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const c of cleanups.reverse()) await c();
  });
  const bus = async (opts: Parameters<typeof createPostgresCacheBus>[1] = {}): Promise<PostgresCacheBus> => {
    if (!url) {
      const own = await createIsolatedDatabase(server);
      cleanups.push(own.drop);
      url = own.url;
    }
    const b = createPostgresCacheBus(url, { log: silent, ...opts });
    cleanups.push(() => b.close());
    await b.ready;
    return b;
  };

  it('publish on one bus runs the other bus’s handler within 1 s; its own handlers at once and never twice', async () => {
    const a = await bus();
    const b = await bus();
    expect(a.healthy && b.healthy).toBe(true);
    const onA: CacheMessage[] = [];
    const onB: CacheMessage[] = [];
    a.subscribe('session', (m) => onA.push(m));
    b.subscribe('session', (m) => onB.push(m));
    await a.publish('session', { families: ['fam-1'] });
    expect(onA).toEqual([{ families: ['fam-1'] }]);
    await until(() => onB.length === 1);
    expect(onB).toEqual([{ families: ['fam-1'] }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(onA).toHaveLength(1); // the echo of its own NOTIFY is skipped
  });

  it('a message over the NOTIFY limit arrives as { all: true }', async () => {
    const a = await bus();
    const b = await bus();
    const onB: CacheMessage[] = [];
    b.subscribe('session', (m) => onB.push(m));
    await a.publish('session', { families: Array.from({ length: 400 }, (_, i) => `family-${i}-${'x'.repeat(20)}`) });
    await until(() => onB.length === 1);
    expect(onB[0]).toEqual({ all: true });
  });

  it('after pg_terminate_backend: not healthy, then reconnects, drops everything once, and receives again', async () => {
    const a = await bus({ minBackoffMs: 300 });
    const b = await bus();
    const onA: CacheMessage[] = [];
    a.subscribe('response', (m) => onA.push(m));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query('SELECT pg_terminate_backend($1)', [a.backendPid]);
    await until(() => !a.healthy);
    expect(cacheMaxAgeMsOf(a)).toBe(false);
    await until(() => a.healthy && a.connects === 2, 5000);
    expect(onA).toEqual([{ all: true }]); // messages may have been missed: everything dropped
    await b.publish('response', { postId: 7 });
    await until(() => onA.length === 2);
    expect(onA[1]).toEqual({ postId: 7 });
  });

  it('a publish made while disconnected is sent once the listener is back', async () => {
    const a = await bus({ minBackoffMs: 300 });
    const b = await bus();
    const onB: CacheMessage[] = [];
    b.subscribe('words', (m) => onB.push(m));
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query('SELECT pg_terminate_backend($1)', [a.backendPid]);
    await until(() => !a.healthy);
    await a.publish('words', { all: true });
    await until(() => onB.length === 1, 5000);
    expect(a.healthy).toBe(true);
  });
});

/** A bus's health as the caches see it (attached to a fresh handle). */
function cacheMaxAgeMsOf(bus: CacheBus): boolean {
  const db = {};
  const detach = attachCacheBus(db, bus);
  const healthy = cacheMaxAgeMs(db) === Infinity;
  detach();
  return healthy;
}

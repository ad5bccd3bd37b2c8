/**
 * The cache bus on PostgreSQL (issue 18; docs/decisions/034-scale-out.md "Cross-instance
 * invalidation"): two LISTEN/NOTIFY buses on one database, a killed listener connection (reconnect
 * with backoff; issue 28: the caches it serves are dropped on reconnect, then keyed drops arrive
 * again), the own echo. PostgreSQL only (`*.pg.test.ts`: the PostgreSQL step of npm test;
 * `bash scripts/pg-cluster.sh run -- npx vitest run --project server server/infra/cache/cache-bus.pg.test.ts`).
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, requirePostgres } from '@tests/setup/postgres.js';
import { paths } from '@contract/paths.js';
import { attachCacheBus, cacheMaxAgeMs, createPostgresCacheBus, type CacheBus, type CacheMessage, type PostgresCacheBus } from './cache-bus.js';
import { ResponseCache } from './response-cache.js';

const server = requirePostgres();
const silent = { info: () => undefined, warn: () => undefined };

async function until(check: () => boolean, ms = 1000): Promise<number> {
  const t0 = Date.now();
  while (!check()) {
    if (Date.now() - t0 > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return Date.now() - t0;
}

describe('PostgreSQL bus (LISTEN/NOTIFY)', () => {
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

  /** The messages `b` receives on `channel` from now on, in order. */
  const heard = (b: CacheBus, channel: Parameters<CacheBus['subscribe']>[0]) => {
    const got: CacheMessage[] = [];
    b.subscribe(channel, (m) => got.push(m));
    return got;
  };

  it('publish on one bus runs the other bus’s handler within 1 s; its own handlers at once and never twice', async () => {
    const a = await bus();
    const b = await bus();
    expect(a.healthy && b.healthy).toBe(true);
    const onA = heard(a, 'session');
    const onB = heard(b, 'session');
    await a.publish('session', { families: ['fam-1'] });
    expect(onA).toEqual([{ families: ['fam-1'] }]);
    await until(() => onB.length === 1);
    expect(onB).toEqual([{ families: ['fam-1'] }]);
    await new Promise((r) => setTimeout(r, 100));
    expect(onA).toHaveLength(1); // the echo of its own NOTIFY is skipped
  });

  /** Ends the bus's listening session from another one (pg_terminate_backend) and waits until the bus is not healthy. */
  const cutListener = async (b: PostgresCacheBus) => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    cleanups.push(() => admin.end());
    await admin.query('SELECT pg_terminate_backend($1)', [b.backendPid]);
    await until(() => !b.healthy);
  };

  it('a message over the NOTIFY limit arrives as { all: true }', async () => {
    const a = await bus();
    const b = await bus();
    const onB = heard(b, 'session');
    await a.publish('session', { families: Array.from({ length: 400 }, (_, i) => `family-${i}-${'x'.repeat(20)}`) });
    await until(() => onB.length === 1);
    expect(onB[0]).toEqual({ all: true });
  });

  it('after pg_terminate_backend: not healthy, then reconnects, drops everything once, and receives again', async () => {
    const a = await bus({ minBackoffMs: 300 });
    const b = await bus();
    const onA = heard(a, 'response');
    await cutListener(a);
    expect(cacheMaxAgeMsOf(a)).toBe(false);
    await until(() => a.healthy && a.connects === 2, 5000);
    expect(onA).toEqual([{ all: true }]); // messages may have been missed: everything dropped
    await b.publish('response', { stale: [{ view: 'communityPost', id: 7 }] });
    await until(() => onA.length === 2);
    expect(onA[1]).toEqual({ stale: [{ view: 'communityPost', id: 7 }] });
  });

  it('an instance’s cached answers are dropped when its listener reconnects (what it may have missed), and a keyed NOTIFY after it drops only its item', async () => {
    const a = await bus({ minBackoffMs: 300 });
    const b = await bus();
    const db = {};
    const detach = attachCacheBus(db, a);
    cleanups.push(async () => detach());
    const cache = new ResponseCache().bindTo(db);
    let n = 0;
    // Two deal pages, each showing its product's 찜 count (the like-count tags: product:7, product:8).
    const deal = (id: number) =>
      cache
        .get(
          `${paths.dealDetail.path}\u0000{"dealId":${id}}\u0000{}`,
          { ttlMs: 60_000 },
          () => Promise.resolve({ payload: { product: { productNo: id, likeCount: ++n } } }),
          JSON.stringify,
        )
        .then((e) => e.body);
    const [seven, eight] = [await deal(7), await deal(8)];
    expect(await deal(7)).toBe(seven); // cached
    await cutListener(a);
    // A 찜 of product 7 on another instance while this one is not listening: lost for it…
    await b.publish('response', { stale: [{ view: 'productLikes', id: 7 }] });
    expect(cache.size).toBe(2);
    await until(() => a.healthy && a.connects === 2, 5000);
    expect(cache.size).toBe(0); // …so everything was dropped when it listened again
    const [seven2, eight2] = [await deal(7), await deal(8)];
    expect([seven2, eight2]).not.toContain(seven);
    expect([seven2, eight2]).not.toContain(eight);
    // Listening again: another instance's 찜 of product 8 arrives and drops only product 8's page.
    await b.publish('response', { stale: [{ view: 'productLikes', id: 8 }] });
    await until(() => cache.size === 1);
    expect(await deal(7)).toBe(seven2);
    expect(await deal(8)).not.toBe(eight2);
  });

  it('a publish made while disconnected is sent once the listener is back', async () => {
    const a = await bus({ minBackoffMs: 300 });
    const b = await bus();
    const onB = heard(b, 'words');
    await cutListener(a);
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

/**
 * The cache bus (issue 18; docs/decisions/034-scale-out.md "Cross-instance invalidation"): in-process
 * delivery, the per-database routing and the disconnected fallback age. The LISTEN/NOTIFY bus on a
 * real server: cache-bus.pg.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import {
  attachCacheBus,
  cacheMaxAgeMs,
  createInProcessCacheBus,
  DISCONNECTED_MAX_AGE_MS,
  onCacheMessage,
  publishCacheMessage,
  publishCacheMessageAndWait,
  type CacheBus,
  type CacheMessage,
} from './cache-bus.js';
import { paths } from '@contract/paths.js';
import { bindCacheToDatabase, dropAllCachedAnswers, publishStale, ResponseCache } from './response-cache.js';
import { PageCache } from './page-cache.js';

describe('in-process bus', () => {
  it('runs the handlers of the channel synchronously on publish; unsubscribe stops them', () => {
    const bus = createInProcessCacheBus();
    const got: CacheMessage[] = [];
    const off = bus.subscribe('session', (m) => got.push(m));
    bus.subscribe('search', () => got.push({ stale: [] }));
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

  it('dropAllCachedAnswers(db) and publishStale(db, views) drop through the attached bus (what another instance receives)', async () => {
    const db = {};
    const bus = createInProcessCacheBus();
    attachCacheBus(db, bus);
    const cache = new ResponseCache().bindTo(db);
    let n = 0;
    const get = () => cache.get('k', { ttlMs: 60_000 }, () => Promise.resolve({ payload: ++n }), String).then((e) => e.body);
    await get();
    void bus.publish('response', { all: true }); // as delivered from another instance
    expect(await get()).toBe('2');
    dropAllCachedAnswers(db);
    expect(await get()).toBe('3');
    // A view drops the entries of its endpoints' routes only (the key starts with the route pattern).
    const route = paths.dealDetail.path;
    const key = `${route}\u0000{"dealId":7}\u0000{}`;
    const getDeal = () => cache.get(key, { ttlMs: 60_000 }, () => Promise.resolve({ payload: ++n }), String).then((e) => e.body);
    expect(await getDeal()).toBe('4');
    publishStale(db, [{ view: 'communityLists' }]);
    expect(await getDeal()).toBe('4'); // not a view the deal shows
    expect(await get()).toBe('3'); // nor one this entry shows
    publishStale(db, [{ view: 'productLikes' }]);
    expect(await getDeal()).toBe('5');
  });
});

describe('publishCacheMessageAndWait (a revocation seen on the next request to any instance)', () => {
  const busWith = (publish: CacheBus['publish']): CacheBus => {
    const inner = createInProcessCacheBus();
    return { healthy: true, publish, subscribe: inner.subscribe, close: () => Promise.resolve() };
  };
  it('resolves only once the bus has sent the message', async () => {
    const db = {};
    let sent!: () => void;
    const bus = busWith(() => new Promise<void>((resolve) => (sent = resolve)));
    const detach = attachCacheBus(db, bus);
    let done = false;
    const waiting = publishCacheMessageAndWait(db, 'session', { families: ['f1'] }).then(() => (done = true));
    await new Promise((r) => setTimeout(r, 20));
    expect(done).toBe(false);
    sent();
    await waiting;
    expect(done).toBe(true);
    detach();
  });
  it('a bus that never answers (or fails) holds the caller at most maxWaitMs, and never rejects', async () => {
    vi.useFakeTimers();
    try {
      const db = {};
      const detach = attachCacheBus(
        db,
        busWith(() => new Promise<void>(() => {})),
      );
      let done = false;
      const waiting = publishCacheMessageAndWait(db, 'session', { families: ['f2'] }, 500).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(499);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await waiting;
      expect(done).toBe(true);
      detach();
      const db2 = {};
      const detach2 = attachCacheBus(
        db2,
        busWith(() => Promise.reject(new Error('gone'))),
      );
      await expect(publishCacheMessageAndWait(db2, 'session', { all: true }, 500)).resolves.toBeUndefined();
      detach2();
    } finally {
      vi.useRealTimers();
    }
  });
});

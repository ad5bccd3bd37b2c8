/**
 * Page cache (issue 12): a stored render answers with a fresh nonce in every place the render had
 * its own, plain or as a valid gzip stream (checked by zlib, CRC and length included); freshness,
 * grace with one background render, single flight, only 200s kept, invalidation (all, or the
 * matching addresses) beats renders in flight, bounds.
 */
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryOf, PageCache, pageBody, type RenderedPage } from './page-cache.js';
import { bindCacheToDatabase, dropAllCachedAnswers } from './response-cache.js';

const RENDER_NONCE = 'cmVuZGVyLW5vbmNlLTEyMw==';
const html = (n: string, extra = '') =>
  `<!doctype html><html><head><meta property="csp-nonce" content="${n}"/></head><body><main>제철 사과 ${extra}</main><script nonce="${n}">window.$_TSR={}</script><script nonce="${n}">boot()</script></body></html>`;
const page = (over: Partial<RenderedPage> = {}): RenderedPage => ({ status: 200, html: html(RENDER_NONCE), nonce: RENDER_NONCE, ...over });
const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

describe('pageBody', () => {
  const entry = entryOf(page(), 0, 0);

  it('puts the answer’s nonce in every place the render had its own (identity)', () => {
    const body = pageBody(entry, 'ZnJlc2gtbm9uY2UtNDU2Nw==', 'identity').toString('utf8');
    expect(body).toBe(html('ZnJlc2gtbm9uY2UtNDU2Nw=='));
    expect(body).not.toContain(RENDER_NONCE);
  });

  it('gzip: a valid stream (zlib checks CRC-32 and length) that inflates to the same page, for every nonce', () => {
    for (const nonce of ['ZnJlc2gtbm9uY2UtNDU2Nw==', 'b3RoZXIvbm9uY2UrMTIzNA==']) {
      const gz = pageBody(entry, nonce, 'gzip');
      expect(zlib.gunzipSync(gz).toString('utf8')).toBe(html(nonce));
    }
  });

  it('gzip of a page much larger than one stored or deflate block, and with the nonce first and last', () => {
    const big = `${RENDER_NONCE}${html(RENDER_NONCE, '가'.repeat(200_000))}${RENDER_NONCE}`;
    const e = entryOf(page({ html: big }), 0, 0);
    const gz = pageBody(e, 'bmV3', 'gzip');
    expect(zlib.gunzipSync(gz).toString('utf8')).toBe(big.replaceAll(RENDER_NONCE, 'bmV3'));
    expect(gz.length).toBeLessThan(Buffer.byteLength(big) / 10); // still compressed
  });

  it('refuses an empty nonce', () => {
    expect(() => pageBody(entry, '', 'identity')).toThrow(RangeError);
  });
});

describe('PageCache', () => {
  it('stores a 200 render, serves it while fresh and in grace (starting one refresh), then drops it', async () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now, policy: { ttlMs: 1_000, graceMs: 2_000 } });
    await cache.track('/', Promise.resolve(page()));
    expect(cache.read('/')).toBeDefined();
    now += 1_000; // stale: served, one refresh starts
    const refresh = deferred<RenderedPage | null>();
    let refreshes = 0;
    const start = () => {
      refreshes += 1;
      return refresh.promise;
    };
    expect(cache.read('/', start)).toBeDefined();
    expect(cache.read('/', start)).toBeDefined();
    expect(refreshes).toBe(1);
    refresh.resolve(page({ html: html(RENDER_NONCE, '새 정보') }));
    await cache.pending('/');
    expect(pageBody(cache.read('/')!, 'x', 'identity').toString()).toContain('새 정보');
    now += 3_000; // past the new entry's grace
    expect(cache.read('/')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('concurrent misses share the render in flight; a non-200 or nonce-less render is not kept', async () => {
    const cache = new PageCache();
    const render = deferred<RenderedPage | null>();
    const leader = cache.track('/deal/1', render.promise);
    expect(cache.pending('/deal/1')).toBe(leader);
    render.resolve(page());
    expect(await cache.pending('/deal/1')).not.toBeNull();
    expect(cache.pending('/deal/1')).toBeUndefined();

    expect(await cache.track('/deal/999', Promise.resolve(page({ status: 404 })))).toBeNull();
    expect(await cache.track('/x', Promise.resolve(page({ nonce: '' })))).toBeNull();
    expect(await cache.track('/y', Promise.resolve(null))).toBeNull();
    expect(cache.read('/deal/999') ?? cache.read('/x') ?? cache.read('/y')).toBeUndefined();
  });

  it('invalidate drops entries and a render in flight is not stored', async () => {
    const cache = new PageCache();
    await cache.track('/', Promise.resolve(page()));
    const render = deferred<RenderedPage | null>();
    const inflight = cache.track('/store/1', render.promise);
    cache.invalidate();
    expect(cache.read('/')).toBeUndefined();
    render.resolve(page());
    await inflight;
    expect(cache.read('/store/1')).toBeUndefined();
  });

  it('invalidateWhere drops the matching addresses only, and a matching render in flight is not stored', async () => {
    const cache = new PageCache();
    await cache.track('/community/board-detail/7', Promise.resolve(page()));
    await cache.track('/deal/1', Promise.resolve(page()));
    const render = deferred<RenderedPage | null>();
    const inflight = cache.track('/community', render.promise);
    const other = deferred<RenderedPage | null>();
    const otherInflight = cache.track('/store/1', other.promise);
    expect(cache.invalidateWhere((key) => key.startsWith('/community'))).toBe(1);
    expect(cache.read('/community/board-detail/7')).toBeUndefined();
    expect(cache.read('/deal/1')).toBeDefined();
    render.resolve(page());
    other.resolve(page());
    expect(await inflight).not.toBeNull(); // its waiters still get the page
    await otherInflight;
    expect(cache.read('/community')).toBeUndefined();
    expect(cache.read('/store/1')).toBeDefined();
  });

  it('a write that clears the API cache of a database clears the pages bound to it', async () => {
    const db = {};
    const cache = new PageCache();
    bindCacheToDatabase(db, cache);
    await cache.track('/deal/1', Promise.resolve(page()));
    dropAllCachedAnswers({}); // another database: nothing happens
    expect(cache.read('/deal/1')).toBeDefined();
    dropAllCachedAnswers(db);
    expect(cache.read('/deal/1')).toBeUndefined();
  });

  it('a failed render rejects its waiters and stores nothing', async () => {
    const cache = new PageCache();
    const failing = cache.track('/', Promise.reject(new Error('db down')));
    await expect(failing).rejects.toThrow('db down');
    expect(cache.read('/')).toBeUndefined();
    expect(cache.pending('/')).toBeUndefined();
  });

  it('keeps at most maxEntries, least recently used first', async () => {
    const cache = new PageCache({ maxEntries: 2 });
    await cache.track('/a', Promise.resolve(page()));
    await cache.track('/b', Promise.resolve(page()));
    cache.read('/a');
    await cache.track('/c', Promise.resolve(page()));
    expect(cache.read('/b')).toBeUndefined();
    expect(cache.read('/a')).toBeDefined();
    expect(cache.read('/c')).toBeDefined();
  });
});

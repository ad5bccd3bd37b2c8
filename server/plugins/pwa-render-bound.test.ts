/**
 * Bounded server renders on real pages (issue 28 item 5; docs/decisions/037-bounded-renders.md): the
 * real build (dist/; built here first when missing) on the real app and database.
 *   - A flood of junk query strings on one page costs one render: the page cache keys on the page's
 *     address (the path and the query parameters its routes validate, sorted: src/entry-server.tsx
 *     pageAddress), and the render sees that address, not the URL as asked. Before, every distinct
 *     query string was a render of its own (`/?v=<random>`: 18 renders/s at p50 202 ms in the issue).
 *   - Parameters a page does read (a list's sort, a search's keyword, isnavihide) still make pages of
 *     their own.
 *   - N parallel renders of distinct pages with 2 render slots: at most 2 in flight, all answered.
 * The cache's clock is the test's (it never moves, so nothing goes stale mid-test) and the render
 * slots' wait never times out: counts, not timings, are asserted.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { PageCache } from '@server/infra/cache/page-cache.js';
import { RenderGate } from '@server/infra/render-gate.js';
import { loadSsr, pageAddressOf, type LoadedSsr } from './ssr.js';

const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

const NOW = Date.now();
const cache = new PageCache({ now: () => NOW });
/** Two slots; a wait for one never times out (its timer is never fired). */
const gate = new RenderGate({ max: 2, queue: 10_000, waitMs: 60_000, timer: () => () => undefined });

let t: TestApp;
let ssr: LoadedSsr;
beforeAll(async () => {
  // npm test builds before it runs vitest; a lone `vitest run` builds here once.
  if (!existsSync(path.join(dist, 'server', 'entry-server.js'))) execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  ssr = (await loadSsr(dist))!;
  t = await createTestApp({ products: 60, distDir: dist, pages: { pageCache: cache, renderGate: gate } });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** Let the event loop turn until `done()` (a bounded number of turns, never a timer). */
async function settle(done: () => boolean, turns = 200) {
  for (let i = 0; i < turns && !done(); i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** Renders started (page cache misses and refreshes; every one took a render slot) while `run` ran. */
async function rendersDuring(run: () => Promise<unknown>): Promise<number> {
  const before = gate.started;
  await run();
  return gate.started - before;
}

describe('the page address (src/entry-server.tsx pageAddress, the real build)', () => {
  const cases: Array<[string, string]> = [
    ['/?v=8f3a2c&utm_source=flood', '/'],
    ['/?sort=priceAsc', '/'], // home reads no sort
    ['/category/detail/1010?junk=1&sort=priceAsc', '/category/detail/1010?sort=priceAsc'],
    ['/category/detail/1010?sort=bogus', '/category/detail/1010'], // invalid values are dropped, as the page drops them
    ['/search?x=1&sort=priceAsc&keyword=사과', `/search?keyword=${encodeURIComponent('사과')}&sort=priceAsc`],
    ['/best?categoryCode=ALL&page=3', '/best?categoryCode=ALL'],
    ['/deal/1?type=event&isnavihide=true', '/deal/1?isnavihide=true'],
    ['/deal/1?isnavihide=false', '/deal/1'],
    ['/no/such/page?x=1', '/no/such/page'],
  ];
  it.each(cases)('%s → %s, and applying it again changes nothing', (url, address) => {
    expect(pageAddressOf(ssr, url)).toBe(address);
    expect(pageAddressOf(ssr, address)).toBe(address);
  });
});

describe('a flood of junk query strings costs no more than a cached page', () => {
  it('1,000 requests of / with distinct junk query strings: one render, one stored page', async () => {
    const pagesBefore = cache.size;
    const trackedBefore = cache.renders;
    const renders = await rendersDuring(async () => {
      // 200 at once while nothing is stored (they share the one render), then 800 one by one.
      const burst = await Promise.all(Array.from({ length: 200 }, (_, i) => get(`/?v=${i}-${Math.random().toString(36).slice(2)}`)));
      expect(burst.every((r) => r.statusCode === 200)).toBe(true);
      for (let i = 0; i < 800; i++) {
        const junk = [`v=${Math.random()}`, `utm_source=s${i}`, `sort=priceAsc`, `isnavihide=no`, `a[${i}]=1`][i % 5]!;
        const res = await get(`/?${junk}&n=${i}`);
        expect(res.statusCode, junk).toBe(200);
      }
    });
    expect({ renders, tracked: cache.renders - trackedBefore, stored: cache.size - pagesBefore }).toEqual({ renders: 1, tracked: 1, stored: 1 });
  });
});

describe('query parameters a page reads still make pages of their own', () => {
  it('a category list: each valid sort is a page; junk beside it and a bogus sort are not', async () => {
    const base = '/category/detail/1010';
    let plain = '';
    let sorted = '';
    expect(
      await rendersDuring(async () => {
        plain = (await get(base)).body;
        sorted = (await get(`${base}?sort=priceAsc`)).body;
      }),
    ).toBe(2);
    // The sort chip the page shows as chosen (SPEC §3 sort labels).
    const chosen = (html: string) => /role="radio" aria-checked="true"[^>]*>([^<]*)</.exec(html)?.[1];
    expect(chosen(sorted)).toBe('낮은 가격순');
    expect(chosen(plain)).toBeDefined();
    expect(chosen(plain)).not.toBe('낮은 가격순');
    expect(
      await rendersDuring(async () => {
        for (const url of [`${base}?sort=priceAsc&utm_source=x`, `${base}?junk=1&sort=priceAsc`, `${base}?sort=bogus`, `${base}?x=${Math.random()}`]) {
          expect((await get(url)).statusCode, url).toBe(200);
        }
      }),
    ).toBe(0);
  });

  it('search results: each keyword is a page showing that keyword; junk beside it is not', async () => {
    const keywords = ['사과', '배추'];
    const bodies: string[] = [];
    expect(
      await rendersDuring(async () => {
        for (const keyword of keywords) bodies.push((await get(`/search?keyword=${encodeURIComponent(keyword)}`)).body);
      }),
    ).toBe(2);
    keywords.forEach((keyword, i) => expect(bodies[i]).toContain(keyword));
    expect(
      await rendersDuring(async () => {
        const res = await get(`/search?utm_campaign=x&keyword=${encodeURIComponent('사과')}&fbclid=${Math.random()}`);
        expect(res.body).toContain('사과');
      }),
    ).toBe(0);
  });

  it('isnavihide=true (read by the header of every page) is a page of its own', async () => {
    const base = '/category/detail/1010';
    await get(base);
    expect(
      await rendersDuring(async () => {
        const hidden = (await get(`${base}?isnavihide=true&x=1`)).body;
        expect(hidden).not.toContain('aria-label="뒤로 가기"');
      }),
    ).toBe(1);
    expect((await get(base)).body).toContain('aria-label="뒤로 가기"');
  });
});

describe('concurrent renders are bounded', () => {
  it('12 parallel renders of distinct pages with 2 render slots: at most 2 in flight, all answered', async () => {
    const peakBefore = gate.peak;
    const startedBefore = gate.started;
    const urls = Array.from({ length: 12 }, (_, i) => `/search?keyword=${encodeURIComponent(`제철${i}번`)}`);
    const res = await Promise.all(urls.map((url) => get(url)));
    expect(res.map((r) => r.statusCode)).toEqual(urls.map(() => 200));
    res.forEach((r, i) => expect(r.body).toContain(`제철${i}번`));
    expect(gate.started - startedBefore).toBe(12);
    expect(Math.max(peakBefore, gate.peak)).toBeLessThanOrEqual(2);
    await settle(() => gate.active === 0); // a slot is given back when the stored copy is complete
    expect({ active: gate.active, queued: gate.queued, refused: gate.refused }).toEqual({ active: 0, queued: 0, refused: 0 });
  });
});

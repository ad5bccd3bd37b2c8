/**
 * Bounded server renders (issue 28 item 5; docs/decisions/037-bounded-renders.md), with a stand-in
 * render the test holds open and releases by hand — no real page, database or time involved:
 *   - N parallel renders of distinct addresses: at most K in flight (counted at the render itself),
 *     the rest wait their turn and are all answered;
 *   - past the line, or past the wait: 503, SPEC §8 code 5, the Korean page, never stored;
 *   - query parameters the page does not read: one address, one render, however many requests —
 *     also while that render waits for its slot;
 *   - a stale page's background refresh takes a free slot or none (the stale page is still sent).
 * tests/e2e and server/plugins/pwa-render-bound.test.ts do the same on real pages.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppConfig } from '@contract/app-config.js';
import { PageCache } from '@server/infra/cache/page-cache.js';
import { RenderGate } from '@server/infra/render-gate.js';
import { RENDER_BUSY_MESSAGE, renderPage, type LoadedSsr, type PageRendering } from './ssr.js';

interface HeldRender {
  address: string;
  finish: () => void;
}

/** A stand-in build: each render waits until the test finishes it; the address drops every query parameter but `keyword`. */
function standIn() {
  const inFlight: HeldRender[] = [];
  let now = 0;
  let peak = 0;
  const ssr: LoadedSsr = {
    assets: { css: [], entry: '/assets/entry.js' },
    entry: {
      async render({ request, nonce }) {
        const u = new URL(request.url);
        const address = `${u.pathname}${u.search}`;
        let finish!: () => void;
        const held = new Promise<void>((resolve) => (finish = resolve));
        const render = { address, finish };
        inFlight.push(render);
        peak = Math.max(peak, inFlight.length);
        await held;
        inFlight.splice(inFlight.indexOf(render), 1);
        return new Response(`<!doctype html><html><body><main>${address}</main><script nonce="${nonce}">boot()</script></body></html>`, {
          status: 200,
          headers: { 'content-type': 'text/html; charset=utf-8' },
        });
      },
      pageAddress(url) {
        const u = new URL(url, 'http://localhost');
        const keyword = u.searchParams.get('keyword');
        return keyword ? `${u.pathname}?keyword=${encodeURIComponent(keyword)}` : u.pathname;
      },
    },
  };
  return {
    ssr,
    inFlight,
    get peak() {
      return peak;
    },
    clock: {
      now: () => now,
      advance: (ms: number) => void (now += ms),
    },
  };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function pagesApp(ssr: LoadedSsr, pages: PageRendering) {
  app = Fastify();
  const self = app;
  app.setNotFoundHandler((req, reply) => renderPage(ssr, self, {} as AppConfig, req, reply, pages));
  await app.ready();
  return app;
}

/** Let the event loop turn until `done()` (a bounded number of turns, never a timer). */
async function settle(done: () => boolean = () => false, turns = 50) {
  for (let i = 0; i < turns && !done(); i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A wait timer the test fires by hand. */
function manualTimer() {
  const armed = new Set<() => void>();
  return {
    timer: (fire: () => void) => {
      armed.add(fire);
      return () => void armed.delete(fire);
    },
    fireAll: () => {
      for (const fire of [...armed]) {
        armed.delete(fire);
        fire();
      }
    },
  };
}

describe('bounded renders', () => {
  it('N parallel renders of distinct addresses: at most K in flight, the rest wait their turn and are all answered', async () => {
    const s = standIn();
    const gate = new RenderGate({ max: 2, queue: 100, waitMs: 60_000, timer: manualTimer().timer });
    const a = await pagesApp(s.ssr, { cache: new PageCache({ now: s.clock.now }), gate });
    const N = 8;
    const answers = Array.from({ length: N }, (_, i) => a.inject({ method: 'GET', url: `/search?keyword=k${i}` }));
    await settle(() => s.inFlight.length === 2 && gate.queued === N - 2);
    await settle(); // and it stays there
    expect({ inFlight: s.inFlight.length, queued: gate.queued, active: gate.active }).toEqual({ inFlight: 2, queued: N - 2, active: 2 });
    for (let finished = 0; finished < N; finished++) {
      s.inFlight[0]!.finish();
      await settle(() => s.inFlight.length === Math.min(2, N - finished - 1) && gate.queued === Math.max(0, N - finished - 3));
      expect(s.inFlight.length).toBeLessThanOrEqual(2);
    }
    const res = await Promise.all(answers);
    expect(res.map((r) => r.statusCode)).toEqual(Array(N).fill(200));
    expect(new Set(res.map((r) => /<main>(.*)<\/main>/.exec(r.body)?.[1])).size).toBe(N);
    expect({ peakRendering: s.peak, peakSlots: gate.peak, started: gate.started, refused: gate.refused, active: gate.active }).toEqual({
      peakRendering: 2,
      peakSlots: 2,
      started: N,
      refused: 0,
      active: 0,
    });
  });

  it('past the line, or past the wait: 503 with SPEC §8 code 5 and the Korean page, never stored', async () => {
    const s = standIn();
    const waits = manualTimer();
    const gate = new RenderGate({ max: 1, queue: 1, waitMs: 1_000, timer: waits.timer });
    const cache = new PageCache({ now: s.clock.now });
    const a = await pagesApp(s.ssr, { cache, gate });
    const first = a.inject({ method: 'GET', url: '/deal/1' });
    const second = a.inject({ method: 'GET', url: '/deal/2' });
    await settle(() => s.inFlight.length === 1 && gate.queued === 1);
    const third = await a.inject({ method: 'GET', url: '/deal/3' }); // the line is full
    expect(third.statusCode).toBe(503);
    expect(third.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(third.headers['cache-control']).toBe('no-store');
    expect(third.headers['retry-after']).toBe('1');
    expect(third.body).toContain('data-error-code="5"');
    expect(third.body).toContain(RENDER_BUSY_MESSAGE);
    expect(third.body).not.toContain('<script');
    waits.fireAll(); // the second's wait is over
    expect((await second).statusCode).toBe(503);
    s.inFlight[0]!.finish();
    expect((await first).statusCode).toBe(200);
    expect(cache.read('/deal/2')).toBeUndefined();
    expect(cache.read('/deal/3')).toBeUndefined();
    expect(cache.read('/deal/1')).toBeDefined();
    expect({ started: gate.started, refused: gate.refused }).toEqual({ started: 1, refused: 2 });
  });

  it('query parameters the page does not read: one address, one render, also while it waits for its slot', async () => {
    const s = standIn();
    const gate = new RenderGate({ max: 1, queue: 100, waitMs: 60_000, timer: manualTimer().timer });
    const cache = new PageCache({ now: s.clock.now });
    const a = await pagesApp(s.ssr, { cache, gate });
    const other = a.inject({ method: 'GET', url: '/best' }); // holds the only slot
    await settle(() => s.inFlight.length === 1);
    const flood = Array.from({ length: 200 }, (_, i) => a.inject({ method: 'GET', url: `/?v=${i}&utm_source=x${i}` }));
    await settle(() => gate.queued === 1);
    await settle();
    expect(gate.queued).toBe(1); // one render of `/` waits; the other 199 wait for it
    s.inFlight[0]!.finish();
    await settle(() => s.inFlight.length === 1 && s.inFlight[0]!.address === '/');
    expect(s.inFlight.map((r) => r.address)).toEqual(['/']);
    s.inFlight[0]!.finish();
    const res = await Promise.all([other, ...flood]);
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    for (let i = 0; i < 300; i++) {
      const r = await a.inject({ method: 'GET', url: `/?x=${Math.random()}` });
      expect(r.body).toContain('<main>/</main>');
    }
    // A parameter the page reads is an address of its own.
    const search = a.inject({ method: 'GET', url: `/search?keyword=${encodeURIComponent('사과')}&junk=1` });
    await settle(() => s.inFlight.length === 1);
    expect(s.inFlight[0]!.address).toBe(`/search?keyword=${encodeURIComponent('사과')}`);
    s.inFlight[0]!.finish();
    expect((await search).statusCode).toBe(200);
    expect({ renders: cache.renders, started: gate.started, pages: cache.size }).toEqual({ renders: 3, started: 3, pages: 3 });
  });

  it('a stale page is still sent when every slot is taken; its refresh waits for a free slot, not in line', async () => {
    const s = standIn();
    const gate = new RenderGate({ max: 1, queue: 100, waitMs: 60_000, timer: manualTimer().timer });
    const cache = new PageCache({ now: s.clock.now, policy: { ttlMs: 1_000, graceMs: 10_000 } });
    const a = await pagesApp(s.ssr, { cache, gate });
    const first = a.inject({ method: 'GET', url: '/' });
    await settle(() => s.inFlight.length === 1);
    s.inFlight[0]!.finish();
    expect((await first).statusCode).toBe(200);
    await settle(() => gate.active === 0); // its slot is back once the stored copy is complete
    s.clock.advance(2_000); // stale, in grace
    const busy = gate.tryAcquire()!;
    const stale = await a.inject({ method: 'GET', url: '/' });
    expect(stale.statusCode).toBe(200);
    expect({ started: gate.started, queued: gate.queued, pending: cache.pending('/') }).toEqual({ started: 2, queued: 0, pending: undefined });
    busy();
    expect((await a.inject({ method: 'GET', url: '/' })).statusCode).toBe(200); // now the refresh starts
    await settle(() => s.inFlight.length === 1);
    expect(gate.started).toBe(3);
    s.inFlight[0]!.finish();
    await cache.pending('/');
    expect(gate.active).toBe(0);
  });
});

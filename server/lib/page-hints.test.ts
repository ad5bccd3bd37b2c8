/**
 * First-paint hints (issue 6, docs/decisions/006-first-paint.md): through the real app on the
 * seeded catalogue, the HTML of the home, a deal, a period and an event carries the page's first
 * picture (preload + drawn in the loading shell) taken from the display API; other pages, unknown
 * ids and unsafe URLs leave the shell as it was.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';
import { applyPageHint, resolvePageHint, SHELL_BLOCK } from './page-hints.js';

const SHELL = `<!doctype html><html><head><meta name="app-config" content="{}" />\n  </head><body><div id="root"><div class="boot"><div class="boot-bar"></div><div aria-hidden="true">${SHELL_BLOCK}</div></div></div></body></html>`;
let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'jecheol-hints-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), SHELL);
  t = await createTestApp({ products: 200, distDir: dist });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const api = async (url: string) => (await t.app.inject(url)).json().data;
const hero = (html: string) => /<img class="boot-hero boot-hero-(\w+)" src="([^"]+)"/.exec(html);
const preloads = (html: string) => [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)"/g)].map((m) => m[1]);
const preload = (html: string) => /<head>\s*<link rel="preload" as="image" href="([^"]+)" fetchpriority="high" \/>/.exec(html)?.[1];

describe('page hints in the HTML shell', () => {
  it('home: the first period banner (the first card of the carousel), preloaded and drawn', async () => {
    const home = await api('/api/v1/display/home');
    const first = home.periods[0]?.bannerImageUrl ?? home.events[0]?.bannerImageUrl;
    expect(first).toMatch(/^\/images\//);
    const html = (await t.app.inject('/')).body;
    expect(hero(html)?.slice(1)).toEqual(['banner', first]);
    expect(preload(html)).toBe(first);
    expect(html).not.toContain(SHELL_BLOCK);
  });

  it('deal, period and event details: their product photo or banner', async () => {
    const home = await api('/api/v1/display/home');
    const deal = home.limitedDeals[0];
    const dealHtml = (await t.app.inject(`/deal/${deal.dealId}`)).body;
    expect(hero(dealHtml)?.slice(1)).toEqual(['square', (await api(`/api/v1/display/deal/${deal.dealId}`)).product.imageUrl]);
    const period = home.periods[0];
    expect(hero((await t.app.inject(`/period/${period.periodId}`)).body)?.slice(1)).toEqual(['wide', period.bannerImageUrl]);
    const event = home.events[0];
    expect(hero((await t.app.inject(`/event/${event.eventId}`)).body)?.slice(1)).toEqual(['wide', event.bannerImageUrl]);
  });

  it('category and store pages: the first two rows of their product grid are preloaded, not drawn', async () => {
    const products = await api('/api/v1/display/web/category/product?categoryCode=10&page=1');
    const html = (await t.app.inject('/category/detail/10')).body;
    expect(preloads(html)).toEqual(products.items.slice(0, 4).map((p: { imageUrl: string }) => p.imageUrl));
    expect(html).toContain(SHELL_BLOCK);
    const shopId = products.items[0].shopId;
    const shop = await api(`/api/v1/display/shop/${shopId}/product?page=1`);
    expect(preloads((await t.app.inject(`/store/${shopId}`)).body)).toEqual(shop.items.slice(0, 4).map((p: { imageUrl: string }) => p.imageUrl));
  });

  it('other pages, unknown or malformed ids and HEAD get the shell unchanged', async () => {
    for (const url of ['/category', '/store/999999999', '/category/detail/123', '/deal/999999999', '/deal/abc', '/deal/1/x', '/period/0', '/?q=1x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      if (url === '/?q=1x') continue; // the query string is not part of the path: still the home
      expect(res.body, url).toContain(SHELL_BLOCK);
      expect(res.body, url).not.toContain('rel="preload"');
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/' })).statusCode).toBe(200);
  });

  it('never writes an image URL that is not a plain same-origin path', async () => {
    for (const imageUrl of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/images/"><script>alert(1)</script>',
      '/images/../../etc/passwd',
      'javascript:alert(1)',
    ]) {
      expect(applyPageHint(SHELL, { preload: [imageUrl], hero: { imageUrl, layout: 'square' } })).toBe(SHELL);
    }
    const withoutMarker = '<html><body></body></html>';
    expect(applyPageHint(withoutMarker, { preload: ['/images/a.svg'], hero: { imageUrl: '/images/a.svg', layout: 'square' } })).toBe(withoutMarker);
    expect(await resolvePageHint(t.app, '/search/list')).toBeUndefined();
  });
});

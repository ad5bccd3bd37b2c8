/**
 * Security headers on every kind of response the server sends (issue 6): the server-rendered pages
 * (issue 12: home, a deal, /404, a missing deal, an unknown path's 404 page), the shop and
 * identity-provider stand-in pages, API successes and every kind of API error (validation, missing
 * entity, unknown path, router-level failures, rate limit), hashed static assets, /sw.js and the
 * web manifest. Pages come from the real build (dist/; built here first when missing).
 *
 * The CSP must allow exactly what the app needs and nothing more — the test compares the whole
 * policy, so any loosening (an 'unsafe-eval', 'unsafe-inline' scripts, a third-party origin) fails:
 *   - scripts and workers only from our origin; a server-rendered page's inline scripts (the
 *     router's data, the boot script) only with that response's own nonce, which every inline
 *     script of the page carries and no other response shares;
 *   - styles from our origin plus inline style attributes/blocks (React style props, lottie,
 *     the stand-in pages);
 *   - images from our origin, data: and blob: (lottie frames, offline placeholders);
 *   - fetch/XHR to our origin and the configured API hosts (SPEC §7 display/account/search);
 *   - no plugins, <base> and form posts only to ourselves;
 *   - frame-ancestors 'self': the native app shows us top-level in its webview, where
 *     frame-ancestors does not apply; any other site framing us (clickjacking) is refused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';

const API_ORIGINS = ['https://display.jecheol.test', 'https://account.jecheol.test', 'https://search.jecheol.test'];
const root = path.resolve(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');

let t: TestApp;
/** Files of the build, read from Vite's manifest: the client entry and its stylesheet. */
let built: { script: string; css: string };

beforeAll(async () => {
  // npm test builds before it runs vitest; a lone `vitest run` builds here once.
  if (!existsSync(path.join(dist, 'server', 'entry-server.js'))) execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest['src/entry-client.ts']!;
  built = { script: `/${entry.file}`, css: `/${entry.css![0]}` };
  t = await createTestApp({
    products: 200,
    distDir: dist,
    env: {
      DISPLAY_API_BASE_URL: `${API_ORIGINS[0]}/`,
      ACCOUNT_API_BASE_URL: `${API_ORIGINS[1]}/v`,
      SEARCH_API_BASE_URL: API_ORIGINS[2],
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
    },
  });
}, 300_000);
afterAll(async () => {
  await t?.close();
});

/** The policy the app needs, directive by directive (order-insensitive). */
const EXPECTED_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'", ...API_ORIGINS],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'self'"],
};

function parseCsp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/).filter(Boolean))
      .filter((d) => d.length)
      .map(([name, ...values]) => [name.toLowerCase(), values.sort()]),
  );
}

const sorted = (o: Record<string, string[]>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, [...v].sort()]));

/** The response's CSP with a page's nonce source written as `'nonce'`; the nonce itself, or ''. */
function cspOf(res: LightMyRequestResponse): { csp: Record<string, string[]>; nonce: string } {
  const csp = parseCsp(res.headers['content-security-policy']);
  const source = (csp['script-src'] ?? []).find((v) => v.startsWith("'nonce-"));
  if (!source) return { csp, nonce: '' };
  csp['script-src'] = csp['script-src']!.map((v) => (v === source ? "'nonce'" : v)).sort();
  return { csp, nonce: source.slice("'nonce-".length, -1) };
}

function expectHardened(res: LightMyRequestResponse, what: string, { page = false } = {}) {
  const { csp, nonce } = cspOf(res);
  const expected = sorted(page ? { ...EXPECTED_CSP, 'script-src': ["'self'", "'nonce'"] } : EXPECTED_CSP);
  expect(csp, `${what}: CSP`).toEqual(expected);
  if (page) expect(nonce, `${what}: a fresh nonce of 16 bytes`).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  // Legacy twin of frame-ancestors for browsers without CSP level 2.
  expect(res.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
  expect(res.headers['x-powered-by'], `${what}: no X-Powered-By`).toBeUndefined();
}

/** Server-rendered pages: status, and whether the answer is a page (HTML with inline scripts). */
const pages: Array<[string, string, number]> = [
  ['home', '/', 200],
  ['a deal', '/deal/1?type=event', 200],
  ['a category list', '/category/detail/1010', 200],
  ['/404', '/404', 404],
  ['a missing deal (SPEC §8 8 → 404)', '/deal/99999999', 404],
];

describe('server-rendered pages (issue 12): strict CSP with a nonce of their own', () => {
  it.each(pages)('%s', async (what, url, status) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, what).toBe(status);
    expect(String(res.headers['content-type']), what).toMatch(/^text\/html/);
    expectHardened(res, what, { page: true });
    const { nonce } = cspOf(res);
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length, `${what}: the router's data and the boot script`).toBeGreaterThanOrEqual(2);
    for (const [, attrs, body] of scripts) {
      if (body.trim()) expect(attrs, `${what}: an inline script carries this response's nonce`).toContain(`nonce="${nonce}"`);
      else expect(/src="([^"]+)"/.exec(attrs)?.[1] ?? '', `${what}: script from our origin`).toMatch(/^\/(?!\/)/);
    }
    expect(res.body, what).not.toMatch(/<link[^>]+href="(?:https?:)?\/\//i);
    expect(res.body, `${what}: the build's stylesheet`).toContain(`href="${built.css}"`);
    expect(res.body, `${what}: the client entry is named, not loaded before the first paint`).toContain(`content="${built.script}"`);
    expect(res.body, `${what}: no module script tag in the document`).not.toMatch(/<script[^>]+type="module"[^>]+src=/);
  });

  it('every page answer has its own nonce', async () => {
    const nonces = new Set<string>();
    for (let i = 0; i < 5; i++) nonces.add(cspOf(await t.app.inject('/')).nonce);
    expect(nonces.size).toBe(5);
  });

  it('the first render of a page is sent gzip-compressed when the client takes it (it streamed ~110 KB plain)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/best', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    const html = gunzipSync(res.rawPayload).toString('utf8');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('</html>');
    expect(res.rawPayload.length).toBeLessThan(html.length / 3);
    expect(new Set([...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]))).toEqual(new Set([cspOf(res).nonce]));
  });

  it('a stored page (the page cache answers the second request) has its own nonce in every place, plain and gzip', async () => {
    const first = cspOf(await t.app.inject('/store')).nonce;
    for (const encoding of ['identity', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: '/store', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expectHardened(res, `stored page (${encoding})`, { page: true });
      const { nonce } = cspOf(res);
      expect(nonce).not.toBe(first);
      expect(res.headers['content-encoding']).toBe(encoding === 'gzip' ? 'gzip' : undefined);
      const html = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString('utf8') : res.body;
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(html).not.toContain(first);
      const nonces = [...html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]);
      expect(nonces.length).toBeGreaterThanOrEqual(2);
      expect(new Set(nonces)).toEqual(new Set([nonce]));
    }
  });

  it('an unknown path answers 404 with the not-found page at the address typed (issue 30; decision 043), hardened too', async () => {
    const res = await t.app.inject('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(res.body).toContain('페이지를 찾을 수 없어요');
    expect(res.body).toMatch(/<title>페이지 없음 \| 제철장터<\/title>/);
    expectHardened(res, 'unknown path', { page: true });
  });
});

const cases: Array<[string, InjectOptions & { url: string }, number, RegExp]> = [
  ['shop stand-in product', { method: 'GET', url: '/shop/product/1' }, 200, /^text\/html/],
  ['shop stand-in missing product', { method: 'GET', url: '/shop/product/99999999' }, 404, /^text\/html/],
  ['shop stand-in login', { method: 'GET', url: '/shop/login?returnUrl=/my-page' }, 200, /^text\/html/],
  [
    'IdP stand-in consent page',
    {
      method: 'GET',
      url: `/idp/naver/oauth2.0/authorize?response_type=code&client_id=jecheol-local&redirect_uri=${encodeURIComponent('http://localhost/login-landing')}&state=s`,
    },
    200,
    /^text\/html/,
  ],
  ['IdP stand-in bad request', { method: 'GET', url: '/idp/apple/auth/authorize' }, 400, /^text\/html/],
  [
    'IdP stand-in token (JSON)',
    { method: 'POST', url: '/idp/naver/oauth2.0/token', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'grant_type=nope' },
    400,
    /^application\/json/,
  ],
  ['API success', { method: 'GET', url: '/api/v1/display/home' }, 200, /^application\/json/],
  ['API success (personal, no-store)', { method: 'POST', url: '/api/v1/app/access', headers: { deviceuuid: 'w-headers' } }, 200, /^application\/json/],
  ['API missing entity', { method: 'GET', url: '/api/v1/display/deal/99999999' }, 404, /^application\/json/],
  ['API validation error', { method: 'GET', url: '/api/v1/display/notice?page=-1' }, 400, /^application\/json/],
  [
    'API malformed JSON',
    { method: 'PUT', url: '/api/v1/app/push', headers: { 'content-type': 'application/json', deviceuuid: 'w-headers' }, payload: '{' },
    400,
    /^application\/json/,
  ],
  [
    'API wrong content type',
    { method: 'PUT', url: '/api/v1/app/push', headers: { 'content-type': 'text/plain', deviceuuid: 'w-headers' }, payload: 'pushYN=Y' },
    415,
    /^application\/json/,
  ],
  ['API unknown path', { method: 'GET', url: '/api/v9/nothing' }, 404, /^application\/json/],
  ['API unauthenticated', { method: 'GET', url: '/api/v2/user/profile' }, 401, /^application\/json/],
  ['API malformed percent-encoding (router error)', { method: 'GET', url: '/api/v1/display/deal/%E0%A4%A' }, 400, /^application\/json/],
  ['API over-long path segment (router error)', { method: 'GET', url: `/api/v2/display/local/${'a'.repeat(300)}/shop` }, 414, /^application\/json/],
  ['missing asset', { method: 'GET', url: '/assets/index-gone.js' }, 404, /^text\/plain/],
  ['the server bundle is not served', { method: 'GET', url: '/server/entry-server.js' }, 404, /^text\/plain/],
  ['service worker', { method: 'GET', url: '/sw.js' }, 200, /javascript/],
  ['web manifest', { method: 'GET', url: '/manifest.webmanifest' }, 200, /manifest\+json/],
];

describe('security headers on every kind of response', () => {
  it.each(cases)('%s', async (what, req, status, type) => {
    const res = await t.app.inject(req);
    expect(res.statusCode, what).toBe(status);
    expect(String(res.headers['content-type']), what).toMatch(type);
    expectHardened(res, what);
  });

  it('rate-limited answers (429, code 131) too', async () => {
    // AUTH_RATE_LIMIT_PER_MINUTE is 2 in this file: the third validation call is refused.
    let res: LightMyRequestResponse | undefined;
    for (let i = 0; i < 3; i++) res = await t.app.inject({ method: 'GET', url: '/api/v1/token/jwt/validation', headers: { deviceuuid: 'w-headers' } });
    expect(res!.statusCode).toBe(429);
    expect(res!.json().code).toBe(131);
    expectHardened(res!, '429');
  });

  it('the API document and its viewer keep nosniff, Referrer-Policy and frame-ancestors (their own CSP)', async () => {
    for (const url of ['/api/docs/json', '/api/docs']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      const csp = parseCsp(res.headers['content-security-policy']);
      expect(csp['frame-ancestors'], url).toEqual(["'self'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    }
  });

  it("the build's hashed script and stylesheet are hardened and immutable", async () => {
    for (const [url, type] of [
      [built.script, /javascript/],
      [built.css, /^text\/css/],
    ] as const) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(String(res.headers['content-type']), url).toMatch(type);
      expect(res.headers['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expectHardened(res, url);
    }
  });
});

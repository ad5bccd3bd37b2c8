/**
 * Security headers on every kind of response the server sends (issue 6): the PWA's HTML (index
 * and an SPA route), the shop and identity-provider stand-in pages, API successes and every kind
 * of API error (validation, missing entity, unknown path, router-level failures, rate limit),
 * hashed static assets, /sw.js and the web manifest.
 *
 * The CSP must allow exactly what the app needs and nothing more — the test compares the whole
 * policy, so any loosening (an 'unsafe-eval', a third-party origin) fails here:
 *   - scripts and workers only from our origin (Vite emits module scripts with src, no inline ones);
 *   - styles from our origin plus inline style attributes/blocks (React style props, lottie,
 *     index.html's boot skeleton, the stand-in pages);
 *   - images from our origin, data: and blob: (lottie frames, offline placeholders);
 *   - fetch/XHR to our origin and the configured API hosts (SPEC §7 display/account/search);
 *   - no plugins, <base> and form posts only to ourselves;
 *   - frame-ancestors 'self': the native app shows us top-level in its webview, where
 *     frame-ancestors does not apply; any other site framing us (clickjacking) is refused.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '@tests/setup/test-app.js';

const API_ORIGINS = ['https://display.jecheol.test', 'https://account.jecheol.test', 'https://search.jecheol.test'];

let t: TestApp;
let dist: string;

beforeAll(async () => {
  // A fixture build (dist/ is shared and may be mid-rebuild): the same files the server treats specially.
  dist = mkdtempSync(path.join(os.tmpdir(), 'jecheol-headers-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="ko"><head><meta name="app-config" content="{}" /><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("제철장터");');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.css'), 'body{margin:0}');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("install", () => self.skipWaiting());');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: '제철장터', start_url: '/' }));
  t = await createTestApp({
    products: 40,
    distDir: dist,
    env: {
      DISPLAY_API_BASE_URL: `${API_ORIGINS[0]}/`,
      ACCOUNT_API_BASE_URL: `${API_ORIGINS[1]}/v`,
      SEARCH_API_BASE_URL: API_ORIGINS[2],
      AUTH_RATE_LIMIT_PER_MINUTE: '2',
    },
  });
}, 120000);
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
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

function expectHardened(res: LightMyRequestResponse, what: string) {
  expect(parseCsp(res.headers['content-security-policy']), `${what}: CSP`).toEqual(sorted(EXPECTED_CSP));
  expect(res.headers['x-content-type-options'], `${what}: nosniff`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin');
  // Legacy twin of frame-ancestors for browsers without CSP level 2.
  expect(res.headers['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN');
  expect(res.headers['x-powered-by'], `${what}: no X-Powered-By`).toBeUndefined();
}

const cases: Array<[string, InjectOptions & { url: string }, number, RegExp]> = [
  ['index', { method: 'GET', url: '/' }, 200, /^text\/html/],
  ['SPA route', { method: 'GET', url: '/deal/1?type=event' }, 200, /^text\/html/],
  ['unknown SPA route (client shows /404)', { method: 'GET', url: '/no/such/page' }, 200, /^text\/html/],
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
  ['hashed script', { method: 'GET', url: '/assets/index-abc123.js' }, 200, /javascript/],
  ['hashed stylesheet', { method: 'GET', url: '/assets/index-abc123.css' }, 200, /^text\/css/],
  ['missing asset', { method: 'GET', url: '/assets/index-gone.js' }, 404, /^text\/plain/],
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

  it('the PWA entry (index.html) needs nothing the policy forbids: no inline or third-party scripts', () => {
    // The Vite template the build turns into dist/index.html (script-src 'self' has no 'unsafe-inline').
    const html = readFileSync(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, body] of scripts) {
      expect(body.trim(), 'inline script').toBe('');
      const src = /src="([^"]+)"/.exec(attrs)?.[1] ?? '';
      expect(src, 'script from our origin').toMatch(/^\/(?!\/)/);
    }
    expect(html).not.toMatch(/<link[^>]+href="(?:https?:)?\/\//i);
  });
});

/**
 * Versioned releases (issue 5): the ops endpoint behind its token, /sw.js tagged with the released
 * webVersion (a release always yields a new worker), the kill switch, the previous build's assets
 * staying servable, and the release CLI's validation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { seedDatabase } from '@server/seed/index.js';
import { loadEnv } from '@server/env.js';
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

const OPS = 'ops-token-for-tests-0123456789';
let database: Database;
let app: FastifyInstance;
let killSwitchApp: FastifyInstance;
const dist = mkdtempSync(path.join(os.tmpdir(), 'jecheol-dist-'));
const previous = mkdtempSync(path.join(os.tmpdir(), 'jecheol-prev-'));

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  // A build's fixture: the client manifest and a server bundle that renders one fixed page (server/plugins/ssr.ts loads both).
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify({ 'src/entry-client.ts': { file: 'assets/index-NEW123.js', isEntry: true } }));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    "export async function render() { return new Response('<!DOCTYPE html><html lang=\"ko\"><body>제철장터</body></html>', { headers: { 'content-type': 'text/html' } }); }",
  );
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch",()=>{});');
  writeFileSync(path.join(dist, 'assets', 'index-NEW123.js'), 'console.log("new")');
  // What vite-plugin-compression2 writes next to a text asset (vite.config.ts).
  const big = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `제철 상품 ${i}`))};`;
  writeFileSync(path.join(dist, 'assets', 'big-PRE789.js'), big);
  writeFileSync(path.join(dist, 'assets', 'big-PRE789.js.br'), brotliCompressSync(big));
  writeFileSync(path.join(dist, 'assets', 'big-PRE789.js.gz'), gzipSync(big, { level: 9 }));
  writeFileSync(path.join(previous, 'index-OLD456.js'), 'console.log("old")');
  database = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await database.migrate();
  await seedDatabase(database.db, { products: 100, seed: 42, now: new Date() });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: database.db, env, distDir: dist, previousAssetsDir: previous, opsToken: OPS });
  killSwitchApp = await buildApp({ db: database.db, env: { ...env, SW_KILL_SWITCH: '1' }, distDir: dist, opsToken: OPS });
}, 60000);
afterAll(async () => {
  await app?.close();
  await killSwitchApp?.close();
  await database?.close();
});

const put = (payload: unknown, token: string | null = OPS) =>
  app.inject({ method: 'PUT', url: '/api/internal/release', headers: token === null ? {} : { authorization: `Bearer ${token}` }, payload: payload as object });

describe('ops release endpoint', () => {
  it('refuses a missing (110) or wrong (12) token and writes nothing', async () => {
    const before = (await app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-release-test' } })).json().data.webVersion;
    const none = await put({ webVersion: '9.9.9' }, null);
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe(110);
    const wrong = await put({ webVersion: '9.9.9' }, 'x'.repeat(OPS.length));
    expect(wrong.json().code).toBe(12);
    expect((await app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-release-test' } })).json().data.webVersion).toBe(before);
  });

  it('refuses a bad version with a SPEC code and writes nothing', async () => {
    for (const webVersion of ['2.22', 'v2.22.0', '2.22.0-beta', '', '2.22.0; drop table app_release']) {
      const res = await put({ webVersion });
      expect(res.statusCode).toBe(400);
      expect([10, 12]).toContain(res.json().code);
    }
    expect((await put({})).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-release-test' } })).json().data.webVersion).toBe('2.21.0');
  });

  it('sets webVersion (min versions unchanged) and the app profile and /sw.js follow', async () => {
    const swBefore = (await app.inject('/sw.js')).body;
    expect(swBefore).toContain('self.__WEB_VERSION = "2.21.0";');
    const res = await put({ webVersion: '2.22.0' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ webVersion: '2.22.0', androidMinVersion: '2.0.0', iOSMinVersion: '2.0.0' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-release-test' } })).json().data.webVersion).toBe('2.22.0');
    const sw = await app.inject('/sw.js');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.body).toContain('self.__WEB_VERSION = "2.22.0";');
    expect(sw.body).not.toBe(swBefore);
    expect(sw.body.endsWith('self.addEventListener("fetch",()=>{});')).toBe(true);
    // the endpoint is not in the public API document
    const doc = (await app.inject('/api/docs/json')).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/internal/release');
  });
});

describe('serving releases', () => {
  it('the kill switch replaces the worker with a self-unregistering one', async () => {
    const sw = await killSwitchApp.inject('/sw.js');
    expect(sw.statusCode).toBe(200);
    expect(sw.body).toContain('self.registration.unregister()');
    expect(sw.body).toContain('caches.delete');
    expect(sw.body).not.toContain('fetch",');
  });

  it('current and previous hashed assets are immutable; unknown assets 404; HTML no-cache', async () => {
    const cur = await app.inject('/assets/index-NEW123.js');
    expect(cur.statusCode).toBe(200);
    expect(cur.headers['cache-control']).toContain('immutable');
    const old = await app.inject('/assets/index-OLD456.js');
    expect(old.statusCode).toBe(200);
    expect(old.body).toBe('console.log("old")');
    expect(old.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/assets/index-GONE.js')).statusCode).toBe(404);
    expect((await app.inject('/assets/..%2F..%2Fetc%2Fpasswd.js')).statusCode).toBe(404);
    const html = await app.inject('/deal/1');
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it("sends the build's pre-compressed copy when the browser accepts it, the plain file otherwise", async () => {
    const br = await app.inject({ url: '/assets/big-PRE789.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toContain('immutable');
    // byte for byte the build's file (quality 11), not a per-request compression (quality 4)
    expect(br.rawPayload.equals(readFileSync(path.join(dist, 'assets', 'big-PRE789.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toContain('제철 상품 399');
    const gz = await app.inject({ url: '/assets/big-PRE789.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/big-PRE789.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('제철 상품 399');
  });
});

describe('npm run release (CLI)', () => {
  it('rejects a malformed version before touching anything (exit 2)', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', '--web-version', 'banana'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: '1' },
    });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('x.y.z');
  });

  it('refuses a webVersion other than the deployed build (dist/version.json) unless --force, before touching anything (exit 1)', () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'jecheol-release-dist-'));
    writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ webVersion: '2.21.0' }));
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/release.ts', '--web-version', '2.99.0', '--url', 'http://127.0.0.1:9'], {
      encoding: 'utf8',
      env: { ...process.env, DIST_DIR: dist, DATA_DIR: path.join(dist, 'no-database') },
    });
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('릴리스 거부');
    expect(r.stderr).toContain('2.21.0');
  });
});

describe('one version source', () => {
  it("the contract's DEFAULT_WEB_VERSION is package.json's version (the build's)", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { version: string };
    expect(DEFAULT_WEB_VERSION).toBe(pkg.version);
  });
});

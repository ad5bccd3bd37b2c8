/**
 * Two builds side by side (issue 32, docs/decisions/049-ops-console.md "Two builds side by side"):
 * which build answers a document and /sw.js — while a rollout serves, the build of the web_version
 * cookie's version (the rollout's); otherwise the released (stable) version's; a version no build
 * carries gets the deployed one — the cookie the release poll sets,
 * one page cache per build, the previous build's own scripts, and scripts/keep-previous-build.mjs.
 * The builds are fixtures: a version.json, a client manifest, a server bundle that renders its
 * version and the path, and a worker script that names its version.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase, type Database } from '@server/db/client.js';
import { loadEnv } from '@server/env.js';
import { setRelease } from '@server/domain/release/release.service.js';
import { startRollout, updateRollout } from '@server/domain/ops/release-watch.service.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';
import { WEB_VERSION_COOKIE } from '@server/http/web-version-cookie.js';

const STABLE = '2.21.0';
/** The operator the rollouts are started as (the audit row's author). */
const who = { operatorId: 0, name: 'cohort-builds-test' };
const NEXT = '7.0.0';

/** A build fixture of `version` in `dir` (made when missing). */
function fixtureBuild(dir: string, version: string, asset: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  writeFileSync(path.join(dir, 'version.json'), JSON.stringify({ webVersion: version }));
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/entry-client.ts': { file: `assets/${asset}`, isEntry: true } }));
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    `let renders = 0; export async function render({ request }) { renders += 1; return new Response('<!DOCTYPE html><html lang="ko"><body>build ${version} ' + new URL(request.url).pathname + ' #' + renders + '</body></html>', { headers: { 'content-type': 'text/html' } }); }`,
  );
  writeFileSync(path.join(dir, 'sw.js'), `/* sw of ${version} */ self.addEventListener('fetch', () => {});`);
  writeFileSync(path.join(dir, 'assets', asset), `console.log(${JSON.stringify(version)})`);
}

// Inside the project, as a deployment keeps them (a real server bundle resolves node_modules from where it lies).
mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
const root = mkdtempSync(path.join(process.cwd(), '.tmp', 'cohort-builds-'));
const current = path.join(root, 'dist');
const previous = path.join(root, 'previous');
const sameVersion = path.join(root, 'same');
let database: Database;
let app: FastifyInstance;
let oneBuildApp: FastifyInstance;

beforeAll(async () => {
  fixtureBuild(current, NEXT, 'entry-NEW.js');
  fixtureBuild(previous, STABLE, 'entry-OLD.js');
  fixtureBuild(sameVersion, NEXT, 'entry-SAME.js');
  database = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await database.migrate();
  await setRelease(database.db, { webVersion: STABLE });
  const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' });
  app = await buildApp({ db: database.db, env, distDir: current, previousBuildDir: previous });
  // A "previous" build of the deployed version is no second build.
  oneBuildApp = await buildApp({ db: database.db, env, distDir: current, previousBuildDir: sameVersion });
}, 60000);
afterAll(async () => {
  await app?.close();
  await oneBuildApp?.close();
  await database?.close();
  rmSync(root, { recursive: true, force: true });
});

const page = (url: string, cookie?: string, on = app) => on.inject({ url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
const worker = (cookie?: string, on = app) => on.inject({ url: '/sw.js', headers: cookie ? { cookie } : {} });
const profile = (cookie?: string) => app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-cohort-builds', ...(cookie ? { cookie } : {}) } });

describe('which build answers', () => {
  it('without a cookie: the released (stable) version’s build — the previous one during a rollout', async () => {
    const res = await page('/notice');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`build ${STABLE} /notice`);
    expect(String(res.headers.vary)).toContain('cookie');
    const sw = await worker();
    expect(sw.body).toContain(`self.__WEB_VERSION = "${STABLE}"`);
    expect(sw.body).toContain(`/* sw of ${STABLE} */`);
    expect(String(sw.headers.vary)).toContain('cookie');
  });

  it('while a rollout serves, the cohort’s cookie gets the new build, its worker and its tag; without a rollout the cookie is not followed', async () => {
    const cohort = `other=1; ${WEB_VERSION_COOKIE}=${NEXT}`;
    // No rollout: everyone runs the stable version (a cookie left from an ended rollout changes nothing).
    expect((await page('/notice', cohort)).body).toContain(`build ${STABLE} /notice`);
    expect((await worker(cohort)).body).toContain(`self.__WEB_VERSION = "${STABLE}"`);
    await startRollout(database.db, who, NEXT, 50);
    const res = await page('/notice', cohort);
    expect(res.body).toContain(`build ${NEXT} /notice`);
    const sw = await worker(cohort);
    expect(sw.body).toContain(`self.__WEB_VERSION = "${NEXT}"`);
    expect(sw.body).toContain(`/* sw of ${NEXT} */`);
    // The others: no cookie, the stable version's cookie, or one naming no version of this rollout.
    for (const cookie of [
      undefined,
      `${WEB_VERSION_COOKIE}=${STABLE}`,
      `${WEB_VERSION_COOKIE}=6.6.6`,
      `${WEB_VERSION_COOKIE}=<script>`,
      `${WEB_VERSION_COOKIE}=`,
      `x${WEB_VERSION_COOKIE}=${NEXT}`,
    ]) {
      expect((await page('/event', cookie)).body, cookie).toContain(`build ${STABLE} /event`);
      expect((await worker(cookie)).body, cookie).toContain(`self.__WEB_VERSION = "${STABLE}"`);
    }
    // Rolled back: the cohort's cookie no longer picks the new build.
    await updateRollout(database.db, who, { action: 'rollback' });
    expect((await page('/notice/9', cohort)).body).toContain(`build ${STABLE} /notice/9`);
  });

  it('keeps one page cache per build: a page stored for one build is never sent to the other', async () => {
    await startRollout(database.db, who, NEXT, 50);
    const first = await page('/best');
    expect(first.body).toContain(`build ${STABLE} /best`);
    const again = await page('/best');
    expect(again.body).toBe(first.body); // stored: the same render (#n counts the build's renders)
    const other = await page('/best', `${WEB_VERSION_COOKIE}=${NEXT}`);
    expect(other.body).toContain(`build ${NEXT} /best`);
    await updateRollout(database.db, who, { action: 'rollback' });
  });

  it('serves the previous build’s own scripts beside the deployed build’s', async () => {
    expect((await app.inject({ url: '/assets/entry-OLD.js' })).body).toContain(STABLE);
    const fresh = await app.inject({ url: '/assets/entry-NEW.js' });
    expect(fresh.body).toContain(NEXT);
    expect(fresh.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/assets/entry-NONE.js' })).statusCode).toBe(404);
  });

  it('follows the release: once the new version is the stable one, browsers without a cookie get its build; an unserved stable version gets the deployed build', async () => {
    await setRelease(database.db, { webVersion: NEXT });
    expect((await page('/notice/1')).body).toContain(`build ${NEXT} /notice/1`);
    await setRelease(database.db, { webVersion: '9.9.9' });
    expect((await page('/notice/2')).body).toContain(`build ${NEXT} /notice/2`);
    expect((await worker()).body).toContain('self.__WEB_VERSION = "9.9.9"');
    await setRelease(database.db, { webVersion: STABLE });
    expect((await page('/notice/3')).body).toContain(`build ${STABLE} /notice/3`);
  });

  it('ignores a previous build of the deployed version: one build, no Vary on the cookie', async () => {
    const res = await page('/notice', undefined, oneBuildApp);
    expect(res.body).toContain(`build ${NEXT} /notice`);
    expect(String(res.headers.vary)).not.toContain('cookie');
    expect((await worker(undefined, oneBuildApp)).body).toContain(`/* sw of ${NEXT} */`);
  });
});

describe('the release poll sets the cookie', () => {
  it('to the version it tells, only when the browser’s cookie says another', async () => {
    const first = await profile();
    expect(first.json().data.webVersion).toBe(STABLE);
    const set = String(first.headers['set-cookie']);
    expect(set).toContain(`${WEB_VERSION_COOKIE}=${STABLE}`);
    expect(set).toMatch(/Path=\//);
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/SameSite=Lax/);
    expect((await profile(`${WEB_VERSION_COOKIE}=${STABLE}`)).headers['set-cookie']).toBeUndefined();
    await setRelease(database.db, { webVersion: NEXT });
    expect(String((await profile(`${WEB_VERSION_COOKIE}=${STABLE}`)).headers['set-cookie'])).toContain(`${WEB_VERSION_COOKIE}=${NEXT}`);
    await setRelease(database.db, { webVersion: STABLE });
  });
});

describe('scripts/keep-previous-build.mjs', () => {
  const run = (out: string, to: string, version: string) =>
    spawnSync(process.execPath, ['scripts/keep-previous-build.mjs'], {
      env: { ...process.env, BUILD_OUT_DIR: out, PREVIOUS_BUILD_DIR: to, WEB_VERSION: version },
      encoding: 'utf8',
    });

  it('keeps the build whole when another version is about to be built, and leaves it for a rebuild of the same version', () => {
    const to = path.join(root, 'kept');
    expect(run(previous, to, NEXT).status).toBe(0);
    expect(JSON.parse(readFileSync(path.join(to, 'version.json'), 'utf8')).webVersion).toBe(STABLE);
    expect(existsSync(path.join(to, 'server', 'entry-server.js'))).toBe(true);
    expect(existsSync(path.join(to, 'assets', 'entry-OLD.js'))).toBe(true);
    // A rebuild of 7.0.0 over a 7.0.0 build: the kept 2.21.0 stays.
    const out = run(current, to, NEXT);
    expect(out.stdout).toContain('left as it is');
    expect(JSON.parse(readFileSync(path.join(to, 'version.json'), 'utf8')).webVersion).toBe(STABLE);
    // No whole build in the output folder: nothing kept.
    expect(run(path.join(root, 'nothing'), path.join(root, 'kept2'), NEXT).stdout).toContain('none');
    expect(existsSync(path.join(root, 'kept2'))).toBe(false);
  });
});

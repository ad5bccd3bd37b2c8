#!/usr/bin/env node
/**
 * `npm test`: every check, in order, stopping at nothing so one run reports everything:
 *   1. type check (Node, browser, service worker)
 *   1b. lint: `npm run lint` — ESLint (layer boundaries, cycles, hooks, file names; eslint.config.js)
 *       and the Prettier format check; counts as one check, like the type check
 *   2. production build of the PWA (the browser's and the server's bundles; issue 12: the API
 *      tests render real pages with it), then the bundle budget — 1 in one lane, 1b then 2 in
 *      another, side by side
 *   3. vitest: unit, component and API tests (Fastify inject against in-memory PGlite)
 *   3b. when DATABASE_URL (or TEST_DATABASE_URL) is set: the server files that reach the database
 *       (API suite, hostile input included) once more against that PostgreSQL, a database per test
 *       file cloned from the run's template (tests/setup/templates.ts; CI starts a throwaway
 *       cluster with scripts/pg-cluster.sh)
 *   3c. with PostgreSQL too: the cluster suites (tests/cluster): cross-instance (issue 18, three API
 *       instances on one database and one Redis behind HAProxy) and chaos (issue 28: PostgreSQL
 *       restart, kill -9, Redis stopped and hung, a Redis Cluster) — 3c then 3b in one lane beside step 4
 *   4. Playwright e2e in Debian's Chromium: its headless shell (found or installed by ensure-browser.mjs);
 *      its seeded data folder is made first (tests/e2e/seed-template.ts)
 * Ends with each step's time, then one line "Tests: N passed, N failed"; exits non-zero when anything failed.
 * Deterministic: no timing assertions (benchmarks are separate scripts).
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser, ensureHeadlessShell } from './ensure-browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Only step 3b uses PostgreSQL: every other step (vitest on PGlite, the build, the e2e server)
// runs as without it, so the URL is taken out of the environment the steps inherit.
const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
delete process.env.DATABASE_URL;
delete process.env.TEST_DATABASE_URL;
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
mkdirSync(path.join(root, '.tmp'), { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];
const started = Date.now();

/** Each step's label, seconds and verdict, printed as a table at the end (issue 27: where CI's minutes go). */
const timings = [];

function timed(label, t0, ok) {
  const secs = (Date.now() - t0) / 1000;
  timings.push({ label, secs, ok });
  return `◀ ${label}: ${ok ? 'ok' : 'failed'} in ${secs.toFixed(1)} s`;
}

function run(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(timed(label, t0, r.status === 0).replace(': failed', `: failed (exit ${r.status})`));
  return r.status === 0;
}

/**
 * `run` that keeps this process's event loop free while the step runs (its output goes straight to
 * the terminal): a step held beside it (runHeld) pipes its output here, and a pipe nobody drains
 * stops its writer once 64 KB are waiting — under spawnSync the cluster suites beside the e2e run
 * could not print until the e2e run ended. Resolves to whether it exited 0.
 */
function runAwaited(label, cmd, args, env = {}) {
  const t0 = Date.now();
  console.log(`\n▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      console.log(timed(label, t0, code === 0).replace(': failed', `: failed (exit ${code})`));
      resolve(code === 0);
    });
  });
}

/**
 * `run` for steps that go side by side: the step's output is held and printed in one block when it
 * ends, so two steps' lines do not interleave. Resolves to whether it exited 0.
 */
function runHeld(label, cmd, args, env = {}) {
  const t0 = Date.now();
  const chunks = [];
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...env },
    });
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    const end = (code) => {
      const ok = code === 0;
      const body = Buffer.concat(chunks).toString();
      console.log(`\n▶ ${label}\n${body}${body.endsWith('\n') || !body ? '' : '\n'}${timed(label, t0, ok).replace(': failed', `: failed (exit ${code})`)}`);
      resolve(ok);
    };
    child.on('error', (e) => {
      chunks.push(Buffer.from(`${e.message}\n`));
      end(-1);
    });
    child.on('close', end);
  });
}

/** Run the steps of `lane` one after another while each returns true; resolves to the verdicts. */
async function lane(steps) {
  const results = [];
  for (const stepFn of steps) {
    const ok = await stepFn();
    results.push(ok);
    if (!ok) break;
  }
  return results;
}

/** Add a vitest JSON report's passes and failures (a suite that failed to load counts as failed). */
/** Adds a vitest JSON report's figures to the totals; returns how many tests it skipped. */
function countVitest(file) {
  if (!existsSync(file)) return 0;
  const v = JSON.parse(readFileSync(file, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += (v.numFailedTests ?? 0) + (v.numFailedTestSuites && !v.numFailedTests ? v.numFailedTestSuites : 0);
  return (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}

/** The first line of a failure message, without colour codes, at most 200 characters. */
function firstLine(message) {
  return (
    String(message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .find((l) => l.trim())
      ?.trim()
      .slice(0, 200) ?? ''
  );
}

/** "step › file › test — first line of the error" for each failed test (or file that failed to load) of a vitest JSON report. */
function failedVitestTests(file, step) {
  if (!existsSync(file)) return [];
  const v = JSON.parse(readFileSync(file, 'utf8'));
  const out = [];
  for (const r of v.testResults ?? []) {
    const where = path.relative(root, r.name);
    const failedTests = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    for (const a of failedTests) out.push(`${step} › ${where} › ${a.fullName ?? a.title} — ${firstLine(a.failureMessages?.[0])}`);
    if (r.status === 'failed' && failedTests.length === 0) out.push(`${step} › ${where} — ${firstLine(r.message)}`);
  }
  return out;
}

/** The same for Playwright's JSON report: tests whose outcome was unexpected or flaky. */
function failedPlaywrightTests(file) {
  if (!existsSync(file)) return [];
  const out = [];
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
        const error = t.results?.find((r) => r.error)?.error?.message;
        out.push(
          `playwright › ${spec.file ?? suite.file} › ${[...titles, spec.title].join(' › ')}${t.status === 'flaky' ? ' (flaky)' : ''} — ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.title && child.title !== child.file ? [...titles, child.title] : titles);
  };
  for (const s of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(s, []);
  return out;
}

function step(label, ok) {
  if (!ok) failures.push(label);
}

/** A step that counts as one check of its own (type check, lint, build, bundle budget). */
function check(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

// 0. Generated styles (postinstall may be skipped by npm install-script policies)
run('panda codegen', bin('panda'), ['codegen', '--silent']);

// 1, 1b and 2 side by side (issue 27: the machine has two cores and each is one single-threaded
// process), in two lanes of about equal length (build 38 + budget 3 + node types 42 s; lint 63 +
// browser types 25 + worker types 1 s, measured on a fresh clone): the build, its bundle budget, then
// the Node type check in one; lint, then the browser and service-worker type checks in the other.
// The generators ran above and leave unchanged files alone, so the build does not rewrite what the
// type checks and lint read; the build writes dist/ only, which neither reads.
const tsrOk = run('generate route tree', bin('tsr'), ['generate']);
step('route tree', tsrOk);
const typeCheck = (label, project) => () => runHeld(`type check (${label})`, bin('tsc'), ['-p', project, '--noEmit']);
const [buildLane, lintLane] = await Promise.all([
  (async () => {
    // the build, then the bundle budget (no JS before the first paint; home route JS ≤ 170 KB gz
    // guard; CSS ≤ 20 KB gz; no lottie-web in the home route); the Node type check whatever they gave
    const build = await lane([
      () => runHeld('build PWA', 'npm', ['run', 'build']),
      () => runHeld('bundle budget', process.execPath, [path.join(root, 'scripts', 'check-bundle.mjs')]),
    ]);
    const nodeTypes = await typeCheck('node', 'tsconfig.json')();
    return { build, nodeTypes };
  })(),
  (async () => {
    // Lint + format check (one npm script, so `npm run lint` alone gives the same verdict)
    const lintOk = await runHeld('lint + format check', 'npm', ['run', '--silent', 'lint']);
    const otherTypes = await lane([typeCheck('browser', 'tsconfig.app.json'), typeCheck('service worker', 'sw/tsconfig.json')]);
    return { lintOk, otherTypes };
  })(),
]);
const typeChecks = [buildLane.nodeTypes, ...lintLane.otherTypes];
const lintAndBuild = { lintOk: lintLane.lintOk, build: buildLane.build };
check('type check', typeChecks.length === 3 && typeChecks.every(Boolean));
check('lint', lintAndBuild.lintOk);
const bOk = lintAndBuild.build[0];
check('build', bOk);
if (bOk) check('bundle budget', lintAndBuild.build[1]);

// 3. vitest — the shared-rate-limit tests start their own Redis (tests/setup/redis.ts): Debian's
//    redis-server is installed here when missing (as root, like PostgreSQL and Chromium); without it
//    they skip, and the PostgreSQL step below refuses skips. Any REDIS_URL of the caller is not used:
//    each test file gets its own server, so no counter is shared between files.
delete process.env.REDIS_URL;
if (process.platform === 'linux') spawnSync('bash', [path.join(root, 'scripts', 'redis-server.sh'), 'install'], { cwd: root, stdio: 'inherit' });
const vitestJson = path.join(root, '.tmp', 'vitest.json');
rmSync(vitestJson, { force: true });
const vOk = run('vitest (unit + API)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
countVitest(vitestJson);
step('vitest', vOk);

// The e2e run's seeded data folder (tests/e2e/seed-template.ts, ~7–11 s of one core), made before the
// e2e run starts (beside the cluster suites' start-up); the webServer finds it finished. Playwright's
// global teardown removes it (E2E_TEMPLATE_DIR, playwright.config.ts). Without PostgreSQL the
// webServer seeds it itself.
let e2eTemplate = null;
if (postgresUrl && bOk && !process.env.SKIP_E2E) {
  process.env.E2E_TEMPLATE_DIR = mkdtempSync(path.join(os.tmpdir(), 'jecheol-e2e-template-'));
  e2eTemplate = runHeld('seed the e2e data folder', process.execPath, ['--import', 'tsx', 'tests/e2e/seed-template.ts'], {
    NODE_ENV: 'production',
    IDP_MODE: 'stand-in',
    LOG_LEVEL: 'warn',
  });
}

// The browsers (found, or installed with apt): the e2e run's, and the cluster suite's ops console
// journey (issue 32: a banned word added in the console on one instance, refused on another).
let chromium;
let fullChromium;
if (bOk && (!process.env.SKIP_E2E || postgresUrl)) {
  try {
    fullChromium = ensureBrowser();
    chromium = ensureHeadlessShell();
  } catch (e) {
    console.error(e.message);
    failed += 1;
    failures.push('browser');
  }
}

// 3c. with PostgreSQL: the cluster suites (tests/cluster): three API instances on this PostgreSQL
//     (a fresh database of its own), a throwaway Redis (Debian's redis-server) and Debian's HAProxy
//     (both installed when missing) — tests/cluster/cross-instance.test.ts and the smoke test; then
//     the chaos suite (issue 28, tests/cluster/chaos.test.ts: its own throwaway PostgreSQL, which it
//     restarts). Nothing may skip. Output held and printed in one block when it ends.
const clusterSuites = () => {
  const clusterJson = path.join(root, '.tmp', 'vitest-cluster.json');
  rmSync(clusterJson, { force: true });
  return runHeld(
    'cluster suites (3 instances behind HAProxy: cross-instance, chaos; beside the e2e run)',
    bin('vitest'),
    ['run', '--config', 'vitest.cluster.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${clusterJson}`],
    { DATABASE_URL: postgresUrl, ...(chromium ? { CHROMIUM_PATH: chromium } : {}) },
  ).then((clusterOk) => {
    const skipped = countVitest(clusterJson);
    if (skipped > 0) console.error(`✘ the cluster suites skipped ${skipped} test(s)`);
    return clusterOk && skipped === 0;
  });
};

// 3b. the API suite against real PostgreSQL — its output goes to .tmp/vitest-postgres.log and its
//     last lines are printed when it ends. With DATABASE_URL the server project is only the files
//     that reach the database (vitest.config.ts, scripts/lib/database-test-files.ts): pure unit tests
//     ran in step 3 already. The PostgreSQL-only tests (advisory-lock migrations, the shared ops
//     token) skip without a server: here nothing may skip, so a broken PostgreSQL connection cannot
//     pass as green.
const postgresPass = () => {
  const pgJson = path.join(root, '.tmp', 'vitest-postgres.json');
  const pgLog = path.join(root, '.tmp', 'vitest-postgres.log');
  rmSync(pgJson, { force: true });
  const t0 = Date.now();
  console.log(`\n▶ vitest server (API) on PostgreSQL (beside the e2e run; log: .tmp/vitest-postgres.log)`);
  const out = openSync(pgLog, 'w');
  const child = spawn(bin('vitest'), ['run', '--project', 'server', '--reporter=default', '--reporter=json', `--outputFile.json=${pgJson}`], {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, DATABASE_URL: postgresUrl, FORCE_COLOR: '0' },
  });
  return new Promise((resolve) => {
    child.on('error', () => resolve(false));
    child.on('exit', (code) => {
      closeSync(out);
      console.log(`\n---- vitest server (API) on PostgreSQL: output ----\n${readFileSync(pgLog, 'utf8').split('\n').slice(-60).join('\n')}`);
      console.log(timed('vitest server (API) on PostgreSQL', t0, code === 0).replace(': failed', `: failed (exit ${code})`));
      const skipped = countVitest(pgJson);
      if (skipped > 0) console.error(`✘ vitest on PostgreSQL skipped ${skipped} test(s): with DATABASE_URL every test must run`);
      resolve(code === 0 && skipped === 0);
    });
  });
};

// 3b and 3c in one lane beside the e2e run (issue 27): the cluster suites first, then the PostgreSQL
// pass. The e2e run alone leaves a third of the two cores idle (browsers and servers waiting on
// each other, on stopped servers and on timers; /proc/stat, fresh-clone run 2026-12-07: 52–72 %
// busy after the cluster suites ended); the PostgreSQL pass before it kept the machine ~90 % busy
// for 92 s. Measured before and after in tests/README.md "Where CI's minutes go".
const sideLane = postgresUrl
  ? (async () => {
      step('cluster suites', await clusterSuites());
      step('vitest on PostgreSQL', await postgresPass());
    })()
  : null;

// 4. e2e (on the folder seeded above, or one the webServer seeds when that failed or did not run)
if (e2eTemplate && !(await e2eTemplate)) {
  rmSync(process.env.E2E_TEMPLATE_DIR, { recursive: true, force: true });
  mkdirSync(process.env.E2E_TEMPLATE_DIR, { recursive: true });
}
if (bOk && !process.env.SKIP_E2E) {
  if (chromium) {
    const pwJson = path.join(root, '.tmp', 'playwright.json');
    rmSync(pwJson, { force: true });
    const eOk = await runAwaited('playwright e2e', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium, FULL_CHROMIUM_PATH: fullChromium });
    if (existsSync(pwJson)) {
      const p = JSON.parse(readFileSync(pwJson, 'utf8'));
      passed += p.stats?.expected ?? 0;
      failed += (p.stats?.unexpected ?? 0) + (p.stats?.flaky ?? 0);
    }
    step('playwright', eOk);
  }
}

if (sideLane) await sideLane;

const mins = ((Date.now() - started) / 60000).toFixed(1);
// Each step's time (steps run side by side overlap, so they add up to more than the total). Steps of
// the caller before npm test (.ci/run: npm install) come in CI_STEP_TIMES as "label=seconds;…".
const before = (process.env.CI_STEP_TIMES ?? '')
  .split(';')
  .map((item) => item.match(/^(.+)=([\d.]+)$/))
  .filter(Boolean)
  .map(([, label, secs]) => ({ label, secs: Number(secs), ok: true }));
console.log('\nStep times:');
for (const { label, secs, ok } of [...before, ...timings]) console.log(`  ${secs.toFixed(1).padStart(7)} s  ${ok ? ' ' : '✘'} ${label}`);
if (failures.length) console.log(`\nFailed steps: ${failures.join(', ')}`);
// The failed tests by name, here at the end: a step held beside another prints its output in the
// middle of the other's, and a CI page that shows only the last lines would otherwise not say which.
const failedNames = [
  ...failedVitestTests(path.join(root, '.tmp', 'vitest.json'), 'vitest'),
  ...failedVitestTests(path.join(root, '.tmp', 'vitest-postgres.json'), 'vitest on PostgreSQL'),
  ...failedVitestTests(path.join(root, '.tmp', 'vitest-cluster.json'), 'cluster suites'),
  ...failedPlaywrightTests(path.join(root, '.tmp', 'playwright.json')),
];
if (failedNames.length) console.log(`\nFailed tests (${failedNames.length}):\n${failedNames.map((n) => `  ✘ ${n}`).join('\n')}`);
if (failures.length && failed === 0) failed = failures.length;
console.log(`\nTotal time ${mins} min`);
console.log(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failures.length ? 1 : 0);

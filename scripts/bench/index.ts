/**
 * `npm run bench` — the performance figures of issue 6, measured on the built app served by the
 * real server (see BENCHMARKS.md for what each figure means and the targets). A report, not a
 * test: missed targets are printed, not failed; the exit code is 1 only when a part could not run.
 *
 *   npm run bench                          every part, full length (~15 min on 2 cores)
 *   npm run bench -- lighthouse load       only the named parts
 *   npm run bench -- --quick               smoke run: 1 Lighthouse run per page, 3 s loads;
 *                                          results go to .tmp/bench-quick/, not bench/results/
 *   npm run bench -- community             the community API (issue 15) on the seeded community
 *                                          and on 100k posts; needs no build
 *   npm run bench -- cluster               issues 18 and 28: PostgreSQL + Redis, 1 instance and 3
 *                                          behind HAProxy on the 100k catalogue, home throughput and
 *                                          rows read with 30 likes/s, and the cost of cross-instance
 *                                          invalidation; needs no build
 *
 * Parts: bundle, lighthouse, repeat-visit, load, scale, community, cluster. Options: --runs N (Lighthouse
 * runs per page, 3), --duration S (seconds per endpoint, 20; community: 10), --connections N (50),
 * --products N (scale catalogue, 100000), --posts N (the large community, 100000), --rebuild
 * (build .tmp/bench-dist even when fresh), --no-build.
 *
 * Servers: `node --import tsx server/index.ts` on ports 3441–3449 with a temporary DATA_DIR and
 * DIST_DIR=.tmp/bench-dist (the bench never builds or reads the shared dist/). Every server,
 * browser and temporary folder is removed on exit, including Ctrl-C.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { precacheManifest } from './bundle-stats.mjs';
import { ensureBenchBuild } from './lib/build.js';
import { copyCatalogue, ensureCatalogue } from './lib/catalogue.js';
import { machineFacts, mergeConditions, sampleConditions } from './lib/machine.js';
import { discoverIds } from './lib/pages.js';
import { quickResultsDir, removeTemp, removeTemps, resultsDir, root, tempDir } from './lib/paths.js';
import { mark, printResult, textTable, updateBenchmarksMd, writeResult, type PartResult, type Summary, type Target } from './lib/report.js';
import { freePort, killAll, startServer, type BenchServer } from './lib/server.js';
import { bundlePart } from './parts/bundle.js';
import { clusterPart } from './parts/cluster.js';
import { communityPart, copyCommunity, ensureCommunity } from './parts/community.js';
import { lighthousePart } from './parts/lighthouse.js';
import { loadPart } from './parts/load.js';
import { repeatVisitPart } from './parts/repeat-visit.js';

const ALL = ['bundle', 'lighthouse', 'repeat-visit', 'load', 'scale', 'community', 'cluster'] as const;
type Part = (typeof ALL)[number];
const ALIASES: Record<string, Part> = { sw: 'repeat-visit', offline: 'repeat-visit', api: 'load', '100k': 'scale' };

const argv = process.argv.slice(2);
if (argv.includes('--help') || argv.includes('-h')) {
  console.log(
    `usage: npm run bench -- [${ALL.join('|')} …] [--quick] [--runs N] [--duration S] [--connections N] [--products N] [--posts N] [--rebuild|--no-build]`,
  );
  process.exit(0);
}
const flag = (n: string) => argv.includes(`--${n}`);
const opt = (n: string, d: number) => {
  const i = argv.indexOf(`--${n}`);
  if (i < 0) return d;
  const v = Number(argv[i + 1]);
  if (!Number.isFinite(v) || v <= 0) throw new Error(`--${n} needs a positive number`);
  return v;
};
const optionArgs = new Set(['--runs', '--duration', '--connections', '--products', '--posts']);
const named = argv.filter((a, i) => !a.startsWith('--') && !optionArgs.has(argv[i - 1] ?? ''));
const unknown = named.filter((a) => !(ALL as readonly string[]).includes(a) && !ALIASES[a]);
if (unknown.length) {
  console.error(`unknown part(s): ${unknown.join(', ')} (parts: ${ALL.join(', ')})`);
  process.exit(2);
}
const parts: Part[] = named.length ? ALL.filter((p) => named.some((a) => a === p || ALIASES[a] === p)) : [...ALL];
const quick = flag('quick');
const settings = {
  quick,
  lighthouseRuns: opt('runs', quick ? 1 : 3),
  duration: opt('duration', quick ? 3 : 20),
  warmup: quick ? 1 : 3,
  connections: opt('connections', 50),
  products: opt('products', 100_000),
  communityDuration: opt('duration', quick ? 3 : 10),
  posts: opt('posts', 100_000),
};
const outDir = quick ? quickResultsDir : resultsDir;

const log = (s: string) => console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${s}`);
let cleanedUp = false;
function cleanup() {
  if (cleanedUp) return;
  cleanedUp = true;
  killAll();
  removeTemps();
}
process.on('exit', cleanup);
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    console.error(`\n${sig}: stopping servers and removing temporary folders`);
    cleanup();
    process.exit(130);
  });
}

async function withServer<T>(label: string, fn: (s: BenchServer) => Promise<T>, opts: { dataDir?: string; env?: Record<string, string> } = {}): Promise<T> {
  const dataDir = opts.dataDir ?? tempDir(label);
  const port = await freePort();
  log(`starting the server for ${label} on :${port}`);
  const server = await startServer({ port, dataDir, distDir: dist, env: opts.env });
  try {
    return await fn(server);
  } finally {
    await server.stop();
    removeTemp(dataDir);
  }
}

type PartOutput = { data: unknown; summary: Summary; targets: Target[]; notes: string[] };

async function runPart(part: string, title: string, fn: () => Promise<PartOutput>): Promise<PartResult | null> {
  log(`${title}…`);
  const before = await sampleConditions();
  const t0 = Date.now();
  let out: PartOutput;
  try {
    out = await fn();
  } catch (e) {
    // Drizzle puts the whole SQL (thousands of parameters) in the message: keep it readable.
    const err = e as Error & { cause?: { message?: string } };
    const where = (err.stack ?? '')
      .split('\n')
      .filter((l) => l.trim().startsWith('at '))
      .slice(0, 6)
      .join('\n');
    console.error(`\n!! ${title} failed: ${String(err.message ?? e).slice(0, 400)}${err.cause?.message ? `\n   cause: ${err.cause.message}` : ''}\n${where}`);
    failures.push(part);
    return null;
  }
  const durationMs = Date.now() - t0;
  const after = await sampleConditions();
  const result: PartResult = {
    part,
    title,
    date: new Date().toISOString(),
    quick,
    machine,
    conditions: mergeConditions(before, after),
    durationMs,
    ...out,
    data: { settings, ...(out.data as object) },
  };
  const file = writeResult(outDir, result);
  printResult(result);
  console.log(`  → ${path.relative(root, file)}`);
  return result;
}

const failures: string[] = [];
const results: PartResult[] = [];
const started = Date.now();

if (parts.some((p) => p !== 'load' && p !== 'scale' && p !== 'community' && p !== 'cluster')) {
  // Debian's Chromium (+ CJK fonts), installed with apt on a fresh machine, as `npm test` does.
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'ensure-browser.mjs')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
  });
  const found = r.stdout.trim().split('\n').pop();
  if (r.status !== 0 || !found) {
    console.error('no Chromium for the browser parts (see the message above)');
    process.exit(1);
  }
  process.env.CHROMIUM_PATH = found;
}
const machine = machineFacts();
log(
  `parts: ${parts.join(', ')}${quick ? ' (quick mode)' : ''}; ${machine.cpus} × ${machine.cpuModel}, ${machine.memGiB} GiB, Node ${machine.node}, ${machine.chromium}`,
);
// The community part serves the API only: no build when it runs alone (the server then serves no pages).
const build = parts.every((p) => p === 'community' || p === 'cluster')
  ? { dir: path.join(root, '.tmp', 'bench-no-dist'), built: false, buildMs: 0 }
  : ensureBenchBuild({ rebuild: flag('rebuild'), noBuild: flag('no-build') });
const dist = build.dir;
if (build.built) log(`built ${path.relative(root, dist)} in ${(build.buildMs / 1000).toFixed(1)} s`);

const keep = (r: PartResult | null) => r && results.push(r);
/** The API load part on a running server, with this run's settings; `catalogue` says what the server holds. */
const loadOn = (catalogue: string) => async (s: BenchServer) =>
  loadPart({
    server: s,
    ids: await discoverIds(s.url),
    connections: settings.connections,
    duration: settings.duration,
    warmupSeconds: settings.warmup,
    catalogue,
    log,
  });

if (parts.includes('bundle')) {
  keep(await runPart('bundle', 'Bundle (home route, precache)', () => withServer('bundle', (s) => bundlePart({ distDir: dist, base: s.url }))));
}
if (parts.includes('lighthouse')) {
  keep(
    await runPart('lighthouse', `Lighthouse, mobile (median of ${settings.lighthouseRuns})`, () =>
      withServer('lighthouse', async (s) => lighthousePart({ base: s.url, ids: await discoverIds(s.url), runs: settings.lighthouseRuns, log })),
    ),
  );
}
if (parts.includes('repeat-visit')) {
  keep(
    await runPart('repeat-visit', 'Repeat visit from the service worker (CPU 4×)', () =>
      withServer('repeat-visit', (s) => repeatVisitPart({ server: s, precacheEntries: precacheManifest(dist).entries, log })),
    ),
  );
}
if (parts.includes('load')) {
  keep(await runPart('load', 'API load, demo catalogue (1,200 products)', () => withServer('load', loadOn('demo catalogue (1,200 products, fresh database)'))));
}
if (parts.includes('scale')) {
  const n = settings.products;
  const label = n >= 1000 ? `${Math.round(n / 1000)}k` : String(n);
  keep(
    await runPart(`load-${label}`, `API load, ${n.toLocaleString('en')}-product catalogue`, async () => {
      const cat = await ensureCatalogue(n, log);
      const copy = copyCatalogue(cat.dir);
      const held = `${n.toLocaleString('en')}-product catalogue (copy of ${path.relative(root, cat.dir)})`;
      const out = await withServer(`scale-${label}`, loadOn(held), { dataDir: copy });
      if (cat.seededNow) out.notes.push(`The catalogue was seeded in this run (${(cat.seedMs / 1000).toFixed(0)} s, not counted in the figures).`);
      return out;
    }),
  );
}

if (parts.includes('community')) {
  /** The community part on a running server, with this run's settings. */
  const communityOn = (community: string) => (s: BenchServer) =>
    communityPart({ server: s, connections: settings.connections, duration: settings.communityDuration, warmupSeconds: settings.warmup, community, log });
  keep(
    await runPart('community', 'Community API (issue 15), seeded community (390 posts)', () =>
      withServer('community', communityOn('the default seeded community (fresh database: 1,200 products, 390 posts)')),
    ),
  );
  const n = settings.posts;
  const label = n >= 1000 ? `${Math.round(n / 1000)}k` : String(n);
  keep(
    await runPart(`community-${label}`, `Community API (issue 15), ${n.toLocaleString('en')} posts`, async () => {
      const seeded = ensureCommunity(n, log);
      const copy = copyCommunity(seeded.dir);
      const held = `${n.toLocaleString('en')}-post community seeded ${seeded.seededAt.slice(0, 16).replace('T', ' ')} UTC (copy of ${path.relative(root, seeded.dir)})`;
      const out = await withServer(`community-${label}`, communityOn(held), { dataDir: copy });
      if (seeded.seededNow) out.notes.push(`The community was seeded in this run (${(seeded.seedMs / 1000).toFixed(0)} s, not counted in the figures).`);
      return out;
    }),
  );
}

if (parts.includes('cluster')) {
  const n = settings.products;
  keep(
    await runPart('cluster', `Scaled set-up (issues 18, 28): PostgreSQL + Redis, ${n.toLocaleString('en')} products, 1 and 3 instances behind HAProxy`, () =>
      clusterPart({ connections: settings.connections, duration: settings.communityDuration, warmupSeconds: settings.warmup, products: n, log }),
    ),
  );
}

const totalS = Math.round((Date.now() - started) / 1000);
const all: Summary = {
  columns: ['part', 'target', 'value', ''],
  align: 'lllr',
  rows: results.flatMap((r) =>
    r.targets.map((t) => [
      r.part + (r.conditions.provisional ? ' (provisional)' : ''),
      t.goal,
      t.value.length > 70 ? `${t.value.slice(0, 69)}…` : t.value,
      mark(t.met),
    ]),
  ),
};
console.log(`\n== Targets (${quick ? 'quick mode: not comparable with full runs' : 'full run'}; total ${Math.floor(totalS / 60)} min ${totalS % 60} s)`);
console.log(textTable(all));
if (!quick && results.length) {
  updateBenchmarksMd();
  console.log('\nBENCHMARKS.md results block updated from bench/results/*.json');
}
if (failures.length) console.error(`\nparts that could not run: ${failures.join(', ')}`);
cleanup();
process.exit(failures.length ? 1 : 0);

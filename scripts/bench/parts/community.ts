/**
 * Community API load (issue 15 "Done when": community list p95 ≤ 30 ms and post detail p95 ≤ 20 ms
 * at 50 connections, on the seeded community and on 100k posts). autocannon (in this process)
 * against the real server on loopback, one call after another, each at `connections` connections
 * for `duration` seconds after a short warm-up at 10 connections; requests carry a browser's
 * `accept-encoding: gzip, deflate, br`. Latency percentiles (p50/p95/p99) are computed here from
 * every response time (autocannon's own summary has no p95).
 *
 * The three lists answer through the community's response cache (server/infra/cache/response-cache.ts,
 * family 'list': 10 s fresh + 10 s stale while one background refresh runs), which has no switch.
 * Each list is therefore measured twice:
 *  - cached: the same URL again and again — what a crowd reading the first page gets (a hit, plus
 *    the one refresh that falls inside the run);
 *  - cold: every request carries a cursor never asked for before — a first page's position
 *    (popular: ['p', asOf, 1e15, 2147483647] with asOf one millisecond earlier each time; newest and
 *    daily: ['n', a far-future timestamp one microsecond apart, 2147483647]) — so each request misses
 *    the cache and runs the list's SQL (the ranking over the 7-day window, the newest index scan).
 *    The keyset predicate it adds removes no row, so it costs what an uncached first page costs.
 * The post detail and its first reply page answer from the server's per-post detail cache
 * (docs/decisions/017 "Detail cache"; 5 s fresh): they rotate over `idCount` real post ids spread
 * over the whole community (one newest page every few days back), so each id is loaded from SQL
 * once per 5 s and served from the cache in between.
 *
 * The 100k community is seeded once with `scripts/seed.ts --posts 100000 --reset` into
 * .tmp/bench-cache/community-100000/ (~75 s, ~1.3 GB on PGlite) and seeded again when the database
 * code changes or the seed is older than MAX_AGE_DAYS (posts are dated relative to the seeding, so
 * an old seed leaves the popular window empty); each run serves a copy (the server may write WAL).
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { Summary, Target } from '../lib/report.js';
import { answerCounts, type AnswerCounts, type CannonPartOptions } from '../lib/cannon.js';
import { cacheDir, codeFingerprint, root, tempDir } from '../lib/paths.js';

const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
/** Targets of issue 15 (ms, p95 at 50 connections). */
export const LIST_P95_MS = 30;
export const DETAIL_P95_MS = 20;
const MAX_AGE_DAYS = 2;
const FAR_CURSOR_ID = 2_147_483_647;

interface Call {
  name: string;
  label: string;
  kind: 'list' | 'detail';
  cache: 'hit' | 'cold' | 'none';
  /** Path of request i (called once per request, in order). */
  path: (i: number) => string;
}

export interface CallFigures extends AnswerCounts {
  name: string;
  label: string;
  kind: 'list' | 'detail';
  cache: 'hit' | 'cold' | 'none';
  example: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A popular cursor that starts at the top of the ranking computed at asOf. */
const popularCursor = (asOf: number) => b64(['p', asOf, 1e15, FAR_CURSOR_ID]);
/** A newest-first cursor that starts before every post: a far-future instant, `i` µs apart. */
function newestCursor(i: number) {
  const sec = Math.floor(i / 1_000_000) % 86_400; // distinct for every i < 86,400 × 10⁶
  const hh = String(Math.floor(sec / 3600)).padStart(2, '0');
  const mm = String(Math.floor(sec / 60) % 60).padStart(2, '0');
  const ss = String(sec % 60).padStart(2, '0');
  return b64(['n', `2099-01-01 ${hh}:${mm}:${ss}.${String(i % 1_000_000).padStart(6, '0')}+00`, FAR_CURSOR_ID]);
}

async function api<T>(base: string, p: string): Promise<T> {
  const r = await fetch(base + p, { headers: { accept: 'application/json' } });
  const body = (await r.json()) as { code: number; data: T };
  if (!r.ok || body.code !== 0) throw new Error(`${p}: HTTP ${r.status}, code ${body.code}`);
  return body.data;
}

type Page = { items: Array<{ postId: number; createdAt: string; replyCount: number }>; nextCursor: string | null };

/** Real ids and a day to ask for, read from the server under test. */
export async function discoverCommunity(base: string, idCount = 200): Promise<{ postIds: number[]; date: string; posts: number }> {
  const first = await api<Page>(base, '/api/v1/community/dashboard?sort=newest&size=50');
  if (!first.items.length) throw new Error('the community has no posts: is the seeded community in this data folder?');
  const newest = new Date(first.items[0].createdAt).getTime();
  const ids = new Set<number>();
  // One newest page every few days back over the 60 seeded days, so ids come from old and new posts alike.
  for (let k = 0; ids.size < idCount && k < 30; k++) {
    const at = new Date(newest - k * 2 * 86_400_000).toISOString();
    const page = await api<Page>(base, `/api/v1/community/dashboard?sort=newest&size=20&cursor=${b64(['n', at, FAR_CURSOR_ID])}`);
    for (const it of page.items) ids.add(it.postId);
  }
  for (const it of first.items) if (ids.size < idCount) ids.add(it.postId);
  // Yesterday in KST: a whole day of posts (recent days hold the most).
  const date = new Date(Date.now() + 9 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
  const daily = await api<Page>(base, `/api/v1/community/dashboard/list?date=${date}&size=50`);
  return { postIds: [...ids], date, posts: daily.items.length };
}

function calls(d: { postIds: number[]; date: string }): Call[] {
  const t0 = Date.now() - 1000;
  const id = (i: number) => d.postIds[i % d.postIds.length];
  return [
    { name: 'popular', label: 'dashboard ?sort=popular', kind: 'list', cache: 'hit', path: () => '/api/v1/community/dashboard?sort=popular' },
    {
      name: 'popular-cold',
      label: 'dashboard ?sort=popular, uncached',
      kind: 'list',
      cache: 'cold',
      path: (i) => `/api/v1/community/dashboard?sort=popular&cursor=${popularCursor(t0 - i)}`,
    },
    { name: 'newest', label: 'dashboard ?sort=newest', kind: 'list', cache: 'hit', path: () => '/api/v1/community/dashboard?sort=newest' },
    {
      name: 'newest-cold',
      label: 'dashboard ?sort=newest, uncached',
      kind: 'list',
      cache: 'cold',
      path: (i) => `/api/v1/community/dashboard?sort=newest&cursor=${newestCursor(i)}`,
    },
    { name: 'qna', label: 'qna (default sort: popular)', kind: 'list', cache: 'hit', path: () => '/api/v1/community/qna' },
    {
      name: 'qna-cold',
      label: 'qna (popular), uncached',
      kind: 'list',
      cache: 'cold',
      path: (i) => `/api/v1/community/qna?cursor=${popularCursor(t0 - i)}`,
    },
    { name: 'daily', label: `dashboard/list?date=${d.date}`, kind: 'list', cache: 'hit', path: () => `/api/v1/community/dashboard/list?date=${d.date}` },
    {
      name: 'daily-cold',
      label: 'dashboard/list (daily), uncached',
      kind: 'list',
      cache: 'cold',
      path: (i) => `/api/v1/community/dashboard/list?date=${d.date}&cursor=${newestCursor(i)}`,
    },
    {
      name: 'detail',
      label: `post detail (${d.postIds.length} ids in turn)`,
      kind: 'detail',
      cache: 'hit',
      path: (i) => `/api/v1/community/dashboard/${id(i)}`,
    },
    {
      name: 'replies',
      label: `post replies (${d.postIds.length} ids in turn)`,
      kind: 'detail',
      cache: 'hit',
      path: (i) => `/api/v1/community/dashboard/${id(i)}/reply`,
    },
  ];
}

type Tracker = { on(ev: 'response', fn: (client: unknown, status: number, bytes: number, ms: number) => void): void };
const run = autocannon as unknown as (opts: Parameters<typeof autocannon>[0], cb: (err: Error | null, r: Result) => void) => Tracker;

/** One call at `connections` for `duration` s; every response time kept for the percentiles. */
function cannon(base: string, call: Call, connections: number, duration: number, offset: number): Promise<{ r: Result; times: number[] }> {
  let i = offset;
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const t = run(
      {
        url: base,
        connections,
        duration,
        timeout: 10,
        headers: HEADERS,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: call.path(i++) }) }],
      },
      (err, r) => (err ? reject(err) : resolve({ r, times })),
    );
    t.on('response', (_c, _s, _b, ms) => times.push(ms));
  });
}

function pct(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] * 10) / 10;
}

/**
 * Wait until the server has worked off what a call left queued (after autocannon stops, the
 * requests it gave up on still run, one query at a time on PGlite): a post detail must answer
 * within 100 ms twice in a row, for at most 120 s. Without it the next call measures the backlog.
 */
async function drain(base: string, postId: number, log: (s: string) => void) {
  const t0 = Date.now();
  let quick = 0;
  while (quick < 2 && Date.now() - t0 < 120_000) {
    const t = Date.now();
    await fetch(`${base}/api/v1/community/dashboard/${postId}`).then((r) => r.arrayBuffer());
    quick = Date.now() - t < 100 ? quick + 1 : 0;
  }
  if (Date.now() - t0 > 1000) log(`waited ${((Date.now() - t0) / 1000).toFixed(1)} s for the server to work off the previous call's queue`);
}

export async function communityPart(opts: CannonPartOptions & { community: string }) {
  const { server } = opts;
  const found = await discoverCommunity(server.url);
  const list = calls(found);
  // Fail early on a broken call rather than measure error answers.
  for (const c of list) await api(server.url, c.path(0));
  // Cold calls never reuse a path: the warm-up and the run take different offsets.
  const offsets = { warm: 1_000_000, run: 10_000_000 };
  for (const c of list) {
    await cannon(server.url, c, 10, opts.warmupSeconds, offsets.warm);
    await drain(server.url, found.postIds[0], opts.log);
  }
  const figures: CallFigures[] = [];
  for (const c of list) {
    const { r, times } = await cannon(server.url, c, opts.connections, opts.duration, offsets.run);
    const sorted = times.sort((a, b) => a - b);
    const f: CallFigures = {
      name: c.name,
      label: c.label,
      kind: c.kind,
      cache: c.cache,
      example: c.path(0),
      rps: Math.round(r.requests.average),
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      p99: pct(sorted, 99),
      max: Math.round(sorted[sorted.length - 1] ?? NaN),
      ...answerCounts(r),
    };
    figures.push(f);
    await drain(server.url, found.postIds[0], opts.log);
    opts.log(
      `community ${opts.community} ${c.name}: ${f.rps} req/s, p50 ${f.p50} ms, p95 ${f.p95} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, errors ${f.errors}`,
    );
  }

  const msv = (v: number) => (Number.isFinite(v) ? `${v} ms` : '—');
  const summary: Summary = {
    columns: ['call', 'cache', 'req/s', 'p50', 'p95', 'p99', 'max', 'non-2xx/errors'],
    align: 'llrrrrrr',
    rows: figures.map((f) => [
      f.label,
      f.cache === 'none' ? 'not cached' : f.cache === 'hit' ? 'response cache' : 'cold (new cursor)',
      String(f.rps),
      msv(f.p50),
      msv(f.p95),
      msv(f.p99),
      msv(f.max),
      `${f.non2xx}/${f.errors}${f.timeouts ? ` (${f.timeouts} t/o)` : ''}`,
    ]),
  };
  const worst = (fs: CallFigures[]) => fs.reduce((a, b) => (b.p95 > a.p95 || !Number.isFinite(b.p95) ? b : a));
  const target = (goal: string, fs: CallFigures[], limit: number): Target => {
    const w = worst(fs);
    return {
      goal,
      value: `worst ${w.name} p95 ${msv(w.p95)} (${fs.map((f) => `${f.name} ${msv(f.p95)}`).join(', ')})`,
      met: fs.every((f) => f.p95 <= limit && f.requests > 0 && !f.non2xx && !f.errors),
    };
  };
  const listsServed = figures.filter((f) => f.kind === 'list' && f.cache === 'hit');
  const listsCold = figures.filter((f) => f.kind === 'list' && f.cache === 'cold');
  const details = figures.filter((f) => f.name === 'detail');
  const replies = figures.filter((f) => f.name === 'replies');
  const targets: Target[] = [
    target(`community lists p95 ≤ ${LIST_P95_MS} ms, as served (response cache)`, listsServed, LIST_P95_MS),
    target(`community lists p95 ≤ ${LIST_P95_MS} ms, uncached (every request a miss)`, listsCold, LIST_P95_MS),
    target(`post detail p95 ≤ ${DETAIL_P95_MS} ms`, details, DETAIL_P95_MS),
    target(`post replies p95 ≤ ${DETAIL_P95_MS} ms (held to the detail's target)`, replies, DETAIL_P95_MS),
  ];
  const notes = [
    `${opts.community}; ${opts.connections} connections × ${opts.duration} s per call after a ${opts.warmupSeconds} s warm-up of each at 10 connections; autocannon runs in the bench process on the same 2 cores as the server; p50/p95/p99 from every response time. Daily board: ${found.date} (KST), ${found.posts}${found.posts === 50 ? '+' : ''} posts on its first page of 50.`,
    'Uncached lists: each request carries a cursor never asked for before that starts at the top of the list (popular: a ranking time 1 ms earlier each time; newest/daily: a far-future position), so every request misses the response cache and runs the SQL; the cached rows repeat one URL (a hit, except the one background refresh every 10 s).',
  ];
  const bad = figures.filter((f) => f.non2xx || f.errors || f.timeouts || !f.requests);
  if (bad.length)
    notes.push(`non-2xx / errors / no answer: ${bad.map((f) => `${f.name} ${f.non2xx}/${f.errors} (${f.timeouts} t/o, ${f.requests} answers)`).join(', ')}`);
  return {
    data: { community: opts.community, connections: opts.connections, durationSeconds: opts.duration, discovered: found, calls: figures },
    summary,
    targets,
    notes,
  };
}

const CODE = ['server/db/migrations', 'server/db/schema', 'server/seed', 'scripts/seed.ts'];

/**
 * The data folder of a community of `posts` posts (default catalogue of 1,200 products), seeded by
 * `scripts/seed.ts --posts <n> --reset` into .tmp/bench-cache/community-<n>/ and kept between runs.
 */
export function ensureCommunity(posts: number, log: (s: string) => void): { dir: string; seededNow: boolean; seedMs: number; seededAt: string } {
  const dir = path.join(cacheDir, `community-${posts}`);
  const marker = `${dir}.json`;
  const fp = codeFingerprint(CODE);
  if (existsSync(marker) && existsSync(dir)) {
    const m = JSON.parse(readFileSync(marker, 'utf8')) as { fingerprint: string; posts: number; seededAt: string };
    const ageDays = (Date.now() - Date.parse(m.seededAt)) / 86_400_000;
    if (m.fingerprint === fp && m.posts === posts && ageDays <= MAX_AGE_DAYS) return { dir, seededNow: false, seedMs: 0, seededAt: m.seededAt };
    log(
      `community cache ${path.relative(root, dir)} is ${m.fingerprint === fp ? `${ageDays.toFixed(1)} days old` : 'out of date (database code changed)'}: seeding again`,
    );
  }
  rmSync(marker, { force: true });
  log(`seeding a ${posts.toLocaleString('en')}-post community into ${path.relative(root, dir)} (once; ~75 s idle, ~1.3 GB)…`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--posts', String(posts), '--reset', '--data-dir', dir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DATABASE_URL: '' },
  });
  if (r.status !== 0) throw new Error(`scripts/seed.ts --posts ${posts} failed (exit ${r.status})`);
  const seedMs = Date.now() - t0;
  const seededAt = new Date(t0).toISOString();
  writeFileSync(marker, `${JSON.stringify({ posts, fingerprint: fp, seededAt, seedMs }, null, 2)}\n`);
  return { dir, seededNow: true, seedMs, seededAt };
}

/** A temporary copy of a cached data folder for one server run (removed with removeTemp). */
export function copyCommunity(dir: string): string {
  const copy = tempDir('community');
  cpSync(dir, copy, { recursive: true });
  return copy;
}

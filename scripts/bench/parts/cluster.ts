/**
 * The scaled set-up under load (issues 18 and 28): `npm run bench -- cluster`. A throwaway
 * PostgreSQL with the 100k catalogue (seeded by the instances at start, under the start-up lock),
 * Redis, three API instances and HAProxy (scripts/lib/cluster.ts). Measured with autocannon at
 * `connections` connections for `duration` s per endpoint, after a warm-up:
 *   1. the trivial route, the home feed and search (10 keywords in turn) on one instance directly
 *      (no balancer: the baseline the issue 18 search target is stated against);
 *   2. the same through the balancer with three instances;
 *   3. issue 28: the home feed through the balancer without writes, with 30 likes/s spread over the
 *      three instances, and without writes again — home throughput with writes as a ratio of the
 *      mean of the two runs without, and PostgreSQL rows read per second in each (from
 *      pg_stat_user_tables: rows read by sequential scans plus rows fetched by index scans).
 * Then the cost of cross-instance invalidation: likes on instance A, each followed by polling
 * instance B's cached home best list until it shows the new likeCount (ms from the like's answer).
 * A report: missed targets are printed, not failed. On a 2-core machine the instances share the
 * cores with each other, HAProxy, PostgreSQL and autocannon: the figures to watch are ratios, p99
 * and the absence of errors, not a tripling of throughput.
 */
import type { Result } from 'autocannon';
import pg from 'pg';
import { startCluster, type Cluster } from '@scripts/lib/cluster.js';
import { api, newMember, type Session } from '@scripts/lib/cluster-http.js';
import type { Summary, Target } from '../lib/report.js';
import { cannon, type Endpoint } from './load.js';

const KEYWORDS = ['사과', '청송 사과', '대게', 'ㅅㄱ', '전복', '한우', '영덕대개', '감귤', '5kg', '곶감'];
const ENDPOINTS: Endpoint[] = [
  { name: 'trivial', label: 'trivial JSON (/api/health)', paths: ['/api/health'] },
  { name: 'home', label: 'home feed', paths: ['/api/v1/display/home'] },
  { name: 'search', label: 'search (10 keywords in turn)', paths: KEYWORDS.map((k) => `/api/v1/search?keyword=${encodeURIComponent(k)}&page=1`) },
];

interface Figures {
  setup: string;
  name: string;
  rps: number;
  ratioToTrivial: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const figuresOf = (setup: string, name: string, r: Result): Figures => ({
  setup,
  name,
  rps: Math.round(r.requests.average),
  ratioToTrivial: NaN,
  p50: r.latency.p50,
  p99: r.latency.p99,
  non2xx: r.non2xx,
  errors: r.errors + r.timeouts,
});

/** Likes per second of the write runs (issue 28: "30 likes/s across 3 instances"). */
const LIKES_PER_SECOND = 30;
/** Members who like (each toggles its own likes: Y, then N, so no one reaches the like maximum). */
const LIKERS = 12;

/** Rows PostgreSQL read so far in the database: sequential-scan rows plus index-fetched rows of every user table. */
async function rowsRead(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT coalesce(sum(coalesce(seq_tup_read, 0) + coalesce(idx_tup_fetch, 0)), 0) AS n FROM pg_stat_user_tables',
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

/** `n` random product numbers of the catalogue. */
async function randomProducts(databaseUrl: string, n: number): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<{ product_no: number }>('SELECT product_no FROM products ORDER BY random() LIMIT $1', [n])).rows.map((r) => r.product_no);
  } finally {
    await client.end();
  }
}

/**
 * 30 likes/s until stop(): each from one of `members` on instance A, B, C in turn (straight to the
 * instance: "across 3 instances") on a random product of `products`; each member toggles (Y when it
 * does not like the product, else N). Paced by the clock, not by timer ticks: when autocannon keeps
 * this event loop busy, the likes that are due go out together, so the rate over the run holds.
 */
function likeLoad(instances: string[], members: Session[], products: number[]) {
  const liked = new Set<string>();
  let k = 0;
  let answered = 0;
  let failed = 0;
  const inflight = new Set<Promise<void>>();
  const one = async () => {
    const i = k++;
    const m = i % members.length;
    const productNo = products[Math.floor(Math.random() * products.length)]!;
    const key = `${m}:${productNo}`;
    const likeYN = liked.has(key) ? 'N' : 'Y';
    if (likeYN === 'Y') liked.add(key);
    else liked.delete(key);
    const res = await api(instances[i % instances.length]!, 'PUT', '/api/v1/user/like/product', members[m]!, { productNo, likeYN }).catch(() => null);
    if (res?.status === 200) answered += 1;
    else failed += 1;
  };
  const started = Date.now();
  const timer = setInterval(() => {
    const due = Math.floor(((Date.now() - started) / 1000) * LIKES_PER_SECOND);
    while (k < due) {
      const p = one();
      inflight.add(p);
      void p.finally(() => inflight.delete(p));
    }
  }, 10);
  return {
    async stop() {
      clearInterval(timer);
      const seconds = (Date.now() - started) / 1000;
      await Promise.all([...inflight]);
      return { sent: k, answered, failed, perSecond: Math.round((k / seconds) * 10) / 10 };
    },
  };
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** Like products on A one by one; after each answer poll B's home best until it shows the new count. */
async function invalidationCost(proxy: string, A: string, B: string, rounds: number): Promise<number[]> {
  const who = await newMember(proxy, '198.51.100.200');
  type Card = { productNo: number; likeCount: number };
  const best = async (base: string) => ((await (await fetch(`${base}/api/v1/display/home/best`)).json()) as { data: { products: Card[] } }).data.products;
  const products = (await best(B)).slice(0, Math.max(1, Math.min(rounds, 10)));
  const delays: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const product = products[i % products.length]!;
    const likeYN = Math.floor(i / products.length) % 2 === 0 ? 'Y' : 'N';
    const liked = await api<{ likeCount: number }>(A, 'PUT', '/api/v1/user/like/product', who, { productNo: product.productNo, likeYN });
    if (liked.status !== 200) throw new Error(`the like on A answered ${liked.status}`);
    const expected = liked.body.data.likeCount;
    const t0 = performance.now();
    for (;;) {
      const seen = (await best(B)).find((p) => p.productNo === product.productNo)?.likeCount;
      if (seen === expected) break;
      if (performance.now() - t0 > 30_000) throw new Error('instance B never showed the like');
      await new Promise((r) => setTimeout(r, 2));
    }
    delays.push(performance.now() - t0);
  }
  return delays.sort((a, b) => a - b);
}

export async function clusterPart(opts: { connections: number; duration: number; warmupSeconds: number; products: number; log: (s: string) => void }) {
  opts.log(`cluster: starting PostgreSQL, Redis, 3 instances (seeding ${opts.products} products) and HAProxy`);
  const t0 = Date.now();
  const cluster: Cluster = await startCluster({
    instances: 3,
    redis: true,
    proxy: true,
    env: { SEED_PRODUCTS: String(opts.products), LOG_LEVEL: 'warn', SEARCH_RATE_LIMIT_PER_MINUTE: '100000' },
  });
  const startMs = Date.now() - t0;
  try {
    const [A, B, C] = cluster.instances.map((i) => i.url) as [string, string, string];
    const proxy = cluster.proxyUrl!;
    const all: Figures[] = [];
    const measure = async (setup: string, base: string) => {
      for (const ep of ENDPOINTS) await cannon(base, ep, 10, opts.warmupSeconds);
      const rows: Figures[] = [];
      for (const ep of ENDPOINTS) {
        const f = figuresOf(setup, ep.name, await cannon(base, ep, opts.connections, opts.duration));
        rows.push(f);
        opts.log(`cluster ${setup} ${ep.name}: ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, errors ${f.errors}`);
      }
      const trivial = rows[0]!.rps;
      for (const f of rows) f.ratioToTrivial = trivial > 0 ? Math.round((f.rps / trivial) * 1000) / 1000 : NaN;
      all.push(...rows);
    };
    await measure('1 instance, direct', A);
    await measure('3 instances, HAProxy', proxy);

    // Issue 28: home throughput and rows read with and without 30 likes/s.
    const home = ENDPOINTS.find((e) => e.name === 'home')!;
    const likers: Session[] = [];
    for (let i = 0; i < LIKERS; i += 1) likers.push(await newMember(proxy, `198.51.100.${210 + i}`));
    const homeBody = (await (await fetch(`${proxy}/api/v1/display/home`)).json()) as { data: unknown };
    const homeProducts = [...new Set([...JSON.stringify(homeBody.data).matchAll(/"productNo":(\d+)/g)].map((m) => Number(m[1])))];
    const catalogue = await randomProducts(cluster.databaseUrl, 2000);
    if (!homeProducts.length) throw new Error('the home feed lists no productNo');
    // On the home feed's own products half the time: the writes that change what home shows.
    const mixed = catalogue.flatMap((p, i) => [p, homeProducts[i % homeProducts.length]!]);
    const writeRuns: Array<{
      run: string;
      rps: number;
      p99: number;
      non2xx: number;
      errors: number;
      rowsPerSecond: number;
      likes?: Awaited<ReturnType<ReturnType<typeof likeLoad>['stop']>>;
    }> = [];
    const homeRun = async (run: string, likeProducts: number[] | null) => {
      const likes = likeProducts ? likeLoad([A, B, C], likers, likeProducts) : null;
      if (likes) await new Promise((r) => setTimeout(r, 1000)); // the like rate settles first
      // Rows read: sampled 1 s into the run and 1 s before its end, while the load runs (PostgreSQL's
      // backends flush their counters about once a second under load).
      let rowsAt1 = 0;
      let rowsAtEnd = 0;
      let t1 = 0;
      let tEnd = 0;
      const sampler = (async () => {
        await new Promise((r) => setTimeout(r, 1000));
        rowsAt1 = await rowsRead(cluster.databaseUrl);
        t1 = Date.now();
        await new Promise((r) => setTimeout(r, Math.max(1000, (opts.duration - 2) * 1000)));
        rowsAtEnd = await rowsRead(cluster.databaseUrl);
        tEnd = Date.now();
      })();
      const r = await cannon(proxy, home, opts.connections, opts.duration);
      await sampler;
      const likeFigures = likes ? await likes.stop() : undefined;
      const f = {
        run,
        rps: Math.round(r.requests.average),
        p99: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        rowsPerSecond: Math.round((rowsAtEnd - rowsAt1) / ((tEnd - t1) / 1000)),
        ...(likeFigures ? { likes: likeFigures } : {}),
      };
      writeRuns.push(f);
      opts.log(
        `cluster home ${run}: ${f.rps} req/s, p99 ${f.p99} ms, non-2xx ${f.non2xx}, errors ${f.errors}, PostgreSQL rows read ${f.rowsPerSecond}/s` +
          (likeFigures ? `, likes ${likeFigures.perSecond.toFixed(1)}/s (${likeFigures.failed} failed)` : ''),
      );
    };
    await cannon(proxy, home, 10, opts.warmupSeconds);
    await homeRun('no writes', null);
    await homeRun(`${LIKES_PER_SECOND} likes/s, catalogue`, catalogue);
    await homeRun(`${LIKES_PER_SECOND} likes/s, half on home`, mixed);
    await homeRun('no writes (again)', null);
    type Run = (typeof writeRuns)[number];
    const [quiet1, spread, onHome, quiet2] = writeRuns as [Run, Run, Run, Run];
    const quietRps = (quiet1.rps + quiet2.rps) / 2;
    const quietRows = (quiet1.rowsPerSecond + quiet2.rowsPerSecond) / 2;
    const ratio = (r: Run) => (quietRps > 0 ? r.rps / quietRps : NaN);
    const rowsRatio = (r: Run) => (quietRows > 0 ? r.rowsPerSecond / quietRows : NaN);

    const delays = await invalidationCost(proxy, A, B, 100);

    const pick = (setup: string, name: string) => all.find((f) => f.setup === setup && f.name === name)!;
    const invalidation = {
      samples: delays.length,
      p50: quantile(delays, 0.5),
      p95: quantile(delays, 0.95),
      p99: quantile(delays, 0.99),
      max: delays.at(-1) ?? NaN,
    };
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const summary: Summary = {
      columns: ['set-up', 'endpoint', 'req/s', '× trivial', 'p50', 'p99', 'non-2xx/errors'],
      align: 'llrrrrr',
      rows: [
        ...all.map((f) => [
          f.setup,
          f.name,
          String(f.rps),
          f.name === 'trivial' ? '1' : `${Math.round(f.ratioToTrivial * 100)}%`,
          `${f.p50} ms`,
          `${f.p99} ms`,
          `${f.non2xx}/${f.errors}`,
        ]),
        ...writeRuns.map((w) => [
          '3 instances, HAProxy',
          `home, ${w.run}`,
          String(w.rps),
          `${Math.round((w.rps / quietRps) * 100)}% of no writes`,
          '',
          `${w.p99} ms`,
          `${w.non2xx}/${w.errors}; PG rows ${w.rowsPerSecond.toLocaleString('en')}/s`,
        ]),
        ['like on A → B shows it', `${invalidation.samples} likes`, '', '', ms(invalidation.p50), ms(invalidation.p99), `max ${ms(invalidation.max)}`],
      ],
    };
    const searchDirect = pick('1 instance, direct', 'search');
    const search2 = pick('3 instances, HAProxy', 'search');
    const targets: Target[] = [
      {
        goal: 'search ≥ 20% of the trivial route’s req/s, one instance (issue 18)',
        value: `${Math.round(searchDirect.ratioToTrivial * 100)}% (${searchDirect.rps} vs ${pick('1 instance, direct', 'trivial').rps} req/s)`,
        met: searchDirect.ratioToTrivial >= 0.2,
      },
      { goal: 'search p99 ≤ 100 ms at 50 connections, one instance (issue 18)', value: `${searchDirect.p99} ms`, met: searchDirect.p99 <= 100 },
      {
        goal: 'search ≥ 20% of the trivial route’s req/s, three instances behind HAProxy (issue 18)',
        value: `${Math.round(search2.ratioToTrivial * 100)}% (${search2.rps} vs ${pick('3 instances, HAProxy', 'trivial').rps} req/s)`,
        met: search2.ratioToTrivial >= 0.2,
      },
      { goal: 'search p99 ≤ 100 ms at 50 connections, three instances (issue 18)', value: `${search2.p99} ms`, met: search2.p99 <= 100 },
      ...[spread, onHome].flatMap((r) => {
        const which = r === spread ? 'on random catalogue products' : 'half of them on the home feed’s products';
        return [
          {
            goal: `home req/s with ${LIKES_PER_SECOND} likes/s across 3 instances, ${which}, ≥ 85% of without (issue 28)`,
            value: `${Math.round(ratio(r) * 100)}% (${r.rps} vs ${Math.round(quietRps)} req/s; likes ${r.likes?.perSecond ?? 0}/s)`,
            met: ratio(r) >= 0.85,
          },
          {
            goal: `PostgreSQL rows read/s with ${LIKES_PER_SECOND} likes/s, ${which}, ≤ 2× without (issue 28)`,
            value: `${rowsRatio(r).toFixed(2)}× (${r.rowsPerSecond.toLocaleString('en')} vs ${Math.round(quietRows).toLocaleString('en')}/s)`,
            met: rowsRatio(r) <= 2,
          },
        ];
      }),
      {
        goal: 'no errors or non-2xx answers in any set-up',
        value: `${[...all, ...writeRuns].reduce((n, f) => n + f.non2xx + f.errors, 0)}`,
        met: [...all, ...writeRuns].every((f) => f.non2xx + f.errors === 0),
      },
      {
        goal: 'a like on A is visible on B within 1 s (issue 18)',
        value: `p99 ${ms(invalidation.p99)}, max ${ms(invalidation.max)}`,
        met: invalidation.max < 1000,
      },
    ];
    const notes = [
      `PostgreSQL ${opts.products.toLocaleString('en')} products (Debian's server on the same machine, test settings: fsync off), Redis, HAProxy ${cluster.balancer?.version ?? ''} and autocannon all on the same 2 cores as the three instances; cluster start incl. seeding ${(startMs / 1000).toFixed(0)} s.`,
      `${opts.connections} connections × ${opts.duration} s per endpoint after a ${opts.warmupSeconds} s warm-up at 10 connections.`,
      `Writes (issue 28): the home feed through HAProxy without writes, with ${LIKES_PER_SECOND} likes/s on random catalogue products, with ${LIKES_PER_SECOND} likes/s half of them on products the home feed lists (the writes that change what home shows), and without writes again; the likes come from ${LIKERS} members, straight to instances A, B and C in turn, each member toggling Y/N; ratios are against the mean of the two runs without. Rows read: pg_stat_user_tables (seq_tup_read + idx_tup_fetch over every table), sampled 1 s into each run and 1 s before its end.`,
      'Search: the 10 keywords in turn are repeated queries, answered from the search answer cache (2 s fresh) after the first of each; the uncached cost of a query is in `npm run bench:search`.',
      `Invalidation: ${invalidation.samples} likes on A, each followed by polling B's home best list (a cached display list: 10 s TTL without invalidation) every 2 ms; the time is from A's answer to the first read on B that shows the new likeCount (LISTEN/NOTIFY → drop → reload on B).`,
    ];
    const ratios = Object.fromEntries([spread, onHome].map((r) => [r.run, { throughput: ratio(r), rowsRead: rowsRatio(r) }]));
    return { data: { startMs, figures: all, writeRuns, ratios, invalidation }, summary, targets, notes };
  } finally {
    await cluster.stop();
  }
}

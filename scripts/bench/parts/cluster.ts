/**
 * The scaled set-up under load (issue 18): `npm run bench -- cluster`. A throwaway PostgreSQL with
 * the 100k catalogue (seeded by the instances at start, under the start-up lock), Redis, two API
 * instances and the round-robin proxy of scripts/lib/cluster.ts. Measured with autocannon at
 * `connections` connections for `duration` s per endpoint, after a warm-up:
 *   1. the trivial route, the home feed and search (10 keywords in turn) on one instance directly
 *      (no proxy: the baseline the search target is stated against);
 *   2. the same through the proxy with two instances;
 *   3. the same through the proxy with one instance (the second killed).
 * Then the cost of cross-instance invalidation: likes on instance A, each followed by polling
 * instance B's cached home best list until it shows the new likeCount (ms from the like's answer).
 * A report: missed targets are printed, not failed. On a 2-core machine the second instance shares
 * the cores with the first, the proxy, PostgreSQL and autocannon: the figures to watch are p99 and
 * the absence of errors, not a doubling of throughput.
 */
import type { Result } from 'autocannon';
import { startCluster, type Cluster } from '@scripts/lib/cluster.js';
import { api, newMember } from '@scripts/lib/cluster-http.js';
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
  opts.log(`cluster: starting PostgreSQL, Redis, 2 instances (seeding ${opts.products} products) and the proxy`);
  const t0 = Date.now();
  const cluster: Cluster = await startCluster({ instances: 2, redis: true, proxy: true, env: { SEED_PRODUCTS: String(opts.products), LOG_LEVEL: 'warn' } });
  const startMs = Date.now() - t0;
  try {
    const [A, B] = cluster.instances.map((i) => i.url) as [string, string];
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
    await measure('2 instances, proxy', proxy);
    const delays = await invalidationCost(proxy, A, B, 100);
    await cluster.kill(1, 'SIGTERM');
    await measure('1 instance, proxy', proxy);

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
        ['like on A → B shows it', `${invalidation.samples} likes`, '', '', ms(invalidation.p50), ms(invalidation.p99), `max ${ms(invalidation.max)}`],
      ],
    };
    const searchDirect = pick('1 instance, direct', 'search');
    const search2 = pick('2 instances, proxy', 'search');
    const targets: Target[] = [
      {
        goal: 'search ≥ 20% of the trivial route’s req/s, one instance (issue 18)',
        value: `${Math.round(searchDirect.ratioToTrivial * 100)}% (${searchDirect.rps} vs ${pick('1 instance, direct', 'trivial').rps} req/s)`,
        met: searchDirect.ratioToTrivial >= 0.2,
      },
      { goal: 'search p99 ≤ 100 ms at 50 connections, one instance (issue 18)', value: `${searchDirect.p99} ms`, met: searchDirect.p99 <= 100 },
      {
        goal: 'search ≥ 20% of the trivial route’s req/s, two instances behind the proxy (issue 18)',
        value: `${Math.round(search2.ratioToTrivial * 100)}% (${search2.rps} vs ${pick('2 instances, proxy', 'trivial').rps} req/s)`,
        met: search2.ratioToTrivial >= 0.2,
      },
      { goal: 'search p99 ≤ 100 ms at 50 connections, two instances (issue 18)', value: `${search2.p99} ms`, met: search2.p99 <= 100 },
      {
        goal: 'no errors or non-2xx answers in any set-up',
        value: `${all.reduce((n, f) => n + f.non2xx + f.errors, 0)}`,
        met: all.every((f) => f.non2xx + f.errors === 0),
      },
      {
        goal: 'a like on A is visible on B within 1 s (issue 18)',
        value: `p99 ${ms(invalidation.p99)}, max ${ms(invalidation.max)}`,
        met: invalidation.max < 1000,
      },
    ];
    const notes = [
      `PostgreSQL ${opts.products.toLocaleString('en')} products (Debian's server on the same machine, test settings: fsync off), Redis, the proxy and autocannon all on the same 2 cores as the instances; cluster start incl. seeding ${(startMs / 1000).toFixed(0)} s.`,
      `${opts.connections} connections × ${opts.duration} s per endpoint after a ${opts.warmupSeconds} s warm-up at 10 connections. "1 instance, proxy" is measured after instance B was stopped (SIGTERM), so the proxy skips it.`,
      'The proxy (scripts/lib/cluster.ts) runs in the bench process, on the same event loop as autocannon: the "proxy" rows are bounded by that one thread (compare the trivial route direct and through the proxy), not by the instances.',
      'Search: the 10 keywords in turn are repeated queries, answered from the search answer cache (2 s fresh) after the first of each; the uncached cost of a query is in `npm run bench:search`.',
      `Invalidation: ${invalidation.samples} likes on A, each followed by polling B's home best list (a cached display list: 10 s TTL without invalidation) every 2 ms; the time is from A's answer to the first read on B that shows the new likeCount (LISTEN/NOTIFY → drop → reload on B).`,
    ];
    return { data: { startMs, figures: all, invalidation }, summary, targets, notes };
  } finally {
    await cluster.stop();
  }
}

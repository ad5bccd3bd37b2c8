/**
 * API load with autocannon (in this process) against the real server on loopback: a trivial JSON
 * route of the same Fastify process (GET /api/health: a constant envelope, no database), then the
 * home feed, a deal detail, a category's product list, search and the server-rendered home page
 * (GET / as a browser asks for it: issue 12), one after another, each at
 * `connections` connections for `duration` seconds. Requests carry a browser's
 * `accept-encoding: gzip, deflate, br` (responses over 1 KB are compressed, as for real clients).
 * Throughput is reported as requests/s and as a ratio to the trivial route measured in the same
 * run; latency as p50/p99. Server memory (VmRSS of the server process) is read at start, after a
 * short warm-up of every endpoint, and at the end; growth is taken from the warm-up point (the
 * first requests fill JIT code, PGlite's buffer cache and compiled schemas once).
 */
import autocannon, { type Result } from 'autocannon';
import { answerCounts, type AnswerCounts, type CannonPartOptions } from '../lib/cannon.js';
import type { Ids } from '../lib/pages.js';
import type { Summary, Target } from '../lib/report.js';

/** Korean queries real users type: words, phrases, 초성, a typo, a unit token (deterministic order). */
const KEYWORDS = ['사과', '청송 사과', '대게', 'ㅅㄱ', '전복', '한우', '영덕대개', '감귤', '5kg', '곶감'];

export interface Endpoint {
  name: string;
  label: string;
  paths: string[];
  /** An HTML page (server-rendered) rather than a JSON envelope. */
  page?: boolean;
}

export function endpoints(ids: Ids): Endpoint[] {
  return [
    { name: 'trivial', label: 'trivial JSON (/api/health)', paths: ['/api/health'] },
    { name: 'home', label: 'home feed', paths: ['/api/v1/display/home'] },
    { name: 'deal', label: 'deal detail', paths: [`/api/v1/display/deal/${ids.dealId}`] },
    { name: 'category', label: 'category product list', paths: [`/api/v1/display/web/category/product?categoryCode=${ids.categoryCode}&page=1`] },
    { name: 'search', label: 'search (10 keywords in turn)', paths: KEYWORDS.map((k) => `/api/v1/search?keyword=${encodeURIComponent(k)}&page=1`) },
    { name: 'ssr-home', label: 'server-rendered home page (GET /)', paths: ['/'], page: true },
  ];
}

const HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };
const PAGE_HEADERS = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };

/** One autocannon run of `ep` against `base` (its paths in turn), with a browser's headers. */
export function cannon(base: string, ep: Endpoint, connections: number, duration: number): Promise<Result> {
  let i = 0;
  return autocannon({
    url: base,
    connections,
    duration,
    timeout: 10,
    headers: ep.page ? PAGE_HEADERS : HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => ({ ...req, path: ep.paths[i++ % ep.paths.length] }),
      },
    ],
  });
}

export interface EndpointFigures extends AnswerCounts {
  name: string;
  label: string;
  paths: string[];
  rps: number;
  ratioToTrivial: number;
  p50: number;
  p99: number;
  max: number;
  bytesPerSec: number;
}

const mib = (kib: number) => `${(kib / 1024).toFixed(0)} MiB`;

export async function loadPart(opts: CannonPartOptions & { ids: Ids; catalogue: string }) {
  const { server } = opts;
  const eps = endpoints(opts.ids);
  // Fail early on a broken endpoint rather than measure error pages.
  for (const ep of eps) {
    for (const p of ep.paths) {
      if (ep.page) {
        const r = await fetch(server.url + p, { headers: PAGE_HEADERS });
        const html = await r.text();
        if (r.status !== 200 || !html.includes('<main')) throw new Error(`${p} answered HTTP ${r.status} without a rendered page`);
        continue;
      }
      const r = await fetch(server.url + p, { headers: HEADERS });
      const body = (await r.json()) as { code?: number };
      if (!r.ok || body.code !== 0) throw new Error(`${p} answered HTTP ${r.status} code ${body.code}`);
    }
  }
  const rssStart = server.rssKiB();
  for (const ep of eps) await cannon(server.url, ep, 10, opts.warmupSeconds);
  const rssWarm = server.rssKiB();
  const figures: EndpointFigures[] = [];
  for (const ep of eps) {
    const r = await cannon(server.url, ep, opts.connections, opts.duration);
    const f: EndpointFigures = {
      name: ep.name,
      label: ep.label,
      paths: ep.paths,
      rps: Math.round(r.requests.average),
      ratioToTrivial: NaN,
      p50: r.latency.p50,
      p99: r.latency.p99,
      max: r.latency.max,
      ...answerCounts(r),
      bytesPerSec: Math.round(r.throughput.average),
    };
    figures.push(f);
    opts.log(`load ${opts.catalogue} ${ep.name}: ${f.rps} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, non-2xx ${f.non2xx}, errors ${f.errors}`);
  }
  const rssEnd = server.rssKiB();
  const rssPeak = server.peakRssKiB();
  const trivial = figures[0].rps;
  for (const f of figures) f.ratioToTrivial = trivial > 0 ? Math.round((f.rps / trivial) * 1000) / 1000 : NaN;
  const growthPct = (from: number) => Math.round(((rssEnd - from) / from) * 1000) / 10;
  const memory = {
    rssStartKiB: rssStart,
    rssAfterWarmupKiB: rssWarm,
    rssEndKiB: rssEnd,
    rssPeakKiB: rssPeak,
    growthFromWarmupPct: growthPct(rssWarm),
    growthFromStartPct: growthPct(rssStart),
  };

  const summary: Summary = {
    columns: ['endpoint', 'req/s', '× trivial', 'p50', 'p99', 'max', 'non-2xx/errors'],
    rows: [
      ...figures.map((f) => [
        f.label,
        String(f.rps),
        f.name === 'trivial' ? '1' : `${Math.round(f.ratioToTrivial * 100)}%`,
        `${f.p50} ms`,
        `${f.p99} ms`,
        `${f.max} ms`,
        `${f.non2xx}/${f.errors}${f.timeouts ? ` (${f.timeouts} t/o)` : ''}`,
      ]),
    ],
  };
  const home = figures.find((f) => f.name === 'home')!;
  const ssrHome = figures.find((f) => f.name === 'ssr-home')!;
  const targets: Target[] = [
    {
      goal: 'server-rendered home ≥ 30% of the trivial route’s throughput (issue 12)',
      value: `${Math.round(ssrHome.ratioToTrivial * 100)}% (${ssrHome.rps} vs ${trivial} req/s)`,
      met: ssrHome.ratioToTrivial >= 0.3,
    },
    { goal: 'server-rendered home p99 ≤ 60 ms (issue 12)', value: `${ssrHome.p99} ms`, met: ssrHome.p99 <= 60 },
    {
      goal: 'home feed ≥ 40% of the trivial route’s throughput',
      value: `${Math.round(home.ratioToTrivial * 100)}% (${home.rps} vs ${trivial} req/s)`,
      met: home.ratioToTrivial >= 0.4,
    },
    { goal: 'home feed p99 ≤ 50 ms', value: `${home.p99} ms`, met: home.p99 <= 50 },
    {
      goal: 'server RSS growth < 10% over the run',
      value: `${memory.growthFromWarmupPct}% from warm-up (${memory.growthFromStartPct}% from idle start)`,
      met: memory.growthFromWarmupPct < 10,
    },
  ];
  const notes = [
    `server RSS: ${mib(rssStart)} idle after start → ${mib(rssWarm)} after warm-up → ${mib(rssEnd)} at the end (peak ${mib(rssPeak)}); growth ${memory.growthFromWarmupPct}% from warm-up, ${memory.growthFromStartPct}% from start.`,
    `${opts.catalogue}; ${opts.connections} connections × ${opts.duration} s per endpoint after a ${opts.warmupSeconds} s warm-up of each at 10 connections; autocannon runs in the bench process on the same 2 cores as the server. Search page 1 logs the keyword (one insert per request), as for real users.`,
  ];
  const none = figures.filter((f) => f.requests === 0);
  if (none.length)
    notes.push(
      `no request completed within the duration for: ${none.map((f) => f.name).join(', ')} (each took longer than ${opts.duration} s under this load)`,
    );
  const bad = figures.filter((f) => f.non2xx || f.errors || f.timeouts);
  if (bad.length)
    notes.push(`non-2xx responses / errors (of which timeouts after 10 s): ${bad.map((f) => `${f.name} ${f.non2xx}/${f.errors} (${f.timeouts})`).join(', ')}`);
  return {
    data: {
      catalogue: opts.catalogue,
      connections: opts.connections,
      durationSeconds: opts.duration,
      warmupSeconds: opts.warmupSeconds,
      ids: opts.ids,
      endpoints: figures,
      memory,
    },
    summary,
    targets,
    notes,
  };
}

/**
 * Lighthouse 12.8 (programmatic API) on the five pages of issues 6 and 12, each `runs` times (3; quick 1),
 * mobile form factor with Lighthouse's default throttling: simulated Slow 4G (150 ms RTT,
 * 1.6 Mbps down) and 4× CPU slowdown. A fresh Chromium (chrome-launcher, its own temporary
 * profile) per run; Lighthouse clears the origin's storage and service worker before loading.
 * Each reported figure is the median of the runs, taken per figure; a run whose trace failed to
 * record is retried once, and a run that fails again is left out of the median.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@tests/setup/chromium.js';
import { benchPages, type Ids } from '../lib/pages.js';
import { median, ms, type Summary, type Target } from '../lib/report.js';

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  speedIndex: number;
  /**
   * The document's server response time as Lighthouse observed it (ms, unthrottled): the simulated
   * FCP and LCP start from it, so a run whose LCP stands out is first checked here.
   */
  serverResponseTime: number;
  lcpElement: string | null;
  benchmarkIndex: number;
  /** Where the main thread's time went (issue 31), in ms at the throttled CPU. */
  breakdown: MainThreadBreakdown;
  warnings: string[];
  error: string | null;
}

/**
 * Issue 31: Lighthouse's `mainthread-work-breakdown` (ms per group: scriptEvaluation,
 * scriptParseCompile, styleLayout, paintCompositeRender, parseHTML, garbageCollection, other),
 * `bootup-time` per script (ms of scripting + parse/compile, the five largest) and the trace's
 * long tasks (`long-tasks`: start and duration in ms, the script they are attributed to).
 */
export interface MainThreadBreakdown {
  groups: Record<string, number>;
  bootup: Array<{ url: string; total: number; scripting: number; parse: number }>;
  longTasks: Array<{ url: string; start: number; duration: number }>;
}

export interface LighthousePage {
  name: string;
  path: string;
  median: Omit<LighthouseRun, 'lcpElement' | 'warnings' | 'error' | 'benchmarkIndex' | 'breakdown' | 'serverResponseTime'>;
  runs: LighthouseRun[];
}

const score = (v: number | null | undefined) => (typeof v === 'number' ? Math.round(v * 100) : NaN);

type Audits = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']['audits'];
const shortUrl = (u: unknown) => String(u ?? '').replace(/^https?:\/\/[^/]+/, '');

/** The main-thread figures of one run (see MainThreadBreakdown). */
function breakdownOf(a: Audits): MainThreadBreakdown {
  type Item = Record<string, unknown>;
  const items = (id: string) => ((a[id]?.details as { items?: Item[] } | undefined)?.items ?? []) as Item[];
  const groups: Record<string, number> = {};
  for (const i of items('mainthread-work-breakdown')) groups[String(i.group)] = (groups[String(i.group)] ?? 0) + Number(i.duration ?? 0);
  const bootup = items('bootup-time')
    .map((i) => ({ url: shortUrl(i.url), total: Number(i.total ?? 0), scripting: Number(i.scripting ?? 0), parse: Number(i.scriptParseCompile ?? 0) }))
    .sort((x, y) => y.total - x.total)
    .slice(0, 5);
  const longTasks = items('long-tasks').map((i) => ({ url: shortUrl(i.url), start: Number(i.startTime ?? 0), duration: Number(i.duration ?? 0) }));
  return { groups, bootup, longTasks };
}

async function runOnce(url: string): Promise<LighthouseRun> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('lighthouse returned nothing');
    const lhr = result.lhr;
    const a = lhr.audits;
    const num = (id: string) => (typeof a[id]?.numericValue === 'number' ? (a[id].numericValue as number) : NaN);
    // The LCP element's HTML snippet, to tell a skeleton from real content.
    const details = a['largest-contentful-paint-element']?.details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined;
    const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories['best-practices']?.score),
      fcp: num('first-contentful-paint'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      speedIndex: num('speed-index'),
      serverResponseTime: num('server-response-time'),
      lcpElement: snippet ? snippet.slice(0, 160) : null,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      breakdown: breakdownOf(a),
      warnings: lhr.runWarnings,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    await chrome.kill();
  }
}

export async function lighthousePart(opts: { base: string; ids: Ids; runs: number; log: (s: string) => void }) {
  const pages: LighthousePage[] = [];
  for (const page of benchPages(opts.ids)) {
    const runs: LighthouseRun[] = [];
    for (let i = 0; i < opts.runs; i++) {
      let r = await runOnce(opts.base + page.path);
      // A trace that failed to record (NO_NAVSTART, NO_FCP…) says nothing about the page: retry once.
      if (r.error) {
        opts.log(`lighthouse ${page.name} run ${i + 1}: ${r.error}; retrying once`);
        r = await runOnce(opts.base + page.path);
      }
      opts.log(
        `lighthouse ${page.name} ${page.path} run ${i + 1}/${opts.runs}: perf ${r.performance}, FCP ${Math.round(r.fcp)} ms, LCP ${Math.round(r.lcp)} ms, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}, server ${Math.round(r.serverResponseTime)} ms${r.error ? `, error ${r.error}` : ''}`,
      );
      runs.push(r);
    }
    const med = (k: keyof LighthousePage['median']) => median(runs.map((r) => r[k] as number));
    pages.push({
      name: page.name,
      path: page.path,
      median: {
        performance: med('performance'),
        accessibility: med('accessibility'),
        bestPractices: med('bestPractices'),
        fcp: med('fcp'),
        lcp: med('lcp'),
        tbt: med('tbt'),
        cls: med('cls'),
        speedIndex: med('speedIndex'),
      },
      runs,
    });
  }

  const summary: Summary = {
    columns: ['page', 'perf', 'FCP', 'LCP', 'TBT', 'CLS', 'SI', 'a11y', 'best-pr.'],
    rows: pages.map((p) => [
      `${p.name} (${p.path})`,
      String(p.median.performance),
      ms(p.median.fcp),
      ms(p.median.lcp),
      ms(p.median.tbt),
      p.median.cls.toFixed(3),
      ms(p.median.speedIndex),
      String(p.median.accessibility),
      String(p.median.bestPractices),
    ]),
  };
  const targets: Target[] = [];
  const all = (f: (p: LighthousePage) => boolean) => (pages.some((p) => Number.isNaN(p.median.performance)) ? null : pages.every(f));
  const list = (f: (p: LighthousePage) => string) => pages.map((p) => `${p.name} ${f(p)}`).join(', ');
  // Issue 12 (server-rendered first paint): 100 with a floor of 98, LCP ≤ 1.2 s, TBT ≤ 50 ms, CLS ≤ 0.02.
  targets.push({
    goal: 'performance 100 (floor 98) on every page',
    value: list((p) => String(p.median.performance)),
    met: all((p) => p.median.performance >= 98),
  });
  targets.push({ goal: 'LCP ≤ 1.2 s on every page', value: list((p) => ms(p.median.lcp)), met: all((p) => p.median.lcp <= 1200) });
  targets.push({ goal: 'TBT ≤ 50 ms on every page', value: list((p) => ms(p.median.tbt)), met: all((p) => p.median.tbt <= 50) });
  targets.push({ goal: 'CLS ≤ 0.02 on every page', value: list((p) => p.median.cls.toFixed(3)), met: all((p) => p.median.cls <= 0.02) });
  targets.push({ goal: 'accessibility ≥ 95 on every page', value: list((p) => String(p.median.accessibility)), met: all((p) => p.median.accessibility >= 95) });
  const bi = median(pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex)));
  const notes = [
    `Lighthouse ${'12.8'} mobile, simulated throttling (Slow 4G: 150 ms RTT, 1.6 Mbps; CPU 4×); median of ${opts.runs} run(s) per figure. Lighthouse's CPU benchmark index on this machine: ${Math.round(bi)} (higher is faster; it drops when the machine is busy).`,
  ];
  // Issue 31: where each page's main-thread time went, from the run with the median TBT.
  for (const p of pages) {
    const ok = p.runs.filter((r) => !r.error).sort((x, y) => x.tbt - y.tbt);
    const r = ok[Math.floor((ok.length - 1) / 2)];
    if (!r) continue;
    const g = r.breakdown.groups;
    const groups = Object.entries(g)
      .sort((x, y) => y[1] - x[1])
      .map(([k, v]) => `${k} ${Math.round(v)}`)
      .join(', ');
    const boot = r.breakdown.bootup
      .map((b) => `${b.url || '(page)'} ${Math.round(b.total)} (script ${Math.round(b.scripting)}, parse ${Math.round(b.parse)})`)
      .join('; ');
    const tasks = r.breakdown.longTasks.map((t) => `${Math.round(t.duration)}@${Math.round(t.start)} ${t.url || '(page)'}`).join(', ');
    notes.push(`${p.name} main thread (TBT ${ms(r.tbt)} run), ms: ${groups}. bootup-time: ${boot}. long tasks (ms@start): ${tasks || 'none'}.`);
  }
  const errors = pages.flatMap((p) => p.runs.filter((r) => r.error).map((r) => `${p.name}: ${r.error}`));
  if (errors.length) notes.push(`runtime errors: ${errors.join('; ')}`);
  return {
    data: { runsPerPage: opts.runs, throttling: 'lighthouse default mobile (simulate, mobileSlow4G, cpuSlowdownMultiplier 4)', pages },
    summary,
    targets,
    notes,
  };
}

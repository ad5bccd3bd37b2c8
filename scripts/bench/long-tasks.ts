/**
 * What runs inside each long task, as Lighthouse counts it (issue 31; docs/decisions/050).
 *
 *   npm run bench:tasks -- http://127.0.0.1:3000/community/main [--runs 3] [--min 10] [--dist .tmp/prof-dist]
 *
 * Lighthouse's mobile run (simulated throttling) loads the page unthrottled and multiplies each
 * main-thread task by 4 (layout tasks by 2), so an observed task of 12.5 ms is a long task. This
 * runs Lighthouse as `npm run bench` does, with V8's sampling profiler in its trace
 * (`additionalTraceCategories`), and prints for every task of `--min` ms (10) or more on the page's
 * main thread: its start and length (ms, observed), its largest trace events (Layout, ParseHTML…)
 * and the functions sampled in it, by self time and, for the app's own code, inclusive time.
 * Names and places come from the build's source maps when the served build has them: build with
 * `PROFILE_SOURCEMAP=1 BUILD_OUT_DIR=.tmp/prof-dist npx vite build` (and `… vite build --ssr
 * src/entry-server.tsx`), serve it with `DIST_DIR=.tmp/prof-dist`, pass `--dist .tmp/prof-dist`.
 * Needs a running server; starts and stops its own Chromium. A report, not a test.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SourceMapConsumer } from 'source-map-js';
import { chromiumArgs, chromiumPath } from '@tests/setup/chromium.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface CallFrame {
  functionName: string;
  /** Absent on V8's own frames ((program), (idle), (garbage collector)). */
  url?: string;
  lineNumber: number;
  columnNumber: number;
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

const argv = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 && argv[i + 1] ? argv[i + 1] : fallback;
};
const url = argv.find((a) => /^https?:\/\//.test(a));
if (!url) {
  console.error('usage: npm run bench:tasks -- URL [--runs N] [--min MS] [--dist DIR]');
  process.exit(2);
}
const runs = Number(option('runs', '1'));
const minMs = Number(option('min', '10'));
const distDir = path.resolve(option('dist', 'dist'));

/** Source-mapped "name file:line" of a sampled frame (the minified name where the build has no map). */
const maps = new Map<string, SourceMapConsumer | null>();
function place(frame: CallFrame): string {
  const frameUrl = frame.url ?? '';
  const file = /\/assets\/([^/?#]+\.js)/.exec(frameUrl)?.[1];
  if (!file) return `${frame.functionName || '(anonymous)'} ${frameUrl.split('/').pop() ?? ''}`.trim();
  if (!maps.has(file)) {
    const mapFile = path.join(distDir, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8'))) : null);
  }
  const map = maps.get(file);
  if (!map) return `${frame.functionName || '(anonymous)'} ${file}`;
  const o = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = String(o.source ?? file)
    .replace(/.*node_modules\//, '')
    .replace(/^(\.\.\/)+/, '');
  return `${o.name || frame.functionName || '(anonymous)'} ${source}:${o.line ?? '?'}`;
}

/** The page's renderer main thread ("pid:tid"): the CrRendererMain with the most task time. */
function mainThread(events: TraceEvent[]): string {
  const names = new Map<string, string>();
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const busy = new Map<string, number>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.name === 'RunTask' && e.dur && names.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + e.dur);
  }
  return [...busy].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

/**
 * The thread's CPU samples, [timestamp µs, node], and its profile's nodes. Profile ids repeat across
 * processes (every renderer's first profile is 0x1), so chunks are matched by process and id.
 */
function samplesOf(events: TraceEvent[], thread: string) {
  const pid = thread.split(':')[0];
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<[number, number]> = [];
  const ids = new Set(events.filter((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === thread).map((e) => e.id));
  let t = 0;
  for (const e of events) {
    if (String(e.pid) !== pid || !ids.has(e.id)) continue;
    const data = e.args?.data as { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    if (e.name === 'Profile') t = data?.startTime ?? t;
    if (e.name !== 'ProfileChunk') continue;
    for (const n of data?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    (data?.cpuProfile?.samples ?? []).forEach((id, i) => {
      t += data?.timeDeltas?.[i] ?? 0;
      samples.push([t, id]);
    });
  }
  return { nodes, samples };
}

const top = (m: Map<string, number>, n: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${v.toFixed(1).padStart(6)} ms  ${k}`);

for (let run = 1; run <= runs; run++) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs], logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { onlyCategories: ['performance'], additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler' } },
    );
    if (!result) throw new Error('lighthouse returned nothing');
    const a = result.lhr.audits;
    const simulated = ((a['long-tasks']?.details as { items?: Array<{ startTime: number; duration: number }> } | undefined)?.items ?? []).map(
      (t) => `${Math.round(t.startTime)}+${Math.round(t.duration)}`,
    );
    const figure = (id: string) => Math.round(a[id]?.numericValue ?? NaN);
    console.log(
      `\n# ${url} run ${run}/${runs}: TBT ${figure('total-blocking-time')} ms, FCP ${figure('first-contentful-paint')} ms, LCP ${figure('largest-contentful-paint')} ms (simulated); simulated long tasks (start+ms): ${simulated.join(' ') || 'none'}`,
    );
    const events = (result.artifacts as unknown as { Trace: { traceEvents: TraceEvent[] } }).Trace.traceEvents;
    const thread = mainThread(events);
    const onThread = events.filter((e) => `${e.pid}:${e.tid}` === thread && e.ph === 'X').sort((x, y) => x.ts - y.ts);
    const start = onThread[0]?.ts ?? 0;
    const { nodes, samples } = samplesOf(events, thread);
    for (const task of onThread.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) >= minMs * 1000)) {
      const end = task.ts + (task.dur ?? 0);
      const inner = onThread
        .filter(
          (e) =>
            e !== task &&
            e.ts >= task.ts &&
            e.ts + (e.dur ?? 0) <= end &&
            (e.dur ?? 0) > 2000 &&
            !['RunTask', 'v8.callFunction', 'FunctionCall'].includes(e.name),
        )
        .sort((x, y) => (y.dur ?? 0) - (x.dur ?? 0))
        .slice(0, 4)
        .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(0)}`);
      const inTask = samples.filter(([ts]) => ts >= task.ts && ts <= end);
      const each = inTask.length ? (task.dur ?? 0) / 1000 / inTask.length : 0;
      const self = new Map<string, number>();
      const app = new Map<string, number>();
      for (const [, id] of inTask) {
        let node = nodes.get(id);
        if (!node) continue;
        const k = place(node.callFrame);
        self.set(k, (self.get(k) ?? 0) + each);
        const seen = new Set<string>();
        while (node) {
          const kk = place(node.callFrame);
          if (!seen.has(kk) && /(^|\s)(src|server|styled-system)\//.test(kk)) {
            seen.add(kk);
            app.set(kk, (app.get(kk) ?? 0) + each);
          }
          node = node.parent !== undefined ? nodes.get(node.parent) : undefined;
        }
      }
      console.log(`\n  task at ${((task.ts - start) / 1000).toFixed(0)} ms, ${((task.dur ?? 0) / 1000).toFixed(1)} ms observed  [${inner.join(' | ')}]`);
      if (self.size) console.log(`    self:\n      ${top(self, 6).join('\n      ')}`);
      if (app.size) console.log(`    app (inclusive):\n      ${top(app, 8).join('\n      ')}`);
    }
  } finally {
    await chrome.kill();
  }
}

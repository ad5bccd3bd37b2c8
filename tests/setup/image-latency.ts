/**
 * The image-latency check of issue 29 item 1 ("four parallel worst-case uploads keep /api/health and
 * a static asset under 100 ms p99"), shared by its test (server/routes/community-images/
 * image-latency.test.ts) and its benchmark (scripts/bench/image-latency.ts): the worst-case pictures,
 * a tiny PWA build to serve a static asset from, and the sampler.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';

/** The worst picture the limits let through: 8,000 px a side and 40 MP in all (server/infra/image-processing.ts). */
export const WORST_WIDTH = 8_000;
export const WORST_HEIGHT = 5_000;

/**
 * A picture that is as expensive to decode as the limits allow and small on the wire: 8,000 × 5,000 px
 * RGBA, 16 bits a channel (320 MB of pixels to inflate and shrink), one flat colour (so it deflates to
 * a few hundred KB), Adam7-interlaced (read whole, never streamed). `n` varies the colour, so the
 * pictures differ and none is stored as another's copy.
 */
export async function worstCasePng(n: number): Promise<Buffer> {
  return sharp({ create: { width: WORST_WIDTH, height: WORST_HEIGHT, channels: 4, background: { r: (37 * n) % 256, g: 120, b: 200, alpha: 1 } } })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9, progressive: true })
    .toBuffer();
}

/**
 * The HEIC counterpart: 8,000 × 5,000 px, one colour, 24 KB — iPhone pictures are HEIC, decoded by
 * libheif's WebAssembly build rather than libvips. Made with Debian's heif-enc 1.15 (x265):
 * `heif-enc -q 50 -o worst-8000x5000.heic flat.jpg` from an 8,000 × 5,000 JPEG of #88AACC.
 */
export const WORST_CASE_HEIC = path.resolve(import.meta.dirname, '../fixtures/images/worst-8000x5000.heic');

/**
 * A PWA build of three files in `dir`, enough for server/plugins/pwa.ts to serve static files: a
 * server entry whose render answers a bare page, Vite's manifest, and one hashed asset (8 KB of
 * script). @returns the asset's path on the site
 */
export function writeTinyDist(dir: string): string {
  mkdirSync(path.join(dir, 'server'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  writeFileSync(
    path.join(dir, 'server', 'entry-server.js'),
    "export async function render() { return new Response('<!doctype html><title>t</title>', { headers: { 'content-type': 'text/html; charset=utf-8' } }); }\n",
  );
  writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify({ 'src/entry-client.ts': { file: 'assets/entry-1a2b3c4d.js', isEntry: true } }));
  writeFileSync(path.join(dir, 'assets', 'entry-1a2b3c4d.js'), `/* tiny build */\n${'console.log("제철장터");\n'.repeat(320)}`);
  return '/assets/entry-1a2b3c4d.js';
}

/** The nearest-rank percentile `p` (0–100) of `values` (NaN when empty). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1]!;
}

/** Latencies of each sampled path, ms (in the order sent), and how many rounds were sent while `busy()` was true. */
export interface Samples {
  byPath: Record<string, number[]>;
  roundsWhileBusy: number;
}

/**
 * `rounds` rounds of one GET of each path, a round sent every `spacingMs` whether or not the earlier
 * ones were answered (open loop: a stalled server delays every request sent meanwhile, as it would
 * real visitors, instead of one — no coordinated omission). Each latency is from sending to the whole
 * body read, ms. @throws Error when an answer is not 200
 */
export async function sampleLatencies(baseUrl: string, paths: string[], opts: { rounds: number; spacingMs: number; busy?: () => boolean }): Promise<Samples> {
  const byPath: Record<string, number[]> = Object.fromEntries(paths.map((p) => [p, Array<number>(opts.rounds).fill(NaN)]));
  const get = async (p: string, round: number) => {
    const t0 = performance.now();
    const res = await fetch(baseUrl + p);
    await res.arrayBuffer();
    byPath[p]![round] = performance.now() - t0;
    if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
  };
  const started = performance.now();
  const sent: Array<Promise<void>> = [];
  let roundsWhileBusy = 0;
  for (let round = 0; round < opts.rounds; round++) {
    const wait = started + round * opts.spacingMs - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (opts.busy?.()) roundsWhileBusy += 1;
    for (const p of paths) sent.push(get(p, round));
  }
  await Promise.all(sent);
  return { byPath, roundsWhileBusy };
}

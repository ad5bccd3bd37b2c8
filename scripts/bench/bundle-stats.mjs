/**
 * Bundle figures of a built PWA folder, shared by the budget test (scripts/check-bundle.mjs,
 * part of `npm test`) and the benchmark (`npm run bench -- bundle`).
 *
 * "Initial" = what dist/index.html makes the browser fetch before any route code: the entry
 * script, its modulepreloads and the stylesheets. Sizes are bytes: raw, gzip (level 9) and
 * brotli (default quality 11), summed per file as a server would send them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';

/** Budgets of issue 6 (bytes, gzip). */
export const BUDGETS = { jsGzip: 130 * 1024, cssGzip: 20 * 1024 };

/** @param {Buffer} buf */
const compressed = (buf) => ({ raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length, brotli: brotliCompressSync(buf).length });

/**
 * Raw/gzip/brotli totals of files given as URL paths ("/assets/x.js") under distDir.
 * @param {string} distDir
 * @param {string[]} urls
 */
export function sizeOf(distDir, urls) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const u of urls) {
    const s = compressed(readFileSync(path.join(distDir, u.replace(/^\//, ''))));
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
  }
  return total;
}

/** True when a JS file is (or carries) lottie-web: by chunk name or by lottie's own markers. */
export function isLottie(distDir, url) {
  if (/lottie/i.test(url)) return true;
  return /lottie-web|bodymovin/.test(readFileSync(path.join(distDir, url.replace(/^\//, '')), 'utf8').slice(0, 2_000_000));
}

/**
 * Precache manifest injected into sw.js by vite-plugin-pwa (injectManifest): entry count and
 * the bytes a first install downloads (raw and gzip).
 * @param {string} distDir
 */
export function precacheManifest(distDir) {
  const sw = readFileSync(path.join(distDir, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const present = urls.filter((u) => existsSync(path.join(distDir, u)));
  let raw = 0,
    gzip = 0;
  for (const u of present) {
    const buf = readFileSync(path.join(distDir, u));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { entries: urls.length, missing: urls.length - present.length, raw, gzip, swBytes: statSync(path.join(distDir, 'sw.js')).size };
}

/**
 * Every figure the budget test and the benchmark report for one build.
 * @param {string} distDir absolute path of the built PWA (folder with index.html and sw.js)
 */
export function bundleStats(distDir) {
  const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const refs = (re) => [...html.matchAll(re)].map((m) => m[1]);
  const initialJsFiles = [...new Set([...refs(/<script[^>]+src="([^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
  const initialCssFiles = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
  const initialJs = sizeOf(distDir, initialJsFiles);
  const initialCss = sizeOf(distDir, initialCssFiles);
  const lottieInInitial = initialJsFiles.some((f) => isLottie(distDir, f));
  const lazy = readdirSync(path.join(distDir, 'assets'))
    .filter((f) => f.endsWith('.js') && !initialJsFiles.includes(`/assets/${f}`))
    .map((f) => ({ file: f, ...compressed(readFileSync(path.join(distDir, 'assets', f))) }))
    .sort((a, b) => b.gzip - a.gzip);
  const largestLazy = lazy[0] ?? null;
  return {
    initialJsFiles,
    initialCssFiles,
    initialJs,
    initialCss,
    lottieInInitial,
    largestLazy,
    lazyChunks: lazy.length,
    precache: precacheManifest(distDir),
    budgets: BUDGETS,
  };
}

/**
 * Budget failures (empty when within budget): initial JS ≤ 130 KB gzip, initial CSS ≤ 20 KB gzip,
 * lottie-web never initial, and an entry script present at all.
 * @param {ReturnType<typeof bundleStats>} s
 */
export function budgetFailures(s) {
  const failures = [];
  if (s.initialJs.gzip > BUDGETS.jsGzip) failures.push(`initial JS ${s.initialJs.gzip} B gzip > 130 KB`);
  if (s.initialCss.gzip > BUDGETS.cssGzip) failures.push(`initial CSS ${s.initialCss.gzip} B gzip > 20 KB`);
  if (s.lottieInInitial) failures.push('lottie-web is in the initial bundle');
  if (s.initialJsFiles.length === 0) failures.push('no initial script found in index.html');
  return failures;
}

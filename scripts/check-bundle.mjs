#!/usr/bin/env node
/**
 * Bundle budget (issue 6, enforced from the start): the home route's initial JavaScript
 * (entry + modulepreloads from dist/index.html) ≤ 130 KB gzipped, initial CSS ≤ 20 KB gzipped,
 * and lottie-web never in the initial bundle. Prints the figures as JSON; exits 1 over budget.
 * Run after `npm run build`.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const refs = (re) => [...html.matchAll(re)].map((m) => m[1]);
const js = [...new Set([...refs(/<script[^>]+src="([^"]+\.js)"/g), ...refs(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)])];
const css = refs(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+\.css)"/g);
const size = (files) => {
  let raw = 0, gz = 0, br = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(dist, f));
    raw += buf.length;
    gz += gzipSync(buf, { level: 9 }).length;
    br += brotliCompressSync(buf).length;
  }
  return { raw, gzip: gz, brotli: br };
};
const initialJs = size(js);
const initialCss = size(css);
const lottieInInitial = js.some((f) => /lottie/i.test(f) || /lottie-web|bodymovin/.test(readFileSync(path.join(dist, f), 'utf8').slice(0, 2_000_000)));
const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
const largestLazy = assets.filter((f) => !js.includes(`/assets/${f}`)).map((f) => ({ file: f, gzip: gzipSync(readFileSync(path.join(dist, 'assets', f))).length })).sort((a, b) => b.gzip - a.gzip)[0];
const sw = statSync(path.join(dist, 'sw.js')).size;
const result = { initialJsFiles: js, initialJs, initialCss, lottieInInitial, largestLazy, swBytes: sw, budgets: { jsGzip: 130 * 1024, cssGzip: 20 * 1024 } };
console.log(JSON.stringify(result, null, 2));
const failures = [];
if (initialJs.gzip > 130 * 1024) failures.push(`initial JS ${initialJs.gzip} B gzip > 130 KB`);
if (initialCss.gzip > 20 * 1024) failures.push(`initial CSS ${initialCss.gzip} B gzip > 20 KB`);
if (lottieInInitial) failures.push('lottie-web is in the initial bundle');
if (js.length === 0) failures.push('no initial script found in dist/index.html');
if (failures.length) {
  console.error(`Bundle budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');

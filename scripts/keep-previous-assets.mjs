#!/usr/bin/env node
/**
 * Before `vite build` empties dist/: copy the current build's hashed JS and CSS from dist/assets to
 * .previous-assets/ (or PREVIOUS_ASSETS_DIR), where the server keeps serving them (issue 5: tabs
 * still running the previous release lazy-load route chunks that the new build no longer has).
 * Files are content-hashed, so a name never changes meaning. Copies older than
 * KEEP_PREVIOUS_ASSETS_DAYS (default 14) are removed. Prints what it kept and pruned.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const from = path.join(root, process.env.DIST_DIR ?? 'dist', 'assets');
const to = path.resolve(root, process.env.PREVIOUS_ASSETS_DIR ?? '.previous-assets');
const keepMs = Number(process.env.KEEP_PREVIOUS_ASSETS_DAYS ?? 14) * 24 * 3600 * 1000;

mkdirSync(to, { recursive: true });
let kept = 0;
if (existsSync(from)) {
  for (const name of readdirSync(from)) {
    if (!/\.(js|css)$/.test(name)) continue;
    const target = path.join(to, name);
    if (existsSync(target)) continue;
    copyFileSync(path.join(from, name), target);
    const now = new Date();
    utimesSync(target, now, now);
    kept += 1;
  }
}
let pruned = 0;
for (const name of readdirSync(to)) {
  const file = path.join(to, name);
  if (Date.now() - statSync(file).mtimeMs > keepMs) {
    rmSync(file, { force: true });
    pruned += 1;
  }
}
console.log(`previous assets: ${kept} kept from the last build, ${pruned} older than ${keepMs / 86400000} days removed (${to})`);

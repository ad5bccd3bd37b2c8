/**
 * When is a PWA build out of date? Shared by `npm start` (scripts/start.mjs, dist/) and the bench
 * (scripts/bench/lib/build.ts, .tmp/bench-dist/): the build's server bundle (server/entry-server.js,
 * written last by `npm run build`) is missing, or older than the newest file of its sources.
 * Plain JS so start.mjs runs without tsx.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What a `vite build` reads, relative to the repository root. */
export const BUILD_SOURCES = ['src', 'sw', 'public', 'server/contract', 'vite.config.ts', 'panda.config.ts', 'package.json'];

/** The file a complete build writes last (the server bundle of `vite build --ssr`). */
export const BUILD_MARKER = path.join('server', 'entry-server.js');

/** Newest modification time under `p` (ms since epoch; 0 when missing). The generated route tree is ignored. */
export function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(p)) {
    if (name === 'routeTree.gen.ts') continue;
    max = Math.max(max, newestMtime(path.join(p, name)));
  }
  return max;
}

/** True when `buildDir`/server/entry-server.js is missing or older than any of BUILD_SOURCES under `root`. */
export function isBuildStale(root, buildDir) {
  const marker = path.join(buildDir, BUILD_MARKER);
  if (!existsSync(marker)) return true;
  return Math.max(...BUILD_SOURCES.map((s) => newestMtime(path.join(root, s)))) > statSync(marker).mtimeMs;
}

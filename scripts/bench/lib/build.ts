/**
 * The bench serves its own production build in .tmp/bench-dist (the shared dist/ may be in use
 * by tests or `npm start`): the browser's (`vite build --outDir .tmp/bench-dist`) and the
 * server's (`vite build --ssr src/entry-server.tsx --outDir .tmp/bench-dist/server`), when missing
 * or older than their sources (scripts/lib/build-staleness.mjs, shared with scripts/start.mjs), or
 * always with --rebuild.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { benchDist, root } from './paths.js';
import { BUILD_MARKER, isBuildStale } from '@scripts/lib/build-staleness.mjs';

/** Returns the build folder; builds first when needed. Throws when the build fails. */
export function ensureBenchBuild(opts: { rebuild?: boolean; noBuild?: boolean } = {}): { dir: string; built: boolean; buildMs: number } {
  const index = path.join(benchDist, BUILD_MARKER);
  const stale = isBuildStale(root, benchDist);
  if (opts.noBuild && existsSync(index)) return { dir: benchDist, built: false, buildMs: 0 };
  if (!stale && !opts.rebuild) return { dir: benchDist, built: false, buildMs: 0 };
  console.log(`building the PWA into ${path.relative(root, benchDist)} (${existsSync(index) ? 'out of date' : 'missing'})…`);
  const t0 = Date.now();
  const vite = path.join(root, 'node_modules', 'vite', 'bin', 'vite.js');
  for (const args of [
    ['build', '--outDir', benchDist, '--emptyOutDir', '--logLevel', 'warn'],
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(benchDist, 'server'), '--emptyOutDir', '--logLevel', 'warn'],
  ]) {
    const r = spawnSync(process.execPath, [vite, ...args], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`vite ${args.join(' ')} failed (exit ${r.status})`);
  }
  return { dir: benchDist, built: true, buildMs: Date.now() - t0 };
}

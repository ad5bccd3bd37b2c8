/**
 * The bench serves its own production build in .tmp/bench-dist (the shared dist/ may be in use
 * by tests or `npm start`). Built with `vite build --outDir .tmp/bench-dist` when missing or older
 * than its sources (the same staleness rule as scripts/start.mjs), or always with --rebuild.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { benchDist, root } from './paths.js';

function newestMtime(p: string): number {
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

const SOURCES = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'panda.config.ts', 'package.json'];

/** Returns the build folder; builds first when needed. Throws when the build fails. */
export function ensureBenchBuild(opts: { rebuild?: boolean; noBuild?: boolean } = {}): { dir: string; built: boolean; buildMs: number } {
  const index = path.join(benchDist, 'index.html');
  const stale = !existsSync(index) || Math.max(...SOURCES.map((s) => newestMtime(path.join(root, s)))) > statSync(index).mtimeMs;
  if (opts.noBuild && existsSync(index)) return { dir: benchDist, built: false, buildMs: 0 };
  if (!stale && !opts.rebuild) return { dir: benchDist, built: false, buildMs: 0 };
  console.log(`building the PWA into ${path.relative(root, benchDist)} (${existsSync(index) ? 'out of date' : 'missing'})…`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', benchDist, '--emptyOutDir', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`vite build failed (exit ${r.status})`);
  return { dir: benchDist, built: true, buildMs: Date.now() - t0 };
}

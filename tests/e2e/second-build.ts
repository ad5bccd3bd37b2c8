/**
 * A second real build of the PWA under another webVersion (issue 32: the staged-rollout journey runs
 * the new version's own scripts beside the previous build's — docs/decisions/049-ops-console.md
 * "Two builds side by side"). The same `vite build` as `npm run build` (browser, then server bundle)
 * with WEB_VERSION and BUILD_OUT_DIR (vite.config.ts), into `.tmp/e2e-build-<version>/` inside the
 * project (its server bundle finds node_modules from there). A build there newer than dist/'s is
 * reused. ~20 s of CPU.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Builds version `version` (x.y.z) unless a current build of it exists; returns its folder, relative to the project. */
export function secondBuild(version: string): string {
  const dir = path.join('.tmp', `e2e-build-${version}`);
  const entry = path.join(root, dir, 'server', 'entry-server.js');
  const distEntry = path.join(root, 'dist', 'server', 'entry-server.js');
  const builtVersion = () => {
    try {
      return (JSON.parse(readFileSync(path.join(root, dir, 'version.json'), 'utf8')) as { webVersion?: string }).webVersion;
    } catch {
      return undefined;
    }
  };
  if (existsSync(entry) && builtVersion() === version && existsSync(distEntry) && statSync(entry).mtimeMs >= statSync(distEntry).mtimeMs) return dir;
  const vite = path.join(root, 'node_modules', '.bin', 'vite');
  const env = { ...process.env, WEB_VERSION: version, BUILD_OUT_DIR: dir };
  for (const args of [
    ['build', '--logLevel', 'warn'],
    ['build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
  ]) {
    const r = spawnSync(vite, args, { cwd: root, env, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`vite ${args.join(' ')} (WEB_VERSION=${version}) failed:\n${r.stderr || r.stdout}`);
  }
  if (builtVersion() !== version) throw new Error(`${dir}/version.json does not say ${version}`);
  return dir;
}

/**
 * Where the benchmark keeps things. Everything it writes outside bench/results/ and
 * BENCHMARKS.md lives under .tmp/ (ignored by git): its own build of the PWA (never the shared
 * dist/), the cached 100,000-product catalogue, and per-run temporary folders it removes itself.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The bench's own Vite build (served through DIST_DIR). */
export const benchDist = path.join(root, '.tmp', 'bench-dist');
/** Seeded catalogues kept between runs. */
export const cacheDir = path.join(root, '.tmp', 'bench-cache');
export const resultsDir = path.join(root, 'bench', 'results');
/** Quick (smoke) runs write here, so they never overwrite the figures of a full run. */
export const quickResultsDir = path.join(root, '.tmp', 'bench-quick');

const temps = new Set<string>();

/** A fresh temporary folder, removed by removeTemps() (called on every exit path). */
export function tempDir(prefix: string): string {
  const d = mkdtempSync(path.join(os.tmpdir(), `jecheol-bench-${prefix}-`));
  temps.add(d);
  return d;
}

export function removeTemp(d: string) {
  rmSync(d, { recursive: true, force: true });
  temps.delete(d);
}

export function removeTemps() {
  for (const d of [...temps]) removeTemp(d);
}

/** The files under `p` (relative to the repo root; a file is itself), sorted, missing ones left out. */
function files(p: string): string[] {
  const abs = path.join(root, p);
  if (!existsSync(abs)) return [];
  if (!statSync(abs).isDirectory()) return [p];
  return readdirSync(abs)
    .sort()
    .flatMap((n) => files(path.join(p, n)));
}

/**
 * A fingerprint of the code a cached data folder was seeded with: SHA-256 over the names and contents
 * of every file under `code` (repo-relative files or folders), first 16 hex digits.
 */
export function codeFingerprint(code: string[]): string {
  const h = createHash('sha256');
  for (const f of code.flatMap(files)) h.update(f).update(readFileSync(path.join(root, f)));
  return h.digest('hex').slice(0, 16);
}

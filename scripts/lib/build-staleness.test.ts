/** The one "is the PWA build out of date?" rule of `npm start` and the bench. */
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildStale } from './build-staleness.mjs';

function repo() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'jecheol-stale-'));
  mkdirSync(path.join(root, 'src', 'lib'), { recursive: true });
  writeFileSync(path.join(root, 'src', 'lib', 'a.ts'), 'export const a = 1;');
  writeFileSync(path.join(root, 'src', 'routeTree.gen.ts'), '// generated');
  writeFileSync(path.join(root, 'vite.config.ts'), 'export default {};');
  mkdirSync(path.join(root, 'dist', 'server'), { recursive: true });
  return root;
}
const at = (file: string, seconds: number) => utimesSync(file, seconds, seconds);

describe('isBuildStale', () => {
  it('is stale without a build, fresh after one, stale again when a nested source changes', () => {
    const root = repo();
    const dist = path.join(root, 'dist');
    expect(isBuildStale(root, dist)).toBe(true);
    for (const f of ['src/lib/a.ts', 'src/routeTree.gen.ts', 'vite.config.ts']) at(path.join(root, f), 1_000);
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), 'built');
    at(path.join(dist, 'server', 'entry-server.js'), 2_000);
    expect(isBuildStale(root, dist)).toBe(false);
    at(path.join(root, 'src', 'lib', 'a.ts'), 3_000);
    expect(isBuildStale(root, dist)).toBe(true);
  });

  it('ignores the generated route tree (the build itself rewrites it)', () => {
    const root = repo();
    const dist = path.join(root, 'dist');
    for (const f of ['src/lib/a.ts', 'vite.config.ts']) at(path.join(root, f), 1_000);
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), 'built');
    at(path.join(dist, 'server', 'entry-server.js'), 2_000);
    at(path.join(root, 'src', 'routeTree.gen.ts'), 3_000);
    expect(isBuildStale(root, dist)).toBe(false);
  });
});

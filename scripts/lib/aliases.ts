/**
 * Import aliases for Vite and vitest, read from tsconfig.base.json's `paths` so the type checker,
 * tsx (which reads tsconfig.json's paths at run time), Vite and vitest resolve `~/…`, `@contract/…`,
 * `@server/…`, `@sw/…`, `@tests/…` and `@scripts/…` the same way. Shape: `{ '~': '/abs/src', … }`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export function importAliases(): Record<string, string> {
  const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8')) as { compilerOptions: { paths: Record<string, string[]> } };
  return Object.fromEntries(
    Object.entries(base.compilerOptions.paths).map(([key, [target]]) => [key.replace(/\/\*$/, ''), path.join(root, target!.replace(/\/\*$/, ''))]),
  );
}

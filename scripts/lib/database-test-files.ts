/**
 * Which server test files reach PostgreSQL when a server is given (issue 27): the PostgreSQL pass of
 * `npm test` runs exactly these, once each, instead of the whole server project a second time —
 * pure unit tests, and files that open an in-memory PGlite by hand, would only repeat the PGlite
 * pass. A file reaches PostgreSQL through tests/setup: test-app.ts (useTestApp, createTestApp,
 * useTestDatabase, openTestDatabase) or postgres.ts (testPostgresUrl, createIsolatedDatabase); a
 * `*.pg.test.ts` file is PostgreSQL-only. A file that opens its app through tests/setup but measures
 * something the database does not take part in says so on a line of its own,
 * `// database-independent: <why>`, and runs in the PGlite pass only (image-latency.test.ts: the
 * pictures' decoding off the event loop, 22 s a pass).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const REACHES_POSTGRES = /from ['"][^'"]*tests\/setup\/(test-app|postgres)(\.js)?['"]/;
/** The marker of a file whose subject the database does not take part in (its reason follows it). */
const DATABASE_INDEPENDENT = /^\/\/ database-independent: \S/m;

/** Whether the test file with this source reaches PostgreSQL when one is given. */
export function reachesPostgres(file: string, source: string): boolean {
  if (file.endsWith('.pg.test.ts')) return true;
  return REACHES_POSTGRES.test(source) && !DATABASE_INDEPENDENT.test(source);
}

/**
 * The `*.test.ts` files under `dirs` (relative to `root`, node_modules skipped) that reach
 * PostgreSQL, as root-relative paths with forward slashes, sorted.
 */
export function postgresTestFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  for (const dir of dirs)
    for (const entry of readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })) {
      const rel = path.posix.join(dir, entry.split(path.sep).join('/'));
      if (!rel.endsWith('.test.ts') || rel.includes('node_modules/')) continue;
      if (reachesPostgres(rel, readFileSync(path.join(root, rel), 'utf8'))) out.push(rel);
    }
  return out.sort();
}

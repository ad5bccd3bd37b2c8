/**
 * Real PostgreSQL for the API tests (issue 6): when TEST_DATABASE_URL or DATABASE_URL is set,
 * createTestApp runs each test file against a database of its own, created on that server from
 * the URL's database and dropped (WITH (FORCE)) when the file closes its app. The URL's role needs
 * CREATEDB; scripts/pg-cluster.sh makes a throwaway cluster with such a role. Unset: PGlite.
 */
import { createDatabase, onServer } from '@scripts/lib/pg-admin.js';

/** The server the API tests use, or '' for in-memory PGlite. */
export function testPostgresUrl(): string {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || '';
}

/**
 * The server of a PostgreSQL-only test file (`*.pg.test.ts`). Those files run only in the PostgreSQL
 * step (vitest.config.ts excludes them without DATABASE_URL); run on their own without a server they
 * fail here instead of passing or skipping.
 * @throws Error naming the command that provides a server
 */
export function requirePostgres(): string {
  const url = testPostgresUrl();
  if (!url) throw new Error('PostgreSQL-only test: run it as `bash scripts/pg-cluster.sh run -- npx vitest run --project server <file>`');
  return url;
}

/**
 * DROP DATABASE … WITH (FORCE), tried up to 5 times 1 s apart when PostgreSQL refuses to end another
 * role's session on it — an autovacuum worker, on a server whose test role is not in
 * pg_signal_backend (scripts/pg-cluster.sh grants it); the worker ends on its own.
 */
async function dropDatabase(url: string, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      return;
    } catch (e) {
      if (attempt >= 5 || !/role whose process is being terminated|superuser process/.test(String((e as Error).message))) throw e;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

/** A new, empty database on the server of `url`; `drop()` removes it (closing leftover sessions). */
export async function createIsolatedDatabase(url: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const own = await createDatabase(url, 'jecheol_test');
  return { ...own, drop: () => dropDatabase(url, own.name) };
}

/**
 * Real PostgreSQL for the API tests (issue 6): when TEST_DATABASE_URL or DATABASE_URL is set,
 * createTestApp runs each test file against a database of its own on that server, cloned from the
 * run's template database (postgresTemplate, tests/setup/templates.ts; a plain new database outside
 * the server project) and dropped (WITH (FORCE)) when the file closes its app. The URL's role needs
 * CREATEDB; scripts/pg-cluster.sh makes a throwaway cluster with such a role. Unset: PGlite.
 */
import pg from 'pg';
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

/** The admin connection's error code when a database to clone or drop still has sessions (an autovacuum worker). */
const OBJECT_IN_USE = '55006';

/**
 * A new database on the server of `url` cloned from the template database `template`
 * (`CREATE DATABASE … TEMPLATE`: a file copy, no migrations or seeding); `drop()` removes it.
 * Retried for up to 10 s while PostgreSQL says the template is in use.
 */
export async function cloneDatabase(url: string, template: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const own = await createDatabase(url, 'jecheol_test', template);
      return { ...own, drop: () => dropDatabase(url, own.name) };
    } catch (e) {
      if (attempt >= 50 || (e as { code?: string }).code !== OBJECT_IN_USE) throw e;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * The run's template database for `key` on the server of `url` (tests/setup/templates.ts), named
 * `jecheol_tpl_<tag>_<key>`: made by the first caller of the run — `fill` gets its URL (migrate,
 * seed, index there and close every connection) and returns a summary, kept as the database's
 * comment — while the other callers wait on a session advisory lock. A template is complete once it
 * has that comment; one left without it by a crashed maker is dropped and made again. Connections to
 * a finished template are disallowed (ALLOW_CONNECTIONS false), so no autovacuum worker blocks a clone.
 * @returns the template's name and the summary
 */
export async function postgresTemplate<S>(url: string, tag: string, key: string, fill: (url: string) => Promise<S>): Promise<{ name: string; summary: S }> {
  const name = `jecheol_tpl_${tag}_${key}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query<{ note: string | null }>(`SELECT shobj_description(oid, 'pg_database') AS note FROM pg_database WHERE datname = $1`, [
      name,
    ]);
    if (found.rows[0]?.note) return { name, summary: JSON.parse(found.rows[0].note) as S };
    if (found.rows.length) await dropDatabase(url, name);
    await admin.query(`CREATE DATABASE "${name}"`);
    const own = new URL(url);
    own.pathname = `/${name}`;
    const summary = await fill(own.toString());
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    await admin.query(`COMMENT ON DATABASE "${name}" IS ${admin.escapeLiteral(JSON.stringify(summary ?? null))}`);
    return { name, summary };
  } finally {
    await admin.end(); // ends the session, so its advisory lock too
  }
}

/** Drop the template databases of the run `tag` (the server project's globalSetup teardown). */
export async function dropPostgresTemplates(url: string, tag: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [`jecheol\\_tpl\\_${tag}\\_%`]);
    for (const { datname } of rows) await dropDatabase(url, datname);
  } finally {
    await admin.end();
  }
}

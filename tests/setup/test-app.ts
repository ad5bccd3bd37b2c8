/**
 * Shared API test helper: an in-memory PGlite database, migrated and seeded with the
 * deterministic catalogue, and the real Fastify app around it (driven with app.inject, no port).
 * One instance per test file (PGlite uses ~300 MB); always call close() in afterAll.
 * With TEST_DATABASE_URL or DATABASE_URL set, the database is instead one of its own on that
 * PostgreSQL server, dropped by close() (tests/setup/postgres.ts).
 * The database is a copy of the run's template for the file's fixture (tests/setup/templates.ts):
 * seeding and indexing happen once per run and catalogue size, not once per file. The default
 * catalogue is the seed's smallest (100 products, with the seeded community); a file that needs
 * the big one says `products: 1000`.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '@server/app.js';
import { openDatabase, type Database, type Db } from '@server/db/client.js';
import { seedDatabase, type SeedSummary } from '@server/seed/index.js';
import { loadEnv } from '@server/env.js';
import { refreshSearchIndex } from '@server/domain/search/index.js';
import { pgliteTemplate, seededPgliteTemplate } from './pglite-template.js';
import { cloneDatabase, createIsolatedDatabase, postgresTemplate, requirePostgres, testPostgresUrl } from './postgres.js';
import { fixtureKey, provided, type Fixture } from './templates.js';
import type { TokenService } from '@server/domain/accounts/tokens.js';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  summary: SeedSummary;
  /** The TokenService made by opts.tokens (undefined without one: the app then makes its own). */
  tokens: TokenService | undefined;
  close(): Promise<void>;
}

/** A migrated, empty database of a test file's own; `url` is its PostgreSQL address ('' on PGlite). */
export interface TestDatabase {
  database: Database;
  url: string;
  /** Closes the database and drops it from the PostgreSQL server. */
  close(): Promise<void>;
}

/** Seed `db` as every test app is seeded (the deterministic catalogue of `fixture`, seed 42) and build its search index. */
async function seedFixture(db: Db, fixture: Fixture): Promise<SeedSummary> {
  const summary = await seedDatabase(db, { products: fixture.products, seed: 42, now: fixture.now ?? new Date() });
  await refreshSearchIndex(db);
  return summary;
}

/**
 * A database of the file's own, a copy of the run's template (tests/setup/templates.ts): migrated,
 * and with `fixture` also seeded and indexed. In-memory PGlite from the template's dump, or with
 * TEST_DATABASE_URL or DATABASE_URL a clone of the template database on that server
 * (tests/setup/postgres.ts). Outside the server project (no templates) the file migrates and seeds
 * its own. `summary`: what the seed reported (null without a fixture).
 */
async function openFixtureDatabase(opts: { postgres?: boolean; fixture?: Fixture }): Promise<TestDatabase & { summary: SeedSummary | null }> {
  const server = opts.postgres ? requirePostgres() : testPostgresUrl();
  const fixture = opts.fixture;
  let summary: SeedSummary | null = null;
  let own: { url: string; drop(): Promise<void> } | null = null;
  let loadDataDir: Blob | undefined;
  if (server) {
    const tag = provided('postgresTemplateTag');
    if (tag) {
      const template = await postgresTemplate(server, tag, fixtureKey(fixture ?? null), async (url) => {
        const database = await openDatabase({ databaseUrl: url });
        try {
          await database.migrate();
          return fixture ? await seedFixture(database.db, fixture) : null;
        } finally {
          await database.close();
        }
      });
      summary = template.summary;
      own = await cloneDatabase(server, template.name);
    } else own = await createIsolatedDatabase(server);
  } else if (fixture) {
    const template = await seededPgliteTemplate(fixture, (database) => seedFixture(database.db, fixture));
    summary = template?.summary ?? null;
    loadDataDir = template?.dump ?? pgliteTemplate();
  } else loadDataDir = pgliteTemplate();
  const seeded = !fixture || summary !== null;
  const database = await openDatabase({ databaseUrl: own?.url, dataDir: ':memory:', loadDataDir });
  const close = async () => {
    await database.close();
    await own?.drop();
  };
  try {
    await database.migrate();
    if (!seeded) summary = await seedFixture(database.db, fixture!);
  } catch (e) {
    await close().catch(() => undefined);
    throw e;
  }
  return { database, url: own?.url ?? '', close, summary };
}

/**
 * A migrated, empty database: in-memory PGlite (a copy of the run's migrated template,
 * tests/setup/pglite-template.ts, when there is one), or with TEST_DATABASE_URL or DATABASE_URL a
 * database on that PostgreSQL server (tests/setup/postgres.ts), cloned from the run's migrated
 * template database. With `postgres` the server is required (a `*.pg.test.ts` file): requirePostgres
 * throws without one.
 */
export async function openTestDatabase(opts: { postgres?: boolean } = {}): Promise<TestDatabase> {
  const { summary: _summary, ...opened } = await openFixtureDatabase({ postgres: opts.postgres });
  return opened;
}

/**
 * openTestDatabase for the enclosing test file or describe block: opened in beforeAll, closed in
 * afterAll — after the afterAll hooks registered later (vitest runs them in reverse), so apps
 * closed there close first. Read it in tests and hooks, after its beforeAll. With `postgres`, a
 * file without a PostgreSQL server fails at once (requirePostgres). `timeout`: the beforeAll's, in ms.
 */
export function useTestDatabase(opts: { postgres?: boolean; timeout?: number } = {}): TestDatabase & { db: Db } {
  if (opts.postgres) requirePostgres();
  return forFile(
    'the test database',
    async () => {
      const opened = await openTestDatabase(opts);
      return { ...opened, db: opened.database.db };
    },
    opts.timeout,
  );
}

/**
 * What `open` makes, for the enclosing test file or describe block: made in beforeAll, closed in
 * afterAll. The object returned reads every property from that instance (so a file-level const
 * works); read before the beforeAll has run, it throws.
 */
function forFile<T extends { close(): Promise<void> }>(what: string, open: () => Promise<T>, timeout?: number): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  }, timeout);
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!current) throw new Error(`${what} is not ready yet: use it in tests and hooks, after its beforeAll`);
      return Reflect.get(current, key);
    },
  });
}

/**
 * A fetch that answers from the app itself through app.inject (no port): server-to-provider
 * calls reach the stand-in identity provider in tests exactly as over HTTP in production.
 */
export function injectFetch(getApp: () => FastifyInstance) {
  return async (input: string, init: RequestInit = {}): Promise<Response> => {
    const u = new URL(input);
    const res = await getApp().inject({
      method: (init.method ?? 'GET') as 'GET',
      url: u.pathname + u.search,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    return new Response(res.statusCode === 204 || res.statusCode === 304 ? null : res.body, { status: res.statusCode, headers });
  };
}

/**
 * @param opts.products catalogue size (default 100, the seed's smallest); @param opts.now seed reference time (default: when
 *   the run's template for this size was made, minutes ago at most, so deals are live)
 * @param opts.env extra environment variables; @param opts.tokens a TokenService factory (e.g. with a test clock)
 * @param opts.distDir a built (or fixture) PWA folder to serve, as server/index.ts does with dist/
 * @param opts.logStream turn the request log on, into this stream
 */
export async function createTestApp(
  opts: {
    products?: number;
    now?: Date;
    env?: Record<string, string>;
    tokens?: (db: Db) => TokenService;
    distDir?: string;
    /** Turn the request log on, written to this stream (log redaction tests). */
    logStream?: NodeJS.WritableStream;
    /** The page cache and render slots of the app (server/plugins/pwa.ts), to read their counters or pin their clock. */
    pages?: Pick<AppDeps, 'pageCache' | 'renderGate'>;
  } = {},
): Promise<TestApp> {
  const { database, close: drop, summary } = await openFixtureDatabase({ fixture: { products: opts.products ?? 100, now: opts.now } });
  try {
    let appRef: FastifyInstance | null = null;
    // Suites search hundreds of times a minute from one address: the search limit is tested where a file sets it.
    const env = loadEnv({
      NODE_ENV: 'test',
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      SEARCH_RATE_LIMIT_PER_MINUTE: '100000',
      DEVICE_REGISTRATIONS_PER_MINUTE: '100000',
      ...opts.env,
    });
    const tokens = opts.tokens?.(database.db);
    const app = await buildApp({
      db: database.db,
      env,
      fetch: injectFetch(() => appRef!),
      tokens,
      distDir: opts.distDir,
      ...opts.pages,
      ...(opts.logStream ? { logger: true, logStream: opts.logStream } : {}),
    });
    appRef = app;
    await app.ready();
    return {
      app,
      db: database.db,
      summary: summary!,
      tokens,
      close: async () => {
        await app.close();
        await drop();
      },
    };
  } catch (e) {
    await drop().catch(() => undefined);
    throw e;
  }
}

/**
 * createTestApp for the enclosing test file or describe block: created in beforeAll, closed in
 * afterAll. The TestApp returned forwards to that instance, so tests use it as the one
 * createTestApp returns (from the first beforeAll on).
 * @param timeout the beforeAll timeout in ms (default: the project's hookTimeout)
 */
export function useTestApp(opts: Parameters<typeof createTestApp>[0] = {}, timeout?: number): TestApp {
  return forFile('the test app', () => createTestApp(opts), timeout);
}

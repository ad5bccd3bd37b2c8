/**
 * One Drizzle API over two drivers (issue 2): embedded PGlite by default (a data folder, or
 * ':memory:' for tests), real PostgreSQL through node-postgres when DATABASE_URL is set.
 * Both run the same committed SQL migrations from server/db/migrations.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import { guardPoolClients, installFaultTolerantTransactions } from './pg-faults.js';

export type Schema = typeof schema;
/** The database handle every service receives. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Apply pending migrations (idempotent; on PostgreSQL under an advisory lock, so N instances starting together migrate once). */
  migrate(): Promise<void>;
  /**
   * Run `fn` while holding the session advisory lock `key` (PostgreSQL; on its own pooled connection,
   * `fn` queries through `db` as usual), so instances doing the same start-up work (seeding an empty
   * database, building the search index) take turns instead of colliding. PGlite (one process): just runs `fn`.
   */
  exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
  /** Release the connection / PGlite instance (PGlite keeps Node alive until closed). */
  close(): Promise<void>;
  /**
   * PGlite only: the whole data folder as an uncompressed tar, to open copies of this database
   * with `openDatabase({ loadDataDir })` (the tests start every file from one migrated copy:
   * tests/setup/pglite-template.ts). Undefined on PostgreSQL.
   */
  dumpDataDir?(): Promise<Blob>;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * Key of the session-level advisory lock PostgreSQL migrations run under (issue 18,
 * docs/decisions/034-scale-out.md): ASCII 'jcmg'. Any constant works as long as every instance uses it.
 */
export const MIGRATION_LOCK_KEY = 0x6a636d67;

/** Key of the advisory lock server/index.ts runs its start-up preparation under (seed, search index, statistics): ASCII 'jcst'. */
export const STARTUP_LOCK_KEY = 0x6a637374;

/** `fn(client)` on one pooled connection holding `pg_advisory_lock(key)`; unlocked (or the connection dropped) afterwards. */
async function underLock<T>(pool: pg.Pool, key: number, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('SELECT pg_advisory_lock($1)', [key]);
    try {
      return await fn(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [key]).catch((e: Error) => {
        broken = e; // a connection that could not unlock is dropped below (dropping it releases the lock)
      });
    }
  } finally {
    client.release(broken);
  }
}

/**
 * Apply pending migrations on PostgreSQL once, however many instances start together: one pooled
 * connection takes `pg_advisory_lock(MIGRATION_LOCK_KEY)` (the others wait for it), migrates on that
 * same connection, then unlocks. An instance that got the lock second finds every migration already
 * recorded and applies nothing. The lock is the session's: a crash mid-migration releases it with the
 * connection (the migration's own transaction rolls back).
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  await underLock(pool, MIGRATION_LOCK_KEY, async (client) => {
    // Inside the lock too: two sessions creating the extension at once can fail on the catalogue's unique index.
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm').catch(() => undefined);
    await migratePg(drizzlePg(client, { schema }) as never, { migrationsFolder });
  });
}

/**
 * Open the database.
 * @param opts.databaseUrl PostgreSQL URL; when non-empty PostgreSQL is used.
 * @param opts.dataDir PGlite folder (created with its parents) or ':memory:'.
 * @param opts.loadDataDir PGlite in memory only: start from this dump (`dumpDataDir`) instead of an
 *   empty cluster (~0.5 s instead of ~3 s for initdb and the migrations).
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  loadDataDir?: Blob;
  /** PostgreSQL: connections of this instance's pool (env DATABASE_POOL_SIZE; docs/deploy.md "Connection budget"). */
  poolSize?: number;
  /**
   * PostgreSQL: a direct address (env DATABASE_LISTEN_URL) for the work that holds a session-level
   * advisory lock — migrations and {@link Database.exclusive} — when `databaseUrl` goes through
   * PgBouncer in transaction mode, where a session lock would stay on whichever server connection
   * took it (docs/deploy.md "PgBouncer"). Opened for that work only (one connection), closed after.
   */
  directUrl?: string;
  /** Where a lost connection is reported (default: the console). */
  log?: { warn(obj: object, msg: string): void };
}): Promise<Database> {
  if (opts.databaseUrl) {
    // A lost connection is an expected event (issue 28; ./pg-faults.ts): every client has an error
    // listener, a transaction that failed before its commit runs again on a fresh connection.
    installFaultTolerantTransactions();
    // random_page_cost 1.1: data sits in RAM/SSD; the default 4 makes the planner skip the
    // trigram indexes of search for sequential scans (measured in docs/decisions/003).
    // connectionTimeoutMillis: while the database restarts, a request waits at most this long for a
    // connection (then 503, code 5) instead of hanging; keepAlive notices a dead peer.
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.poolSize ?? 10,
      options: '-c random_page_cost=1.1',
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    const log = opts.log ?? { warn: (obj: object, msg: string) => console.warn(msg, JSON.stringify(obj)) };
    guardPoolClients(pool, log);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    /** `work` on a pool that keeps a session: the direct one while it runs (then closed), else this pool. */
    const withSessionPool = async <T>(work: (p: pg.Pool) => Promise<T>): Promise<T> => {
      if (!opts.directUrl || opts.directUrl === opts.databaseUrl) return work(pool);
      const direct = new pg.Pool({ connectionString: opts.directUrl, max: 1, connectionTimeoutMillis: 5000, keepAlive: true });
      guardPoolClients(direct, log);
      try {
        return await work(direct);
      } finally {
        await direct.end();
      }
    };
    return {
      db,
      driver: 'postgres',
      migrate: () => withSessionPool((p) => migrateUnderLock(p)),
      exclusive: (key, fn) => withSessionPool((p) => underLock(p, key, () => fn())),
      close: () => pool.end(),
    };
  }
  const dataDir = opts.dataDir ?? ':memory:';
  let client: PGlite;
  if (dataDir === ':memory:') {
    client = new PGlite({ extensions: { pg_trgm }, ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}) });
  } else {
    const abs = path.resolve(dataDir);
    mkdirSync(abs, { recursive: true });
    client = new PGlite(abs, { extensions: { pg_trgm } });
  }
  await client.waitReady;
  await client.exec('set random_page_cost = 1.1');
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    migrate: async () => {
      await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePglite(db as never, { migrationsFolder });
    },
    exclusive: (_key, fn) => fn(),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

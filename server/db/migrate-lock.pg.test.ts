/**
 * Migrations run once when several instances start together (issue 18, docs/decisions/034-scale-out.md):
 * on PostgreSQL `migrate()` runs under a session-level advisory lock. Three instances opening a fresh
 * database at once all succeed, and each migration is recorded exactly once. The start-up preparation
 * (seed, search index) runs under `exclusive()`: one instance at a time.
 * PostgreSQL only (`*.pg.test.ts`: the PostgreSQL step of npm test;
 * `bash scripts/pg-cluster.sh run -- npx vitest run --project server server/db/migrate-lock.pg.test.ts`).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createIsolatedDatabase, requirePostgres } from '@tests/setup/postgres.js';
import { MIGRATION_LOCK_KEY, openDatabase, STARTUP_LOCK_KEY } from './client.js';

const server = requirePostgres();
const migrationFiles = readdirSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations')).filter((f) => f.endsWith('.sql'));

/** How many advisory-lock requests wait (not granted) in the database `client` is connected to. */
async function waitingForLock(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted AND database = (SELECT oid FROM pg_database WHERE datname = current_database())",
  );
  return rows[0]!.n;
}

describe('migrations under an advisory lock (PostgreSQL)', () => {
  const drops: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const drop of drops) await drop();
  });

  it('three instances migrating a fresh database at once: all succeed, each migration applied exactly once', async () => {
    const own = await createIsolatedDatabase(server);
    drops.push(own.drop);
    const instances = await Promise.all([0, 1, 2].map(() => openDatabase({ databaseUrl: own.url })));
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
      const client = new pg.Client({ connectionString: own.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ hash: string; n: string }>('SELECT hash, count(*) AS n FROM drizzle.__drizzle_migrations GROUP BY hash');
        expect(rows).toHaveLength(migrationFiles.length);
        expect(rows.every((r) => Number(r.n) === 1)).toBe(true);
        // The schema is really there, and the lock was given back (a fresh session takes it at once).
        expect((await client.query("SELECT to_regclass('public.server_secrets') AS t")).rows[0].t).toBe('server_secrets');
        expect((await client.query('SELECT pg_try_advisory_lock($1) AS got', [MIGRATION_LOCK_KEY])).rows[0].got).toBe(true);
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  });

  it('waits for the lock another session holds, then finds nothing left to apply', async () => {
    const own = await createIsolatedDatabase(server);
    drops.push(own.drop);
    const first = await openDatabase({ databaseUrl: own.url });
    await first.migrate();
    await first.close();
    const holder = new pg.Client({ connectionString: own.url });
    await holder.connect();
    const second = await openDatabase({ databaseUrl: own.url });
    try {
      await holder.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      let done = false;
      const migrating = second.migrate().then(() => (done = true));
      // The waiting session shows up in pg_locks as not granted; only then is the lock given back.
      await expect.poll(() => waitingForLock(holder), { timeout: 5000 }).toBe(1);
      expect(done).toBe(false);
      await holder.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
      await migrating;
      const { rows } = await holder.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(rows[0].n).toBe(migrationFiles.length);
    } finally {
      await holder.end();
      await second.close();
    }
  });

  it('exclusive(): start-up sections of two instances take turns, and a failing one gives the lock back', async () => {
    const own = await createIsolatedDatabase(server);
    drops.push(own.drop);
    const [a, b] = await Promise.all([openDatabase({ databaseUrl: own.url }), openDatabase({ databaseUrl: own.url })]);
    const watcher = new pg.Client({ connectionString: own.url });
    await watcher.connect();
    try {
      const events: string[] = [];
      let release!: () => void;
      const gate = new Promise<void>((r) => (release = r));
      const first = a.exclusive(STARTUP_LOCK_KEY, async () => {
        events.push('a in');
        await gate;
        events.push('a out');
      });
      await expect.poll(() => events).toEqual(['a in']);
      const second = b.exclusive(STARTUP_LOCK_KEY, async () => {
        events.push('b in');
        return 'b done';
      });
      await expect.poll(() => waitingForLock(watcher), { timeout: 5000 }).toBe(1);
      expect(events).toEqual(['a in']);
      release();
      await first;
      expect(await second).toBe('b done');
      expect(events).toEqual(['a in', 'a out', 'b in']);

      await expect(a.exclusive(STARTUP_LOCK_KEY, () => Promise.reject(new Error('seed failed')))).rejects.toThrow('seed failed');
      expect((await watcher.query('SELECT pg_try_advisory_lock($1) AS got', [STARTUP_LOCK_KEY])).rows[0].got).toBe(true);
    } finally {
      await watcher.end();
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('with a direct address beside a pooled one (PgBouncer in transaction mode, issue 28), the session lock is taken on the direct connection and given back', async () => {
    const own = await createIsolatedDatabase(server);
    drops.push(own.drop);
    const direct = new URL(own.url);
    direct.searchParams.set('application_name', 'jecheol-direct');
    const database = await openDatabase({ databaseUrl: own.url, directUrl: direct.toString() });
    const watcher = new pg.Client({ connectionString: own.url });
    await watcher.connect();
    try {
      await database.migrate();
      const holder = await database.exclusive(STARTUP_LOCK_KEY, async () => {
        const { rows } = await watcher.query<{ app: string }>(
          "SELECT a.application_name AS app FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE l.locktype = 'advisory' AND l.granted AND l.objid = $1",
          [STARTUP_LOCK_KEY],
        );
        return rows.map((r) => r.app);
      });
      expect(holder).toEqual(['jecheol-direct']);
      // Closed after the work: no session of it is left, and the lock is free.
      const left = async () => (await watcher.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'jecheol-direct'")).rows[0].n;
      await expect.poll(left, { timeout: 5000 }).toBe(0);
      expect((await watcher.query('SELECT pg_try_advisory_lock($1) AS got', [STARTUP_LOCK_KEY])).rows[0].got).toBe(true);
    } finally {
      await watcher.end();
      await database.close();
    }
  });
});

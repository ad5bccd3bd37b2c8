/**
 * Connection faults on a real PostgreSQL (issue 28; server/db/pg-faults.ts): backends ended with
 * `pg_terminate_backend(pid, 5000)` from another session — what a fast restart, a failover or a
 * network cut does to an instance's connections — while idle in the pool, checked out, in the middle
 * of a transaction, while COMMIT runs, and under a request through the API. Each: the process lives
 * on (vitest fails a file on any unhandled 'error' event), a transaction that lost its connection
 * before COMMIT was sent runs again and is written exactly once, one lost at COMMIT is not run again
 * and answers 503 with code 5, a read is asked again.
 * PostgreSQL only (`*.pg.test.ts`): `bash scripts/pg-cluster.sh run -- npx vitest run --project server server/db/pg-faults.pg.test.ts`.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { productLikes, products } from '@server/db/schema/index.js';
import { accountMaker, testTokens } from '@tests/setup/members.js';
import { rowsOf } from '@tests/setup/sql.js';
import { useTestApp, useTestDatabase } from '@tests/setup/test-app.js';
import { CommitOutcomeUnknown, isDatabaseUnavailable } from './pg-faults.js';

/** Poll `check` every 10 ms until it holds; fails after `ms`. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000, what = 'the condition'): Promise<void> {
  const t0 = Date.now();
  while (!(await check())) {
    if (Date.now() - t0 > ms) throw new Error(`${what} did not hold within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** The pool behind a PostgreSQL handle (drizzle's `$client`). */
const poolOf = (db: unknown) => (db as { $client: pg.Pool }).$client;

/** A session of its own on the database of `url` that ends others' backends (what a restart does to them). */
async function adminOn(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const { rows } = await admin.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const self = rows[0]!.pid;
  return {
    client: admin,
    /** End backend `pid` and wait (≤ 5 s) until it is gone. */
    terminate: async (pid: number) => void (await admin.query('SELECT pg_terminate_backend($1, 5000)', [pid])),
    /** The other backends on this database, with what they are doing. */
    backends: async () =>
      (
        await admin.query<{ pid: number; state: string; query: string; wait_event_type: string | null }>(
          'SELECT pid, state, query, wait_event_type FROM pg_stat_activity WHERE datname = current_database() AND pid <> $1 AND backend_type = $2',
          [self, 'client backend'],
        )
      ).rows,
    close: () => admin.end(),
  };
}

describe('the pool and transactions (a database handle of its own)', () => {
  const own = useTestDatabase({ postgres: true });
  let database: Database;
  let admin: Awaited<ReturnType<typeof adminOn>>;
  const warnings: string[] = [];
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: own.url, poolSize: 3, log: { warn: (_obj, msg) => warnings.push(msg) } });
    admin = await adminOn(own.url);
    await database.db.execute(sql`CREATE TABLE fault_writes (id serial PRIMARY KEY, note text NOT NULL)`);
    // COMMIT takes 2 s: a deferred constraint trigger sleeps in it, so a test can cut the connection mid-commit.
    await database.db.execute(sql`CREATE TABLE fault_commits (id int)`);
    await database.db.execute(
      sql.raw(`CREATE FUNCTION fault_slow_commit() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN PERFORM pg_sleep(2); RETURN NULL; END $$`),
    );
    await database.db.execute(
      sql`CREATE CONSTRAINT TRIGGER fault_slow AFTER INSERT ON fault_commits DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION fault_slow_commit()`,
    );
  });
  afterAll(async () => {
    await admin?.close();
    await database?.close();
  });
  const count = async (table: 'fault_writes' | 'fault_commits') =>
    Number(rowsOf<{ n: string }>(await database.db.execute(sql.raw(`SELECT count(*) AS n FROM ${table}`)))[0]!.n);

  it('idle pooled connections ended: nothing thrown, each logged once, the next queries reconnect', async () => {
    const pool = poolOf(database.db);
    await Promise.all([1, 2, 3].map(() => database.db.execute(sql`SELECT pg_sleep(0.05)`))); // three idle clients
    expect(pool.idleCount).toBe(3);
    const before = warnings.length;
    for (const { pid } of await admin.backends()) await admin.terminate(pid);
    await until(() => pool.idleCount === 0, 5000, 'the pool dropping its dead clients');
    expect(warnings.length - before).toBe(3);
    expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('a checked-out connection ended: its client emits the error to our listener (no crash), released broken, the pool serves on', async () => {
    const pool = poolOf(database.db);
    const client = await pool.connect();
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const before = warnings.length;
    await admin.terminate(rows[0]!.pid);
    await until(() => warnings.length > before, 5000, 'the checked-out client reporting its lost connection');
    await expect(client.query('SELECT 1')).rejects.toThrow();
    client.release(true);
    expect(rowsOf(await database.db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  });

  it('a transaction whose connection is ended mid-way runs again on a fresh one and is written exactly once', async () => {
    let runs = 0;
    const note = `찜-${Date.now()}`;
    await database.db.transaction(async (tx) => {
      runs += 1;
      await tx.execute(sql`INSERT INTO fault_writes (note) VALUES (${note})`);
      if (runs === 1) {
        await admin.terminate(rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid);
      }
      await tx.execute(sql`SELECT 1`); // the first run's connection is gone here
    });
    expect(runs).toBe(2);
    const written = rowsOf<{ n: string }>(await database.db.execute(sql`SELECT count(*) AS n FROM fault_writes WHERE note = ${note}`));
    expect(Number(written[0]!.n)).toBe(1);
  });

  it('a connection ended while COMMIT runs: not run again, CommitOutcomeUnknown (→ 503, code 5), and here nothing was written', async () => {
    let runs = 0;
    let pid = 0;
    const committing = database.db
      .transaction(async (tx) => {
        runs += 1;
        await tx.execute(sql`INSERT INTO fault_commits VALUES (1)`);
        pid = rowsOf<{ pid: number }>(await tx.execute(sql`SELECT pg_backend_pid() AS pid`))[0]!.pid;
      })
      .catch((err: unknown) => err);
    await until(async () => (await admin.backends()).some((b) => b.pid === pid && b.state === 'active' && /^commit/i.test(b.query)), 5000, 'COMMIT running');
    await admin.terminate(pid);
    const failure = await committing;
    expect(failure).toBeInstanceOf(CommitOutcomeUnknown);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(runs).toBe(1);
    expect(await count('fault_commits')).toBe(0);
  });
});

describe('through the API', () => {
  const t = useTestApp({ tokens: testTokens });
  const account = accountMaker(t, { label: 'faults', nickPrefix: '장애' });
  let admin: Awaited<ReturnType<typeof adminOn>>;
  let locker: pg.Client;
  beforeAll(async () => {
    const url = poolOf(t.db).options.connectionString!;
    admin = await adminOn(url);
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await admin?.close();
  });

  /**
   * Run `request` while `table` is locked, end the backend that waits for the lock (the request's
   * connection, mid-query), then unlock: the request's first try lost its connection.
   */
  async function cutWhileWaiting<T>(table: string, request: () => Promise<T>): Promise<T> {
    await locker.query('BEGIN');
    await locker.query(`LOCK TABLE ${table} IN ACCESS EXCLUSIVE MODE`);
    const pending = request();
    let waiting: number | undefined;
    try {
      await until(
        async () => (waiting = (await admin.backends()).find((b) => b.wait_event_type === 'Lock')?.pid) !== undefined,
        5000,
        `a query waiting on ${table}`,
      );
      await admin.terminate(waiting!);
    } finally {
      await locker.query('ROLLBACK');
    }
    return pending;
  }

  it('a GET whose connection is ended mid-query is asked again and answered 200', async () => {
    const res = await cutWhileWaiting('app_release', () => t.app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-faults-read' } }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.webVersion).toEqual(expect.any(String));
  });

  it('a 찜 whose transaction loses its connection mid-way runs again: 200, one like, the count moved by one', async () => {
    const me = await account();
    const [product] = await t.db.select({ productNo: products.productNo, likeCount: products.likeCount }).from(products).limit(1);
    const res = await cutWhileWaiting('product_likes', () =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/user/like/product',
        headers: { ...me.headers, 'idempotency-key': `faults-like-${Date.now()}` },
        payload: { productNo: product!.productNo, likeYN: 'Y' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const likes = await t.db.select().from(productLikes).where(eq(productLikes.userId, me.userId));
    expect(likes.map((l) => l.productNo)).toEqual([product!.productNo]);
    const [after] = await t.db.select({ likeCount: products.likeCount }).from(products).where(eq(products.productNo, product!.productNo));
    expect(after!.likeCount).toBe(product!.likeCount + 1);
  });
});

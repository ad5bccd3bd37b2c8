/**
 * PostgreSQL connection faults as expected events (issue 28; docs/deploy.md "What degrades"): a
 * database restart, a failover or a dropped connection costs a retry or a clean 503, never a crash
 * or a half-written transaction.
 *
 * - Every pooled client gets an `error` listener for its whole life, checked out or idle: node-pg
 *   emits a lost connection on the client, and a client in use has no pool listener, so an
 *   unhandled 'error' event ended the process (4 of 9 instance-runs under a `pg_ctl restart`).
 * - {@link faultTolerantTransaction} replaces drizzle-orm 0.45's node-postgres `transaction()`, which
 *   awaits BEGIN outside its `try` (a failed BEGIN leaked the checked-out client) and returned a
 *   client whose ROLLBACK had failed to the pool. Here a client that failed at the connection level
 *   is destroyed, never reused; a transaction that failed before COMMIT was sent — the connection
 *   lost, or a serialization failure or deadlock — is run again on a fresh connection (PostgreSQL
 *   rolled it back: nothing of it is written), up to {@link TRANSACTION_ATTEMPTS} times; a connection
 *   lost while COMMIT was on its way (the outcome unknown) is not retried.
 * - What still fails reaches the client as SPEC §8 code 5 (UNEXPECTED_ERROR) with HTTP 503,
 *   `details.reason: 'database'` and Retry-After — the envelope of /api/ready's 503 — when
 *   {@link isDatabaseUnavailable}: the error handler (server/plugins/errors.ts) renders it.
 * A transaction function must therefore do database work only (it may run again); calls to other
 * services belong before or after it.
 */
import pg from 'pg';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres/session';

/** How many times a transaction is tried when it fails before its COMMIT was sent. */
export const TRANSACTION_ATTEMPTS = 3;

/**
 * The waits between tries, in ms (tests shorten them). A transaction waits `lostConnectionMs` ×
 * attempt² (±50 %) after a lost connection — ~1.5 s over its tries, a restart's or failover's usual
 * length — and `conflictMs` × attempt after a serialization failure or deadlock (only the other
 * writer is in the way). A read (server/http/route.ts) that lost its connection is asked again after
 * each of `readMs`, then answers 503.
 */
export const RETRY_WAITS = { lostConnectionMs: 300, conflictMs: 25, readMs: [300, 1000] };

/** SQLSTATEs of a transaction PostgreSQL aborted that may simply be run again. */
const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);
/** SQLSTATEs (class 08: connection exception; 57P01–57P03: shutdown, crash, cannot connect now) of a lost connection. */
const CONNECTION_SQLSTATE = /^(08|57P0[123])/;

/**
 * `err` and the errors it wraps, outermost first (a few levels): drizzle-orm wraps every driver
 * error of a query in a DrizzleQueryError ("Failed query: …", the driver's error as `cause`).
 */
function chainOf(err: unknown): Array<{ code?: unknown; message?: unknown; wrapper: boolean }> {
  const out: Array<{ code?: unknown; message?: unknown; wrapper: boolean }> = [];
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1)
    out.push({ ...(e as { code?: unknown; message?: unknown }), message: (e as Error).message, wrapper: e instanceof DrizzleQueryError });
  return out;
}

const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND']);
const CONNECTION_MESSAGE =
  /Connection terminated|connection (?:is )?closed|Client has encountered a connection error|terminating connection|the database system is (?:shutting down|starting up)|timeout exceeded when trying to connect/i;

/** Whether `err` (or the driver error it wraps) says the connection itself is gone, not that a statement failed on it. */
export function isConnectionError(err: unknown): boolean {
  return chainOf(err).some(
    ({ code, message, wrapper }) =>
      (typeof code === 'string' && (CONNECTION_SQLSTATE.test(code) || CONNECTION_CODES.has(code))) ||
      // A wrapper's message holds the query's text, which may say anything.
      (!wrapper && typeof message === 'string' && CONNECTION_MESSAGE.test(message)),
  );
}

/** Whether a transaction that failed with `err` before COMMIT may be run again. */
export function isRetryableTransactionError(err: unknown): boolean {
  return isConnectionError(err) || chainOf(err).some(({ code }) => typeof code === 'string' && RETRYABLE_SQLSTATES.has(code));
}

/** The Korean message of a 503 for a request the database could not serve (a restart or a failover in progress). */
export const DATABASE_UNAVAILABLE_MESSAGE = '잠시 연결이 원활하지 않아요. 잠시 후 다시 시도해 주세요.';

/**
 * Whether a request failed because the database could not be reached (a lost or refused connection,
 * or one lost while COMMIT was on its way): answered 503 with code 5, retry later — nothing of it
 * was written, or (the commit case) a retry with the same Idempotency-Key answers what was.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  return err instanceof CommitOutcomeUnknown || isConnectionError(err);
}

type Log = { warn(obj: object, msg: string): void };

/** Give every client of `pool` an error listener for its whole life (see the header), logging once per client. */
export function guardPoolClients(pool: pg.Pool, log: Log): void {
  pool.on('connect', (client) => {
    let told = false;
    client.on('error', (err) => {
      if (told) return;
      told = true;
      log.warn({ err: err.message }, 'postgres: connection lost (the client is dropped; the next query reconnects)');
    });
  });
  // An idle client's error is emitted on the pool too; without a listener it would throw.
  pool.on('error', () => undefined);
}

/** The connection was lost while COMMIT was on its way: the transaction was written whole, or not at all. */
export class CommitOutcomeUnknown extends Error {}

type Session = InstanceType<typeof NodePgSession>;
type TxFn<T> = (tx: InstanceType<typeof NodePgTransaction>) => Promise<T>;

/**
 * drizzle's session `transaction()` over a pool, fault tolerant (see the header). Installed on
 * NodePgSession.prototype by {@link installFaultTolerantTransactions}; a session bound to one client
 * (inside {@link underLock}-style code) keeps drizzle's behaviour.
 */
export async function faultTolerantTransaction<T>(this: Session, transaction: TxFn<T>, config?: Parameters<Session['transaction']>[1]): Promise<T> {
  const self = this as unknown as { client: pg.Pool | pg.PoolClient; dialect: never; schema: never; options: never };
  if (!(self.client instanceof pg.Pool)) return original.call(this, transaction as never, config as never) as Promise<T>;
  const pool = self.client;
  for (let attempt = 1; ; attempt += 1) {
    let client: pg.PoolClient | undefined;
    let broken: Error | undefined;
    let committing = false;
    try {
      client = await pool.connect();
      const session = new NodePgSession(client, self.dialect, self.schema, self.options);
      const tx = new NodePgTransaction(self.dialect, session, self.schema);
      const configSql = config ? (tx as unknown as { getTransactionConfigSQL(c: unknown): ReturnType<typeof sql> }).getTransactionConfigSQL(config) : undefined;
      await tx.execute(sql`begin${configSql ? sql` ${configSql}` : undefined}`);
      let result: T;
      try {
        result = await transaction(tx);
      } catch (error) {
        await tx.execute(sql`rollback`).catch((e: Error) => {
          broken = e; // a client that cannot roll back is destroyed, never reused
        });
        throw error;
      }
      committing = true;
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (isConnectionError(error)) broken ??= error as Error;
      if (committing && isConnectionError(error)) throw new CommitOutcomeUnknown((error as Error).message);
      if (attempt < TRANSACTION_ATTEMPTS && isRetryableTransactionError(error)) {
        // A lost connection waits for the database to be back; a conflict only for the other writer (RETRY_WAITS).
        const base = isConnectionError(error) ? RETRY_WAITS.lostConnectionMs * attempt ** 2 : RETRY_WAITS.conflictMs * attempt;
        await new Promise((r) => setTimeout(r, base * (0.5 + Math.random())));
        continue;
      }
      throw error;
    } finally {
      client?.release(broken);
    }
  }
}

const original = NodePgSession.prototype.transaction;

/** Put {@link faultTolerantTransaction} in place of drizzle's (idempotent; once per process). */
export function installFaultTolerantTransactions(): void {
  if (NodePgSession.prototype.transaction !== (faultTolerantTransaction as unknown)) NodePgSession.prototype.transaction = faultTolerantTransaction as never;
}

/**
 * Connection faults as expected events (issue 28; server/db/pg-faults.ts), without a server: which
 * errors mean a lost connection, which transactions run again, and drizzle's transaction() replaced
 * over a scripted pool — a failed BEGIN releases (destroys) its client and runs again, a connection
 * lost while COMMIT was on its way is not retried and becomes a 503 with code 5, a conflict is run
 * again, anything else is rolled back and thrown as it is. Real connections killed with
 * pg_terminate_backend: ./pg-faults.pg.test.ts. Under drizzle-orm's own transaction() (the old
 * behaviour) the failed-BEGIN test finds its client never released and no second try, and the
 * COMMIT test finds a plain error instead of CommitOutcomeUnknown.
 */
import { EventEmitter } from 'node:events';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { registerErrorHandling } from '@server/plugins/errors.js';
import {
  CommitOutcomeUnknown,
  DATABASE_UNAVAILABLE_MESSAGE,
  guardPoolClients,
  installFaultTolerantTransactions,
  isConnectionError,
  isDatabaseUnavailable,
  isRetryableTransactionError,
  RETRY_WAITS,
  TRANSACTION_ATTEMPTS,
} from './pg-faults.js';

const lost = () => new Error('Connection terminated unexpectedly');
const withCode = (code: string, message = `sqlstate ${code}`) => Object.assign(new Error(message), { code });

const saved = { ...RETRY_WAITS };
beforeAll(() => {
  installFaultTolerantTransactions();
  Object.assign(RETRY_WAITS, { lostConnectionMs: 1, conflictMs: 1, readMs: [1, 1] });
});
afterAll(() => {
  Object.assign(RETRY_WAITS, saved);
});

describe('which errors are a lost connection, and which transactions may run again', () => {
  it.each([
    ['08006 connection failure', withCode('08006')],
    ['08003 connection does not exist', withCode('08003')],
    ['57P01 admin shutdown (pg_terminate_backend, a fast restart)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P02 crash shutdown', withCode('57P02')],
    ['57P03 cannot connect now (starting up)', withCode('57P03', 'the database system is starting up')],
    ['ECONNREFUSED', withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432')],
    ['ECONNRESET', withCode('ECONNRESET', 'read ECONNRESET')],
    ['node-pg: Connection terminated unexpectedly', lost()],
    ['node-pg: a client that already failed', new Error('Client has encountered a connection error and is not queryable')],
    ['node-pg pool: connection timeout', new Error('timeout exceeded when trying to connect')],
  ])('%s → lost connection, retryable, unavailable', (_label, err) => {
    expect(isConnectionError(err)).toBe(true);
    expect(isRetryableTransactionError(err)).toBe(true);
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['40001 serialization failure', true, withCode('40001')],
    ['40P01 deadlock', true, withCode('40P01')],
    ['23505 unique violation', false, withCode('23505', 'duplicate key value violates unique constraint')],
    ['57014 statement timeout', false, withCode('57014', 'canceling statement due to statement timeout')],
    ['a plain error', false, new Error('boom')],
    ['null', false, null],
  ])('%s → not a lost connection; retryable: %s', (_label, retryable, err) => {
    expect(isConnectionError(err)).toBe(false);
    expect(isDatabaseUnavailable(err)).toBe(false);
    expect(isRetryableTransactionError(err)).toBe(retryable);
  });

  it('looks through drizzle-orm’s DrizzleQueryError to the driver error it wraps, never at the query text', () => {
    expect(isConnectionError(new DrizzleQueryError('select 1', [], lost()))).toBe(true);
    expect(isRetryableTransactionError(new DrizzleQueryError('update products set like_count = like_count + 1', [], withCode('40001')))).toBe(true);
    const notLost = new DrizzleQueryError("insert into notes values ('terminating connection')", [], withCode('23505'));
    expect(isConnectionError(notLost)).toBe(false);
    expect(isRetryableTransactionError(notLost)).toBe(false);
  });

  it('a commit whose outcome is unknown is unavailable (503), but not a connection error to retry', () => {
    const err = new CommitOutcomeUnknown('Connection terminated unexpectedly');
    expect(isDatabaseUnavailable(err)).toBe(true);
  });
});

/** What a scripted client saw: its statements and how it was released (an Error: destroyed). */
interface Seen {
  statements: string[];
  released?: Error | boolean | 'not yet';
}

/**
 * A pg.Pool whose clients answer every statement with no rows, unless `fail(attempt, statement)`
 * returns an error for it (attempt: 1 for the first client checked out, 2 for the next, …).
 */
function scriptedPool(fail: (attempt: number, statement: string) => Error | undefined) {
  const clients: Seen[] = [];
  const pool = new pg.Pool({ max: 1 });
  (pool as unknown as { connect: () => Promise<unknown> }).connect = async () => {
    const seen: Seen = { statements: [], released: 'not yet' };
    clients.push(seen);
    const attempt = clients.length;
    return {
      query: async (config: string | { text: string }) => {
        const text = typeof config === 'string' ? config : config.text;
        seen.statements.push(text);
        const err = fail(attempt, text);
        if (err) throw err;
        return { rows: [], rowCount: 0, fields: [], command: text.split(' ')[0]!.toUpperCase() };
      },
      release: (err?: Error | boolean) => {
        seen.released = err;
      },
    };
  };
  return { db: drizzle(pool), clients };
}

/** A transaction of one insert; counts how often its function ran. */
async function insertOnce(db: ReturnType<typeof scriptedPool>['db']) {
  let runs = 0;
  const result = await db.transaction(async (tx) => {
    runs += 1;
    await tx.execute(sql`insert into t values (1)`);
    return 'written';
  });
  return { result, runs };
}

describe('a transaction over the pool (drizzle’s transaction() replaced)', () => {
  it('a failed BEGIN destroys its client (not back to the pool) and the transaction runs on a fresh one', async () => {
    const { db, clients } = scriptedPool((attempt, s) => (attempt === 1 && s === 'begin' ? lost() : undefined));
    expect(await insertOnce(db)).toEqual({ result: 'written', runs: 1 });
    expect(clients).toHaveLength(2);
    expect(clients[0]).toEqual({ statements: ['begin'], released: expect.any(Error) });
    expect(clients[1]).toEqual({ statements: ['begin', 'insert into t values (1)', 'commit'], released: undefined });
  });

  it('a connection lost mid-transaction: the rollback fails too, the client is destroyed, the work runs again on a fresh one', async () => {
    const { db, clients } = scriptedPool((attempt, s) => (attempt === 1 && (s.startsWith('insert') || s === 'rollback') ? lost() : undefined));
    expect(await insertOnce(db)).toEqual({ result: 'written', runs: 2 });
    expect(clients.map((c) => c.statements)).toEqual([
      ['begin', 'insert into t values (1)', 'rollback'],
      ['begin', 'insert into t values (1)', 'commit'],
    ]);
    expect(clients[0]!.released).toBeInstanceOf(Error);
    expect(clients[1]!.released).toBeUndefined();
  });

  it('a connection lost while COMMIT was on its way: not retried (written whole or not at all), the client destroyed, CommitOutcomeUnknown', async () => {
    const { db, clients } = scriptedPool((_attempt, s) => (s === 'commit' ? lost() : undefined));
    const failure = await insertOnce(db).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(CommitOutcomeUnknown);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(clients).toHaveLength(1);
    expect(clients[0]!.statements).toEqual(['begin', 'insert into t values (1)', 'commit']);
    expect(clients[0]!.released).toBeInstanceOf(Error);
  });

  it('a serialization failure or deadlock is rolled back and run again; the client goes back to the pool', async () => {
    for (const code of ['40001', '40P01']) {
      const { db, clients } = scriptedPool((attempt, s) => (attempt === 1 && s.startsWith('insert') ? withCode(code) : undefined));
      expect(await insertOnce(db)).toEqual({ result: 'written', runs: 2 });
      expect(clients[0]).toEqual({ statements: ['begin', 'insert into t values (1)', 'rollback'], released: undefined });
    }
  });

  it('a serialization failure at COMMIT (PostgreSQL rolled it back) is run again', async () => {
    const { db, clients } = scriptedPool((attempt, s) => (attempt === 1 && s === 'commit' ? withCode('40001') : undefined));
    expect(await insertOnce(db)).toEqual({ result: 'written', runs: 2 });
    expect(clients).toHaveLength(2);
  });

  it('any other error is rolled back and thrown as it is, once', async () => {
    const { db, clients } = scriptedPool((_attempt, s) => (s.startsWith('insert') ? withCode('23505') : undefined));
    await expect(insertOnce(db)).rejects.toMatchObject({ cause: { code: '23505' } }); // drizzle's DrizzleQueryError around it
    expect(clients).toEqual([{ statements: ['begin', 'insert into t values (1)', 'rollback'], released: undefined }]);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} tries with the connection error (→ 503), every client destroyed`, async () => {
    const { db, clients } = scriptedPool((_attempt, s) => (s === 'begin' ? lost() : undefined));
    const failure = await insertOnce(db).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    expect(clients).toHaveLength(TRANSACTION_ATTEMPTS);
    expect(clients.every((c) => c.released instanceof Error)).toBe(true);
  });

  it('a pool that cannot connect at all is tried again, then gives up with its error', async () => {
    const pool = new pg.Pool({ max: 1 });
    let connects = 0;
    (pool as unknown as { connect: () => Promise<unknown> }).connect = async () => {
      connects += 1;
      throw withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432');
    };
    await expect(drizzle(pool).transaction(async () => 'never')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(connects).toBe(TRANSACTION_ATTEMPTS);
  });
});

describe('client error listeners (guardPoolClients)', () => {
  it('a checked-out or idle client losing its connection is logged once, never an unhandled error', () => {
    const pool = new pg.Pool({ max: 1 });
    const warned: string[] = [];
    guardPoolClients(pool, { warn: (_obj, msg) => warned.push(msg) });
    const client = new EventEmitter();
    pool.emit('connect', client);
    expect(() => client.emit('error', lost())).not.toThrow();
    expect(() => client.emit('error', lost())).not.toThrow();
    expect(() => pool.emit('error', lost(), client)).not.toThrow();
    expect(warned).toHaveLength(1);
    // Without a listener the same event ends the process (what 4 of 9 instance-runs did under a restart).
    expect(() => new EventEmitter().emit('error', lost())).toThrow('Connection terminated unexpectedly');
  });
});

describe('through route(): a read is asked again, a write is not, and what still fails is 503 with code 5', () => {
  const app = Fastify();
  let failures = 0;
  let readCalls = 0;
  let writeCalls = 0;
  beforeAll(async () => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    registerErrorHandling(app);
    route(app, e.health, { hide: true }, async () => {
      readCalls += 1;
      if (readCalls <= failures) throw lost();
      return ok({ status: 'ok' as const });
    });
    route(app, e.signOut, {}, async () => {
      writeCalls += 1;
      throw lost();
    });
    await app.ready();
  });
  afterAll(() => app.close());
  afterEach(() => {
    readCalls = 0;
    writeCalls = 0;
  });

  it(`a GET whose connection was lost ${RETRY_WAITS.readMs.length} times is answered by the next try`, async () => {
    failures = saved.readMs.length;
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(readCalls).toBe(saved.readMs.length + 1);
  });

  it('a GET that keeps failing answers 503, code 5, reason database, Retry-After', async () => {
    failures = Infinity;
    const res = await app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: 5,
      name: 'UNEXPECTED_ERROR',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      data: null,
      toastItems: [],
      details: { reason: 'database' },
    });
    expect(readCalls).toBe(saved.readMs.length + 1);
  });

  it('a write that lost its connection outside a transaction is not asked again: 503, code 5', async () => {
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/token/jwt' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 5, details: { reason: 'database' } });
    expect(writeCalls).toBe(1);
  });
});

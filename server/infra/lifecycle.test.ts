/**
 * Graceful shutdown on a real port (issue 18, docs/decisions/034-scale-out.md): after the signal a
 * request already in flight still completes, the instance is draining at once, new connections are
 * refused, the database closes only after the app, and the process exits 0; past the grace period
 * open connections are cut; a second signal exits at once. The slow request is held by a promise
 * the test releases, so nothing depends on timing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '@server/app.js';
import { loadEnv } from '@server/env.js';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { createLifecycle, gracefulShutdown, type Lifecycle } from './lifecycle.js';

interface Instance {
  app: FastifyInstance;
  /** Records the close (the file's one database stays open for the next test). */
  closeDatabase: () => Promise<void>;
  lifecycle: Lifecycle;
  base: string;
  /** Resolves when the slow route's handler is running. */
  entered: Promise<void>;
  /** Lets the slow route answer. */
  release: () => void;
  dbClosed: () => boolean;
}

const database = useTestDatabase();
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!();
});

async function start(): Promise<Instance> {
  const lifecycle = createLifecycle();
  const app = await buildApp({ db: database.db, env: loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }), lifecycle });
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const enteredP = new Promise<void>((r) => (entered = r));
  // A route of this test only: answers when the test lets it.
  app.get('/test/slow', async () => {
    entered();
    await released;
    return { finished: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  cleanups.push(async () => {
    release();
    await app.close().catch(() => undefined);
  });
  return {
    app,
    closeDatabase: async () => {
      // The app has closed by now: the database is closed last.
      expect(app.server.listening).toBe(false);
      closed = true;
    },
    lifecycle,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    entered: enteredP,
    release,
    dbClosed: () => closed,
  };
}

/** GET on a connection of its own (no keep-alive pool). */
function get(url: string): Promise<{ status: number; body: string; connection?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode!, body, connection: res.headers.connection }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const silentLog = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };

describe('graceful shutdown', () => {
  it('drains: the in-flight request completes, ready is 503 at once, new connections are refused, then the database closes and exit(0)', async () => {
    const t = await start();
    expect((await get(`${t.base}/api/ready`)).status).toBe(200);
    const inFlight = get(`${t.base}/test/slow`);
    await t.entered;
    const exit = vi.fn();
    const shutdown = gracefulShutdown({ app: t.app, lifecycle: t.lifecycle, closeDatabase: t.closeDatabase, graceMs: 10_000, log: silentLog, exit });

    const done = shutdown('SIGTERM');
    expect(t.lifecycle.draining).toBe(true); // set before anything is awaited: ready is 503 from here on
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    await expect(get(`${t.base}/api/ready`)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    // Still waiting for the request in flight: nothing closed, no exit.
    expect(t.dbClosed()).toBe(false);
    expect(exit).not.toHaveBeenCalled();

    t.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ finished: true });
    await done;
    expect(t.dbClosed()).toBe(true);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('past the grace period the open connections are cut and the process still exits 0', async () => {
    const t = await start();
    const inFlight = get(`${t.base}/test/slow`).then(
      () => 'answered',
      () => 'cut',
    );
    await t.entered;
    const exit = vi.fn();
    const shutdown = gracefulShutdown({ app: t.app, lifecycle: t.lifecycle, closeDatabase: t.closeDatabase, graceMs: 50, log: silentLog, exit });
    await shutdown('SIGTERM'); // the slow route is never released
    expect(await inFlight).toBe('cut');
    expect(t.dbClosed()).toBe(true);
    expect(exit).toHaveBeenCalledExactlyOnceWith(0);
  });

  it('a second signal exits at once (1) without waiting for the drain', async () => {
    const t = await start();
    const inFlight = get(`${t.base}/test/slow`).catch(() => null);
    await t.entered;
    const exit = vi.fn();
    const shutdown = gracefulShutdown({ app: t.app, lifecycle: t.lifecycle, closeDatabase: t.closeDatabase, graceMs: 10_000, log: silentLog, exit });
    const done = shutdown('SIGTERM');
    void shutdown('SIGINT');
    expect(exit).toHaveBeenCalledExactlyOnceWith(1);
    t.release();
    await inFlight;
    await done;
    expect(exit).toHaveBeenLastCalledWith(0); // in production process.exit(1) already ended it
  });
});

/**
 * Liveness and readiness for the load balancer (issue 18, docs/decisions/034-scale-out.md):
 * /api/health answers without the database and while draining; /api/ready is 200 only when the
 * database answers in time and the instance is not draining, else 503 in the SPEC §8 envelope.
 * Redis (issue 28) never takes an instance out: without it ready stays 200 and health says degraded.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { openDatabase, type Db } from '@server/db/client.js';
import { loadEnv } from '@server/env.js';
import { createLifecycle, DRAINING_MESSAGE, installDrainGuard } from '@server/infra/lifecycle.js';
import { registerErrorHandling } from '@server/plugins/errors.js';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { freePort } from '@tests/setup/redis.js';
import { DATABASE_NOT_READY_MESSAGE, healthRoutes, type HealthDeps } from './health.routes.js';

const lifecycle = createLifecycle();
const database = useTestDatabase();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ db: database.db, env: loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent' }), lifecycle });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
});

/** The SPEC §8 envelope of a 503 from /api/ready: code 5, the reason and its Korean message. */
const notReady = (reason: 'database' | 'redis' | 'draining', message: string) => ({
  code: 5,
  name: 'UNEXPECTED_ERROR',
  message,
  data: null,
  toastItems: [],
  details: { reason },
});

/** Only the health routes, the drain guard and the error envelope around a database handle of the test's choosing. */
async function healthOnly(db: Db, readyTimeoutMs = 1000, draining = false, redis: HealthDeps['redis'] = null) {
  const bare = Fastify();
  bare.setValidatorCompiler(validatorCompiler);
  bare.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(bare);
  const own = createLifecycle();
  own.draining = draining;
  installDrainGuard(bare, own);
  await bare.register(healthRoutes, { db, readyTimeoutMs, redis });
  await bare.ready();
  return bare;
}

describe('GET /api/ready', () => {
  it('is 200 { status: ready } when the database answers, never stored', async () => {
    const res = await app.inject({ url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 0, data: { status: 'ready' } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('is 503 (code 5, Korean message) when the database is gone', async () => {
    const gone = await openDatabase({ dataDir: ':memory:' });
    await gone.close();
    const bare = await healthOnly(gone.db);
    try {
      const res = await bare.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(notReady('database', DATABASE_NOT_READY_MESSAGE));
      expect(res.headers['cache-control']).toBe('no-store');
      // Liveness does not ask the database.
      expect((await bare.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('is 503 when the database does not answer within the timeout', async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const bare = await healthOnly(hanging, 50);
    try {
      const res = await bare.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toEqual({ reason: 'database' });
    } finally {
      await bare.close();
    }
  });
});

describe('Redis (issue 28: it degrades, it does not take the instance out)', () => {
  it('ready stays 200 whatever Redis does; health says degraded, with the reason, while Redis is unhealthy', async () => {
    const cases: Array<[HealthDeps['redis'], unknown]> = [
      [{ healthy: true, problem: null }, { status: 'ok' }],
      [
        { healthy: false, problem: 'connect ECONNREFUSED 127.0.0.1:6390' },
        { status: 'degraded', degraded: ['redis'], problems: { redis: 'connect ECONNREFUSED 127.0.0.1:6390' } },
      ],
      [
        { healthy: false, problem: 'breaker open: commands failed or took over 50 ms' },
        { status: 'degraded', degraded: ['redis'], problems: { redis: 'breaker open: commands failed or took over 50 ms' } },
      ],
    ];
    for (const [redis, health] of cases) {
      const bare = await healthOnly(database.db, 50, false, redis);
      try {
        expect((await bare.inject({ url: '/api/ready' })).statusCode).toBe(200);
        const res = await bare.inject({ url: '/api/health' });
        expect(res.statusCode).toBe(200);
        expect(res.json().data).toEqual(health);
      } finally {
        await bare.close();
      }
    }
  });

  it('the whole app with REDIS_URL pointing at nothing: ready 200 (the balancer keeps it), health degraded with the reason', async () => {
    const noRedis = await buildApp({
      db: database.db,
      env: loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', REDIS_URL: `redis://127.0.0.1:${await freePort()}` }),
    });
    try {
      await noRedis.ready();
      const ready = await noRedis.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().data).toEqual({ status: 'ready' });
      const health = await noRedis.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toEqual({ status: 'degraded', degraded: ['redis'], problems: { redis: expect.stringMatching(/ECONNREFUSED|connect/) } });
    } finally {
      await noRedis.close();
    }
  });

  it('reports the database when it is down, Redis or not', async () => {
    const hanging = { execute: () => new Promise(() => undefined) } as unknown as Db;
    const bare = await healthOnly(hanging, 50, false, { healthy: false, problem: 'down' });
    try {
      const res = await bare.inject({ url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().details).toEqual({ reason: 'database' });
    } finally {
      await bare.close();
    }
  });
});

describe('while draining', () => {
  it('ready and every other request are 503 with Connection: close; health stays 200', async () => {
    expect((await app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-ops-drain' } })).statusCode).toBeLessThan(500);
    lifecycle.draining = true;
    try {
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual(notReady('draining', DRAINING_MESSAGE));
      expect(ready.headers.connection).toBe('close');
      const api = await app.inject({ url: '/api/v1/app/profile', headers: { deviceuuid: 'w-ops-drain' } });
      expect(api.statusCode).toBe(503);
      expect(api.json().details).toEqual({ reason: 'draining' });
      const health = await app.inject({ url: '/api/health?probe=1' });
      expect(health.statusCode).toBe(200);
      expect(health.json().data).toEqual({ status: 'ok' });
    } finally {
      lifecycle.draining = false;
    }
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
  });
});

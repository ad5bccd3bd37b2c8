/**
 * Shared rate limits and the trusted proxy (issue 18, docs/decisions/034-scale-out.md "## Shared
 * limits (Redis) and the trusted proxy"). Two apps on one REDIS_URL stand for two instances: they
 * share each counter (the 121st sign-in across both is 429/131); without Redis they do not. Redis
 * down, refused or hung (issue 28): limits fall back to per-instance memory at once or within one
 * 50 ms command timeout, /api/ready stays 200 and /api/health says `degraded`.
 * The Redis parts need redis-server (npm test installs it) or REDIS_URL; without either they fail
 * with that hint (tests/setup/redis.ts).
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app.js';
import { loadEnv } from '@server/env.js';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { freePort, startTestRedis, type TestRedis } from '@tests/setup/redis.js';
import { RATE_LIMIT_KEY_PREFIX, REDIS_COMMAND_TIMEOUT_MS, registerRateLimit } from './rate-limit.js';

const SIGN_IN = '/api/v1/auth/social/signin-and-up';
const database = useTestDatabase();
const apps: FastifyInstance[] = [];
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
});

/** An app ("instance") on the shared test database with extra environment. */
async function instance(env: Record<string, string> = {}) {
  const app = await buildApp({ db: database.db, env: loadEnv({ NODE_ENV: 'test', DATA_DIR: ':memory:', LOG_LEVEL: 'silent', ...env }) });
  apps.push(app);
  await app.ready();
  return app;
}

/** One sign-in attempt (an empty body: refused by validation unless the limit answers first). */
const signIn = (app: FastifyInstance, peer: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: SIGN_IN,
    remoteAddress: peer,
    headers: { deviceuuid: 'rl-device', ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    payload: {},
  });

/** A random documentation-range address, so reruns on a kept REDIS_URL start from fresh counters. */
const someAddress = () => `10.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const limited = (res: { statusCode: number; json(): { code: number } }) => res.statusCode === 429 && res.json().code === 131;

/** With Redis out of reach, an app limited to 3 sign-ins a minute answers `peer` 3 times (no 5xx), then limits it. */
async function expectMemoryLimit(app: FastifyInstance, peer: string) {
  for (let i = 0; i < 3; i++) {
    const res = await signIn(app, peer);
    expect(res.statusCode).toBeLessThan(500);
    expect(limited(res)).toBe(false);
  }
  expect(limited(await signIn(app, peer))).toBe(true);
}

describe('TRUST_PROXY: whose address a limit counts', () => {
  it("a trusted proxy's X-Forwarded-For is the client: each forwarded client has its own counter", async () => {
    const app = await instance({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.9.9.9' });
    for (let i = 0; i < 3; i++) expect(limited(await signIn(app, '10.9.9.9', '203.0.113.5'))).toBe(false);
    expect(limited(await signIn(app, '10.9.9.9', '203.0.113.5'))).toBe(true);
    // Another client behind the same proxy is not limited by the first one's attempts.
    expect(limited(await signIn(app, '10.9.9.9', '203.0.113.6'))).toBe(false);
    expect(limited(await signIn(app, '10.9.9.9', '198.51.100.1, 203.0.113.6'))).toBe(false);
  });

  it("an untrusted peer's spoofed X-Forwarded-For is ignored: the peer is counted", async () => {
    const app = await instance({ AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '10.9.9.9' });
    for (let i = 0; i < 3; i++) expect(limited(await signIn(app, '198.51.100.7', `203.0.113.${10 + i}`))).toBe(false);
    expect(limited(await signIn(app, '198.51.100.7', '203.0.113.99'))).toBe(true);
  });

  it('without TRUST_PROXY no forwarded header is believed, not even from loopback', async () => {
    const app = await instance({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    for (let i = 0; i < 3; i++) expect(limited(await signIn(app, '127.0.0.1', `203.0.113.${20 + i}`))).toBe(false);
    expect(limited(await signIn(app, '127.0.0.1', '203.0.113.98'))).toBe(true);
  });
});

describe('without Redis', () => {
  it('each instance counts alone (the looseness issue 18 removes): 121 attempts split across two are all let through', async () => {
    const [a, b] = [await instance(), await instance()];
    const peer = someAddress();
    for (let i = 0; i < 121; i++) expect(limited(await signIn(i % 2 ? b : a, peer))).toBe(false);
  });

  it('REDIS_URL pointing at nothing: /api/ready stays 200, /api/health is degraded (redis), and sign-in is still limited in memory', async () => {
    const app = await instance({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json().data).toMatchObject({ status: 'degraded', degraded: ['redis'] });
    await expectMemoryLimit(app, someAddress());
  });
});

describe('shared limits in Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  let client: Redis;
  beforeAll(async () => {
    redis = await startTestRedis();
    client = new Redis(redis.url);
  });
  afterAll(async () => {
    client?.disconnect();
    await redis?.stop();
  });

  it('two instances share the sign-in counter: the 121st attempt across both is 429 with code 131', async () => {
    const [a, b] = [await instance({ REDIS_URL: redis.url }), await instance({ REDIS_URL: redis.url })];
    expect((await a.inject({ url: '/api/ready' })).statusCode).toBe(200);
    const peer = someAddress();
    for (let i = 0; i < 120; i++) expect(limited(await signIn(i % 2 ? b : a, peer))).toBe(false);
    const over = await signIn(b, peer);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 131, name: 'TOO_MANY_REQUESTS' });
    expect(over.json().message).toMatch(/요청이 너무 많아요/);
    expect(limited(await signIn(a, peer))).toBe(true);
    // The counter is in Redis, under the route's key.
    expect(await client.get(`${RATE_LIMIT_KEY_PREFIX}POST${SIGN_IN}-${peer}`)).toBe('122');
  });

  it('app.createRateLimit buckets (the per-member limits) are shared too', async () => {
    const bucket = async () => {
      const app = Fastify();
      await registerRateLimit(app, redis.url);
      apps.push(app);
      const check = app.createRateLimit({ max: 2, timeWindow: 60_000, keyGenerator: () => `test-bucket:member:${peer}` });
      app.get('/x', async (req) => {
        const r = await check(req);
        return { exceeded: !r.isAllowed && r.isExceeded };
      });
      await app.ready();
      return app;
    };
    const peer = someAddress();
    const [a, b] = [await bucket(), await bucket()];
    await new Promise((r) => setTimeout(r, 100)); // both clients connected
    const seen = [];
    for (const app of [a, b, a]) seen.push((await app.inject({ url: '/x' })).json().exceeded);
    expect(seen).toEqual([false, false, true]);
    expect(await client.get(`${RATE_LIMIT_KEY_PREFIX}test-bucket:member:${peer}`)).toBe('3');
  });

  it('Redis stopping mid-way: /api/ready stays 200, /api/health turns degraded, sign-in keeps answering and falls back to per-instance memory', async () => {
    const own = await startTestRedis({ own: true });
    try {
      const app = await instance({ REDIS_URL: own.url, AUTH_RATE_LIMIT_PER_MINUTE: '3' });
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/api/health' })).json().data).toEqual({ status: 'ok' });
      const peer = someAddress();
      expect(limited(await signIn(app, peer))).toBe(false);
      await own.stop();
      expect((await app.inject({ url: '/api/ready' })).statusCode).toBe(200);
      await expectMemoryLimit(app, someAddress());
      expect((await app.inject({ url: '/api/health' })).json().data).toMatchObject({ status: 'degraded', degraded: ['redis'] });
    } finally {
      await own.stop();
    }
  });

  it('a hung Redis (SIGSTOP) costs a request at most one 50 ms command timeout, then nothing while the breaker is open', async () => {
    const own = await startTestRedis({ own: true });
    try {
      const app = await instance({ REDIS_URL: own.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
      const peer = someAddress();
      expect(limited(await signIn(app, peer))).toBe(false);
      own.signal('SIGSTOP');
      const spent: number[] = [];
      for (let i = 0; i < 10; i++) {
        const t0 = performance.now();
        const res = await signIn(app, peer);
        spent.push(performance.now() - t0);
        expect(res.statusCode).toBeLessThan(500);
      }
      // Three timeouts open the breaker; the seven after answer without waiting on Redis.
      expect(spent.slice(3).every((ms) => ms < REDIS_COMMAND_TIMEOUT_MS)).toBe(true);
      expect((await app.inject({ url: '/api/health' })).json().data).toMatchObject({ status: 'degraded', degraded: ['redis'] });
      own.signal('SIGCONT');
    } finally {
      await own.stop();
    }
  });
});

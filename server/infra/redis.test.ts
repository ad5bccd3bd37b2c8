/**
 * Redis that degrades instead of failing (issue 28; docs/deploy.md "Redis"): the REDIS_URL forms
 * (one server, a Redis Cluster, a Sentinel-managed primary), the circuit breaker on a fake clock, and
 * the refusal of a redis:// address that leads to a Redis Cluster node (its counters would split by
 * key slot: 200 of 200 sign-ins allowed in the run). The last part starts a redis-server in
 * cluster mode (tests/setup/redis.ts).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startTestRedis, type TestRedis } from '@tests/setup/redis.js';
import type { Redis } from 'ioredis';
import { BREAKER_FAILURES, BREAKER_OPEN_MS, CircuitBreaker, openRedisLink, parseRedisUrl, REDIS_COMMAND_TIMEOUT_MS, type RedisLink } from './redis.js';

describe('parseRedisUrl', () => {
  it('a redis:// or rediss:// address is one server, passed to ioredis as it is', () => {
    expect(parseRedisUrl('redis://127.0.0.1:6379/2')).toEqual({ kind: 'single', url: 'redis://127.0.0.1:6379/2' });
    expect(parseRedisUrl(' rediss://:pw@cache.internal:6380 ')).toEqual({ kind: 'single', url: 'rediss://:pw@cache.internal:6380' });
  });
  it('redis-cluster:// lists the seed nodes (port 6379 by default), with the credentials every node takes', () => {
    expect(parseRedisUrl('redis-cluster://app:s%40cret@10.0.0.1:7000,10.0.0.2,10.0.0.3:7002')).toEqual({
      kind: 'cluster',
      nodes: [
        { host: '10.0.0.1', port: 7000 },
        { host: '10.0.0.2', port: 6379 },
        { host: '10.0.0.3', port: 7002 },
      ],
      username: 'app',
      password: 's@cret',
    });
  });
  it('redis-sentinel:// lists the sentinels (port 26379 by default) and names the master in its path', () => {
    expect(parseRedisUrl('redis-sentinel://:pw@10.0.0.1:26380,10.0.0.2/jecheol-limits')).toEqual({
      kind: 'sentinel',
      sentinels: [
        { host: '10.0.0.1', port: 26380 },
        { host: '10.0.0.2', port: 26379 },
      ],
      name: 'jecheol-limits',
      password: 'pw',
    });
  });
  it.each([
    ['http://127.0.0.1:6379', /is not a redis/],
    ['127.0.0.1:6379', /is not a redis/],
    ['redis-sentinel://10.0.0.1:26379,10.0.0.2:26379', /master name/],
    ['redis-cluster://10.0.0.1:6379,:7000', /is not host or host:port/],
    ['redis-cluster://10.0.0.1:0', /port/],
    ['redis-cluster://10.0.0.1:7000:1', /is not host or host:port/],
  ])('refuses %s', (url, message) => {
    expect(() => parseRedisUrl(url)).toThrow(message);
  });
});

describe('CircuitBreaker (fake clock)', () => {
  const make = () => {
    let t = 1_000_000;
    const changes: boolean[] = [];
    const breaker = new CircuitBreaker(
      (open) => changes.push(open),
      () => t,
    );
    return { breaker, changes, advance: (ms: number) => (t += ms) };
  };

  it(`opens after ${BREAKER_FAILURES} failures in a row, not after fewer or after failures a success interrupted`, () => {
    const { breaker, changes } = make();
    for (let i = 0; i < BREAKER_FAILURES - 1; i++) breaker.failure();
    breaker.success();
    for (let i = 0; i < BREAKER_FAILURES - 1; i++) breaker.failure();
    expect(breaker.open).toBe(false);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.open).toBe(true);
    expect(changes).toEqual([true]); // told once
  });

  it(`while open no call may try, for ${BREAKER_OPEN_MS} ms; then exactly one (half-open) tries at a time`, () => {
    const { breaker, advance } = make();
    for (let i = 0; i < BREAKER_FAILURES; i++) breaker.failure();
    expect(breaker.allow()).toBe(false);
    advance(BREAKER_OPEN_MS - 1);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.allow()).toBe(true);
    expect(breaker.allow()).toBe(false); // the probe is out; the others keep counting in memory
  });

  it('a failed probe opens it again for the whole period; a successful one closes it', () => {
    const { breaker, changes, advance } = make();
    for (let i = 0; i < BREAKER_FAILURES; i++) breaker.failure();
    advance(BREAKER_OPEN_MS);
    expect(breaker.allow()).toBe(true);
    breaker.failure();
    expect(breaker.open).toBe(true);
    advance(BREAKER_OPEN_MS - 1);
    expect(breaker.allow()).toBe(false);
    advance(1);
    expect(breaker.allow()).toBe(true);
    breaker.success();
    expect(breaker.open).toBe(false);
    expect(breaker.allow()).toBe(true);
    expect(changes).toEqual([true, false]);
  });
});

describe('the command timeout (REDIS_COMMAND_TIMEOUT_MS)', () => {
  const quiet = { warn: () => undefined, info: () => undefined };
  it(`is ${REDIS_COMMAND_TIMEOUT_MS} ms unless the caller gives another (env REDIS_COMMAND_TIMEOUT_MS, server/app.ts)`, async () => {
    const standard = openRedisLink('redis://127.0.0.1:1', quiet);
    const farther = openRedisLink('redis://127.0.0.1:1', quiet, { commandTimeoutMs: 700 });
    try {
      expect((standard.client as Redis).options.commandTimeout).toBe(REDIS_COMMAND_TIMEOUT_MS);
      expect((farther.client as Redis).options.commandTimeout).toBe(700);
    } finally {
      await Promise.all([standard.close(), farther.close()]);
    }
  });
});

describe('a redis:// address that leads to a Redis Cluster node', () => {
  let node: TestRedis | undefined;
  const links: RedisLink[] = [];
  afterAll(async () => {
    for (const l of links) await l.close();
    await node?.stop();
  });

  it('is refused when the client connects: unhealthy, the reason says redis-cluster://, logged as an error', async () => {
    node = await startTestRedis({ args: ['--cluster-enabled', 'yes', '--cluster-config-file', 'nodes.conf'] });
    const errors: string[] = [];
    const log = { warn: () => undefined, info: () => undefined, error: (_obj: object, msg: string) => errors.push(msg) };
    const link = openRedisLink(node.url, log);
    links.push(link);
    const t0 = Date.now();
    while (errors.length === 0 && Date.now() - t0 < 5000) await new Promise((r) => setTimeout(r, 20));
    expect(errors).toEqual([expect.stringMatching(/Redis Cluster node: use redis-cluster:\/\//)]);
    expect(link.healthy).toBe(false);
    expect(link.problem).toMatch(/redis-cluster:\/\//);
  });
});

/**
 * REDIS_URL addresses (issue 28; docs/deploy.md "Redis"), read without loading a Redis client: part
 * of the kernel, so the environment check (./env.ts) refuses a bad address at start-up:
 *   redis://[user:pass@]host:port[/db]  (rediss:// with TLS)      one server
 *   redis-cluster://[user:pass@]h1:p1,h2:p2,…                       a Redis Cluster (ioredis Cluster)
 *   redis-sentinel://[user:pass@]h1:p1,h2:p2,…/<master name>        a Sentinel-managed primary
 * Ports default to 6379 (26379 for sentinels). server/infra/redis.ts opens the client.
 */

/** One host of a cluster or sentinel address. */
export interface RedisHost {
  host: string;
  port: number;
}

/** Where a Redis URL leads: one server, a cluster, or a Sentinel-managed primary. */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | { kind: 'cluster'; nodes: RedisHost[]; username?: string; password?: string }
  | { kind: 'sentinel'; sentinels: RedisHost[]; name: string; username?: string; password?: string };

const REDIS_URL = /^(redis|rediss|redis-cluster|redis-sentinel):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/?#\s]+)(?:\/([^?#\s]*))?$/;

/**
 * Read a REDIS_URL (see the header).
 * @throws Error for an address of another scheme, a host without a name or with a bad port, a
 *   sentinel address without a master name
 */
export function parseRedisUrl(url: string): RedisTarget {
  const m = REDIS_URL.exec(url.trim());
  if (!m) throw new Error(`REDIS_URL: ${url} is not a redis://, rediss://, redis-cluster:// or redis-sentinel:// address`);
  const [, scheme, user, pass, hostList, path] = m;
  if (scheme === 'redis' || scheme === 'rediss') return { kind: 'single', url: url.trim() };
  const auth = { ...(user ? { username: decodeURIComponent(user) } : {}), ...(pass ? { password: decodeURIComponent(pass) } : {}) };
  const hosts = hostList!.split(',').map((h) => {
    const [host, port, ...rest] = h.split(':');
    if (!host || rest.length) throw new Error(`REDIS_URL: '${h}' in ${url} is not host or host:port`);
    const n = port === undefined || port === '' ? (scheme === 'redis-sentinel' ? 26379 : 6379) : Number(port);
    if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`REDIS_URL: the port of '${h}' in ${url} is not 1–65535`);
    return { host, port: n };
  });
  if (scheme === 'redis-cluster') return { kind: 'cluster', nodes: hosts, ...auth };
  if (!path) throw new Error('REDIS_URL: redis-sentinel:// needs the master name as its path (redis-sentinel://h1:26379,h2:26379/mymaster)');
  return { kind: 'sentinel', sentinels: hosts, name: decodeURIComponent(path), ...auth };
}

/**
 * Redis for shared state (issues 18 and 28; docs/deploy.md "Redis"): the rate-limit counters every
 * instance shares. Redis is an optimisation of correctness, not a dependency of service: when it
 * is slow, hung or gone, each instance counts on its own (at most N × a limit across N instances)
 * and says so — the shop keeps selling.
 *
 * Addresses (REDIS_URL):
 *   redis://[user:pass@]host:port[/db]  (rediss:// with TLS)      one server
 *   redis-cluster://[user:pass@]h1:p1,h2:p2,…                       a Redis Cluster (ioredis Cluster)
 *   redis-sentinel://[user:pass@]h1:p1,h2:p2,…/<master name>        a Sentinel-managed primary
 * A redis:// address that turns out to be a Redis Cluster node is refused when the client first
 * connects ({@link RedisClusterNodeError}): its counters would silently split by key slot.
 *
 * Every command fails fast ({@link REDIS_COMMAND_TIMEOUT_MS}); a {@link CircuitBreaker} opens after
 * {@link BREAKER_FAILURES} failures in a row and keeps requests off Redis for
 * {@link BREAKER_OPEN_MS} ms, then lets one request try it: a hung Redis costs at most one command
 * timeout per request for a moment, then nothing.
 */
import { Redis, Cluster, type ClusterNode, type RedisOptions } from 'ioredis';

/** Longest wait for one Redis command (a rate-limit increment, a PING), in ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 50;
/** Failures in a row that open the breaker. */
export const BREAKER_FAILURES = 3;
/** How long an open breaker keeps requests off Redis before one may try it again (ms). */
export const BREAKER_OPEN_MS = 5000;

/** The URL points at a Redis Cluster node but does not say redis-cluster://. */
export class RedisClusterNodeError extends Error {}

export type SharedRedis = Redis | Cluster;

/** Where a Redis URL leads: one server, a cluster, or a Sentinel-managed primary. */
export type RedisTarget =
  | { kind: 'single'; url: string }
  | { kind: 'cluster'; nodes: ClusterNode[]; username?: string; password?: string }
  | { kind: 'sentinel'; sentinels: Array<{ host: string; port: number }>; name: string; username?: string; password?: string };

/**
 * Read a REDIS_URL (see the header).
 * @throws Error for an address of another scheme, a cluster or sentinel address without hosts, a sentinel address without a master name
 */
export function parseRedisUrl(url: string): RedisTarget {
  const m = /^(redis|rediss|redis-cluster|redis-sentinel):\/\/(?:([^:@/]*)(?::([^@/]*))?@)?([^/?#]+)(?:\/([^?#]*))?$/.exec(url.trim());
  if (!m) throw new Error(`REDIS_URL: ${url} is not a redis://, rediss://, redis-cluster:// or redis-sentinel:// address`);
  const [, scheme, user, pass, hostList, path] = m;
  if (scheme === 'redis' || scheme === 'rediss') return { kind: 'single', url };
  const auth = { ...(user ? { username: decodeURIComponent(user) } : {}), ...(pass ? { password: decodeURIComponent(pass) } : {}) };
  const hosts = hostList!.split(',').map((h) => {
    const [host, port] = h.split(':');
    if (!host) throw new Error(`REDIS_URL: an empty host in ${url}`);
    return { host, port: Number(port || (scheme === 'redis-sentinel' ? 26379 : 6379)) };
  });
  if (scheme === 'redis-cluster') return { kind: 'cluster', nodes: hosts, ...auth };
  if (!path) throw new Error('REDIS_URL: redis-sentinel:// needs the master name as its path (redis-sentinel://h1:26379,h2:26379/mymaster)');
  return { kind: 'sentinel', sentinels: hosts, name: decodeURIComponent(path), ...auth };
}

/**
 * Closed → (BREAKER_FAILURES failures in a row) → open for BREAKER_OPEN_MS → half-open: one call
 * tries; its success closes, its failure opens again. `allow()` says whether a call may try Redis.
 */
export class CircuitBreaker {
  private failures = 0;
  private openUntil = 0;
  private probing = false;
  constructor(
    private readonly onChange: (open: boolean) => void = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}
  get open(): boolean {
    return this.failures >= BREAKER_FAILURES;
  }
  allow(): boolean {
    if (!this.open) return true;
    if (this.now() < this.openUntil || this.probing) return false;
    this.probing = true; // half-open: this one call tries
    return true;
  }
  success(): void {
    const was = this.open;
    this.failures = 0;
    this.probing = false;
    if (was) this.onChange(false);
  }
  failure(): void {
    const was = this.open;
    this.failures += 1;
    this.probing = false;
    if (this.open) this.openUntil = this.now() + BREAKER_OPEN_MS;
    if (!was && this.open) this.onChange(true);
  }
}

/** What an instance knows of its Redis: the client, its breaker, and whether it is usable now. */
export interface RedisLink {
  client: SharedRedis;
  breaker: CircuitBreaker;
  /** Connected and the breaker closed (or probing): shared counting works. */
  readonly healthy: boolean;
  /** Why it is not (for /api/health and the log), or null. */
  readonly problem: string | null;
  close(): Promise<void>;
}

type Log = { warn(obj: object, msg: string): void; info(msg: string): void; error?(obj: object, msg: string): void };

const FAIL_FAST: RedisOptions = {
  connectTimeout: 1000,
  commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
};

/** A client for `url` (see the header), failing fast and reconnecting in the background; problems logged once each way. */
export function openRedisLink(url: string, log: Log): RedisLink {
  const target = parseRedisUrl(url);
  let problem: string | null = 'connecting';
  const breaker = new CircuitBreaker((open) => {
    if (open) log.warn({ commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS, openMs: BREAKER_OPEN_MS }, 'redis: breaker open — rate limits count per instance');
    else log.info('redis: breaker closed — rate limits shared again');
  });
  const client: SharedRedis =
    target.kind === 'single'
      ? new Redis(target.url, FAIL_FAST)
      : target.kind === 'cluster'
        ? new Cluster(target.nodes, {
            enableOfflineQueue: false,
            clusterRetryStrategy: (times: number) => Math.min(times * 200, 2000),
            redisOptions: { ...FAIL_FAST, username: target.username, password: target.password },
          })
        : new Redis({ ...FAIL_FAST, sentinels: target.sentinels, name: target.name, username: target.username, password: target.password });
  let down = false;
  let refused: RedisClusterNodeError | null = null;
  client.on('error', (err: Error) => {
    problem = err.message;
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'redis unreachable: rate limits fall back to per-instance memory');
  });
  client.on('ready', () => {
    if (target.kind === 'single') {
      // A cluster node behind a plain address: its counters would split by slot. Refuse it loudly.
      client
        .info('cluster')
        .then((info) => {
          if (/cluster_enabled:1/.test(info)) {
            problem = 'REDIS_URL points at a Redis Cluster node: use redis-cluster://';
            (log.error ?? log.warn)({ url: url.replace(/\/\/[^@]*@/, '//***@') }, `redis: ${problem}`);
            refused = new RedisClusterNodeError(problem);
            client.disconnect();
          }
        })
        .catch(() => undefined);
    }
    if (down) log.info('redis reachable again: rate limits shared');
    down = false;
    problem = null;
  });
  return {
    client,
    breaker,
    get healthy() {
      return !refused && client.status === 'ready' && !breaker.open;
    },
    get problem() {
      if (refused) return refused.message;
      if (client.status !== 'ready') return problem ?? client.status;
      return breaker.open ? `breaker open: commands failed or took over ${REDIS_COMMAND_TIMEOUT_MS} ms` : null;
    },
    async close() {
      if (client.status === 'ready') await Promise.race([client.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
      client.disconnect();
    },
  };
}

/** Resolves when `link` is connected or after `ms`, whichever comes first (never rejects). */
export async function connected(link: RedisLink, ms: number): Promise<void> {
  if (link.client.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  let onReady = () => undefined as void;
  await new Promise<void>((resolve) => {
    onReady = resolve;
    timer = setTimeout(resolve, ms);
    link.client.once('ready', onReady);
  });
  clearTimeout(timer);
  link.client.off('ready', onReady);
}

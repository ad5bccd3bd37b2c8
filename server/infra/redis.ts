/**
 * Redis for shared state (issues 18 and 28; docs/deploy.md "Redis"): the rate-limit counters every
 * instance shares. Redis is an optimisation of correctness, not a dependency of service: when it
 * is slow, hung or gone, each instance counts on its own (at most N × a limit across N instances)
 * and says so — the shop keeps selling.
 *
 * Addresses (REDIS_URL; server/redis-url.ts): redis:// or rediss:// (one server), redis-cluster:// (a
 * Redis Cluster, through ioredis's Cluster client), redis-sentinel://…/<master> (a Sentinel-managed
 * primary, through ioredis's sentinel support). A redis:// address that turns out to be a Redis
 * Cluster node is refused when the client first connects ({@link RedisClusterNodeError}): its
 * counters would silently split by key slot.
 *
 * Every command fails fast ({@link REDIS_COMMAND_TIMEOUT_MS}); a {@link CircuitBreaker} opens after
 * {@link BREAKER_FAILURES} failures in a row and keeps requests off Redis for
 * {@link BREAKER_OPEN_MS} ms, then lets one request try it: a hung Redis costs at most one command
 * timeout per request for a moment, then nothing.
 */
import { Redis, Cluster, type RedisOptions } from 'ioredis';
import { parseRedisUrl } from '../redis-url.js';

/** Longest wait for one Redis command (a rate-limit increment, a PING), in ms, unless REDIS_COMMAND_TIMEOUT_MS in the environment says otherwise (server/env.ts). */
export const REDIS_COMMAND_TIMEOUT_MS = 50;
/** Failures in a row that open the breaker. */
export const BREAKER_FAILURES = 3;
/** How long an open breaker keeps requests off Redis before one may try it again (ms). */
export const BREAKER_OPEN_MS = 5000;

/** The URL points at a Redis Cluster node but does not say redis-cluster://. */
export class RedisClusterNodeError extends Error {}

export type SharedRedis = Redis | Cluster;
export { parseRedisUrl, type RedisTarget } from '../redis-url.js';

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

/**
 * What the shared counting did so far (issue 28), read by tests and diagnostics: `commands` sent to
 * Redis (at most one per counted request), `failures` among them (an error or no answer within
 * REDIS_COMMAND_TIMEOUT_MS), and `skipped` — requests counted in memory without asking Redis
 * (not connected, or the breaker open). A hung Redis costs a request `failures` × 50 ms at most.
 */
export interface RedisCounts {
  commands: number;
  failures: number;
  skipped: number;
}

/** What an instance knows of its Redis: the client, its breaker, and whether it is usable now. */
export interface RedisLink {
  client: SharedRedis;
  breaker: CircuitBreaker;
  readonly counts: RedisCounts;
  /** Connected and the breaker closed (or probing): shared counting works. */
  readonly healthy: boolean;
  /** Why it is not (for /api/health and the log), or null. */
  readonly problem: string | null;
  close(): Promise<void>;
}

type Log = { warn(obj: object, msg: string): void; info(msg: string): void; error?(obj: object, msg: string): void };

/** ioredis options that fail fast: each command gives up after `commandTimeoutMs` (ms). */
const failFast = (commandTimeoutMs: number): RedisOptions => ({
  connectTimeout: 1000,
  commandTimeout: commandTimeoutMs,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  retryStrategy: (times: number) => Math.min(times * 200, 2000),
});

/**
 * A client for `url` (see the header), failing fast and reconnecting in the background; problems logged once each way.
 * @param opts.now the breaker's clock (ms; tests pass a fake one)
 * @param opts.commandTimeoutMs the longest wait for one command (ms; default {@link REDIS_COMMAND_TIMEOUT_MS})
 * @throws Error for an address parseRedisUrl refuses
 */
export function openRedisLink(url: string, log: Log, opts: { now?: () => number; commandTimeoutMs?: number } = {}): RedisLink {
  const target = parseRedisUrl(url);
  const commandTimeoutMs = opts.commandTimeoutMs ?? REDIS_COMMAND_TIMEOUT_MS;
  const failFastOptions = failFast(commandTimeoutMs);
  let problem: string | null = 'connecting';
  const breaker = new CircuitBreaker((open) => {
    if (open) log.warn({ commandTimeoutMs, openMs: BREAKER_OPEN_MS }, 'redis: breaker open — rate limits count per instance');
    else log.info('redis: breaker closed — rate limits shared again');
  }, opts.now);
  const client: SharedRedis =
    target.kind === 'single'
      ? new Redis(target.url, failFastOptions)
      : target.kind === 'cluster'
        ? new Cluster(target.nodes, {
            enableOfflineQueue: false,
            clusterRetryStrategy: (times: number) => Math.min(times * 200, 2000),
            redisOptions: { ...failFastOptions, username: target.username, password: target.password },
          })
        : new Redis({ ...failFastOptions, sentinels: target.sentinels, name: target.name, username: target.username, password: target.password });
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
      // The INFO runs under the (50 ms) command timeout, which a busy process can miss: it is asked
      // again (every 200 ms, 10 times at most) until it answers, so a timeout never hides the node.
      const checkClusterNode = (triesLeft: number): Promise<void> =>
        client
          .info('cluster')
          .then((info) => {
            if (/cluster_enabled:1/.test(info)) {
              problem = 'REDIS_URL points at a Redis Cluster node: use redis-cluster://';
              // Called as methods: pino's levels read `this`.
              const where = { url: url.replace(/\/\/[^@]*@/, '//***@') };
              if (log.error) log.error(where, `redis: ${problem}`);
              else log.warn(where, `redis: ${problem}`);
              refused = new RedisClusterNodeError(problem);
              client.disconnect();
            }
          })
          .catch(async () => {
            if (triesLeft <= 1 || client.status !== 'ready') return;
            await new Promise((r) => setTimeout(r, 200).unref());
            return checkClusterNode(triesLeft - 1);
          });
      void checkClusterNode(10);
    }
    if (down) log.info('redis reachable again: rate limits shared');
    down = false;
    problem = null;
  });
  return {
    client,
    breaker,
    counts: { commands: 0, failures: 0, skipped: 0 },
    get healthy() {
      return !refused && client.status === 'ready' && !breaker.open;
    },
    get problem() {
      if (refused) return refused.message;
      if (client.status !== 'ready') return problem ?? client.status;
      return breaker.open ? `breaker open: commands failed or took over ${commandTimeoutMs} ms` : null;
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

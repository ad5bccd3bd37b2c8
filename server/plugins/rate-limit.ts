/**
 * Rate limiting, opt-in per route (`config.rateLimit`: sign-in, refresh, validation, e-mail lookup;
 * server/http/guards.ts rateLimited, lookupLimited, memberRateLimit). Over the limit: code 131
 * TOO_MANY_REQUESTS with a Korean message, rendered by the error handler with HTTP 429 (SPEC §8).
 *
 * Shared counters (issue 18, docs/decisions/034-scale-out.md "## Shared limits (Redis) and the
 * trusted proxy"): with `REDIS_URL` every limit — route configs and `app.createRateLimit` alike —
 * counts in Redis (@fastify/rate-limit's Lua INCR+PEXPIRE, keys `jecheol:rl:<METHOD><url>-<client>`
 * or `jecheol:rl:<bucket>:member:<id>`), so N instances enforce one limit, not N. Without it:
 * in-memory counters per instance, as before. Clients are keyed by `req.ip`, which honours
 * TRUST_PROXY (server/app.ts).
 *
 * Redis unreachable (refused, timed out after {@link REDIS_COMMAND_TIMEOUT_MS}, not yet connected):
 * each limit falls back to its own in-memory counter on this instance (at most N × the limit
 * across N instances) instead of failing closed — sign-in must keep working during a Redis outage;
 * limits that must hold exactly (like maxima, nickname changes, the stars ledger) are not here but in
 * PostgreSQL transactions. The switch is logged once each way; /api/ready reports the outage (503).
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { ApiError } from '@server/errors.js';

/** Longest wait for one Redis command (a rate-limit increment, the readiness PING), in ms. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
/** Prefix of every rate-limit key in Redis (one namespace per shop; the route or bucket follows). */
export const RATE_LIMIT_KEY_PREFIX = 'jecheol:rl:';

type Incr = (key: string, cb: (err: Error | null, res: { current: number; ttl: number } | null) => void, timeWindow: number, max: number) => void;
interface Store {
  incr: Incr;
  child(routeOptions: { continueExceeding?: boolean; exponentialBackoff?: boolean; routeInfo?: { method?: string | string[]; url?: string } }): Store;
}
type StoreCtor<A extends unknown[]> = new (...args: A) => Store;

// The plugin's own stores (CommonJS, untyped): reused so both paths keep its exact semantics.
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<[boolean, boolean, Redis, string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<[boolean, boolean, number?]>;

/**
 * A Redis client for shared state: connects at once, fails fast (connect 1 s, no offline queue, one
 * try per command, {@link REDIS_COMMAND_TIMEOUT_MS} per command) and reconnects in the background
 * with a backoff up to 2 s. Errors are logged through `log`, at most once per outage.
 */
export function openRedis(url: string, log: { warn(obj: object, msg: string): void; info(msg: string): void }): Redis {
  const redis = new Redis(url, {
    connectTimeout: 1000,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let down = false;
  redis.on('error', (err: Error) => {
    if (down) return;
    down = true;
    log.warn({ err: err.message }, 'redis unreachable: rate limits fall back to per-instance memory');
  });
  redis.on('ready', () => {
    if (down) log.info('redis reachable again: rate limits shared');
    down = false;
  });
  return redis;
}

/** Close a client from {@link openRedis}: QUIT when connected (bounded by 1 s), then drop the socket. */
export async function closeRedis(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await Promise.race([redis.quit().catch(() => undefined), new Promise((r) => setTimeout(r, 1000).unref())]);
  }
  redis.disconnect();
}

/** Resolves when `redis` is connected or after `ms`, whichever comes first (never rejects). */
async function connected(redis: Redis, ms: number): Promise<void> {
  if (redis.status === 'ready') return;
  let timer: NodeJS.Timeout | undefined;
  let onReady = () => undefined as void;
  await new Promise<void>((resolve) => {
    onReady = resolve;
    timer = setTimeout(resolve, ms);
    redis.once('ready', onReady);
  });
  clearTimeout(timer);
  redis.off('ready', onReady);
}

/** The store of one limit: Redis when it answers, else this instance's in-memory counter. */
function sharedStore(redis: Redis, prefix: string, continueExceeding = false, exponentialBackoff = false): Store {
  const remote = new RedisStore(continueExceeding, exponentialBackoff, redis, prefix);
  const local = new LocalStore(continueExceeding, exponentialBackoff);
  return {
    incr(key, cb, timeWindow, max) {
      if (redis.status !== 'ready') return local.incr(key, cb, timeWindow, max);
      remote.incr(key, (err, res) => (err ? local.incr(key, cb, timeWindow, max) : cb(null, res)), timeWindow, max);
    },
    // Route configs get the route in their prefix (separate counters per route, as in memory);
    // app.createRateLimit buckets (no route) are told apart by their key generator.
    child(routeOptions) {
      const { method, url } = routeOptions.routeInfo ?? {};
      const route = method && url ? `${[method].flat().join(',')}${url}-` : '';
      return sharedStore(redis, `${prefix}${route}`, routeOptions.continueExceeding, routeOptions.exponentialBackoff);
    },
  };
}

/**
 * Register @fastify/rate-limit (global: false). With `redisUrl` the counters live in Redis (one
 * client, closed in onClose) with the in-memory fallback above; without it, in memory.
 * @returns the Redis client (for the readiness check), or null without `redisUrl`
 */
export async function registerRateLimit(app: FastifyInstance, redisUrl = ''): Promise<Redis | null> {
  const redis = redisUrl ? openRedis(redisUrl, app.log) : null;
  if (redis) {
    // Start counting in Redis from the first request when it is there: app.ready() waits for the
    // connection, at most 1 s (Redis down does not stop the start; the fallback and /api/ready cover it).
    app.addHook('onReady', () => connected(redis, 1000));
    app.addHook('onClose', () => closeRedis(redis));
  }
  const Shared = function SharedStore() {
    return sharedStore(redis as Redis, RATE_LIMIT_KEY_PREFIX);
  } as unknown as FastifyRateLimitStoreCtor;
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: Shared } : {}),
    errorResponseBuilder: (_req, ctx) => new ApiError('TOO_MANY_REQUESTS', `요청이 너무 많아요. ${Math.ceil(ctx.ttl / 1000)}초 후에 다시 시도해 주세요.`),
  });
  return redis;
}

/**
 * Rate limiting, opt-in per route (`config.rateLimit`: sign-in, refresh, validation, e-mail lookup;
 * server/http/guards.ts rateLimited, lookupLimited, memberRateLimit). Over the limit: code 131
 * TOO_MANY_REQUESTS with a Korean message, rendered by the error handler with HTTP 429 (SPEC §8).
 *
 * Shared counters (issues 18 and 28, docs/deploy.md "Redis"): with `REDIS_URL` every limit — route
 * configs and `app.createRateLimit` alike — counts in Redis (@fastify/rate-limit's Lua INCR+PEXPIRE,
 * keys `jecheol:rl:<METHOD><url>-<client>` or `jecheol:rl:<bucket>:member:<id>`; one server, a
 * Redis Cluster or a Sentinel primary: server/infra/redis.ts), so N instances enforce one limit,
 * not N. Without it: in-memory counters per instance. Clients are keyed by `req.ip`, which honours
 * TRUST_PROXY (server/app.ts).
 *
 * Redis unreachable, slow or hung: a command gives up after REDIS_COMMAND_TIMEOUT_MS (50 ms) and a
 * circuit breaker keeps requests off Redis after three failures in a row; meanwhile each limit
 * counts in its own in-memory counter on this instance (at most N × the limit across N instances)
 * instead of failing closed — sign-in must keep working during a Redis outage; limits that must hold
 * exactly (maxima, nickname changes, the stars ledger) are not here but in PostgreSQL transactions.
 * The switch is logged once each way; /api/health says `degraded` (/api/ready stays 200: the
 * instance serves).
 */
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { ApiError } from '@server/errors.js';
import { connected, openRedisLink, type RedisLink } from '@server/infra/redis.js';

export { REDIS_COMMAND_TIMEOUT_MS } from '@server/infra/redis.js';
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
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as StoreCtor<[boolean, boolean, RedisLink['client'], string]>;
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as StoreCtor<[boolean, boolean, number?]>;

/** The store of one limit: Redis while the link is up and its breaker lets the call try, else this instance's in-memory counter. */
function sharedStore(link: RedisLink, prefix: string, continueExceeding = false, exponentialBackoff = false): Store {
  const remote = new RedisStore(continueExceeding, exponentialBackoff, link.client, prefix);
  const local = new LocalStore(continueExceeding, exponentialBackoff);
  return {
    incr(key, cb, timeWindow, max) {
      if (link.client.status !== 'ready' || !link.breaker.allow()) {
        link.counts.skipped += 1;
        return local.incr(key, cb, timeWindow, max);
      }
      link.counts.commands += 1;
      remote.incr(
        key,
        (err, res) => {
          if (err) {
            link.counts.failures += 1;
            link.breaker.failure();
            return local.incr(key, cb, timeWindow, max);
          }
          link.breaker.success();
          cb(null, res);
        },
        timeWindow,
        max,
      );
    },
    // Route configs get the route in their prefix (separate counters per route, as in memory);
    // app.createRateLimit buckets (no route) are told apart by their key generator.
    child(routeOptions) {
      const { method, url } = routeOptions.routeInfo ?? {};
      const route = method && url ? `${[method].flat().join(',')}${url}-` : '';
      return sharedStore(link, `${prefix}${route}`, routeOptions.continueExceeding, routeOptions.exponentialBackoff);
    },
  };
}

/**
 * Register @fastify/rate-limit (global: false). With `redisUrl` the counters live in Redis (one link,
 * closed in onClose) with the in-memory fallback above; without it, in memory. `opts.now`: the
 * breaker's clock (tests); `opts.commandTimeoutMs`: the longest wait for one Redis command (ms,
 * env REDIS_COMMAND_TIMEOUT_MS; default 50).
 * @returns the Redis link (for /api/health), or null without `redisUrl`
 * @throws Error for a REDIS_URL of another scheme (server/infra/redis.ts parseRedisUrl)
 */
export async function registerRateLimit(
  app: FastifyInstance,
  redisUrl = '',
  opts: { now?: () => number; commandTimeoutMs?: number } = {},
): Promise<RedisLink | null> {
  const link = redisUrl ? openRedisLink(redisUrl, app.log, opts) : null;
  if (link) {
    // Start counting in Redis from the first request when it is there: app.ready() waits for the
    // connection, at most 1 s (Redis down does not stop the start; the fallback and /api/health cover it).
    app.addHook('onReady', () => connected(link, 1000));
    app.addHook('onClose', () => link.close());
  }
  const Shared = function SharedStore() {
    return sharedStore(link!, RATE_LIMIT_KEY_PREFIX);
  } as unknown as FastifyRateLimitStoreCtor;
  await app.register(rateLimit, {
    global: false,
    ...(link ? { store: Shared } : {}),
    errorResponseBuilder: (_req, ctx) => new ApiError('TOO_MANY_REQUESTS', `요청이 너무 많아요. ${Math.ceil(ctx.ttl / 1000)}초 후에 다시 시도해 주세요.`),
  });
  return link;
}

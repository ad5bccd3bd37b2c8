/**
 * Liveness and readiness for a load balancer (issue 18, docs/decisions/034-scale-out.md
 * "## Instances: health, readiness, shutdown, migrations"); internal host, not in the OpenAPI document.
 *   GET /api/health  liveness: 200 `{ status: 'ok' }` while the process serves; touches nothing else
 *                    (a slow database must not get a live instance restarted).
 *   GET /api/ready   readiness: 200 `{ status: 'ready' }` when the database answers `select 1` within
 *                    `readyTimeoutMs` (default 1000); else 503 in the SPEC §8 envelope (code 5,
 *                    details.reason 'database'). With REDIS_URL, Redis must also answer PING within the
 *                    same timeout, else 503 (reason 'redis'): the shared rate limits run on it.
 *                    While draining the drain guard (server/infra/lifecycle.ts)
 *                    answers 503 (reason 'draining') before this handler runs.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/http/route.js';
import { notReadyBody } from '@server/infra/lifecycle.js';
import { ok } from '@server/http/reply.js';

/** The Korean message of a 503 when the database does not answer. */
export const DATABASE_NOT_READY_MESSAGE = '데이터베이스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.';

/** The Korean message of a 503 when Redis (the shared rate limits, issue 18) does not answer. */
export const REDIS_NOT_READY_MESSAGE = '공유 저장소(Redis)에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface HealthDeps {
  db: Db;
  /** The shared rate limits' Redis client (server/plugins/rate-limit.ts); null/absent without REDIS_URL. */
  redis?: { ping(): Promise<string> } | null;
  /** Longest wait for the database's answer, in ms (default 1000). */
  readyTimeoutMs?: number;
}

/** Resolves true when `probe` fulfils within `ms`, false when it rejects or is late. */
async function answersWithin(probe: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      probe().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** Resolves true when `select 1` answers within `ms`, false when it fails or is late. */
export async function databaseAnswers(db: Db, ms: number): Promise<boolean> {
  return answersWithin(() => db.execute(sql`select 1`), ms);
}

/** Resolves true when Redis answers PING within `ms`, false when it fails (refused, not connected) or is late. */
export async function redisAnswers(redis: { ping(): Promise<string> }, ms: number): Promise<boolean> {
  return answersWithin(() => redis.ping(), ms);
}

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  route(app, e.health, { hide: true }, async () => ok({ status: 'ok' as const }));
  route(app, e.ready, { hide: true }, async (req, reply) => {
    const ms = deps.readyTimeoutMs ?? 1000;
    const [database, redis] = await Promise.all([databaseAnswers(deps.db, ms), deps.redis ? redisAnswers(deps.redis, ms) : true]);
    if (database && redis) return ok({ status: 'ready' as const });
    req.log.warn(`not ready: ${database ? 'redis' : 'the database'} did not answer`);
    const [message, reason] = database ? [REDIS_NOT_READY_MESSAGE, 'redis'] : [DATABASE_NOT_READY_MESSAGE, 'database'];
    return reply.code(503).header('cache-control', 'no-store').send(notReadyBody(message, reason));
  });
}

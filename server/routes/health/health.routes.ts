/**
 * Liveness and readiness for a load balancer (issue 18, docs/decisions/034-scale-out.md
 * "## Instances: health, readiness, shutdown, migrations"); internal host, not in the OpenAPI document.
 *   GET /api/health  liveness: 200 while the process serves; touches nothing else (a slow database
 *                    must not get a live instance restarted). `{ status: 'ok' }`, or `{ status:
 *                    'degraded', degraded: ['redis'], problems }` while the shared rate limits
 *                    count per instance (issue 28: Redis down, hung or refused; docs/deploy.md
 *                    "What degrades").
 *   GET /api/ready   readiness: 200 `{ status: 'ready' }` when the database answers `select 1` within
 *                    `readyTimeoutMs` (default 1000); else 503 in the SPEC §8 envelope (code 5,
 *                    details.reason 'database'). Redis is not asked (issue 28): an instance without
 *                    it still serves, so a balancer must not take the whole fleet out when Redis
 *                    goes. While draining the drain guard (server/infra/lifecycle.ts) answers 503
 *                    (reason 'draining') before this handler runs.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/http/route.js';
import { notReadyBody } from '@server/infra/lifecycle.js';
import { ok } from '@server/http/reply.js';
import type { RedisLink } from '@server/infra/redis.js';

/** The Korean message of a 503 when the database does not answer. */
export const DATABASE_NOT_READY_MESSAGE = '데이터베이스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface HealthDeps {
  db: Db;
  /** The shared rate limits' Redis link (server/infra/redis.ts); null/absent without REDIS_URL. */
  redis?: Pick<RedisLink, 'healthy' | 'problem'> | null;
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

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  route(app, e.health, { hide: true }, async () => {
    const redis = deps.redis;
    if (!redis || redis.healthy) return ok({ status: 'ok' as const });
    return ok({ status: 'degraded' as const, degraded: ['redis'], problems: { redis: redis.problem ?? 'unhealthy' } });
  });
  route(app, e.ready, { hide: true }, async (req, reply) => {
    if (await databaseAnswers(deps.db, deps.readyTimeoutMs ?? 1000)) return ok({ status: 'ready' as const });
    req.log.warn('not ready: the database did not answer');
    return reply.code(503).header('cache-control', 'no-store').send(notReadyBody(DATABASE_NOT_READY_MESSAGE, 'database'));
  });
}

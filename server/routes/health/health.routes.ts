/**
 * Liveness and readiness for a load balancer (issue 18, docs/decisions/034-scale-out.md
 * "## Instances: health, readiness, shutdown, migrations"); internal host, not in the OpenAPI document.
 *   GET /api/health  liveness: 200 `{ status: 'ok' }` while the process serves; touches nothing else
 *                    (a slow database must not get a live instance restarted).
 *   GET /api/ready   readiness: 200 `{ status: 'ready' }` when the database answers `select 1` within
 *                    `readyTimeoutMs` (default 1000); else 503 in the SPEC §8 envelope (code 5,
 *                    details.reason 'database'). While draining the drain guard (server/lib/lifecycle.ts)
 *                    answers 503 (reason 'draining') before this handler runs.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/lib/endpoint-route.js';
import { notReadyBody } from '@server/lib/lifecycle.js';
import { ok } from '@server/lib/reply.js';

/** The Korean message of a 503 when the database does not answer. */
export const DATABASE_NOT_READY_MESSAGE = '데이터베이스에 연결하지 못했어요. 잠시 후 다시 시도해 주세요.';

export interface HealthDeps {
  db: Db;
  /** Longest wait for the database's answer, in ms (default 1000). */
  readyTimeoutMs?: number;
}

/** Resolves true when `select 1` answers within `ms`, false when it fails or is late. */
export async function databaseAnswers(db: Db, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      db.execute(sql`select 1`).then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function healthRoutes(app: FastifyInstance, deps: HealthDeps) {
  route(app, e.health, { hide: true }, async () => ok({ status: 'ok' as const }));
  route(app, e.ready, { hide: true }, async (req, reply) => {
    if (await databaseAnswers(deps.db, deps.readyTimeoutMs ?? 1000)) return ok({ status: 'ready' as const });
    req.log.warn('not ready: the database did not answer');
    return reply.code(503).header('cache-control', 'no-store').send(notReadyBody(DATABASE_NOT_READY_MESSAGE, 'database'));
  });
}

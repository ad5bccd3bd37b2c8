/**
 * Ops-only release endpoints (issue 5): GET/PUT /api/internal/release, guarded by the ops token
 * (env OPS_TOKEN, or a random token the server writes to <DATA_DIR>/ops-token at start, readable by
 * `npm run release` on the same machine). Wrong or missing token → 401 code 110/12 and nothing
 * written. Hidden from the public OpenAPI document.
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { ok } from '@server/http/reply.js';
import { noStore } from '@server/http/guards.js';
import { currentRelease, setRelease } from '@server/domain/release/release.service.js';

function assertOps(req: FastifyRequest, opsToken: string) {
  const auth = req.headers.authorization ?? '';
  if (!auth) throw new ApiError('NULL_OR_EMPTY_TOKEN');
  const given = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(opsToken);
  if (!opsToken || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError('NOT_MATCHED', '운영 토큰이 올바르지 않아요.');
}

export async function releaseRoutes(app: FastifyInstance, opts: { db: Db; opsToken: string }) {
  app.addHook('onSend', noStore);
  // Before body validation: without the ops token nothing about the body is revealed.
  app.addHook('onRequest', async (req) => assertOps(req, opts.opsToken));
  route(app, e.release, { hide: true }, async () => {
    return ok(await currentRelease(opts.db));
  });
  route(app, e.setRelease, { hide: true }, async (req) => {
    return ok(await setRelease(opts.db, req.body));
  });
}

/**
 * Ops-only release endpoints (issue 5): GET/PUT /api/internal/release, behind the table's `ops`
 * guard (server/http/guards.ts): the ops token (env OPS_TOKEN, or a random token the server writes
 * to <DATA_DIR>/ops-token at start, readable by `npm run release` on the same machine), checked
 * before the body is read. Wrong or missing token → 401 code 110/12 and nothing written. Hidden
 * from the public OpenAPI document.
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.js';
import { ok } from '@server/http/reply.js';
import { currentRelease, setRelease } from '@server/domain/release/release.service.js';

export async function releaseRoutes(app: FastifyInstance, opts: { db: Db }) {
  route(app, e.release, { hide: true }, async () => ok(await currentRelease(opts.db)));
  route(app, e.setRelease, { hide: true }, async (req) => ok(await setRelease(opts.db, req.body)));
}

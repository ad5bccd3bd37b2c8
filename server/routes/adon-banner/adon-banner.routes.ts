/**
 * GET /api/v1/display/adon-banner?placement= (SPEC §7 "adon banner"; issue 16): public, 'live'
 * (a window may open or close any minute, so no response cache). See adon-banner.service.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/client.js';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { currentBanners } from '@server/domain/catalogue/adon-banner.service.js';

export async function adonBannerRoutes(app: FastifyInstance, opts: { db: Db; now?: () => Date }) {
  const now = opts.now ?? (() => new Date());
  route(app, e.adonBanner, {}, async (req) => ok(await currentBanners(opts.db, req.query.placement, now())));
}

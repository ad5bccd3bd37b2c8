/**
 * Search host routes (SPEC §7: search, search/rank, search/recommendation, auto-keyword v2,
 * search/recommend-keyword, plus store search for the /search/stores tab). Personalised data is
 * never involved, but results change with every search log, so responses are not cached.
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/lib/endpoint-route.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '@server/db/client.js';
import { ok } from '@server/lib/reply.js';
import { DEVICE_UUID_PATTERN } from '@contract/account.js';
import * as svc from './search.service.js';
import { searchLogOnClose } from './search-log.js';

/**
 * The caller's device for the popular-search log (SPEC §3 uid, sent as the deviceUuid header on
 * every client call): optional here — search is public, so a missing or malformed header only means
 * the search is not counted (null), never a refusal.
 */
function optionalDevice(req: FastifyRequest): string | null {
  const raw = req.headers.deviceuuid;
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return v && DEVICE_UUID_PATTERN.test(v) ? v : null;
}

export async function searchRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  // The keyword log is written behind the requests; app.close() writes what is still queued.
  app.addHook('onClose', searchLogOnClose(db, app.log));

  route(app, e.search, {}, async (req) => {
    return ok(await svc.searchProducts(db, req.query, optionalDevice(req)));
  });
  route(app, e.searchShops, {}, async (req) => {
    return ok(await svc.searchShops(db, req.query));
  });
  route(app, e.searchRank, {}, async () => {
    return ok(await svc.keywordRank(db));
  });
  route(app, e.searchRecommendation, {}, async () => {
    return ok(await svc.searchRecommendation(db));
  });
  route(app, e.recommendKeywords, {}, async () => {
    return ok(await svc.recommendKeywords(db));
  });
  route(app, e.autoKeyword, {}, async (req) => {
    return ok(await svc.autoKeyword(db, req.query.keyword));
  });
}

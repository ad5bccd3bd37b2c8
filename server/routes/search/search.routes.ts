/**
 * Search host routes (SPEC §7: search, search/rank, search/recommendation, auto-keyword v2,
 * search/recommend-keyword, plus store search for the /search/stores tab). Personalised data is
 * never involved. Product search answers come from the response cache (issue 18: repeated queries
 * under load; the table's `search` family, ≤ 4 s old, dropped by a 찜 (view productLikes: the
 * cards carry the 찜 count) and whenever the index stamp — still probed on every request —
 * changes); every request is still logged for the popular searches, hit or miss. The popular-search
 * list itself (rank) changes with the log and is cached per ops-rules stamp in
 * server/domain/search/cache.ts.
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { rateLimited } from '@server/http/guards.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Db } from '@server/db/client.js';
import { ok } from '@server/http/reply.js';
import { registerResponseCache, ResponseCache } from '@server/infra/cache/response-cache.js';
import { clientAddressKey } from '@server/infra/client-key.js';
import { DEVICE_UUID_PATTERN } from '@contract/account.js';
import * as svc from '@server/domain/search/index.js';
import { searchLogOnClose } from '@server/domain/search/search-log.js';

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

/**
 * @param opts.searchesPerMinute product searches per client address a minute (SEARCH_RATE_LIMIT_PER_MINUTE;
 *   issue 29: search had no limit); over it → 131 with a Korean message (server/plugins/rate-limit.ts)
 */
export async function searchRoutes(app: FastifyInstance, opts: { db: Db; searchesPerMinute: number }) {
  const { db } = opts;
  // The keyword log is written behind the requests; app.close() writes what is still queued.
  app.addHook('onClose', searchLogOnClose(db, app.log));

  const cache = new ResponseCache({ onRefreshError: (err) => app.log.error({ err }, 'search cache refresh failed') }).bindTo(db);
  registerResponseCache(app);
  /** What to log for each cached answer, by its validated query (outlives the cache's 2,000 entries). */
  const logFacts = new LRUCache<string, svc.SearchLogFacts | 'none'>({ max: 4000 });

  let generation = -1;
  route(app, e.search, { config: rateLimited({ rateLimitPerMinute: opts.searchesPerMinute }) }, async (req, reply) => {
    // One index probe per request, as before the answer cache: a changed index empties it at once.
    const current = await svc.indexGeneration(db);
    if (current !== generation) {
      generation = current;
      cache.invalidate();
    }
    // Each address counts once per term in the popular searches (issue 29): its key goes with the row
    // (read before the answer, so the row is queued when the answer is sent; the secret is read once).
    const clientKey = await clientAddressKey(db, req.ip).catch(() => null);
    const key = JSON.stringify(req.query);
    await cache.serveEndpoint(e.search, req, reply, async () => {
      const { result, logged } = await svc.searchProductsWithLog(db, req.query);
      logFacts.set(key, logged ?? 'none');
      return { payload: ok(result) };
    });
    const facts = logFacts.get(key);
    if (facts && facts !== 'none') svc.logSearchOf(db, facts, optionalDevice(req), clientKey);
    return reply;
  });
  route(app, e.searchShops, {}, async (req) => {
    return ok(await svc.searchShops(db, req.query));
  });
  route(app, e.searchRank, {}, async () => {
    return ok(await svc.keywordRank(db));
  });
  route(app, e.searchRecommendation, {}, async (req) => {
    return ok(await svc.searchRecommendation(db, new Date(), req.query.keyword));
  });
  route(app, e.recommendKeywords, {}, async () => {
    return ok(await svc.recommendKeywords(db));
  });
  route(app, e.autoKeyword, {}, async (req) => {
    return ok(await svc.autoKeyword(db, req.query.keyword));
  });
}

/**
 * Display host routes (SPEC §7): paths, schemas, cache classes and freshness come from the
 * endpoint table (server/contract/paths.ts + endpoints.ts); queries are in
 * server/domain/catalogue/display.service.ts.
 * Bad params/queries are rejected by zod before any query runs (codes 10/12/13); unknown entities
 * are code 8.
 *
 * Public answers come from an in-process response cache (server/infra/cache/response-cache.ts, issue 6):
 * none of these routes reads the caller's identity, so one answer serves everyone. Freshness per
 * route is the table's `responseCache` family; time-driven changes (a deal starting or ending, the
 * month turning) are never served late (validUntil), serverTime is always current, and writes that
 * change what these routes show name the view in their `invalidates` (a 찜 → productLikes,
 * shopLikes: server/contract/cached-views.ts), which drops these answers once committed. Notice
 * detail counts a view on every call and is never cached.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { registerResponseCache, ResponseCache, type CacheLoad } from '@server/infra/cache/response-cache.js';
import * as svc from '@server/domain/catalogue/display.service.js';
import { getProductReviews } from '@server/domain/catalogue/reviews.service.js';

const dateAt = (ms: number) => new Date(ms);
/** validUntil of an answer about one dated window: its start while upcoming, else its end. */
function windowEdge(startAt: string, endAt: string, now: number): number | undefined {
  const s = Date.parse(startAt);
  const end = Date.parse(endAt);
  return now < s ? s : now < end ? end : undefined;
}

/** A dated answer (deal, period, event): valid until its window's next edge, serverTime kept current. */
function dated<T extends { startAt: string; endAt: string; serverTime: string }>(answer: T, now: number): CacheLoad {
  return { payload: ok(answer), validUntil: windowEdge(answer.startAt, answer.endAt, now), serverTime: answer.serverTime };
}

export async function displayRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const cache = new ResponseCache({ onRefreshError: (err) => app.log.error({ err }, 'display cache refresh failed') }).bindTo(db);
  registerResponseCache(app);
  /** Envelope of a load with no time dependence. */
  const plain = async (data: Promise<unknown> | unknown): Promise<CacheLoad> => ({ payload: ok(await data) });

  route(app, e.home, {}, (req, reply) =>
    cache.serveEndpoint(e.home, req, reply, async (now) => {
      const [home, validUntil] = await Promise.all([svc.getHome(db, dateAt(now)), svc.homeValidUntil(db, dateAt(now))]);
      return { payload: ok(home), validUntil, serverTime: home.serverTime };
    }),
  );
  route(app, e.homeSeason, {}, (req, reply) =>
    cache.serveEndpoint(e.homeSeason, req, reply, async (now) => ({
      payload: ok(await svc.getHomeSeason(db, dateAt(now))),
      validUntil: svc.nextKoreanMonthStart(dateAt(now)),
    })),
  );
  route(app, e.homeLocal, {}, (req, reply) => cache.serveEndpoint(e.homeLocal, req, reply, () => plain(svc.getHomeLocal(db))));
  route(app, e.homeBest, {}, (req, reply) => cache.serveEndpoint(e.homeBest, req, reply, () => plain(svc.getHomeBest(db))));
  route(app, e.homeShop, {}, (req, reply) => cache.serveEndpoint(e.homeShop, req, reply, () => plain(svc.getHomeShop(db))));

  route(app, e.dealRecommendation, {}, (req, reply) =>
    cache.serveEndpoint(e.dealRecommendation, req, reply, () => plain(svc.getDealRecommendation(db, req.query.dealId))),
  );
  route(app, e.dealDetail, {}, (req, reply) =>
    cache.serveEndpoint(e.dealDetail, req, reply, async (now) => dated(await svc.getDeal(db, req.params.dealId, dateAt(now)), now)),
  );
  route(app, e.periodDetail, {}, (req, reply) =>
    cache.serveEndpoint(e.periodDetail, req, reply, async (now) => dated(await svc.getPeriod(db, req.params.periodId, dateAt(now)), now)),
  );
  route(app, e.eventDetail, {}, (req, reply) =>
    cache.serveEndpoint(e.eventDetail, req, reply, async (now) => dated(await svc.getEvent(db, req.params.eventId, dateAt(now)), now)),
  );

  route(app, e.seasonDelicacy, {}, (req, reply) =>
    cache.serveEndpoint(e.seasonDelicacy, req, reply, async (now) => ({
      payload: ok(await svc.getSeasonDelicacy(db, req.query, dateAt(now))),
      // Without a month the answer is this month's: it changes when the month turns in Korea.
      validUntil: req.query.month === undefined ? svc.nextKoreanMonthStart(dateAt(now)) : undefined,
    })),
  );
  route(app, e.seasonOccasion, {}, (req, reply) => cache.serveEndpoint(e.seasonOccasion, req, reply, () => plain(svc.getSeasonOccasion(db, req.query))));
  route(app, e.seasonRecommendation, {}, (req, reply) =>
    cache.serveEndpoint(e.seasonRecommendation, req, reply, () => plain(svc.getSeasonRecommendation(db, req.query))),
  );

  route(app, e.locals, {}, (req, reply) => cache.serveEndpoint(e.locals, req, reply, () => plain(svc.getLocals(db))));
  route(app, e.localShops, {}, (req, reply) => cache.serveEndpoint(e.localShops, req, reply, () => plain(svc.getLocalShops(db, req.params.code, req.query))));

  route(app, e.shops, {}, (req, reply) => cache.serveEndpoint(e.shops, req, reply, () => plain(svc.shopPage(db, req.query))));
  route(app, e.shopInfo, {}, (req, reply) => cache.serveEndpoint(e.shopInfo, req, reply, () => plain(svc.getShopInfo(db, req.params.shopId))));
  route(app, e.shopTotal, {}, (req, reply) => cache.serveEndpoint(e.shopTotal, req, reply, () => plain(svc.getShopTotal(db, req.params.shopId))));
  route(app, e.shopProducts, {}, (req, reply) =>
    cache.serveEndpoint(e.shopProducts, req, reply, () => plain(svc.getShopProducts(db, req.params.shopId, req.query))),
  );

  route(app, e.bestRank, {}, (req, reply) => cache.serveEndpoint(e.bestRank, req, reply, () => plain(svc.getBestRank(db, req.query.categoryCode))));

  route(app, e.categoryTree, {}, (req, reply) => cache.serveEndpoint(e.categoryTree, req, reply, () => plain(svc.getCategoryTree(db, req.query.categoryCode))));
  route(app, e.categoryProducts, {}, (req, reply) => cache.serveEndpoint(e.categoryProducts, req, reply, () => plain(svc.getCategoryProducts(db, req.query))));
  route(app, e.webProfile, {}, (req, reply) => cache.serveEndpoint(e.webProfile, req, reply, () => plain(svc.getWebProfile())));

  route(app, e.notices, {}, (req, reply) => cache.serveEndpoint(e.notices, req, reply, () => plain(svc.getNotices(db, req.query))));
  route(app, e.lastNotice, {}, (req, reply) => cache.serveEndpoint(e.lastNotice, req, reply, () => plain(svc.getLastNotice(db))));
  route(app, e.noticeDetail, {}, async (req) => ok(await svc.viewNotice(db, req.params.noticeId)));

  // Cards by number (recently viewed, issue 30): a list family answer, like every list of cards.
  route(app, e.productCards, {}, (req, reply) => cache.serveEndpoint(e.productCards, req, reply, () => plain(svc.getProductCards(db, req.query.productNos))));
  // Reviews change when a buyer writes one on the shop site: a list family answer (≤ 20 s old).
  route(app, e.productReviews, {}, (req, reply) =>
    cache.serveEndpoint(e.productReviews, req, reply, () => plain(getProductReviews(db, req.params.productNo, req.query))),
  );
}

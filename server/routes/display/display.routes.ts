/**
 * Display host routes (SPEC §7): schemas from server/contract/display.ts, queries in
 * display.service.ts. Bad params/queries are rejected by zod before any query runs (codes
 * 10/12/13); unknown entities are code 8. Catalogue responses may be revalidated by caches.
 *
 * Public answers come from an in-process response cache (server/lib/response-cache.ts, issue 6):
 * none of these routes reads the caller's identity, so one answer serves everyone. Freshness per
 * route is in CACHE below; time-driven changes (a deal starting or ending, the month turning) are
 * never served late (validUntil), serverTime is always current, and writes that change what these
 * routes show call invalidateResponseCache(db) (likes → likeCount). Notice detail counts a view
 * on every call and is never cached.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@server/db/client.js';
import { envelope, pageOf, pageQuerySchema } from '@contract/envelope.js';
import {
  bestRankQuerySchema,
  bestRankSchema,
  categoryProductQuerySchema,
  categoryQuerySchema,
  categoryTreeSchema,
  dealDetailSchema,
  eventDetailSchema,
  homeBestSchema,
  homeLocalSchema,
  homeSchema,
  homeSeasonSchema,
  homeShopSchema,
  idParam,
  localCodeSchema,
  localShopsSchema,
  localSummarySchema,
  noticeDetailSchema,
  noticeSummarySchema,
  periodDetailSchema,
  productCardSchema,
  productListQuerySchema,
  seasonDelicacyQuerySchema,
  seasonDelicacySchema,
  seasonOccasionQuerySchema,
  seasonOccasionSchema,
  seasonRecommendationQuerySchema,
  seasonRecommendationSchema,
  shopCardSchema,
  shopInfoSchema,
  shopListQuerySchema,
  shopTotalSchema,
  webProfileSchema,
} from '@contract/display.js';
import { ok } from '@server/lib/reply.js';
import { registerResponseCache, ResponseCache, type CacheLoad, type CachePolicy } from '@server/lib/response-cache.js';
import * as svc from './display.service.js';

const CATALOGUE_CACHE = 'public, max-age=0, must-revalidate';
const cached = (reply: FastifyReply) => reply.header('cache-control', CATALOGUE_CACHE);

/**
 * How long each family of answers may be served from the in-process cache (ms): `ttlMs` as is,
 * then `graceMs` more while one refresh runs. Worst-case age of data changed by a write (stock,
 * likes without invalidation, sales figures) = ttlMs + graceMs + one load.
 */
export const CACHE = {
  /**
   * Home: deal stock (stockLeft, soldOut) moves; 5 s fresh, ≤ 10 s old. Deal windows bound it
   * exactly (validUntil). Not shorter: the client keeps a home answer for 300 s (SPEC §9 staleTime)
   * and the deal detail, where the shopper decides, is ≤ 1 s old; while each refresh (~30 ms of
   * queries on the embedded PGlite, which runs on the server's one thread) stalls every request
   * queued behind it — at 2 s the home p99 under load was 64 ms on the 100k catalogue (issue 6).
   */
  home: { ttlMs: 5_000, graceMs: 5_000 },
  /** Limited deal detail: stockLeft moves quickly; ≤ 1 s old (SPEC countdowns and stock). */
  deal: { ttlMs: 500, graceMs: 500 },
  /** Period and event detail: prices and product lists set by operators; window edges exact. */
  promotion: { ttlMs: 5_000, graceMs: 5_000 },
  /** Product, shop and best lists (sales, likes, ratings): ≤ 20 s old. */
  list: { ttlMs: 10_000, graceMs: 10_000 },
  /** Reference data: category tree, locals, web profile, season themes, notices: ≤ 2 min old. */
  reference: { ttlMs: 60_000, graceMs: 60_000 },
} satisfies Record<string, CachePolicy>;

const dateAt = (ms: number) => new Date(ms);
/** validUntil of an answer about one dated window: its start while upcoming, else its end. */
function windowEdge(startAt: string, endAt: string, now: number): number | undefined {
  const s = Date.parse(startAt);
  const e = Date.parse(endAt);
  return now < s ? s : now < e ? e : undefined;
}

export async function displayRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['display'];
  const cache = new ResponseCache({ onRefreshError: (err) => app.log.error({ err }, 'display cache refresh failed') }).bindTo(db);
  registerResponseCache(app, cache);
  /** Envelope of a load with no time dependence. */
  const plain = async (data: Promise<unknown> | unknown): Promise<CacheLoad> => ({ payload: ok(await data) });

  r.get('/api/v1/display/home', { schema: { tags, summary: '홈: 진행 중 한정 특가, 오픈 예정 특가, 기획전, 이벤트', response: { 200: envelope(homeSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.home, async (now) => {
      const [home, validUntil] = await Promise.all([svc.getHome(db, dateAt(now)), svc.homeValidUntil(db, dateAt(now))]);
      return { payload: ok(home), validUntil, serverTime: home.serverTime };
    });
  });
  r.get('/api/v1/display/home/season', { schema: { tags, summary: '홈 섹션: 이달의 제철', response: { 200: envelope(homeSeasonSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, async (now) => ({ payload: ok(await svc.getHomeSeason(db, dateAt(now))), validUntil: svc.nextKoreanMonthStart(dateAt(now)) }));
  });
  r.get('/api/v1/display/home/local', { schema: { tags, summary: '홈 섹션: 지역', response: { 200: envelope(homeLocalSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.reference, () => plain(svc.getHomeLocal(db)));
  });
  r.get('/api/v1/display/home/best', { schema: { tags, summary: '홈 섹션: 베스트 10', response: { 200: envelope(homeBestSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getHomeBest(db)));
  });
  r.get('/api/v1/display/home/shop', { schema: { tags, summary: '홈 섹션: 인기 가게', response: { 200: envelope(homeShopSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getHomeShop(db)));
  });

  r.get('/api/v1/display/deal/recommendation', { schema: { tags, summary: '특가 추천 상품', querystring: z.object({ dealId: idParam }), response: { 200: envelope(z.array(productCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getDealRecommendation(db, req.query.dealId)));
  });
  r.get('/api/v1/display/deal/:dealId', { schema: { tags, summary: '한정 특가 상세', params: z.object({ dealId: idParam }), response: { 200: envelope(dealDetailSchema) } } }, async (req, reply) => {
    // Stock and end time change quickly: never serve this from a stale cache.
    reply.header('cache-control', 'no-cache');
    return cache.serve(req, reply, CACHE.deal, async (now) => {
      const deal = await svc.getDeal(db, req.params.dealId, dateAt(now));
      return { payload: ok(deal), validUntil: windowEdge(deal.startAt, deal.endAt, now), serverTime: deal.serverTime };
    });
  });
  r.get('/api/v2/display/deal/period/:periodId', { schema: { tags, summary: '기간 특가(기획전) 상세', params: z.object({ periodId: idParam }), response: { 200: envelope(periodDetailSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.promotion, async (now) => {
      const period = await svc.getPeriod(db, req.params.periodId, dateAt(now));
      return { payload: ok(period), validUntil: windowEdge(period.startAt, period.endAt, now), serverTime: period.serverTime };
    });
  });
  r.get('/api/v2/display/custom-event/:eventId', { schema: { tags, summary: '이벤트 상세', params: z.object({ eventId: idParam }), response: { 200: envelope(eventDetailSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.promotion, async (now) => {
      const event = await svc.getEvent(db, req.params.eventId, dateAt(now));
      return { payload: ok(event), validUntil: windowEdge(event.startAt, event.endAt, now), serverTime: event.serverTime };
    });
  });

  r.get('/api/v1/display/season/delicacy', { schema: { tags, summary: '제철 특산물 (월별)', querystring: seasonDelicacyQuerySchema, response: { 200: envelope(seasonDelicacySchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, async (now) => ({
      payload: ok(await svc.getSeasonDelicacy(db, req.query, dateAt(now))),
      // Without a month the answer is this month's: it changes when the month turns in Korea.
      validUntil: req.query.month === undefined ? svc.nextKoreanMonthStart(dateAt(now)) : undefined,
    }));
  });
  r.get('/api/v1/display/season/occasion', { schema: { tags, summary: '상황별 제철 추천', querystring: seasonOccasionQuerySchema, response: { 200: envelope(seasonOccasionSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getSeasonOccasion(db, req.query)));
  });
  r.get('/api/v1/display/season/recommendation', { schema: { tags, summary: '제철 추천 분류', querystring: seasonRecommendationQuerySchema, response: { 200: envelope(seasonRecommendationSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getSeasonRecommendation(db, req.query)));
  });

  r.get('/api/v2/display/local', { schema: { tags, summary: '지역 목록 (17개 시·도)', response: { 200: envelope(z.array(localSummarySchema)) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.reference, () => plain(svc.getLocals(db)));
  });
  r.get('/api/v2/display/local/:code/shop', { schema: { tags, summary: '지역의 가게 목록', params: z.object({ code: localCodeSchema }), querystring: pageQuerySchema, response: { 200: envelope(localShopsSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getLocalShops(db, req.params.code, req.query)));
  });

  r.get('/api/v1/display/shop', { schema: { tags, summary: '가게 목록', querystring: shopListQuerySchema, response: { 200: envelope(pageOf(shopCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.shopPage(db, req.query)));
  });
  r.get('/api/v1/display/shop/:shopId/info', { schema: { tags, summary: '가게 정보', params: z.object({ shopId: idParam }), response: { 200: envelope(shopInfoSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getShopInfo(db, req.params.shopId)));
  });
  r.get('/api/v1/display/shop/:shopId/total', { schema: { tags, summary: '가게 통계', params: z.object({ shopId: idParam }), response: { 200: envelope(shopTotalSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getShopTotal(db, req.params.shopId)));
  });
  r.get('/api/v1/display/shop/:shopId/product', { schema: { tags, summary: '가게 상품 목록', params: z.object({ shopId: idParam }), querystring: productListQuerySchema, response: { 200: envelope(pageOf(productCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getShopProducts(db, req.params.shopId, req.query)));
  });

  r.get('/api/v1/display/best/rank', { schema: { tags, summary: '베스트 랭킹', querystring: bestRankQuerySchema, response: { 200: envelope(bestRankSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getBestRank(db, req.query.categoryCode)));
  });

  r.get('/api/v1/display/web/category', { schema: { tags, summary: '카테고리 트리 / 선택 카테고리', querystring: categoryQuerySchema, response: { 200: envelope(categoryTreeSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.reference, () => plain(svc.getCategoryTree(db, req.query.categoryCode)));
  });
  r.get('/api/v1/display/web/category/product', { schema: { tags, summary: '카테고리 상품 목록', querystring: categoryProductQuerySchema, response: { 200: envelope(pageOf(productCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.list, () => plain(svc.getCategoryProducts(db, req.query)));
  });
  r.get('/api/v1/display/web/profile', { schema: { tags, summary: '웹 프로필 (filterInfo)', response: { 200: envelope(webProfileSchema) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.reference, () => plain(svc.getWebProfile()));
  });

  r.get('/api/v1/display/notice', { schema: { tags, summary: '공지사항 목록', querystring: pageQuerySchema, response: { 200: envelope(pageOf(noticeSummarySchema)) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.reference, () => plain(svc.getNotices(db, req.query)));
  });
  r.get('/api/v1/display/notice/last', { schema: { tags, summary: '최근 공지', response: { 200: envelope(noticeSummarySchema.nullable()) } } }, async (req, reply) => {
    cached(reply);
    return cache.serve(req, reply, CACHE.reference, () => plain(svc.getLastNotice(db)));
  });
  r.get('/api/v1/display/notice/:noticeId', { schema: { tags, summary: '공지사항 상세 (조회수 증가)', params: z.object({ noticeId: idParam }), response: { 200: envelope(noticeDetailSchema) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await svc.viewNotice(db, req.params.noticeId));
  });
}

/**
 * Display host routes (SPEC §7): schemas from server/contract/display.ts, queries in
 * display.service.ts. Bad params/queries are rejected by zod before any query runs (codes
 * 10/12/13); unknown entities are code 8. Catalogue responses may be revalidated by caches.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { envelope, pageOf, pageQuerySchema } from '../../contract/envelope.js';
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
} from '../../contract/display.js';
import { ok } from '../../lib/reply.js';
import * as svc from './display.service.js';

const CATALOGUE_CACHE = 'public, max-age=0, must-revalidate';
const cached = (reply: FastifyReply) => reply.header('cache-control', CATALOGUE_CACHE);

export async function displayRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['display'];

  r.get('/api/v1/display/home', { schema: { tags, summary: '홈: 진행 중 한정 특가, 오픈 예정 특가, 기획전, 이벤트', response: { 200: envelope(homeSchema) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getHome(db));
  });
  r.get('/api/v1/display/home/season', { schema: { tags, summary: '홈 섹션: 이달의 제철', response: { 200: envelope(homeSeasonSchema) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getHomeSeason(db));
  });
  r.get('/api/v1/display/home/local', { schema: { tags, summary: '홈 섹션: 지역', response: { 200: envelope(homeLocalSchema) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getHomeLocal(db));
  });
  r.get('/api/v1/display/home/best', { schema: { tags, summary: '홈 섹션: 베스트 10', response: { 200: envelope(homeBestSchema) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getHomeBest(db));
  });
  r.get('/api/v1/display/home/shop', { schema: { tags, summary: '홈 섹션: 인기 가게', response: { 200: envelope(homeShopSchema) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getHomeShop(db));
  });

  r.get('/api/v1/display/deal/recommendation', { schema: { tags, summary: '특가 추천 상품', querystring: z.object({ dealId: idParam }), response: { 200: envelope(z.array(productCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getDealRecommendation(db, req.query.dealId));
  });
  r.get('/api/v1/display/deal/:dealId', { schema: { tags, summary: '한정 특가 상세', params: z.object({ dealId: idParam }), response: { 200: envelope(dealDetailSchema) } } }, async (req, reply) => {
    // Stock and end time change quickly: never serve this from a stale cache.
    reply.header('cache-control', 'no-cache');
    return ok(await svc.getDeal(db, req.params.dealId));
  });
  r.get('/api/v2/display/deal/period/:periodId', { schema: { tags, summary: '기간 특가(기획전) 상세', params: z.object({ periodId: idParam }), response: { 200: envelope(periodDetailSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getPeriod(db, req.params.periodId));
  });
  r.get('/api/v2/display/custom-event/:eventId', { schema: { tags, summary: '이벤트 상세', params: z.object({ eventId: idParam }), response: { 200: envelope(eventDetailSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getEvent(db, req.params.eventId));
  });

  r.get('/api/v1/display/season/delicacy', { schema: { tags, summary: '제철 특산물 (월별)', querystring: seasonDelicacyQuerySchema, response: { 200: envelope(seasonDelicacySchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getSeasonDelicacy(db, req.query));
  });
  r.get('/api/v1/display/season/occasion', { schema: { tags, summary: '상황별 제철 추천', querystring: seasonOccasionQuerySchema, response: { 200: envelope(seasonOccasionSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getSeasonOccasion(db, req.query));
  });
  r.get('/api/v1/display/season/recommendation', { schema: { tags, summary: '제철 추천 분류', querystring: seasonRecommendationQuerySchema, response: { 200: envelope(seasonRecommendationSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getSeasonRecommendation(db, req.query));
  });

  r.get('/api/v2/display/local', { schema: { tags, summary: '지역 목록 (17개 시·도)', response: { 200: envelope(z.array(localSummarySchema)) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getLocals(db));
  });
  r.get('/api/v2/display/local/:code/shop', { schema: { tags, summary: '지역의 가게 목록', params: z.object({ code: localCodeSchema }), querystring: pageQuerySchema, response: { 200: envelope(localShopsSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getLocalShops(db, req.params.code, req.query));
  });

  r.get('/api/v1/display/shop', { schema: { tags, summary: '가게 목록', querystring: shopListQuerySchema, response: { 200: envelope(pageOf(shopCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.shopPage(db, req.query));
  });
  r.get('/api/v1/display/shop/:shopId/info', { schema: { tags, summary: '가게 정보', params: z.object({ shopId: idParam }), response: { 200: envelope(shopInfoSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getShopInfo(db, req.params.shopId));
  });
  r.get('/api/v1/display/shop/:shopId/total', { schema: { tags, summary: '가게 통계', params: z.object({ shopId: idParam }), response: { 200: envelope(shopTotalSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getShopTotal(db, req.params.shopId));
  });
  r.get('/api/v1/display/shop/:shopId/product', { schema: { tags, summary: '가게 상품 목록', params: z.object({ shopId: idParam }), querystring: productListQuerySchema, response: { 200: envelope(pageOf(productCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getShopProducts(db, req.params.shopId, req.query));
  });

  r.get('/api/v1/display/best/rank', { schema: { tags, summary: '베스트 랭킹', querystring: bestRankQuerySchema, response: { 200: envelope(bestRankSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getBestRank(db, req.query.categoryCode));
  });

  r.get('/api/v1/display/web/category', { schema: { tags, summary: '카테고리 트리 / 선택 카테고리', querystring: categoryQuerySchema, response: { 200: envelope(categoryTreeSchema) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getCategoryTree(db, req.query.categoryCode));
  });
  r.get('/api/v1/display/web/category/product', { schema: { tags, summary: '카테고리 상품 목록', querystring: categoryProductQuerySchema, response: { 200: envelope(pageOf(productCardSchema)) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getCategoryProducts(db, req.query));
  });
  r.get('/api/v1/display/web/profile', { schema: { tags, summary: '웹 프로필 (filterInfo)', response: { 200: envelope(webProfileSchema) } } }, async (_req, reply) => {
    cached(reply);
    return ok(svc.getWebProfile());
  });

  r.get('/api/v1/display/notice', { schema: { tags, summary: '공지사항 목록', querystring: pageQuerySchema, response: { 200: envelope(pageOf(noticeSummarySchema)) } } }, async (req, reply) => {
    cached(reply);
    return ok(await svc.getNotices(db, req.query));
  });
  r.get('/api/v1/display/notice/last', { schema: { tags, summary: '최근 공지', response: { 200: envelope(noticeSummarySchema.nullable()) } } }, async (_req, reply) => {
    cached(reply);
    return ok(await svc.getLastNotice(db));
  });
  r.get('/api/v1/display/notice/:noticeId', { schema: { tags, summary: '공지사항 상세 (조회수 증가)', params: z.object({ noticeId: idParam }), response: { 200: envelope(noticeDetailSchema) } } }, async (req, reply) => {
    reply.header('cache-control', 'no-cache');
    return ok(await svc.viewNotice(db, req.params.noticeId));
  });
}

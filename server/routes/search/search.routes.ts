/**
 * Search host routes (SPEC §7: search, search/rank, search/recommendation, auto-keyword v2,
 * search/recommend-keyword, plus store search for the /search/stores tab). Personalised data is
 * never involved, but results change with every search log, so responses are not cached.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '@server/db/client.js';
import { envelope } from '@contract/envelope.js';
import {
  autoKeywordQuerySchema,
  autoKeywordSchema,
  keywordRankSchema,
  recommendationSchema,
  recommendKeywordSchema,
  searchQuerySchema,
  searchResultSchema,
  shopSearchQuerySchema,
  shopSearchResultSchema,
} from '@contract/search.js';
import { ok } from '@server/lib/reply.js';
import * as svc from './search.service.js';

export async function searchRoutes(app: FastifyInstance, opts: { db: Db }) {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['search'];
  const noStore = { 'cache-control': 'no-cache' };

  r.get('/api/v1/search', { schema: { tags, summary: '상품 검색 (한글 초성·자모·띄어쓰기·오타 대응)', querystring: searchQuerySchema, response: { 200: envelope(searchResultSchema) } } }, async (req, reply) => {
    reply.headers(noStore);
    return ok(await svc.searchProducts(db, req.query));
  });
  r.get('/api/v1/search/shop', { schema: { tags, summary: '가게 검색', querystring: shopSearchQuerySchema, response: { 200: envelope(shopSearchResultSchema) } } }, async (req, reply) => {
    reply.headers(noStore);
    return ok(await svc.searchShops(db, req.query));
  });
  r.get('/api/v1/search/rank', { schema: { tags, summary: '많이 찾는 검색어', response: { 200: envelope(keywordRankSchema) } } }, async (_req, reply) => {
    reply.headers(noStore);
    return ok(await svc.keywordRank(db));
  });
  r.get('/api/v1/search/recommendation', { schema: { tags, summary: '추천 상품', response: { 200: envelope(recommendationSchema) } } }, async (_req, reply) => {
    reply.headers(noStore);
    return ok(await svc.searchRecommendation(db));
  });
  r.get('/api/v1/search/recommend-keyword', { schema: { tags, summary: '추천 검색어', response: { 200: envelope(recommendKeywordSchema) } } }, async (_req, reply) => {
    reply.headers(noStore);
    return ok(await svc.recommendKeywords(db));
  });
  r.get('/api/v2/auto-keyword', { schema: { tags, summary: '자동완성', querystring: autoKeywordQuerySchema, response: { 200: envelope(autoKeywordSchema) } } }, async (req, reply) => {
    reply.headers(noStore);
    return ok(await svc.autoKeyword(db, req.query.keyword));
  });
}

/**
 * The member's stars and 마이페이지 header (issue 16; SPEC §2 /my-page, /my-page/point,
 * /point-guide; §7 mypage, point, point summary (v2), point history, point guide (v2);
 * docs/decisions/026-member-economy.md "Points and levels"). Paths from the table:
 *   GET /api/v1/mypage, GET /api/v1/point, GET /api/v2/point/summary, GET /api/v1/point/history,
 *   GET /api/v2/point/guide.
 * Reads only: a valid access token of a member who finished sign-up (110 otherwise); a banned
 * member may still read their stars. The user id comes from the token, never from the request.
 * Answers are personal: Cache-Control no-store, under PERSONAL_API_PATH (never in the worker's
 * caches, wiped at logout).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import type { AuthDeps } from '@server/http/guards.js';
import { getMypage } from '@server/domain/levels/mypage.service.js';
import { getBalance, getPointGuide, getPointSummary, listPointHistory, settleExpiry } from '@server/domain/stars/point.service.js';

export async function pointRoutes(app: FastifyInstance, deps: AuthDeps) {
  const { db } = deps;

  route(app, e.mypage, {}, async (req) => ok(await getMypage(db, req.member.user, new Date())));

  route(app, e.point, {}, async (req) => {
    const userId = req.member.user.userId;
    await settleExpiry(db, userId, new Date());
    return ok(await getBalance(db, userId));
  });

  route(app, e.pointSummary, {}, async (req) => {
    const userId = req.member.user.userId;
    const now = new Date();
    await settleExpiry(db, userId, now);
    return ok(await getPointSummary(db, userId, now));
  });

  route(app, e.pointHistory, {}, async (req) => {
    const userId = req.member.user.userId;
    await settleExpiry(db, userId, new Date());
    return ok(await listPointHistory(db, userId, req.query));
  });

  route(app, e.pointGuide, {}, async (req) => ok(await getPointGuide(db, req.member.user.userId, new Date())));
}

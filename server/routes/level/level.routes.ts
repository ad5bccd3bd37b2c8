/**
 * The member's level (issue 16; SPEC §2 /my-page/my-level; §7 level; docs/decisions/026 "Points and
 * levels"): GET /api/v1/mypage/level. A read that may announce a level-up (member_levels and the
 * 'member.level.up' event, once per level: ./level.service.ts). Member who finished sign-up only
 * (110 otherwise); personal (no-store, PERSONAL_API_PATH).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import type { AuthDeps } from '@server/http/guards.js';
import { getMemberLevel } from '@server/domain/levels/level.service.js';

export async function levelRoutes(app: FastifyInstance, deps: AuthDeps) {
  route(app, e.memberLevel, {}, async (req) => ok(await getMemberLevel(deps.db, req.member.user.userId)));
}

/**
 * 오픈 알림 of upcoming deals (issue 13; docs/decisions/015-open-alarms.md). Paths from the table:
 * PUT / GET /api/v1/user/deal/:dealId/open-alarm (account host, SPEC §7's /api/v1/user/… family).
 *
 * Guards from the table as the 찜 writes: every call needs a valid access token of a member who
 * finished sign-up (110); the write refuses a banned member with the ban message (130) and is
 * limited per member here (131 over AUTH_RATE_LIMIT_PER_MINUTE a minute). A member only ever reads or
 * changes their own row (the user id comes from the token, never from the request). Answers are
 * personal: Cache-Control no-store, and the path is under PERSONAL_API_PATH (never in the worker's
 * caches, wiped at logout).
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import { OPEN_ALARM_OFF_TEXT, OPEN_ALARM_ON_TEXT } from '@contract/open-alarms.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { memberRateLimit, type AuthDeps } from '@server/http/guards.js';
import { getOpenAlarm, setOpenAlarm } from '@server/domain/alarms/open-alarms.service.js';

export async function dealAlarmRoutes(app: FastifyInstance, deps: AuthDeps) {
  const limit = memberRateLimit(app, 'open-alarm', deps.rateLimitPerMinute);

  route(app, e.setOpenAlarm, { preHandler: limit }, async (req) => {
    const state = await setOpenAlarm(deps.db, req.member.user.userId, req.params.dealId, req.body.alarmYN, new Date());
    return ok(state, [{ phrase: state.alarmYN === 'Y' ? OPEN_ALARM_ON_TEXT : OPEN_ALARM_OFF_TEXT }]);
  });

  route(app, e.openAlarm, {}, async (req) => ok(await getOpenAlarm(deps.db, req.member.user.userId, req.params.dealId)));
}

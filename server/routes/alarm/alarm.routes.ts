/**
 * Alarms (issue 16; SPEC §2 /alarm, §3 Alarm alarmType, §4 "Home refetches alarm count when logged
 * in", §7 alarm count / alarm view; docs/decisions/026-member-economy.md "## Alarms"). Paths from
 * the table (account host, under PERSONAL_API_PATH):
 *   GET /api/v1/alarm/count · GET /api/v1/alarm · PUT /api/v1/alarm/:id/read · PUT /api/v1/alarm/read
 *
 * Guards (the table's `signedUp`): a valid access token of a member who finished sign-up (110
 * otherwise; a withdrawn account's token counts as none). Reading one's own alarms is housekeeping, not an action toward
 * others: a banned member may still read and mark them (decision 026). Writes are limited per
 * member (131). Answers are personal: no-store. A member only ever sees or changes their own rows
 * (the user id comes from the token).
 *
 * {@link installAlarmJobs} runs server/domain/alarms/alarms.ts runAlarmJobs on a timer with the server, and
 * soon after any successful write on this instance, so an alarm shows within moments.
 */
import type { FastifyInstance } from 'fastify';
import { endpoints as e } from '@contract/endpoints.js';
import type { Db } from '@server/db/client.js';
import { RecordingPushSender, startAlarmJobs, type AlarmJobs, type PushSender } from '@server/domain/alarms/alarms.js';
import { route } from '@server/http/route.js';
import { ok } from '@server/http/reply.js';
import { memberRateLimit, type AuthDeps } from '@server/http/guards.js';
import { alarmCount, listAlarms, readAlarm, readAllAlarms } from '@server/domain/alarms/alarm.service.js';

export async function alarmRoutes(app: FastifyInstance, deps: AuthDeps) {
  const limit = memberRateLimit(app, 'alarm-read', deps.rateLimitPerMinute);

  route(app, e.alarmCount, {}, async (req) => ok(await alarmCount(deps.db, req.member.user.userId)));
  route(app, e.alarms, {}, async (req) => ok(await listAlarms(deps.db, req.member.user.userId, req.query)));
  route(app, e.readAlarm, { preHandler: limit }, async (req) => ok(await readAlarm(deps.db, req.member.user.userId, req.params.id)));
  route(app, e.readAllAlarms, { preHandler: limit }, async (req) => ok(await readAllAlarms(deps.db, req.member.user.userId, req.body?.alarmType)));
}

/**
 * Start the alarm jobs with the server (onReady) and stop them as it starts closing (preClose), every
 * `everyMs` ms (0: never — tests run the jobs themselves); kick them after each successful
 * non-GET answer of `app` and the route groups registered after this call.
 * @param push where pushes go (default: the recording stand-in, which logs what it would send)
 */
export function installAlarmJobs(app: FastifyInstance, opts: { db: Db; everyMs: number; push?: PushSender }): void {
  if (opts.everyMs <= 0) return;
  let jobs: AlarmJobs | null = null;
  app.addHook('onReady', async () => {
    jobs = startAlarmJobs(opts.db, opts.push ?? new RecordingPushSender(app.log), app.log, opts.everyMs);
  });
  // preClose, not onClose: a draining instance starts no new round while in-flight requests finish (issue 18).
  app.addHook('preClose', async () => {
    await jobs?.stop();
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && reply.statusCode < 300) jobs?.kick();
  });
}

/**
 * 오픈 알림 of upcoming limited deals (issue 13; docs/decisions/015-open-alarms.md; SPEC §3 Alarm,
 * §7 alarm family, §8 codes 8/13). One row of deal_open_alarms per (member, deal)
 * (server/db/schema/alarms.ts); `notifiedAt` is set once the alarm has been handed to the alarm
 * feature (takeDueOpenAlarms).
 *
 * - getOpenAlarm: the member's own state; 'Y' while a row waits (not yet notified).
 * - setOpenAlarm: a state write, idempotent. 'Y' only before the deal's startAt (13 otherwise,
 *   nothing written); 'N' always (deletes the row). An unknown deal is 8 for both.
 * - takeDueOpenAlarms: marks and returns, in one statement, every waiting alarm whose deal has
 *   opened — the member economy issue's alarm feature turns them into alarms.
 */
import { and, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { dealOpenAlarms, deals } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { OPEN_ALARM_STARTED_TEXT, type AlarmYN, type OpenAlarmState } from '@contract/open-alarms.js';

/** Message of code 8 for a deal that does not exist (the deal detail's own). */
export const DEAL_NOT_FOUND_TEXT = '특가 정보를 찾을 수 없어요.';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function dealOrThrow(db: Db | Tx, dealId: number) {
  const [deal] = await db.select({ dealId: deals.dealId, startAt: deals.startAt }).from(deals).where(eq(deals.dealId, dealId));
  if (!deal) throw new ApiError('NO_DATA', DEAL_NOT_FOUND_TEXT);
  return deal;
}

const mine = (userId: number, dealId: number) => and(eq(dealOpenAlarms.userId, userId), eq(dealOpenAlarms.dealId, dealId));

/** The member's state for one deal. @throws ApiError NO_DATA (8) unknown deal */
export async function getOpenAlarm(db: Db, userId: number, dealId: number): Promise<OpenAlarmState> {
  await dealOrThrow(db, dealId);
  const [row] = await db.select({ notifiedAt: dealOpenAlarms.notifiedAt }).from(dealOpenAlarms).where(mine(userId, dealId));
  return { dealId, alarmYN: row && !row.notifiedAt ? 'Y' : 'N' };
}

/**
 * Set the member's state for one deal, at `now`. 'Y' again changes nothing; 'Y' on an alarm already
 * delivered (a deal whose schedule was moved forward again, seed refreshSchedule) waits anew.
 * @throws ApiError NO_DATA (8) unknown deal; OUT_OF_RANGE (13) 'Y' on a deal that has started
 */
export async function setOpenAlarm(db: Db, userId: number, dealId: number, alarmYN: AlarmYN, now: Date): Promise<OpenAlarmState> {
  return db.transaction(async (tx) => {
    const deal = await dealOrThrow(tx, dealId);
    if (alarmYN === 'N') {
      await tx.delete(dealOpenAlarms).where(mine(userId, dealId));
      return { dealId, alarmYN };
    }
    if (deal.startAt.getTime() <= now.getTime()) throw new ApiError('OUT_OF_RANGE', OPEN_ALARM_STARTED_TEXT);
    await tx.insert(dealOpenAlarms).values({ userId, dealId, createdAt: now }).onConflictDoNothing();
    await tx
      .update(dealOpenAlarms)
      .set({ notifiedAt: null, createdAt: now })
      .where(and(mine(userId, dealId), isNotNull(dealOpenAlarms.notifiedAt)));
    return { dealId, alarmYN };
  });
}

/** One alarm to deliver: who, which deal, and the deal's window (ISO strings are the caller's choice). */
export interface DueOpenAlarm {
  userId: number;
  dealId: number;
  title: string;
  productNo: number;
  startAt: Date;
  endAt: Date;
}

/**
 * Mark and return the waiting alarms whose deal has opened by `now` (startAt ≤ now, notifiedAt
 * null): one UPDATE … RETURNING, so two concurrent callers never take the same alarm (the second
 * re-reads the locked row and finds it notified). notifiedAt becomes `now`. A deal that has also
 * ended by then is returned too (endAt tells); the caller decides whether to still tell the member.
 * Ordered by deal, then member.
 */
export async function takeDueOpenAlarms(db: Db, now: Date): Promise<DueOpenAlarm[]> {
  const opened = db.select({ dealId: deals.dealId }).from(deals).where(lte(deals.startAt, now));
  const taken = await db
    .update(dealOpenAlarms)
    .set({ notifiedAt: now })
    .where(and(isNull(dealOpenAlarms.notifiedAt), inArray(dealOpenAlarms.dealId, opened)))
    .returning({ userId: dealOpenAlarms.userId, dealId: dealOpenAlarms.dealId });
  if (!taken.length) return [];
  const ids = [...new Set(taken.map((t) => t.dealId))];
  const rows = await db
    .select({ dealId: deals.dealId, title: deals.title, productNo: deals.productNo, startAt: deals.startAt, endAt: deals.endAt })
    .from(deals)
    .where(inArray(deals.dealId, ids));
  const byId = new Map(rows.map((r) => [r.dealId, r]));
  return taken
    .flatMap((t) => {
      const d = byId.get(t.dealId);
      return d ? [{ userId: t.userId, ...d }] : [];
    })
    .sort((a, b) => a.dealId - b.dealId || a.userId - b.userId);
}

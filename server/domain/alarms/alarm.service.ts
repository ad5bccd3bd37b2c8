/**
 * The member's alarm inbox (issue 16; SPEC §3 Alarm alarmType, §4 alarm count, §7 alarm count /
 * alarm view; docs/decisions/026-member-economy.md "## Alarms"). Alarms are made by
 * server/domain/alarms/alarms.ts only; here they are counted, listed and marked read, always for the caller's
 * own user id, within the 90-day window (older rows are purged by the alarm jobs).
 *
 * - alarmCount: unread alarms of the last 90 days.
 * - listAlarms: newest first (createdAt, then alarmId), keyset cursor pages, optional alarmType.
 * - readAlarm: one of mine read (again: the same answer); not mine or gone → 8, nothing written.
 * - readAllAlarms: every unread one (or of one alarmType) read.
 * Count and list first make the newest notice's alarm for the member (materialiseNoticeAlarm).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { materialiseNoticeAlarm } from '@server/domain/alarms/alarms.js';
import { ALARM_NOT_FOUND_TEXT, ALARM_RETENTION_DAYS, type Alarm, type AlarmListQuery, type AlarmPage } from '@contract/alarms.js';
import { decodeCursor, encodeCursor } from '../community/cursor.js';

const cutoffOf = (now: Date) => new Date(now.getTime() - ALARM_RETENTION_DAYS * 86_400_000).toISOString();

async function rows<T>(db: Pick<Db, 'execute'>, q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

async function unread(db: Pick<Db, 'execute'>, userId: number, now: Date): Promise<number> {
  const [r] = await rows<{ n: number | string }>(
    db,
    sql`select count(*)::int as n from alarms where user_id = ${userId} and read_at is null and created_at >= ${cutoffOf(now)}`,
  );
  return Number(r?.n ?? 0);
}

/** Unread alarms of the member (the home bell's badge). */
export async function alarmCount(db: Db, userId: number, now = new Date()): Promise<{ unreadCount: number }> {
  await materialiseNoticeAlarm(db, userId, now);
  return { unreadCount: await unread(db, userId, now) };
}

type AlarmRow = {
  alarm_id: string | number;
  alarm_type: number;
  title: string;
  body: string;
  link_path: string | null;
  created_at: string | Date;
  at_text: string;
  read_at: unknown;
};

/**
 * A page of the member's alarms, newest first.
 * @throws ApiError 12 a cursor that does not decode
 */
export async function listAlarms(db: Db, userId: number, q: AlarmListQuery, now = new Date()): Promise<AlarmPage> {
  const after = q.cursor ? decodeCursor(q.cursor, 'n') : null;
  await materialiseNoticeAlarm(db, userId, now);
  const found = await rows<AlarmRow>(
    db,
    sql`select alarm_id, alarm_type, title, body, link_path, created_at, created_at::text as at_text, read_at from alarms
      where user_id = ${userId} and created_at >= ${cutoffOf(now)}
        ${q.alarmType ? sql`and alarm_type = ${q.alarmType}` : sql``}
        ${after ? sql`and (created_at, alarm_id) < (${after.at}::timestamptz, ${after.id})` : sql``}
      order by created_at desc, alarm_id desc
      limit ${q.size + 1}`,
  );
  const page = found.slice(0, q.size);
  const last = page[page.length - 1];
  return {
    items: page.map((r): Alarm => ({
      alarmId: Number(r.alarm_id),
      alarmType: r.alarm_type,
      title: r.title,
      body: r.body,
      linkPath: r.link_path,
      createdAt: new Date(r.created_at).toISOString(),
      readYN: r.read_at ? 'Y' : 'N',
    })),
    nextCursor: found.length > q.size && last ? encodeCursor({ kind: 'n', at: last.at_text, id: Number(last.alarm_id) }) : null,
  };
}

/**
 * Mark one of the member's alarms read (the first reading time is kept).
 * @throws ApiError 8 not the member's, or older than 90 days
 */
export async function readAlarm(db: Db, userId: number, alarmId: number, now = new Date()): Promise<{ alarmId: number; readYN: 'Y'; unreadCount: number }> {
  return db.transaction(async (tx) => {
    const hit = await rows(
      tx,
      sql`update alarms set read_at = coalesce(read_at, ${now.toISOString()})
        where alarm_id = ${alarmId} and user_id = ${userId} and created_at >= ${cutoffOf(now)} and read_at is null returning alarm_id`,
    );
    if (hit.length === 0) {
      const [mine] = await rows(tx, sql`select 1 from alarms where alarm_id = ${alarmId} and user_id = ${userId} and created_at >= ${cutoffOf(now)}`);
      if (!mine) throw new ApiError('NO_DATA', ALARM_NOT_FOUND_TEXT);
    }
    return { alarmId, readYN: 'Y' as const, unreadCount: await unread(tx, userId, now) };
  });
}

/** Mark every unread alarm of the member read, or those of `alarmType`. @returns how many changed and what is left unread */
export async function readAllAlarms(
  db: Db,
  userId: number,
  alarmType: number | undefined,
  now = new Date(),
): Promise<{ updated: number; unreadCount: number }> {
  return db.transaction(async (tx) => {
    const hit = await rows(
      tx,
      sql`update alarms set read_at = ${now.toISOString()}
        where user_id = ${userId} and read_at is null and created_at >= ${cutoffOf(now)} ${alarmType ? sql`and alarm_type = ${alarmType}` : sql``}
        returning alarm_id`,
    );
    return { updated: hit.length, unreadCount: await unread(tx, userId, now) };
  });
}

/**
 * The 마이페이지 header (issue 16; SPEC §2 /my-page; §7 mypage; docs/decisions/026 "Points and
 * levels"): nickname, stars balance (after the ledger's at-read expiry), level (settled as the
 * level call does, so a level reached here is announced once as well) and counts — my visible
 * posts and replies, my order lines in the shop stand-in, my unread alarms of the last 90 days
 * (the alarms' retention).
 */
import { sql } from 'drizzle-orm';
import type { MypageSummary } from '@contract/points.js';
import type { Db } from '@server/db/client.js';
import { levelRow } from './level-rules.js';
import { settleLevel } from './level.service.js';
import { getBalance, settleExpiry } from '../stars/point.service.js';

const ALARM_RETENTION_MS = 90 * 24 * 60 * 60 * 1000;

export async function getMypage(db: Db, user: { userId: number; nickName: string | null }, now: Date): Promise<MypageSummary> {
  await settleExpiry(db, user.userId, now);
  const { level, stats } = await db.transaction((tx) => settleLevel(tx, user.userId));
  const { balance } = await getBalance(db, user.userId);
  const since = new Date(now.getTime() - ALARM_RETENTION_MS).toISOString();
  const [r] = (
    (await db.execute(
      sql`select count(*) as n from alarms where user_id = ${user.userId} and read_at is null and created_at > ${since}::timestamptz`,
    )) as unknown as { rows: Array<{ n: number | string }> }
  ).rows;
  return {
    nickName: user.nickName ?? '',
    balance,
    level: { level, name: levelRow(level).name },
    counts: { posts: stats.posts, replies: stats.replies, orders: stats.orders, unreadAlarms: Number(r?.n ?? 0) },
  };
}

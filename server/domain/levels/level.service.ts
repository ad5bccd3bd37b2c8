/**
 * The member's level, computed on read (issue 16; SPEC §2 /my-page/my-level; docs/decisions/026
 * "Points and levels"; the table in ./level-rules.ts).
 *
 * Each read counts the member's stars earned, visible posts and replies and shop orders, computes
 * the level and, when it passes the level last announced (member_levels), raises member_levels and
 * emits 'member.level.up' in the same transaction. The raise is one conditional upsert
 * (`… do update … where level < excluded.level returning`): of two concurrent reads that both see
 * the new level, only one gets a row back, so the event is emitted once per level reached. The
 * level shown is never lower than the one announced (deleting posts does not take a level away).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { MemberLevel } from '@contract/points.js';
import type { Db } from '@server/db/client.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import { computeLevel, FIRST_LEVEL, LEVELS, levelRow, progressTo, requirementsFor, type LevelStats } from './level-rules.js';

type Tx = Pick<Db, 'execute' | 'insert'>;
async function rows<T>(db: Pick<Db, 'execute'>, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** The inputs of the level for `userId`: stars earned in total, visible posts and replies, order lines. */
export async function levelStats(db: Pick<Db, 'execute'>, userId: number): Promise<LevelStats> {
  const [r] = await rows<Record<keyof LevelStats, number | string | null>>(
    db,
    sql`select
      (select earned_total from star_balances where user_id = ${userId}) as "earnedStars",
      (select count(*) from community_posts where user_id = ${userId} and status = 'visible') as posts,
      (select count(*) from community_replies where user_id = ${userId} and status = 'visible') as replies,
      (select count(*) from shop_orders where user_id = ${userId}) as orders`,
  );
  return { earnedStars: Number(r?.earnedStars ?? 0), posts: Number(r?.posts ?? 0), replies: Number(r?.replies ?? 0), orders: Number(r?.orders ?? 0) };
}

/**
 * Compute `userId`'s level and announce it when it passes the stored one (inside `tx`).
 * @returns the level shown (max of computed and announced) and the stats it came from
 */
export async function settleLevel(tx: Tx, userId: number): Promise<{ level: number; stats: LevelStats }> {
  const stats = await levelStats(tx, userId);
  const computed = computeLevel(stats);
  const [stored] = await rows<{ level: number }>(tx, sql`select level from member_levels where user_id = ${userId}`);
  const announced = stored ? Number(stored.level) : FIRST_LEVEL.level;
  if (computed <= announced) return { level: announced, stats };
  const raised = await rows<{ level: number }>(
    tx,
    sql`insert into member_levels (user_id, level, updated_at) values (${userId}, ${computed}, now())
      on conflict (user_id) do update set level = excluded.level, updated_at = excluded.updated_at
      where member_levels.level < excluded.level
      returning level`,
  );
  if (raised.length > 0) await emitDomainEvent(tx, 'member.level.up', { userId, level: computed, levelName: levelRow(computed).name });
  return { level: Math.max(computed, announced), stats };
}

/** The level as the member sees it (GET /api/v1/mypage/level): level, stats, progress to the next, the table. */
export async function getMemberLevel(db: Db, userId: number): Promise<MemberLevel> {
  const { level, stats } = await db.transaction((tx) => settleLevel(tx, userId));
  const row = levelRow(level);
  const nextRow = LEVELS.find((l) => l.level === level + 1);
  return {
    level: row.level,
    name: row.name,
    stats,
    next: nextRow
      ? { level: nextRow.level, name: nextRow.name, progress: progressTo(stats, row, nextRow), requirements: requirementsFor(stats, nextRow) }
      : null,
    levels: LEVELS.map((l) => ({ ...l })),
  };
}

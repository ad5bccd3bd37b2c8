/**
 * A reporter's trust, read from the database (issue 29 item 4; docs/decisions/038-flag-weights.md):
 * the figures of ./flag-weights.ts TrustStats in one statement, meant to run inside the report's
 * transaction after the member's row is locked, so the weight is the member's at that moment.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '@server/db/locks.js';
import { reportWeight, type TrustLevel, type TrustStats } from './flag-weights.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A reporter's figures and the weight their report gets now. */
export interface ReporterTrust {
  stats: TrustStats;
  level: TrustLevel;
  multiplier: number;
  weight: number;
}

/**
 * The figures of member `userId` at `now` (account age from sign-up; visible posts and replies, the
 * KST days they were written on and the likes they received; their resolved reports by outcome).
 */
export async function trustStatsOf(tx: Tx, userId: number, now: Date): Promise<TrustStats> {
  const res = (await tx.execute(sql`
    with w as (
      select created_at, like_count from community_posts where user_id = ${userId} and status = 'visible'
      union all
      select created_at, like_count from community_replies where user_id = ${userId} and status = 'visible'
    )
    select
      (select sign_up_dt from users where user_id = ${userId}) as sign_up_dt,
      (select count(*) from w)::int as written,
      (select count(distinct ((created_at at time zone 'UTC') + interval '9 hours')::date) from w)::int as active_days,
      (select coalesce(sum(like_count), 0) from w)::int as likes_received,
      (select count(*) from community_reports where user_id = ${userId} and resolution = 'removed')::int as upheld,
      (select count(*) from community_reports where user_id = ${userId} and resolution = 'restored')::int as dismissed`)) as unknown as {
    rows: Array<{ sign_up_dt: Date | string | null; written: number; active_days: number; likes_received: number; upheld: number; dismissed: number }>;
  };
  const r = res.rows[0]!;
  const signUp = r.sign_up_dt == null ? now : new Date(r.sign_up_dt);
  return {
    ageDays: Math.max(0, Math.floor((now.getTime() - signUp.getTime()) / DAY_MS)),
    written: Number(r.written),
    activeDays: Number(r.active_days),
    likesReceived: Number(r.likes_received),
    upheld: Number(r.upheld),
    dismissed: Number(r.dismissed),
  };
}

/** The member's trust and what their report weighs now (./flag-weights.ts reportWeight). */
export async function reporterTrust(tx: Tx, userId: number, now: Date): Promise<ReporterTrust> {
  const stats = await trustStatsOf(tx, userId, now);
  return { stats, ...reportWeight(stats) };
}

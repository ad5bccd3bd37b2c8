/**
 * The member levels (issue 16; SPEC §2 /my-page/my-level; docs/decisions/026-member-economy.md
 * "Points and levels"): five levels, each asking for ALL of three things —
 *   - stars earned in total (star_balances.earned_total: earnings only, spends and expiries never
 *     take it back, refunds never add to it),
 *   - activity: my visible community posts (게시글·질문·설문) plus my visible replies,
 *   - purchases: my order lines in the shop stand-in (shop_orders).
 * A member's level is the highest row whose three minimums are all met; it never goes down once
 * announced (member_levels keeps the highest level reached).
 */
import type { LEVEL_REQUIREMENT_KEYS } from '@contract/points.js';

export interface LevelRow {
  level: number;
  name: string;
  /** Stars earned in total (별). */
  minStars: number;
  /** Posts + replies. */
  minActivity: number;
  /** Order lines in the shop. */
  minOrders: number;
}

export const LEVELS: readonly LevelRow[] = [
  { level: 1, name: '새싹', minStars: 0, minActivity: 0, minOrders: 0 },
  { level: 2, name: '잎새', minStars: 1_000, minActivity: 3, minOrders: 0 },
  { level: 3, name: '열매', minStars: 2_500, minActivity: 15, minOrders: 1 },
  { level: 4, name: '제철 미식가', minStars: 6_000, minActivity: 50, minOrders: 5 },
  { level: 5, name: '장터 명인', minStars: 15_000, minActivity: 150, minOrders: 15 },
];

export const FIRST_LEVEL = LEVELS[0]!;
export const TOP_LEVEL = LEVELS[LEVELS.length - 1]!;

/** What a level is computed from. */
export interface LevelStats {
  earnedStars: number;
  posts: number;
  replies: number;
  orders: number;
}

/** The row of a level number (clamped to the table). */
export function levelRow(level: number): LevelRow {
  return LEVELS.find((l) => l.level === level) ?? (level > TOP_LEVEL.level ? TOP_LEVEL : FIRST_LEVEL);
}

const meets = (s: LevelStats, l: LevelRow) => s.earnedStars >= l.minStars && s.posts + s.replies >= l.minActivity && s.orders >= l.minOrders;

/** The highest level whose minimums `stats` all meet (levels are cumulative: each asks at least the one below). */
export function computeLevel(stats: LevelStats): number {
  let reached = FIRST_LEVEL.level;
  for (const l of LEVELS) if (meets(stats, l)) reached = l.level;
  return reached;
}

const num = (n: number) => n.toLocaleString('ko-KR');
type Key = (typeof LEVEL_REQUIREMENT_KEYS)[number];

/** Each requirement of `target` against `stats`, with the Korean "what is missing" line. */
export function requirementsFor(stats: LevelStats, target: LevelRow) {
  const items: Array<{ key: Key; label: string; current: number; required: number; missing: (n: number) => string }> = [
    { key: 'stars', label: '모은 별', current: stats.earnedStars, required: target.minStars, missing: (n) => `별 ${num(n)}개 더 모으기` },
    {
      key: 'activity',
      label: '글·댓글',
      current: stats.posts + stats.replies,
      required: target.minActivity,
      missing: (n) => `글이나 댓글 ${num(n)}개 더 쓰기`,
    },
    { key: 'orders', label: '구매', current: stats.orders, required: target.minOrders, missing: (n) => `${num(n)}번 더 구매하기` },
  ];
  return items.map(({ missing, ...r }) => ({ ...r, missing: r.current >= r.required ? null : missing(r.required - r.current) }));
}

/**
 * Progress (0–100, rounded down) from `from` to `target`: the mean over the requirements `target`
 * raises of how far each has come from the current level's minimum to the target's, each capped at
 * 100%. A requirement the two levels share (same minimum) is left out, not counted as done (issue
 * 30: a new member, nothing earned, read 33% towards 잎새 because 0 of 0 orders counted as met).
 */
export function progressTo(stats: LevelStats, from: LevelRow, target: LevelRow): number {
  const parts: Array<[number, number, number]> = [
    [stats.earnedStars, from.minStars, target.minStars],
    [stats.posts + stats.replies, from.minActivity, target.minActivity],
    [stats.orders, from.minOrders, target.minOrders],
  ];
  const fractions = parts.filter(([, lo, hi]) => hi > lo).map(([cur, lo, hi]) => Math.min(1, Math.max(0, (cur - lo) / (hi - lo))));
  if (fractions.length === 0) return 100;
  const mean = fractions.reduce((a, b) => a + b, 0) / fractions.length;
  return Math.min(100, Math.floor(mean * 100 + 1e-9));
}

/**
 * Shapes of the member's stars (별) reads, levels and 마이페이지 summary (issue 16; SPEC §2
 * /my-page/point, /point-guide, /my-level; §7 "Other known path families": mypage, level, point,
 * point summary (v2), point history, point guide (v2); docs/decisions/026-member-economy.md
 * "Points and levels"). Stars are whole numbers (별 1개 = 1). Instants are ISO-8601 strings; "this
 * month" is the Korean calendar month (KST, UTC+9).
 */
import { z } from './schema-kit.js';

const count = z.number().int().nonnegative();
const stars = z.number().int();

/** The history filters: all entries, earnings (earn, refund), spends (spend, exchange), expiries. */
export const POINT_HISTORY_FILTERS = ['all', 'earn', 'spend', 'expire'] as const;
export type PointHistoryFilter = (typeof POINT_HISTORY_FILTERS)[number];
export const POINT_HISTORY_PAGE_SIZE = { default: 20, max: 50 } as const;

/** GET /api/v1/point: the balance alone (what a badge or a form needs). */
export const pointBalanceSchema = z.object({ balance: count, earnedTotal: count });

/**
 * GET /api/v2/point/summary: the balance, the stars that expire later this month (the earliest of
 * their expiry instants as `expiresAt`, null when none do) and the stars earned this month.
 * `month` is the KST month 'YYYY-MM' the figures are for.
 */
export const pointSummarySchema = z.object({
  balance: count,
  earnedTotal: count,
  month: z.string(),
  earnedThisMonth: count,
  /** `lastDay`: the KST day (YYYY-MM-DD) they can last be used on; `expiresAt` the instant they go. */
  expiringThisMonth: z.object({ stars: count, expiresAt: z.string().nullable(), lastDay: z.string().nullable() }),
});
export type PointSummary = z.infer<typeof pointSummarySchema>;

const cursorSchema = z.string().regex(/^[A-Za-z0-9_-]{1,400}$/, '목록 위치 정보가 올바르지 않아요');
/** GET /api/v1/point/history: filter, cursor (from the previous page), size. */
export const pointHistoryQuerySchema = z.object({
  filter: z.enum(POINT_HISTORY_FILTERS).default('all'),
  cursor: cursorSchema.optional(),
  size: z.coerce.number().int().min(1).max(POINT_HISTORY_PAGE_SIZE.max).default(POINT_HISTORY_PAGE_SIZE.default),
});

export const STAR_ENTRY_KIND_VALUES = ['earn', 'spend', 'expire', 'exchange', 'refund'] as const;
/**
 * One ledger entry as the member sees it: `label` is the Korean name of its rule or reason
 * ('앱 첫 로그인', '답변 채택', '소멸'), `amount` signed (+ earned or refunded, − spent, exchanged or
 * expired), `linkPath` an in-app page about it (the post, the exchange) or null.
 */
export const pointHistoryItemSchema = z.object({
  entryId: z.number().int(),
  kind: z.enum(STAR_ENTRY_KIND_VALUES),
  reason: z.string(),
  label: z.string(),
  amount: stars,
  createdAt: z.string(),
  /** An earning's expiry instant (earn and refund only). */
  expiresAt: z.string().nullable(),
  linkPath: z.string().nullable(),
});
export type PointHistoryItem = z.infer<typeof pointHistoryItemSchema>;
export const pointHistoryPageSchema = z.object({ items: z.array(pointHistoryItemSchema), size: z.number().int(), nextCursor: z.string().nullable() });

/** One way to earn stars (from the earning rules table): stars per award, the daily cap, once ever. */
export const pointGuideEarnSchema = z.object({
  reason: z.string(),
  label: z.string(),
  description: z.string(),
  /** Stars an award gives (the usual amount). */
  stars: count,
  /** When the award varies (the game, an event): up to this many stars; null otherwise. */
  maxStars: count.nullable(),
  /** At most this many awards a KST day (null: no daily cap). */
  dailyTimes: count.nullable(),
  /** Only once per member, ever (the app login reward). */
  once: z.boolean(),
  /** What this member earned from it today (KST). */
  earnedToday: count,
});
/** GET /api/v2/point/guide: how to earn (the rules), how to spend (the exchange rules), how stars expire. */
export const pointGuideSchema = z.object({
  earn: z.array(pointGuideEarnSchema),
  spend: z.array(z.object({ key: z.string(), label: z.string(), description: z.string() })),
  exchange: z.object({ minimum: count, unit: count, targets: z.array(z.object({ target: z.string(), label: z.string(), description: z.string() })) }),
  expiry: z.object({ description: z.string() }),
  notes: z.array(z.string()),
});
export type PointGuide = z.infer<typeof pointGuideSchema>;

/** What a level asks for: stars earned in total, posts and replies written, purchases. */
export const LEVEL_REQUIREMENT_KEYS = ['stars', 'activity', 'orders'] as const;
export const levelRowSchema = z.object({ level: z.number().int(), name: z.string(), minStars: count, minActivity: count, minOrders: count });
export const levelRequirementSchema = z.object({
  key: z.enum(LEVEL_REQUIREMENT_KEYS),
  label: z.string(),
  current: count,
  required: count,
  /** Korean: what is still missing ('별 1,200개 더 모으기'), or null when met. */
  missing: z.string().nullable(),
});
/**
 * GET /api/v1/mypage/level: the member's level (never lower than one already reached), what it is
 * made of, the progress (0–100) towards the next level with each requirement, and the table.
 */
export const levelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  stats: z.object({ earnedStars: count, posts: count, replies: count, orders: count }),
  next: z
    .object({ level: z.number().int(), name: z.string(), progress: z.number().int().min(0).max(100), requirements: z.array(levelRequirementSchema) })
    .nullable(),
  levels: z.array(levelRowSchema),
});
export type MemberLevel = z.infer<typeof levelSchema>;

/**
 * GET /api/v1/mypage: the 마이페이지 header — nickname, stars, level and counts (my visible posts and
 * replies, my purchases in the shop stand-in, my unread alarms of the last 90 days). The 찜 counts
 * stay with the like calls.
 */
export const mypageSchema = z.object({
  nickName: z.string(),
  balance: count,
  level: z.object({ level: z.number().int(), name: z.string() }),
  counts: z.object({ posts: count, replies: count, orders: count, unreadAlarms: count }),
});
export type MypageSummary = z.infer<typeof mypageSchema>;

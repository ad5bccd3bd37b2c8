/**
 * The member's stars (별) as they read them (issue 16; SPEC §2 /my-page/point, /point-guide; §7
 * point, point summary (v2), point history, point guide (v2); docs/decisions/026 "Points and
 * levels"): balance, this month's figures, the history and the guide — read straight from the
 * ledger tables (server/db/schema/economy.ts). Every reader first lets the ledger expire what is
 * due (`expireMemberStars`, at-read expiry), so nothing expired is ever shown as spendable.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PointGuide, PointHistoryFilter, PointHistoryItem, PointSummary } from '@contract/points.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { expireMemberStars } from '@server/domain/stars/ledger.js';
import { kstDay, kstDayStart, kstMonth, kstMonthStart } from '@server/domain/stars/kst.js';
import { EXCHANGE_TARGET_LABELS, type ExchangeTarget } from '@contract/stars-exchange.js';
import { STAR_EXCHANGE, STAR_EXCHANGE_TARGETS, STAR_RULES, STAR_SPEND_REASONS, starRule } from '@server/domain/stars/rules.js';

type Row = Record<string, unknown>;
async function rows<T = Row>(db: Pick<Db, 'execute'>, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

const iso = (v: unknown) => new Date(v as string).toISOString();

/** Expire what is due for `userId` at `now` (the ledger's at-read expiry). */
export const settleExpiry = (db: Db, userId: number, now: Date) => expireMemberStars(db, userId, now);

/** Balance and stars earned in total (0 and 0 for a member who never had stars). */
export async function getBalance(db: Db, userId: number): Promise<{ balance: number; earnedTotal: number }> {
  const [r] = await rows<{ balance: number; earned_total: number }>(db, sql`select balance, earned_total from star_balances where user_id = ${userId}`);
  return { balance: Number(r?.balance ?? 0), earnedTotal: Number(r?.earned_total ?? 0) };
}

/**
 * The point summary at `now`: balance, stars earned this KST month (earnings only, refunds
 * excluded), and the unspent remainder of earnings that expire before the month ends.
 */
export async function getPointSummary(db: Db, userId: number, now: Date): Promise<PointSummary> {
  const month = kstMonth(now);
  const start = kstMonthStart(now);
  const end = kstMonthStart(now, 1);
  const { balance, earnedTotal } = await getBalance(db, userId);
  const [earned] = await rows<{ stars: number | string | null }>(
    db,
    sql`select coalesce(sum(amount), 0) as stars from star_entries
      where user_id = ${userId} and kind = 'earn' and created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz`,
  );
  // Remainders: an earning's amount less what spends, exchanges and expiries took from it (FIFO allocations).
  const [expiring] = await rows<{ stars: number | string | null; first_at: string | null }>(
    db,
    sql`select coalesce(sum(remaining), 0) as stars, min(expires_at)::text as first_at from (
      select e.expires_at, e.amount - coalesce((select sum(a.amount) from star_allocations a where a.credit_entry_id = e.entry_id), 0) as remaining
      from star_entries e
      where e.user_id = ${userId} and e.kind in ('earn', 'refund')
        and e.expires_at > ${now.toISOString()}::timestamptz and e.expires_at <= ${end.toISOString()}::timestamptz
    ) x where remaining > 0`,
  );
  const firstAt = expiring?.first_at ? new Date(expiring.first_at) : null;
  return {
    balance,
    earnedTotal,
    month,
    earnedThisMonth: Number(earned?.stars ?? 0),
    expiringThisMonth: {
      stars: Number(expiring?.stars ?? 0),
      expiresAt: firstAt ? firstAt.toISOString() : null,
      // The last moment before expiry falls on this KST day.
      lastDay: firstAt ? kstDay(new Date(firstAt.getTime() - 1)) : null,
    },
  };
}

/** The entry kinds behind each history filter. */
const FILTER_KINDS: Record<PointHistoryFilter, readonly string[] | null> = {
  all: null,
  earn: ['earn', 'refund'],
  spend: ['spend', 'exchange'],
  expire: ['expire'],
};

/** The Korean label of an entry's reason: the earning rule's, the spend reason's, or a generic one by kind. */
export function labelOf(kind: string, reason: string): string {
  const rule = starRule(reason);
  if (rule) return rule.label;
  if (Object.hasOwn(STAR_SPEND_REASONS, reason)) return STAR_SPEND_REASONS[reason as keyof typeof STAR_SPEND_REASONS].label;
  return { earn: '별 적립', refund: '별 환불', spend: '별 사용', exchange: '별 교환', expire: '유효기간 만료' }[kind] ?? '별';
}

const CURSOR = /^(\d{1,15})$/;
const badCursor = () => new ApiError('NOT_MATCHED', '목록 위치 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.');
/** Cursor: base64url of the last entry id shown (ids grow with time: entries are append-only). */
const encodeCursor = (entryId: number) => Buffer.from(`h${entryId}`).toString('base64url');
function decodeCursor(text: string): number {
  const raw = Buffer.from(text, 'base64url').toString('utf8');
  const m = raw.startsWith('h') ? CURSOR.exec(raw.slice(1)) : null;
  if (!m) throw badCursor();
  return Number(m[1]);
}

const COMMUNITY_PATH: Record<string, string> = { dashboard: '/community/board-detail/', qna: '/community/qna/', survey: '/community/survey/' };
const REF = /^(post|question|survey|vote|reply|answer|accepted|exchange|event|game)[:-](\d{1,10})(?:\b|$)/;
/** References naming a post ('vote:<post id>': the stars consumer's survey vote) or a reply ('accepted:<reply id>'). */
const POST_REFS = new Set(['post', 'question', 'survey', 'vote']);
const REPLY_REFS = new Set(['reply', 'answer', 'accepted']);

/**
 * In-app pages about the entries' references (the stars consumer's keys): a post, question or voted
 * survey ('post:12', 'vote:12'), the post of a reply or accepted answer ('reply:34', 'accepted:34'), an exchange ('exchange:7' → the exchange screen), an event ('event:3'),
 * the game. Unknown or gone references have no link.
 */
async function linksOf(db: Db, entries: Array<{ reference: string | null }>): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  const postIds = new Set<number>();
  const replyIds = new Set<number>();
  for (const { reference } of entries) {
    const m = reference ? REF.exec(reference) : null;
    if (!m) continue;
    const [, kind, id] = m as unknown as [string, string, string];
    if (POST_REFS.has(kind)) postIds.add(Number(id));
    else if (REPLY_REFS.has(kind)) replyIds.add(Number(id));
    else if (kind === 'exchange') links.set(reference!, '/my-page/point-exchange');
    else if (kind === 'event') links.set(reference!, `/event/${id}`);
    else if (kind === 'game') links.set(reference!, '/game');
  }
  const ids = (s: Set<number>) =>
    sql.join(
      [...s].filter((n) => n <= 2_147_483_647).map((n) => sql`${n}`),
      sql`, `,
    );
  const posts = postIds.size
    ? await rows<{ post_id: number; community_type: string }>(
        db,
        sql`select post_id, community_type from community_posts where post_id in (${ids(postIds)}) and status = 'visible'`,
      )
    : [];
  const replies = replyIds.size
    ? await rows<{ reply_id: number; post_id: number; community_type: string }>(
        db,
        sql`select r.reply_id, p.post_id, p.community_type from community_replies r join community_posts p on p.post_id = r.post_id
          where r.reply_id in (${ids(replyIds)}) and p.status = 'visible'`,
      )
    : [];
  const postPath = (type: string, postId: number) => (COMMUNITY_PATH[type] ? `${COMMUNITY_PATH[type]}${postId}` : null);
  for (const { reference } of entries) {
    const m = reference ? REF.exec(reference) : null;
    if (!m) continue;
    const [, kind, idText] = m as unknown as [string, string, string];
    const id = Number(idText);
    const post = POST_REFS.has(kind) ? posts.find((p) => Number(p.post_id) === id) : undefined;
    const reply = REPLY_REFS.has(kind) ? replies.find((r) => Number(r.reply_id) === id) : undefined;
    const path = post ? postPath(post.community_type, Number(post.post_id)) : reply ? postPath(reply.community_type, Number(reply.post_id)) : null;
    if (path) links.set(reference!, path);
  }
  return links;
}

/**
 * One page of `userId`'s ledger entries, newest first (by entry id: entries are append-only, ids
 * grow with time), filtered by kind. Keyset cursor: the last entry id shown.
 * @throws ApiError 12 a bad cursor
 */
export async function listPointHistory(
  db: Db,
  userId: number,
  q: { filter: PointHistoryFilter; cursor?: string; size: number },
): Promise<{ items: PointHistoryItem[]; size: number; nextCursor: string | null }> {
  const where = [sql`user_id = ${userId}`];
  const kinds = FILTER_KINDS[q.filter];
  if (kinds)
    where.push(
      sql`kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (q.cursor) where.push(sql`entry_id < ${decodeCursor(q.cursor)}`);
  const found = await rows<{
    entry_id: number;
    kind: string;
    reason: string;
    amount: number;
    reference: string | null;
    created_at: string;
    expires_at: string | null;
  }>(
    db,
    sql`select entry_id, kind, reason, amount, reference, created_at, expires_at from star_entries
      where ${sql.join(where, sql` and `)} order by entry_id desc limit ${q.size + 1}`,
  );
  const page = found.slice(0, q.size);
  const links = await linksOf(db, page);
  const last = page[page.length - 1];
  return {
    items: page.map((r) => ({
      entryId: Number(r.entry_id),
      kind: r.kind as PointHistoryItem['kind'],
      reason: r.reason,
      label: labelOf(r.kind, r.reason),
      amount: Number(r.amount),
      createdAt: iso(r.created_at),
      expiresAt: r.expires_at ? iso(r.expires_at) : null,
      linkPath: links.get(r.reference ?? '') ?? (r.reason === 'game' ? '/game' : null),
    })),
    size: q.size,
    nextCursor: found.length > q.size && last ? encodeCursor(Number(last.entry_id)) : null,
  };
}

/** What each exchange target gives, in a sentence (the labels are the contract's). */
const TARGET_TEXT: Record<ExchangeTarget, string> = {
  'shop-point': `별 1개를 ${STAR_EXCHANGE.wonPerStar}원 적립금으로 바꿔 제철장터 쇼핑몰에서 바로 쓸 수 있어요.`,
  coupon: `바꾼 별만큼(별 1개당 ${STAR_EXCHANGE.wonPerStar}원) 할인되는 쇼핑몰 쿠폰을 드려요.`,
};

/**
 * The point guide, generated from the rules table (server/domain/stars/rules.ts): each earning rule
 * with its stars, daily cap and what this member earned from it today (KST), the ways to spend,
 * the exchange limits and the expiry rule.
 */
export async function getPointGuide(db: Db, userId: number, now: Date): Promise<PointGuide> {
  const today = await rows<{ reason: string; stars: number | string }>(
    db,
    sql`select reason, sum(amount) as stars from star_entries
      where user_id = ${userId} and kind = 'earn' and created_at >= ${kstDayStart(now).toISOString()}::timestamptz group by reason`,
  );
  const earnedToday = new Map(today.map((r) => [r.reason, Number(r.stars)]));
  const spendKeys = Object.keys(STAR_SPEND_REASONS).filter((k) => STAR_SPEND_REASONS[k as keyof typeof STAR_SPEND_REASONS].kind === 'exchange') as Array<
    keyof typeof STAR_SPEND_REASONS
  >;
  return {
    earn: Object.entries(STAR_RULES).map(([reason, rule]) => {
      const r = rule as { amount: number; maxAmount?: number; dailyCap: number | null; onceEver?: boolean; label: string; description: string };
      return {
        reason,
        label: r.label,
        description: r.description,
        stars: r.amount,
        maxStars: r.maxAmount ?? null,
        dailyTimes: r.dailyCap,
        once: !!r.onceEver,
        earnedToday: earnedToday.get(reason) ?? 0,
      };
    }),
    spend: spendKeys.map((key) => ({ key, label: STAR_SPEND_REASONS[key].label, description: STAR_SPEND_REASONS[key].description })),
    exchange: {
      minimum: STAR_EXCHANGE.minimum,
      unit: STAR_EXCHANGE.unit,
      targets: STAR_EXCHANGE_TARGETS.map((target) => ({ target, label: EXCHANGE_TARGET_LABELS[target], description: TARGET_TEXT[target] })),
    },
    expiry: { description: STAR_SPEND_REASONS.expire.description },
    notes: ['먼저 적립한 별부터 먼저 쓰여요. 곧 사라질 별부터 쓰이니 안심하세요.', '같은 활동으로 하루에 받을 수 있는 별에는 한도가 있어요.'],
  };
}

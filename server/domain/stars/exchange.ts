/**
 * Stars → shop reward points or a coupon (issue 16; SPEC §7 point exchange, exchange auto,
 * exchange complete; docs/decisions/026 "## Exchange"; shapes in server/contract/stars-exchange.ts).
 *
 * An exchange is one `star_exchanges` row, idempotent by the member's key:
 * 1. requested: the row and the ledger's 'exchange' entry (spendStars, key `exchange:<id>`) are
 *    written in ONE transaction — short balance (13) writes neither;
 * 2. settled: with the row locked (`for update`, so one settlement per exchange), the shop is
 *    asked (idempotent by `exchange:<id>`): success → completed + shop_reference, and a
 *    'member.exchange.completed' domain event for the alarm; a refusal (ShopRewardError) → failed +
 *    failure_reason and a 'refund' entry (key `exchange-refund:<id>`) giving the stars back.
 *    Any other error (the shop unreachable: its outcome unknown) leaves the exchange requested and
 *    answers 180; a replay of the same key, or {@link resumeExchanges}, settles it later.
 */
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { EXCHANGE_TARGET_LABELS, STAR_EXCHANGE, exchangeableStars, type Exchange, type ExchangeTarget } from '@contract/stars-exchange.js';
import type { Db } from '@server/db/client.js';
import { starExchangeAuto, starExchanges } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import { ShopRewardError, type ShopRewards } from './shop-rewards.js';
import { kstDay, kstMonth, kstMonthStart } from './kst.js';
import { expireMemberStars, refundStars, spendStars, starBalance } from './ledger.js';

type ExchangeRow = typeof starExchanges.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const won = (stars: number) => stars * STAR_EXCHANGE.wonPerStar;
const fmt = (n: number) => n.toLocaleString('ko-KR');

/** The member-facing shape of a row. */
export function toExchange(row: ExchangeRow): Exchange {
  const target = row.target as ExchangeTarget;
  return {
    exchangeId: row.exchangeId,
    target,
    stars: row.stars,
    wonAmount: won(row.stars),
    state: row.state as Exchange['state'],
    automatic: row.automatic,
    couponCode: target === 'coupon' && row.state === 'completed' ? row.shopReference : null,
    shopReference: row.state === 'completed' ? row.shopReference : null,
    failureReason: row.state === 'failed' ? row.failureReason : null,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

/** Minimum (13) and unit (12) of an exchange, Korean messages. */
export function checkExchangeAmount(stars: number) {
  if (stars < STAR_EXCHANGE.minimum) throw new ApiError('OUT_OF_RANGE', `별은 ${fmt(STAR_EXCHANGE.minimum)}개부터 바꿀 수 있어요.`);
  if (stars % STAR_EXCHANGE.unit !== 0) throw new ApiError('NOT_MATCHED', `별은 ${fmt(STAR_EXCHANGE.unit)}개 단위로 바꿀 수 있어요.`);
}

function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: unknown; cause?: { code?: unknown } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

async function findByKey(db: Db | Tx, userId: number, key: string): Promise<ExchangeRow | undefined> {
  const [row] = await db
    .select()
    .from(starExchanges)
    .where(and(eq(starExchanges.userId, userId), eq(starExchanges.idempotencyKey, key)));
  return row;
}

/**
 * Exchange `stars` of the member to `target` (see the file header). Refusals: under the minimum 13,
 * off the unit 12, short balance 13 (nothing written), the key reused with another body 12, the shop
 * unreachable 180 (stars held, settled later). A refusal by the shop is not an error: the answer is
 * the failed exchange with its stars refunded.
 * @returns the exchange, the balance after it, and whether this call created it (false: a replay)
 */
export async function requestExchange(
  db: Db,
  shop: ShopRewards,
  input: { userId: number; stars: number; target: ExchangeTarget; idempotencyKey: string; automatic?: boolean; now?: Date },
): Promise<{ exchange: Exchange; balance: number; created: boolean }> {
  const { userId, stars, target } = input;
  const now = input.now ?? new Date();
  checkExchangeAmount(stars);
  let row = await findByKey(db, userId, input.idempotencyKey);
  const created = !row;
  if (!row) {
    try {
      row = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(starExchanges)
          .values({ userId, target, stars, automatic: input.automatic ?? false, idempotencyKey: input.idempotencyKey, createdAt: now })
          .returning();
        await spendStars(tx, {
          userId,
          amount: stars,
          reason: input.automatic ? 'auto-exchange' : 'exchange',
          kind: 'exchange',
          reference: `exchange:${r!.exchangeId}`,
          idempotencyKey: `exchange:${r!.exchangeId}`,
          now,
        });
        return r!;
      });
    } catch (e) {
      // The same key at the same time: the other request made it; answer that one.
      if (!isUniqueViolation(e)) throw e;
      row = await findByKey(db, userId, input.idempotencyKey);
      if (!row) throw e;
    }
  }
  if (row.stars !== stars || row.target !== target) throw new ApiError('NOT_MATCHED', '이미 처리된 교환과 내용이 달라요. 새로 요청해 주세요.');
  if (row.state === 'requested') row = await settleExchange(db, shop, row.exchangeId, now);
  const { balance } = await starBalance(db, userId, now);
  return { exchange: toExchange(row), balance, created };
}

/**
 * Settle a requested exchange (see the file header): the row locked while the shop answers, so two
 * settlements of one exchange never both act. Already settled → the row as it is.
 * Throws ApiError EXTERNAL_API_ERROR (180) when the shop fails other than by refusing.
 */
export async function settleExchange(db: Db, shop: ShopRewards, exchangeId: number, now: Date = new Date()): Promise<ExchangeRow> {
  let unreachable: unknown = null;
  const row = await db.transaction(async (tx) => {
    const [locked] = await tx.select().from(starExchanges).where(eq(starExchanges.exchangeId, exchangeId)).for('update');
    if (!locked || locked.state !== 'requested') return locked!;
    const req = { userId: locked.userId, won: won(locked.stars), requestKey: `exchange:${exchangeId}` };
    try {
      const answer = locked.target === 'coupon' ? await shop.issueCoupon(req) : await shop.creditPoints(req);
      const [done] = await tx
        .update(starExchanges)
        .set({ state: 'completed', shopReference: answer.reference, completedAt: now })
        .where(eq(starExchanges.exchangeId, exchangeId))
        .returning();
      await emitDomainEvent(tx, 'member.exchange.completed', {
        userId: locked.userId,
        exchangeId,
        stars: locked.stars,
        target: locked.target as ExchangeTarget,
      });
      return done!;
    } catch (e) {
      if (!(e instanceof ShopRewardError)) {
        unreachable = e;
        return locked;
      }
      const [failed] = await tx
        .update(starExchanges)
        .set({ state: 'failed', failureReason: e.message, completedAt: now })
        .where(eq(starExchanges.exchangeId, exchangeId))
        .returning();
      await refundStars(tx, {
        userId: locked.userId,
        amount: locked.stars,
        reason: 'exchange-refund',
        reference: `exchange:${exchangeId}`,
        idempotencyKey: `exchange-refund:${exchangeId}`,
        now,
      });
      return failed!;
    }
  });
  if (unreachable) throw new ApiError('EXTERNAL_API_ERROR', '쇼핑몰과 연결하지 못했어요. 교환은 접수되었고, 곧 다시 처리해 드릴게요.');
  return row;
}

/**
 * Settle exchanges left requested (the shop was unreachable, or the process stopped mid-way) that
 * are older than `olderThanMs` (default 1 minute): part of the stars timer and `npm run stars -- consume`.
 * @returns how many were settled (completed or failed)
 */
export async function resumeExchanges(db: Db, shop: ShopRewards, now: Date = new Date(), olderThanMs = 60_000): Promise<number> {
  const stuck = await db
    .select({ exchangeId: starExchanges.exchangeId })
    .from(starExchanges)
    .where(and(eq(starExchanges.state, 'requested'), lt(starExchanges.createdAt, new Date(now.getTime() - olderThanMs))))
    .orderBy(starExchanges.exchangeId)
    .limit(100);
  let settled = 0;
  for (const { exchangeId } of stuck) {
    try {
      if ((await settleExchange(db, shop, exchangeId, now)).state !== 'requested') settled += 1;
    } catch {
      // still unreachable: the next run tries again
    }
  }
  return settled;
}

/** The member's automatic exchange setting (off when never set); next run on the 1st of next KST month. */
export async function exchangeAutoOf(db: Db | Tx, userId: number, now: Date = new Date()) {
  const [row] = await db.select().from(starExchangeAuto).where(eq(starExchangeAuto.userId, userId));
  return { enabled: row?.enabled ?? false, target: (row?.target ?? 'shop-point') as ExchangeTarget, nextRunOn: kstDay(kstMonthStart(now, 1)) };
}

/** Turn the automatic exchange on or off (idempotent: the same setting again changes nothing). */
export async function setExchangeAuto(db: Db, userId: number, setting: { enabled: boolean; target: ExchangeTarget }, now: Date = new Date()) {
  await db
    .insert(starExchangeAuto)
    .values({ userId, enabled: setting.enabled, target: setting.target, updatedAt: now })
    .onConflictDoUpdate({ target: starExchangeAuto.userId, set: { enabled: setting.enabled, target: setting.target, updatedAt: now } });
  return exchangeAutoOf(db, userId, now);
}

/** What the exchange screen shows (expired stars dropped first: at-read expiry). */
export async function exchangeInfo(db: Db, userId: number, now: Date = new Date()) {
  await expireMemberStars(db, userId, now);
  const { balance } = await starBalance(db, userId, now);
  return {
    balance,
    exchangeable: exchangeableStars(balance),
    minimum: STAR_EXCHANGE.minimum,
    unit: STAR_EXCHANGE.unit,
    wonPerStar: STAR_EXCHANGE.wonPerStar,
    targets: (Object.keys(EXCHANGE_TARGET_LABELS) as ExchangeTarget[]).map((target) => ({ target, label: EXCHANGE_TARGET_LABELS[target] })),
    auto: await exchangeAutoOf(db, userId, now),
  };
}

/** The member's finished exchanges (completed, failed), newest first. */
export async function finishedExchanges(db: Db, userId: number, page: number, size: number) {
  const where = and(eq(starExchanges.userId, userId), inArray(starExchanges.state, ['completed', 'failed']));
  const [{ total }] = (await db.select({ total: count() }).from(starExchanges).where(where)) as [{ total: number }];
  const rows = await db
    .select()
    .from(starExchanges)
    .where(where)
    .orderBy(desc(starExchanges.createdAt), desc(starExchanges.exchangeId))
    .limit(size)
    .offset((page - 1) * size);
  return { items: rows.map(toExchange), page, size, total: Number(total), hasNext: page * size < Number(total) };
}

/** One of the member's exchanges (any state); someone else's or a missing one → NO_DATA (8). */
export async function exchangeOf(db: Db, userId: number, exchangeId: number): Promise<Exchange> {
  const [row] = await db
    .select()
    .from(starExchanges)
    .where(and(eq(starExchanges.exchangeId, exchangeId), eq(starExchanges.userId, userId)));
  if (!row) throw new ApiError('NO_DATA', '교환 내역을 찾을 수 없어요.');
  return toExchange(row);
}

/**
 * The monthly automatic exchange (`npm run stars -- auto-exchange`, run on the 1st; any later run the
 * same KST month does nothing more): for each member who opted in, expire due stars, then exchange
 * the largest affordable multiple of the unit (nothing under the minimum), key `auto:<YYYY-MM>`.
 * @returns exchanges made this run (completed or failed)
 */
export async function runAutoExchanges(db: Db, shop: ShopRewards, now: Date = new Date()): Promise<number> {
  const members = await db
    .select({ userId: starExchangeAuto.userId, target: starExchangeAuto.target })
    .from(starExchangeAuto)
    .where(
      and(eq(starExchangeAuto.enabled, true), sql`exists (select 1 from users u where u.user_id = ${starExchangeAuto.userId} and u.withdrawn_at is null)`),
    );
  let made = 0;
  for (const m of members) {
    await expireMemberStars(db, m.userId, now);
    const stars = exchangeableStars((await starBalance(db, m.userId, now)).balance);
    if (stars === 0) continue;
    try {
      const r = await requestExchange(db, shop, {
        userId: m.userId,
        stars,
        target: m.target as ExchangeTarget,
        idempotencyKey: `auto:${kstMonth(now)}`,
        automatic: true,
        now,
      });
      if (r.created) made += 1;
    } catch (e) {
      // The balance moved meanwhile (13), the key's month was already exchanged with another amount (12),
      // or the shop is unreachable (180, settled by resumeExchanges): this member waits for the next run.
      if (!(e instanceof ApiError)) throw e;
    }
  }
  return made;
}

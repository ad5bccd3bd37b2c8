/**
 * The daily game (SPEC §2 /game; issue 16; docs/decisions/026-member-economy.md "## Game, events,
 * orders, banners"): a roulette decided on the server, once per member per KST day.
 *
 * - The outcome is drawn with node:crypto `randomInt(100)` over ROULETTE_SLOTS' percents (Σ 100).
 * - One play per (member, KST day): game_plays' primary key. A second play the same day is refused
 *   (code 13, GAME_ALREADY_PLAYED_TEXT) — also when two plays race: the route serialises a member's
 *   writes (withIdempotency locks the member row) and the insert is `on conflict do nothing`, so the
 *   loser finds the row either way and nothing is written for it.
 * - The stars go through the ledger in the same transaction (awardStars, reason 'game',
 *   idempotency key 'game:<KST day>'), so a play and its award commit or roll back together.
 */
import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { gamePlays, starBalances } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { awardStars } from '@server/domain/stars/ledger.js';
import type { ToastItem } from '@contract/envelope.js';
import { GAME_ALREADY_PLAYED_TEXT, GAME_TOAST_START, ROULETTE_SLOTS, starsToast, type GameState } from '@contract/member-play.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const KST_OFFSET_MS = 9 * 3600_000;

/** The KST calendar day of `now`, YYYY-MM-DD. */
export const kstDayOf = (now: Date) => new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);

/** The next KST midnight after `now` (when a new play is allowed). */
export function nextKstMidnight(now: Date): Date {
  const k = new Date(now.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(k.getUTCFullYear(), k.getUTCMonth(), k.getUTCDate() + 1) - KST_OFFSET_MS);
}

/**
 * The slot a roll in [0, 100) lands on: slots take consecutive ranges as wide as their percent.
 * @throws RangeError for a roll outside [0, 100) or not an integer
 */
export function slotOfRoll(roll: number): number {
  if (!Number.isInteger(roll) || roll < 0 || roll >= 100) throw new RangeError(`roll ${roll} is not in [0, 100)`);
  let edge = 0;
  for (const [i, s] of ROULETTE_SLOTS.entries()) {
    edge += s.percent;
    if (roll < edge) return i;
  }
  return ROULETTE_SLOTS.length - 1;
}

/** The play's toast (SPEC §3): 룰렛 결과 · 별 50개 · 를 받았어요. */
export const gameToast = (stars: number): ToastItem => starsToast(GAME_TOAST_START, stars);

async function balanceOf(db: Db | Tx, userId: number): Promise<number | null> {
  const [row] = await db.select({ balance: starBalances.balance }).from(starBalances).where(eq(starBalances.userId, userId));
  return row ? row.balance : null;
}

/** Today's state for the member at `now` (KST day). */
export async function gameState(db: Db | Tx, userId: number, now: Date): Promise<GameState> {
  const playDay = kstDayOf(now);
  const [play] = await db
    .select()
    .from(gamePlays)
    .where(and(eq(gamePlays.userId, userId), eq(gamePlays.playDay, playDay)));
  return {
    playDay,
    played: !!play,
    outcome: play ? play.outcome : null,
    stars: play ? play.stars : null,
    nextPlayAt: nextKstMidnight(now).toISOString(),
    balance: await balanceOf(db, userId),
  };
}

/**
 * Play today's roulette inside the caller's transaction (the route's withIdempotency): draw, record,
 * award. `roll` is injectable for tests (default: crypto-random).
 * @returns the new state and the toast
 * @throws ApiError OUT_OF_RANGE (13) when the member already played this KST day (nothing written)
 */
export async function playRoulette(tx: Tx, userId: number, now: Date, roll: number = randomInt(100)): Promise<{ state: GameState; toast: ToastItem }> {
  const playDay = kstDayOf(now);
  const outcome = slotOfRoll(roll);
  const stars = ROULETTE_SLOTS[outcome].stars;
  const inserted = await tx
    .insert(gamePlays)
    .values({ userId, playDay, outcome, stars, createdAt: now })
    .onConflictDoNothing()
    .returning({ userId: gamePlays.userId });
  if (inserted.length === 0) throw new ApiError('OUT_OF_RANGE', GAME_ALREADY_PLAYED_TEXT);
  const award = await awardStars(tx, { userId, reason: 'game', amount: stars, reference: `game:${playDay}`, idempotencyKey: `game:${playDay}`, now });
  return {
    state: { playDay, played: true, outcome, stars, nextPlayAt: nextKstMidnight(now).toISOString(), balance: award.balance },
    toast: award.awarded > 0 ? gameToast(award.awarded) : { phrase: '오늘의 룰렛을 돌렸어요' },
  };
}

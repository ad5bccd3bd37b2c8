/**
 * Deal event apply (v2) (SPEC §7 "deal event apply (v2)"; issue 16; docs/decisions/026 "## Game,
 * events, orders, banners"): a member joins an event once, while it runs, and earns the
 * 'event-apply' stars through the ledger in the same transaction.
 *
 * - Once per member per event: event_applications' primary key (insert … on conflict do nothing;
 *   a second apply is 13 EVENT_ALREADY_APPLIED_TEXT, nothing written).
 * - Only while startAt ≤ now < endAt: before is 13 EVENT_NOT_OPEN_TEXT, after 13 EVENT_CLOSED_TEXT.
 * - Unknown event: 8 EVENT_NOT_FOUND_TEXT.
 * - The award: awardStars reason 'event-apply', key 'event-apply:<eventId>' (the rule's amount and
 *   daily cap, server/domain/stars/rules.ts; a capped award still records the application), once
 *   per person (server/domain/stars/identity-rewards.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { eventApplications, events } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { awardStars } from '@server/domain/stars/ledger.js';
import { claimPersonReward } from '@server/domain/stars/identity-rewards.js';
import { STAR_RULES } from '@server/domain/stars/rules.js';
import type { ToastItem } from '@contract/envelope.js';
import {
  EVENT_ALREADY_APPLIED_TEXT,
  EVENT_APPLIED_TEXT,
  EVENT_CLOSED_TEXT,
  EVENT_NOT_FOUND_TEXT,
  EVENT_NOT_OPEN_TEXT,
  starsToast,
  type EventApplyState,
} from '@contract/member-play.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Stars one application earns (the 'event-apply' rule). */
export const EVENT_APPLY_STARS: number = STAR_RULES['event-apply'].amount;

const statusOf = (e: { startAt: Date; endAt: Date }, now: Date): EventApplyState['status'] =>
  now.getTime() < e.startAt.getTime() ? 'upcoming' : now.getTime() >= e.endAt.getTime() ? 'closed' : 'open';

async function eventOrThrow(db: Db | Tx, eventId: number) {
  const [row] = await db.select({ startAt: events.startAt, endAt: events.endAt }).from(events).where(eq(events.eventId, eventId));
  if (!row) throw new ApiError('NO_DATA', EVENT_NOT_FOUND_TEXT);
  return row;
}

/** The member's application state for one event at `now`. @throws ApiError NO_DATA (8) unknown event */
export async function eventApplyState(db: Db | Tx, userId: number, eventId: number, now: Date): Promise<EventApplyState> {
  const ev = await eventOrThrow(db, eventId);
  const [row] = await db
    .select({ createdAt: eventApplications.createdAt })
    .from(eventApplications)
    .where(and(eq(eventApplications.eventId, eventId), eq(eventApplications.userId, userId)));
  return { eventId, status: statusOf(ev, now), applied: !!row, appliedAt: row ? row.createdAt.toISOString() : null, stars: EVENT_APPLY_STARS };
}

/**
 * Apply to an event at `now`, inside the caller's transaction (the route's withIdempotency).
 * @returns the new state and its toast (별 n개를 받았어요, or a plain phrase when the cap left none)
 * @throws ApiError NO_DATA (8) unknown event; OUT_OF_RANGE (13) not open yet, closed, or already applied
 */
export async function applyToEvent(tx: Tx, userId: number, eventId: number, now: Date): Promise<{ state: EventApplyState; toast: ToastItem }> {
  const ev = await eventOrThrow(tx, eventId);
  const status = statusOf(ev, now);
  if (status === 'upcoming') throw new ApiError('OUT_OF_RANGE', EVENT_NOT_OPEN_TEXT);
  if (status === 'closed') throw new ApiError('OUT_OF_RANGE', EVENT_CLOSED_TEXT);
  const inserted = await tx
    .insert(eventApplications)
    .values({ eventId, userId, createdAt: now })
    .onConflictDoNothing()
    .returning({ eventId: eventApplications.eventId });
  if (inserted.length === 0) throw new ApiError('OUT_OF_RANGE', EVENT_ALREADY_APPLIED_TEXT);
  // Once per person too (issue 29): a new account of someone who already earned this event's stars
  // may apply, and earns none.
  const award = (await claimPersonReward(tx, userId, `event-apply:${eventId}`))
    ? await awardStars(tx, { userId, reason: 'event-apply', reference: `event:${eventId}`, idempotencyKey: `event-apply:${eventId}`, now })
    : { awarded: 0 };
  const toast: ToastItem = award.awarded > 0 ? starsToast('이벤트 응모 완료!', award.awarded) : { phrase: EVENT_APPLIED_TEXT };
  return { state: { eventId, status, applied: true, appliedAt: now.toISOString(), stars: award.awarded }, toast };
}

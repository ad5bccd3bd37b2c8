/**
 * The stars consumer (issue 16; docs/decisions/026 "## Ledger"): turns community domain events
 * into awards per the rules (./rules.ts), exactly once per event (consumeDomainEvents 'stars': the
 * awards and the receipts commit together), and each award idempotent by a key of its fact:
 *
 *   community.post.created     → 'first-post-of-day'  to the writer,   key `post:<postId>`
 *   community.reply.written    → 'first-reply-of-day' to the writer,   key `reply:<replyId>`
 *   community.answer.accepted  → 'answer-accepted'    to the answerer, key `accepted:<replyId>`
 *   community.survey.voted     → 'survey-vote'        to the voter,    key `vote:<postId>`
 *
 * "First of the day" is the rule's daily cap (1 per KST day), counted in the KST day the event was
 * written (`now` = the event's time), so a late run awards as an immediate one would. Withdrawn
 * members get nothing. It runs on a short timer in the server ({@link startStarsWorker}), right after
 * a community write on this instance ({@link awardsAfterWrite}, which also finds the award for the
 * writer's toast), and by hand: `npm run stars -- consume`.
 */
import { sql } from 'drizzle-orm';
import type { ToastItem } from '@contract/envelope.js';
import type { Db } from '@server/db/client.js';
import { consumeDomainEvents, type ConsumerTx, type DomainEvent, type DomainEventPayloads } from '@server/domain/events/domain-events.js';
import type { ShopRewards } from './shop-rewards.js';
import { resumeExchanges, runAutoExchanges } from './exchange.js';
import { kstDay, kstMonth } from './kst.js';
import { awardStars } from './ledger.js';
import { starRule, type StarEarnReason } from './rules.js';

export const STARS_CONSUMER = 'stars';
export const STARS_EVENT_TYPES = ['community.post.created', 'community.reply.written', 'community.answer.accepted', 'community.survey.voted'] as const;
const BATCH = 200;

type Award = { userId: number; reason: StarEarnReason; key: string };
type AwardingType = 'community.post.created' | 'community.reply.written' | 'community.answer.accepted' | 'community.survey.voted';

/** The events that earn stars: per type, the award its payload stands for (who, which rule, the award's key). */
const AWARDS: { [T in AwardingType]: (p: DomainEventPayloads[T]) => Award } = {
  'community.post.created': (p) => ({ userId: p.userId, reason: 'first-post-of-day', key: `post:${p.postId}` }),
  'community.reply.written': (p) => ({ userId: p.userId, reason: 'first-reply-of-day', key: `reply:${p.replyId}` }),
  'community.answer.accepted': (p) => ({ userId: p.toUserId, reason: 'answer-accepted', key: `accepted:${p.replyId}` }),
  'community.survey.voted': (p) => ({ userId: p.userId, reason: 'survey-vote', key: `vote:${p.postId}` }),
};

/** The award an event stands for: who, which rule, the award's key; null = nothing to award. */
export function awardOf(event: DomainEvent): Award | null {
  if (!Object.hasOwn(AWARDS, event.type)) return null;
  const of = AWARDS[event.type as AwardingType] as (p: unknown) => Award;
  return of(event.payload);
}

async function handle(tx: ConsumerTx, events: DomainEvent[]) {
  for (const event of events) {
    const award = awardOf(event);
    if (!award) continue;
    const live = (await tx.execute(sql`select 1 from users where user_id = ${award.userId} and withdrawn_at is null`)) as unknown as { rows: unknown[] };
    if (live.rows.length === 0) continue;
    await awardStars(tx, { userId: award.userId, reason: award.reason, idempotencyKey: award.key, reference: award.key, now: event.createdAt });
  }
}

/**
 * Award every pending community event (batches of 200 until none is left).
 * @returns the number of events handled
 */
export async function consumeStarEvents(db: Db): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await consumeDomainEvents(db, STARS_CONSUMER, STARS_EVENT_TYPES, BATCH, handle);
    total += n;
    if (n < BATCH) return total;
  }
}

const fmt = (n: number) => n.toLocaleString('ko-KR');

/** SPEC §3 toast of an award: "오늘의 첫 댓글 보상으로 **별 5개**를 받았어요". */
export function starToast(reason: string, stars: number): ToastItem {
  const label = starRule(reason)?.label ?? '활동';
  return { icon: '⭐', startPhrase: `${label} 보상으로 `, pointPhrase: `별 ${fmt(stars)}개`, endPhrase: '를 받았어요' };
}

/**
 * After a member's community write committed: run the consumer now (this instance), then answer the
 * toast of the award the write earned (the award under `key`, e.g. `reply:123`), or none — capped,
 * or the consumer could not run now (the timer awards it later; the point history shows it).
 * Never throws: a write's answer does not depend on the stars.
 */
export async function awardsAfterWrite(db: Db, userId: number, key: string, log?: { warn(obj: unknown, msg: string): void }): Promise<ToastItem[]> {
  try {
    await consumeStarEvents(db);
    const found = (await db.execute(
      sql`select reason, amount from star_entries where user_id = ${userId} and idempotency_key = ${key} and kind = 'earn'`,
    )) as unknown as { rows: Array<{ reason: string; amount: number }> };
    const row = found.rows[0];
    return row ? [starToast(row.reason, Number(row.amount))] : [];
  } catch (e) {
    log?.warn({ err: e }, 'stars: award after write failed (the worker retries)');
    return [];
  }
}

/**
 * The server's stars worker: every `everyMs`, award pending events, settle exchanges left
 * requested (server/domain/stars/exchange.ts resumeExchanges) and, on the 1st of a KST month, run the
 * automatic exchange. One round at a time; errors are logged
 * and retried next round. @returns stop(), which waits for a running round
 */
export function startStarsWorker(db: Db, shop: ShopRewards, log: { warn(obj: unknown, msg: string): void }, everyMs: number) {
  let running: Promise<void> | null = null;
  let autoMonth = '';
  const round = () => {
    if (running) return;
    running = (async () => {
      try {
        await consumeStarEvents(db);
        await resumeExchanges(db, shop);
        // The monthly automatic exchange, once per process on the 1st (KST); its per-month key makes
        // a second run (another instance, or npm run stars -- auto-exchange) exchange nothing more.
        const now = new Date();
        if (kstDay(now).endsWith('-01') && autoMonth !== kstMonth(now)) {
          await runAutoExchanges(db, shop, now);
          autoMonth = kstMonth(now);
        }
      } catch (e) {
        log.warn({ err: e }, 'stars worker round failed');
      } finally {
        running = null;
      }
    })();
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

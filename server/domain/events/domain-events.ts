/**
 * The domain-event outbox (issue 15; docs/decisions/016-community.md "Outbox"): what happened in
 * the community — a reply to someone's post, an accepted answer — recorded in `domain_events` in
 * the same transaction as the change itself, so an event exists exactly when its change committed.
 * The alarm and stars features of the member issue consume them with {@link takeDomainEvents}.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { domainEvents } from '@server/db/schema/index.js';

/** Event types and their payloads (user ids are members; `toUserId` is who should hear of it). */
export interface DomainEventPayloads {
  /** A reply on a post or question, to its author (never for a reply on one's own post). */
  'community.reply.created': { postId: number; replyId: number; communityType: string; toUserId: number; fromUserId: number };
  /** An answer accepted by the asker, to the answerer. */
  'community.answer.accepted': { postId: number; replyId: number; toUserId: number; fromUserId: number };
  /** Issue 16: a post's likes reached a milestone (10, 50, 100 …), to its author (never on the way down). */
  'community.post.like.milestone': { postId: number; communityType: string; toUserId: number; likeCount: number };
  /** A member reached a higher level (issue 16; server/routes/level): once per level reached, to that member. */
  'member.level.up': { userId: number; level: number; levelName: string };
  /** A post, question or survey written (issue 16: the stars consumer's "first post of the day"). */
  'community.post.created': { postId: number; communityType: string; userId: number };
  /** Any reply written, on anyone's post, one's own too (issue 16: "first reply of the day"). */
  'community.reply.written': { postId: number; replyId: number; communityType: string; userId: number };
  /** A vote on a survey (issue 16: stars for taking part). */
  'community.survey.voted': { postId: number; optionId: number; userId: number };
  /** A member's stars exchange completed (issue 16, server/domain/stars/exchange.ts): for the alarm. */
  'member.exchange.completed': { userId: number; exchangeId: number; stars: number; target: 'shop-point' | 'coupon' };
}
export type DomainEventType = keyof DomainEventPayloads;

export interface DomainEvent<T extends string = string> {
  eventId: number;
  type: T;
  payload: unknown;
  createdAt: Date;
}

/** A Drizzle handle or a transaction of one (both insert and select alike). */
type Tx = Pick<Db, 'insert' | 'execute'>;

/**
 * Record an event inside the caller's transaction (`tx`): it commits or rolls back with the change.
 * @returns the event id
 */
export async function emitDomainEvent<T extends DomainEventType>(tx: Tx, type: T, payload: DomainEventPayloads[T]): Promise<number> {
  const [row] = await tx.insert(domainEvents).values({ type, payload }).returning({ eventId: domainEvents.eventId });
  return row!.eventId;
}

/**
 * Take up to `limit` pending events of the given types, oldest first, marking them consumed in the
 * same statement: two consumers never take the same event (rows locked by one are skipped by the
 * other). A consumer that fails after taking events must re-emit what it could not handle.
 */
export async function takeDomainEvents(db: Db, types: readonly string[], limit: number): Promise<DomainEvent[]> {
  if (types.length === 0 || limit <= 0) return [];
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    update domain_events set consumed_at = now()
    where event_id in (
      select event_id from domain_events
      where consumed_at is null and type in (${typeList})
      order by event_id
      limit ${Math.floor(limit)}
      for update skip locked
    )
    returning event_id, type, payload, created_at`)) as unknown as {
    rows: Array<{ event_id: string | number; type: string; payload: unknown; created_at: string | Date }>;
  };
  return result.rows
    .map((r) => ({ eventId: Number(r.event_id), type: r.type, payload: r.payload, createdAt: new Date(r.created_at) }))
    .sort((a, b) => a.eventId - b.eventId);
}

/** What a consumer's handler is given: the transaction its effects and the receipts commit in. */
export type ConsumerTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Hand up to `limit` events of `types` that `consumer` has not handled yet, oldest first, to
 * `handle`, inside one transaction that also writes the consumer's receipts
 * (`domain_event_receipts`): the effects and "handled" commit together, so each event is handled
 * exactly once per consumer, and several consumers ('alarms', 'stars') each see every event (issue
 * 16; docs/decisions/026). One run per consumer at a time (its `domain_event_consumers` row is
 * locked). Unlike {@link takeDomainEvents}, nothing is marked on the event row itself, and an event
 * that commits late (a smaller id after a bigger one was handled) is still picked up.
 * A throwing handler rolls everything back: the events stay pending for the next run.
 * @returns the number of events handled
 */
export async function consumeDomainEvents(
  db: Db,
  consumer: string,
  types: readonly string[],
  limit: number,
  handle: (tx: ConsumerTx, events: DomainEvent[]) => Promise<void>,
): Promise<number> {
  if (types.length === 0 || limit <= 0) return 0;
  const typeList = sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`insert into domain_event_consumers (consumer) values (${consumer}) on conflict do nothing`);
    await tx.execute(sql`select consumer from domain_event_consumers where consumer = ${consumer} for update`);
    const found = (await tx.execute(sql`
      select e.event_id, e.type, e.payload, e.created_at from domain_events e
      where e.type in (${typeList})
        and not exists (select 1 from domain_event_receipts r where r.consumer = ${consumer} and r.event_id = e.event_id)
      order by e.event_id
      limit ${Math.floor(limit)}`)) as unknown as {
      rows: Array<{ event_id: string | number; type: string; payload: unknown; created_at: string | Date }>;
    };
    const events = found.rows.map((r) => ({ eventId: Number(r.event_id), type: r.type, payload: r.payload, createdAt: new Date(r.created_at) }));
    if (events.length === 0) return 0;
    await handle(tx, events);
    const receipts = sql.join(
      events.map((e) => sql`(${consumer}, ${e.eventId})`),
      sql`, `,
    );
    await tx.execute(sql`insert into domain_event_receipts (consumer, event_id) values ${receipts}`);
    await tx.execute(sql`update domain_event_consumers set last_run_at = now() where consumer = ${consumer}`);
    return events.length;
  });
}

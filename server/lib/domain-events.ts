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

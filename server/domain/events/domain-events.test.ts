/**
 * The domain-event outbox (issue 15): an event exists exactly when the transaction that emitted it
 * committed, and takeDomainEvents hands each pending event of the asked types out once, oldest
 * first, up to the limit — also to consumers taking at the same time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '@server/db/client.js';
import { domainEvents } from '@server/db/schema/index.js';
import { consumeDomainEvents, emitDomainEvent, takeDomainEvents, type DomainEvent } from './domain-events.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await database.migrate();
}, 120_000);
afterAll(() => database?.close());

const reply = (n: number) => ({ postId: n, replyId: n * 10, communityType: 'qna', toUserId: 1, fromUserId: 2 });
const accepted = (n: number) => ({ postId: n, replyId: n * 10, toUserId: 2, fromUserId: 1 });

describe('emitDomainEvent', () => {
  it('writes inside the caller’s transaction: committed with it, gone when it rolls back', async () => {
    const { db } = database;
    await db.delete(domainEvents);
    const id = await db.transaction(async (tx) => emitDomainEvent(tx, 'community.reply.created', reply(1)));
    await expect(
      db.transaction(async (tx) => {
        await emitDomainEvent(tx, 'community.reply.created', reply(2));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.select().from(domainEvents);
    expect(rows).toEqual([expect.objectContaining({ eventId: id, type: 'community.reply.created', payload: reply(1), consumedAt: null })]);
  });
});

describe('takeDomainEvents', () => {
  it('takes pending events of the given types, oldest first, up to the limit, each once', async () => {
    const { db } = database;
    await db.delete(domainEvents);
    for (let n = 1; n <= 5; n++) {
      await emitDomainEvent(db, 'community.reply.created', reply(n));
      await emitDomainEvent(db, 'community.answer.accepted', accepted(n));
    }
    const first = await takeDomainEvents(db, ['community.answer.accepted'], 3);
    expect(first.map((e) => e.payload)).toEqual([accepted(1), accepted(2), accepted(3)]);
    expect(first.every((e) => e.type === 'community.answer.accepted' && e.createdAt instanceof Date)).toBe(true);
    const rest = await takeDomainEvents(db, ['community.answer.accepted'], 10);
    expect(rest.map((e) => e.payload)).toEqual([accepted(4), accepted(5)]);
    expect(await takeDomainEvents(db, ['community.answer.accepted'], 10)).toEqual([]);
    // The other type is untouched until asked for.
    const pending = await db.execute(sql`select count(*)::int as n from domain_events where consumed_at is null`);
    expect((pending as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(5);
    expect(await takeDomainEvents(db, [], 10)).toEqual([]);
    expect(await takeDomainEvents(db, ['community.reply.created'], 0)).toEqual([]);
  });

  it('consumers taking at the same time never get the same event', async () => {
    const { db } = database;
    await db.delete(domainEvents);
    for (let n = 1; n <= 30; n++) await emitDomainEvent(db, 'community.reply.created', reply(n));
    const taken = await Promise.all([1, 2, 3, 4].map(() => takeDomainEvents(db, ['community.reply.created'], 10)));
    const ids = taken.flat().map((e) => e.eventId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(30);
    const left = await db.execute(sql`select count(*)::int as n from domain_events where consumed_at is null`);
    expect((left as unknown as { rows: Array<{ n: number }> }).rows[0]!.n).toBe(0);
  });
});

describe('consumeDomainEvents (issue 16): per consumer, exactly once, effects and receipts in one transaction', () => {
  it('gives every consumer every event of its types once, oldest first; a throwing handler leaves them pending', async () => {
    const { db } = database;
    await db.delete(domainEvents);
    for (const n of [1, 2, 3]) await emitDomainEvent(db, 'community.reply.created', reply(n));
    await emitDomainEvent(db, 'community.answer.accepted', accepted(4));
    const seen: Record<string, number[]> = { alarms: [], stars: [] };
    const collect = (name: string) => async (_tx: unknown, events: DomainEvent[]) => {
      seen[name]!.push(...events.map((e) => (e.payload as { postId: number }).postId));
    };

    expect(await consumeDomainEvents(db, 'alarms', ['community.reply.created', 'community.answer.accepted'], 2, collect('alarms'))).toBe(2);
    expect(await consumeDomainEvents(db, 'alarms', ['community.reply.created', 'community.answer.accepted'], 10, collect('alarms'))).toBe(2);
    expect(await consumeDomainEvents(db, 'alarms', ['community.reply.created', 'community.answer.accepted'], 10, collect('alarms'))).toBe(0);
    expect(seen.alarms).toEqual([1, 2, 3, 4]);

    await expect(
      consumeDomainEvents(db, 'stars', ['community.answer.accepted'], 10, async () => {
        throw new Error('award failed');
      }),
    ).rejects.toThrow('award failed');
    expect(await consumeDomainEvents(db, 'stars', ['community.answer.accepted'], 10, collect('stars'))).toBe(1);
    expect(seen.stars).toEqual([4]);
    expect(await consumeDomainEvents(db, 'stars', [], 10, collect('stars'))).toBe(0);
  });

  it('an event committed after a newer one was handled is still handled', async () => {
    const { db } = database;
    await db.delete(domainEvents);
    const handled: number[] = [];
    const late = await emitDomainEvent(db, 'community.reply.created', reply(7));
    await emitDomainEvent(db, 'community.reply.created', reply(8));
    // Handle only the newer one first (as if the older one had not committed yet).
    await db.execute(sql`insert into domain_event_consumers (consumer) values ('late-test') on conflict do nothing`);
    await db.execute(sql`insert into domain_event_receipts (consumer, event_id) select 'late-test', event_id from domain_events where event_id <> ${late}`);
    await consumeDomainEvents(db, 'late-test', ['community.reply.created'], 10, async (_tx, events) => {
      handled.push(...events.map((e) => e.eventId));
    });
    expect(handled).toEqual([late]);
  });
});

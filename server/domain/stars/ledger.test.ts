/**
 * The stars ledger (issue 16; docs/decisions/026 "## Ledger"), money-grade:
 * - a model-checked property: random sequences of award / spend / exchange / refund / expire, with
 *   replayed keys and time moving on (daily caps, expiry), answer exactly what a plain in-memory
 *   model of the rules answers, balance by balance;
 * - a concurrency property: random batches run at once (Promise.all), with the same key sent
 *   several times: balance = Σ entries, never negative, each key applied once, no earning
 *   allocated beyond its amount, expiry takes exactly the unspent remainder;
 * - 100 concurrent spends from one member: exactly the affordable number succeed.
 * On PGlite by default; on PostgreSQL with TEST_DATABASE_URL / DATABASE_URL
 * (`bash scripts/pg-cluster.sh run -- npx vitest run --project server server/domain/stars/ledger.test.ts`).
 * Deterministic: fixed seeds, explicit clocks.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { testPostgresUrl } from '@tests/setup/postgres.js';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { kstDay, kstDayStart, kstMonthStart } from './kst.js';
import { awardStars, expireMemberStars, expireStars, refundStars, spendStars, starBalance, starExpiryOf, verifyStarLedger } from './ledger.js';
import { STAR_RULES, type StarEarnReason } from './rules.js';

const database = useTestDatabase({ timeout: 120_000 });
const db = (): Db => database.db;
const DAY = 86_400_000;
const T0 = new Date('2026-03-14T10:00:00Z').getTime();
let seq = 0;
async function member(): Promise<number> {
  seq += 1;
  const [u] = await db()
    .insert(users)
    .values({ channelType: 1001, providerUid: `ledger-test-${seq}`, nickName: `별테스트${seq}`, signUpDt: new Date(T0) })
    .returning();
  return u!.userId;
}
const rows = async <T>(q: ReturnType<typeof sql>) => ((await db().execute(q)) as unknown as { rows: T[] }).rows;
const codeOf = (e: unknown) => (e instanceof ApiError ? e.code : -1);

describe('rules and calendar', () => {
  it('earnings expire at the end of the month 12 months later (KST)', () => {
    // 2026-11-24 KST → gone at 2027-12-01 00:00 KST (= 2027-11-30T15:00Z).
    expect(starExpiryOf(new Date('2026-11-24T03:00:00Z')).toISOString()).toBe('2027-11-30T15:00:00.000Z');
    // 2026-11-30T16:00Z is already 12-01 in KST: the December rule.
    expect(starExpiryOf(new Date('2026-11-30T16:00:00Z')).toISOString()).toBe('2027-12-31T15:00:00.000Z');
    expect(kstDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect(kstDayStart(new Date('2026-11-24T14:59:59Z')).toISOString()).toBe('2026-11-23T15:00:00.000Z');
  });

  it('runs on the database the environment names', () => {
    expect(database.database.driver).toBe(testPostgresUrl() ? 'postgres' : 'pglite');
  });

  it('every rule has a positive amount, a Korean label and description', () => {
    for (const [reason, rule] of Object.entries(STAR_RULES)) {
      expect(rule.amount, reason).toBeGreaterThan(0);
      expect(rule.label, reason).toMatch(/[가-힣]/);
      expect(rule.description, reason).toMatch(/[가-힣]/);
    }
    expect(STAR_RULES['app-login']).toMatchObject({ amount: 1000, onceEver: true });
  });
});

describe('award, spend, refund, expire', () => {
  it('caps per KST day and once ever; replays answer the first award; a reused key for another change is 12', async () => {
    const u = await member();
    const now = new Date(T0);
    const first = await awardStars(db(), { userId: u, reason: 'first-reply-of-day', idempotencyKey: 'r1', now });
    expect(first).toMatchObject({ applied: true, awarded: 5, balance: 5 });
    expect(await awardStars(db(), { userId: u, reason: 'first-reply-of-day', idempotencyKey: 'r1', now })).toEqual({ ...first, applied: false });
    // Same KST day, another key: capped, nothing written.
    expect(await awardStars(db(), { userId: u, reason: 'first-reply-of-day', idempotencyKey: 'r2', now })).toEqual({
      applied: false,
      awarded: 0,
      balance: 5,
      entryId: null,
    });
    // Next KST day: allowed again.
    expect(await awardStars(db(), { userId: u, reason: 'first-reply-of-day', idempotencyKey: 'r3', now: new Date(T0 + DAY) })).toMatchObject({
      applied: true,
      balance: 10,
    });
    expect(await awardStars(db(), { userId: u, reason: 'app-login', idempotencyKey: 'app-login', now })).toMatchObject({ applied: true, awarded: 1000 });
    expect(await awardStars(db(), { userId: u, reason: 'app-login', idempotencyKey: 'app-login-again', now: new Date(T0 + 90 * DAY) })).toMatchObject({
      applied: false,
      awarded: 0,
    });
    await expect(awardStars(db(), { userId: u, reason: 'game', idempotencyKey: 'r1', now })).rejects.toMatchObject({ code: 12 });
    await expect(spendStars(db(), { userId: u, amount: 5, reason: 'adjustment', idempotencyKey: 'r1', now })).rejects.toMatchObject({ code: 12 });
    await expect(awardStars(db(), { userId: u, reason: 'game', amount: 101, idempotencyKey: 'g', now })).rejects.toThrow(/out of range/);
    await expect(awardStars(db(), { userId: u, reason: 'nope', idempotencyKey: 'g', now })).rejects.toThrow(/unknown/);
    expect((await starBalance(db(), u, now)).balance).toBe(1010);
  });

  it('spends FIFO by expiry, refuses a short balance with 13 and writes nothing', async () => {
    const u = await member();
    const a = await awardStars(db(), { userId: u, reason: 'event-apply', amount: 300, idempotencyKey: 'a', now: new Date(T0) });
    const b = await awardStars(db(), { userId: u, reason: 'event-apply', amount: 500, idempotencyKey: 'b', now: new Date(T0 + 40 * DAY) });
    const spend = await spendStars(db(), { userId: u, amount: 400, reason: 'adjustment', idempotencyKey: 's', now: new Date(T0 + 41 * DAY) });
    expect(spend.balance).toBe(400);
    const alloc = await rows<{ credit_entry_id: number; amount: number }>(
      sql`select credit_entry_id, amount from star_allocations where debit_entry_id = ${spend.entryId} order by credit_entry_id`,
    );
    expect(alloc.map((r) => [Number(r.credit_entry_id), Number(r.amount)])).toEqual([
      [a.entryId, 300],
      [b.entryId, 100],
    ]);
    const entriesBefore = await rows(sql`select * from star_entries where user_id = ${u} order by entry_id`);
    const err = await spendStars(db(), { userId: u, amount: 401, reason: 'adjustment', idempotencyKey: 's2', now: new Date(T0 + 41 * DAY) }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: 13, message: '별이 부족해요. 지금 쓸 수 있는 별은 400개예요.' });
    expect(await rows(sql`select * from star_entries where user_id = ${u} order by entry_id`)).toEqual(entriesBefore);
    // Replayed spend: the first one, no second change.
    expect(await spendStars(db(), { userId: u, amount: 400, reason: 'adjustment', idempotencyKey: 's', now: new Date(T0 + 42 * DAY) })).toEqual(spend);
  });

  it('expiry takes exactly the unspent remainder, once, at read or by the job; expiringThisMonth counts it beforehand', async () => {
    const u = await member();
    const earned = new Date('2026-01-20T01:00:00Z');
    await awardStars(db(), { userId: u, reason: 'event-apply', amount: 700, idempotencyKey: 'e1', now: earned });
    await spendStars(db(), { userId: u, amount: 250, reason: 'adjustment', idempotencyKey: 's1', now: new Date('2026-06-01T00:00:00Z') });
    await refundStars(db(), { userId: u, amount: 100, reason: 'exchange-refund', idempotencyKey: 'f1', now: new Date('2026-06-02T00:00:00Z') });
    // January 2027 (KST): the January 2026 earning's 450 remain and expire at the end of the month.
    expect(await starBalance(db(), u, new Date('2027-01-10T00:00:00Z'))).toEqual({ balance: 550, expiringThisMonth: 450 });
    expect(await expireMemberStars(db(), u, new Date('2027-01-31T14:59:59Z'))).toBe(0);
    expect(await expireMemberStars(db(), u, new Date('2027-01-31T15:00:00Z'))).toBe(1);
    expect(await expireMemberStars(db(), u, new Date('2027-02-01T00:00:00Z'))).toBe(0);
    expect(await expireStars(db(), new Date('2027-02-01T00:00:00Z'))).toBe(0);
    expect(await starBalance(db(), u, new Date('2027-02-01T00:00:00Z'))).toEqual({ balance: 100, expiringThisMonth: 0 });
    const expired = await rows<{ amount: number; reason: string; reference: string }>(
      sql`select amount, reason, reference from star_entries where user_id = ${u} and kind = 'expire'`,
    );
    expect(expired.map((r) => [Number(r.amount), r.reason])).toEqual([[-450, 'expire']]);
    // The refund of June 2026 goes at the end of June 2027, by the nightly job.
    expect(await expireStars(db(), new Date('2027-07-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect((await starBalance(db(), u, new Date('2027-07-01T00:00:00Z'))).balance).toBe(0);
    expect(await verifyStarLedger(db())).toEqual([]);
  });
});

// ------------------------------------------------------------------ model-checked sequences

type Op =
  | { kind: 'award'; who: number; reason: StarEarnReason; amount?: number; key: number; days: number }
  | { kind: 'spend' | 'exchange'; who: number; amount: number; key: number; days: number }
  | { kind: 'refund'; who: number; amount: number; key: number; days: number }
  | { kind: 'expire'; days: number };

const AWARDABLE: StarEarnReason[] = ['first-post-of-day', 'first-reply-of-day', 'answer-accepted', 'survey-vote', 'event-apply', 'game', 'app-login'];
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('award' as const),
      who: fc.nat(1),
      reason: fc.constantFrom(...AWARDABLE),
      amount: fc.option(fc.integer({ min: 1, max: 600 }), { nil: undefined }),
      key: fc.nat(12),
      days: fc.integer({ min: 0, max: 45 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('spend' as const, 'exchange' as const),
      who: fc.nat(1),
      amount: fc.integer({ min: 1, max: 250 }),
      key: fc.nat(12),
      days: fc.integer({ min: 0, max: 45 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('refund' as const),
      who: fc.nat(1),
      amount: fc.integer({ min: 1, max: 300 }),
      key: fc.nat(12),
      days: fc.integer({ min: 0, max: 45 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), days: fc.integer({ min: 0, max: 120 }) }) },
);

/** The rules as plain data: what the ledger must answer. */
class Model {
  credits: Array<{ who: number; id: number; amount: number; remaining: number; expiresAt: number }> = [];
  entries = new Map<string, { type: string; amount: number; reason: string; id: number }>();
  earned: Array<{ who: number; reason: string; at: number }> = [];
  private nextId = 1;

  balance(who: number) {
    return this.credits.filter((c) => c.who === who).reduce((s, c) => s + c.remaining, 0);
  }
  expiring(who: number, now: number) {
    const end = kstMonthStart(new Date(now), 1).getTime();
    return this.credits.filter((c) => c.who === who && c.expiresAt <= end).reduce((s, c) => s + c.remaining, 0);
  }
  expire(who: number | null, now: number) {
    for (const c of this.credits) if ((who === null || c.who === who) && c.expiresAt <= now) c.remaining = 0;
  }
  award(who: number, reason: StarEarnReason, amount: number, key: string, now: number) {
    const prior = this.entries.get(`${who}:${key}`);
    const chosen = (STAR_RULES[reason] as { maxAmount?: number }).maxAmount !== undefined;
    if (prior)
      return prior.type === 'earn' && prior.reason === reason && (!chosen || prior.amount === amount) ? { applied: false, awarded: prior.amount } : 'reused';
    const rule = STAR_RULES[reason] as { dailyCap: number | null; onceEver?: boolean };
    const day = kstDay(new Date(now));
    const mine = this.earned.filter((e) => e.who === who && e.reason === reason && (rule.onceEver || kstDay(new Date(e.at)) === day));
    const cap = rule.onceEver ? 1 : rule.dailyCap;
    if (cap !== null && mine.length >= cap) return { applied: false, awarded: 0 };
    this.earned.push({ who, reason, at: now });
    this.credit(who, 'earn', reason, amount, key, now);
    return { applied: true, awarded: amount };
  }
  credit(who: number, type: string, reason: string, amount: number, key: string, now: number) {
    const id = this.nextId++;
    this.entries.set(`${who}:${key}`, { type, amount, reason, id });
    this.credits.push({ who, id, amount, remaining: amount, expiresAt: starExpiryOf(new Date(now)).getTime() });
  }
  spend(who: number, type: string, reason: string, amount: number, key: string, now: number): 'ok' | 'replay' | 'reused' | 'short' {
    const prior = this.entries.get(`${who}:${key}`);
    if (prior) return prior.type === type && prior.reason === reason && prior.amount === -amount ? 'replay' : 'reused';
    this.expire(who, now);
    if (this.balance(who) < amount) return 'short';
    let left = amount;
    const live = this.credits.filter((c) => c.who === who && c.remaining > 0).sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id);
    for (const c of live) {
      const take = Math.min(left, c.remaining);
      c.remaining -= take;
      left -= take;
    }
    this.entries.set(`${who}:${key}`, { type, amount: -amount, reason, id: this.nextId++ });
    return 'ok';
  }
}

describe('model-checked sequences (fast-check)', () => {
  it('award / spend / exchange / refund / expire with replays and time: the ledger answers as the model', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 8, maxLength: 30, size: 'max' }), async (ops) => {
        const ids = [await member(), await member()];
        const model = new Model();
        let clock = T0;
        // Both start with the app login reward, so that spends mostly go through and earnings of
        // several months meet FIFO and expiry.
        for (const [i, userId] of ids.entries()) {
          model.award(i, 'app-login', 1000, 'welcome', clock);
          await awardStars(db(), { userId, reason: 'app-login', idempotencyKey: 'welcome', now: new Date(clock) });
        }
        for (const op of ops) {
          clock += op.days * DAY + 3_600_000;
          const now = new Date(clock);
          if (op.kind === 'expire') {
            await expireStars(db(), now);
            model.expire(null, clock);
          } else {
            const userId = ids[op.who]!;
            const key = `k${op.key}`;
            if (op.kind === 'award') {
              const rule = STAR_RULES[op.reason] as { amount: number; maxAmount?: number };
              const amount = op.amount !== undefined && rule.maxAmount ? Math.min(op.amount, rule.maxAmount) : rule.amount;
              const expected = model.award(op.who, op.reason, amount, key, clock);
              const got = await awardStars(db(), { userId, reason: op.reason, amount: rule.maxAmount ? amount : undefined, idempotencyKey: key, now }).catch(
                codeOf,
              );
              if (expected === 'reused') expect(got).toBe(12);
              else expect(got).toMatchObject(expected);
            } else if (op.kind === 'refund') {
              const prior = model.entries.get(`${op.who}:${key}`);
              const got = await refundStars(db(), { userId, amount: op.amount, reason: 'exchange-refund', idempotencyKey: key, now }).catch(codeOf);
              if (!prior) {
                model.credit(op.who, 'refund', 'exchange-refund', op.amount, key, clock);
                expect(got).toMatchObject({ applied: true });
              } else if (prior.type === 'refund' && prior.amount === op.amount) expect(got).toMatchObject({ applied: false });
              else expect(got).toBe(12);
            } else {
              const reason = op.kind === 'exchange' ? 'exchange' : 'adjustment';
              const expected = model.spend(op.who, op.kind, reason, op.amount, key, clock);
              const got = await spendStars(db(), { userId, amount: op.amount, reason, kind: op.kind, idempotencyKey: key, now }).catch(codeOf);
              if (expected === 'short') expect(got).toBe(13);
              else if (expected === 'reused') expect(got).toBe(12);
              else expect(got).toMatchObject({ balance: model.balance(op.who) });
            }
          }
          for (const [i, userId] of ids.entries()) {
            // The stored balance includes not-yet-recorded expiries: expire at read, then compare.
            await expireMemberStars(db(), userId, now);
            model.expire(i, clock);
            // expiringThisMonth depends on WHICH earnings are left: FIFO by expiry is checked here.
            expect(await starBalance(db(), userId, now), `member ${i} after ${JSON.stringify(op)}`).toEqual({
              balance: model.balance(i),
              expiringThisMonth: model.expiring(i, clock),
            });
          }
        }
        expect(await verifyStarLedger(db())).toEqual([]);
      }),
      { numRuns: 20, seed: 1616, endOnFailure: true },
    );
  }, 240_000);
});

// ------------------------------------------------------------------ concurrency

describe('concurrency (fast-check)', () => {
  it('batches at once with repeated keys: Σ entries = balance ≥ 0, each key once, allocations within earnings, expiry = remainder', async () => {
    const batchArb = fc.array(fc.tuple(opArb, fc.integer({ min: 1, max: 3 })), { minLength: 2, maxLength: 8 });
    await fc.assert(
      fc.asyncProperty(fc.array(batchArb, { minLength: 2, maxLength: 5, size: 'max' }), async (batches) => {
        const ids = [await member(), await member()];
        await awardStars(db(), { userId: ids[0]!, reason: 'app-login', idempotencyKey: 'seed', now: new Date(T0) });
        let clock = T0;
        const succeeded = new Map<string, Set<number>>();
        for (const batch of batches) {
          clock += 20 * DAY;
          const now = new Date(clock);
          const calls = batch.flatMap(([op, copies]) => Array.from({ length: copies }, () => op));
          await Promise.all(
            calls.map(async (op) => {
              if (op.kind === 'expire') return expireStars(db(), now);
              const userId = ids[op.who]!;
              const key = `c${op.key}`;
              const r = await (
                op.kind === 'award'
                  ? awardStars(db(), { userId, reason: op.reason, idempotencyKey: key, now })
                  : op.kind === 'refund'
                    ? refundStars(db(), { userId, amount: op.amount, reason: 'exchange-refund', idempotencyKey: key, now })
                    : spendStars(db(), {
                        userId,
                        amount: op.amount,
                        reason: op.kind === 'exchange' ? 'exchange' : 'adjustment',
                        kind: op.kind,
                        idempotencyKey: key,
                        now,
                      })
              ).catch((e: unknown) => {
                if (!(e instanceof ApiError) || ![12, 13].includes(e.code)) throw e;
                return null;
              });
              if (r?.entryId) {
                const seen = succeeded.get(`${userId}:${key}`) ?? new Set<number>();
                seen.add(r.entryId);
                succeeded.set(`${userId}:${key}`, seen);
              }
            }),
          );
        }
        // Every key: the one entry it made, whichever copy answered.
        for (const [k, entryIds] of succeeded) expect(entryIds.size, k).toBe(1);
        const final = new Date(clock + 400 * DAY);
        await expireStars(db(), final);
        expect(await verifyStarLedger(db())).toEqual([]);
        for (const userId of ids) {
          const [b] = await rows<{ balance: number; total: number | string }>(
            sql`select b.balance, (select coalesce(sum(amount), 0) from star_entries where user_id = ${userId}) as total from star_balances b where b.user_id = ${userId}`,
          );
          if (b) expect([Number(b.balance) >= 0, Number(b.balance)]).toEqual([true, Number(b.total)]);
        }
        // Each earning past its expiry is used up, its expire entry = what the other debits left.
        const credits = await rows<{ entry_id: number; amount: number; used: string | number; expired: string | number | null; n: string | number }>(
          sql`select e.entry_id, e.amount,
                (select coalesce(sum(a.amount), 0) from star_allocations a join star_entries d on d.entry_id = a.debit_entry_id where a.credit_entry_id = e.entry_id and d.kind <> 'expire') as used,
                (select sum(a.amount) from star_allocations a join star_entries d on d.entry_id = a.debit_entry_id where a.credit_entry_id = e.entry_id and d.kind = 'expire') as expired,
                (select count(*) from star_allocations a join star_entries d on d.entry_id = a.debit_entry_id where a.credit_entry_id = e.entry_id and d.kind = 'expire') as n
              from star_entries e where e.user_id in (${ids[0]!}, ${ids[1]!}) and e.kind in ('earn', 'refund')`,
        );
        for (const c of credits) {
          const remainder = Number(c.amount) - Number(c.used);
          expect([Number(c.n), Number(c.expired ?? 0)], `earning ${c.entry_id}`).toEqual(remainder > 0 ? [1, remainder] : [0, 0]);
        }
      }),
      { numRuns: 12, seed: 1617, endOnFailure: true },
    );
  }, 240_000);

  it('100 concurrent spends: exactly the affordable number succeed, the rest are 13; the whole balance spent at once succeeds once', async () => {
    const u = await member();
    for (let i = 0; i < 3; i++)
      await awardStars(db(), { userId: u, reason: 'event-apply', amount: 1000, idempotencyKey: `e${i}`, now: new Date(T0 + i * DAY) });
    const now = new Date(T0 + 5 * DAY);
    const results = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => spendStars(db(), { userId: u, amount: 70, reason: 'adjustment', idempotencyKey: `s${i}`, now })),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(Math.floor(3000 / 70)); // 42
    expect(results.filter((r) => r.status === 'rejected').every((r) => (r as PromiseRejectedResult).reason.code === 13)).toBe(true);
    expect((await starBalance(db(), u, now)).balance).toBe(3000 - 42 * 70);

    const whole = (await starBalance(db(), u, now)).balance;
    const all = await Promise.allSettled(
      Array.from({ length: 100 }, (_, i) => spendStars(db(), { userId: u, amount: whole, reason: 'exchange', kind: 'exchange', idempotencyKey: `w${i}`, now })),
    );
    expect(all.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect((await starBalance(db(), u, now)).balance).toBe(0);
    expect(await verifyStarLedger(db())).toEqual([]);
  }, 120_000);
});

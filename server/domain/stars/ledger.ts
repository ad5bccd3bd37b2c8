/**
 * The stars (별) ledger, money-grade (issue 16; SPEC §9 app login reward; docs/decisions/026
 * "## Ledger"; tables in server/db/schema/economy.ts).
 *
 * Every change of a member's stars goes through this module:
 * - it runs in a transaction (its own, or a savepoint inside the caller's `tx`), and first locks the
 *   member's `star_balances` row (`select … for update`, the row created when missing), so changes
 *   of one member serialise on PGlite and PostgreSQL and a balance check cannot race a spend;
 * - it writes one append-only `star_entries` row and moves `star_balances.balance` by the same
 *   amount in the same transaction (invariant: balance = Σ entries.amount, never negative);
 * - it is idempotent by `(userId, idempotencyKey)`: a replayed call finds the first row and answers
 *   it without a second change (a key reused for a different change is refused, NOT_MATCHED 12);
 * - negative entries (spend, exchange, expire) record in `star_allocations` which earnings they
 *   consumed, FIFO by the earning's expiry then id, so an earning's remainder is
 *   amount − Σ allocations and expiry takes exactly that remainder.
 * Amounts are whole stars (integers > 0). Rules (amounts, daily caps, expiry) are ./rules.ts.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { kstDayStart, kstMonthStart } from './kst.js';
import { STAR_EXPIRY_MONTHS, STAR_SPEND_REASONS, starRule, type StarEarnReason, type StarSpendReason } from './rules.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A Drizzle database or a transaction of one: the ledger opens a (nested) transaction on it. */
export type LedgerDb = Db | Tx;

const DAY_MS = 86_400_000;
const KEY_MAX = 200;

async function rows<T>(h: LedgerDb, q: SQL): Promise<T[]> {
  return ((await h.execute(q)) as unknown as { rows: T[] }).rows;
}
const inTx = <T>(h: LedgerDb, fn: (tx: Tx) => Promise<T>): Promise<T> => (h as Db).transaction(fn);

function checkKey(key: string) {
  if (typeof key !== 'string' || key.length === 0 || key.length > KEY_MAX) throw new Error(`stars: idempotency key must be 1–${KEY_MAX} characters`);
}
function checkAmount(amount: number, max = Number.MAX_SAFE_INTEGER) {
  if (!Number.isInteger(amount) || amount < 1 || amount > max || amount > 2_000_000_000) throw new Error(`stars: amount ${amount} out of range 1–${max}`);
}
const keyReused = () => new ApiError('NOT_MATCHED', '이미 처리된 요청과 내용이 달라요. 새로 요청해 주세요.');
/**
 * Check a spend, exchange or refund call before anything is read: `reason` is a STAR_SPEND_REASONS
 * entry of `kind`, the amount and the idempotency key are well-formed. Throws Error (programming errors).
 */
function checkSpendInput(input: { amount: number; reason: string; idempotencyKey: string }, kind: 'spend' | 'exchange' | 'refund') {
  const reasonDef = (STAR_SPEND_REASONS as Record<string, { kind: string }>)[input.reason];
  if (!Object.hasOwn(STAR_SPEND_REASONS, input.reason) || reasonDef?.kind !== kind) throw new Error(`stars: ${input.reason} is not a ${kind} reason`);
  checkAmount(input.amount);
  checkKey(input.idempotencyKey);
}

/** When an earning made at `now` expires: 00:00 KST on the 1st of the month after the same month 12 months later. */
export function starExpiryOf(now: Date): Date {
  return kstMonthStart(now, STAR_EXPIRY_MONTHS + 1);
}

/** Lock the member's balance row (creating it unless `create` is false); its balance, or null when there is no row. */
async function lockBalance(tx: Tx, userId: number, create = true): Promise<number | null> {
  if (create) await tx.execute(sql`insert into star_balances (user_id) values (${userId}) on conflict do nothing`);
  const [row] = await rows<{ balance: number }>(tx, sql`select balance from star_balances where user_id = ${userId} for update`);
  return row ? Number(row.balance) : null;
}

interface EntryRow {
  entryId: number;
  kind: string;
  amount: number;
  reason: string;
}
async function findEntry(tx: Tx, userId: number, key: string): Promise<EntryRow | undefined> {
  const [row] = await rows<{ entry_id: string | number; kind: string; amount: number; reason: string }>(
    tx,
    sql`select entry_id, kind, amount, reason from star_entries where user_id = ${userId} and idempotency_key = ${key}`,
  );
  return row ? { entryId: Number(row.entry_id), kind: row.kind, amount: Number(row.amount), reason: row.reason } : undefined;
}

/**
 * The entry an earlier call with the same idempotency key wrote, or undefined for a new key.
 * @throws ApiError NOT_MATCHED (12) when that entry is not what this call would write (`same` is false)
 */
async function replayOf(tx: Tx, userId: number, key: string, same: (prior: EntryRow) => boolean): Promise<EntryRow | undefined> {
  const prior = await findEntry(tx, userId, key);
  if (prior && !same(prior)) throw keyReused();
  return prior;
}

/**
 * Write one ledger entry: who, why and under which idempotency key come from the call (`call`, the
 * input of awardStars, spendStars … as given), what it moves from `e` (signed amount). @returns entry_id
 */
async function insertEntry(
  tx: Tx,
  call: { userId: number; reason: string; reference?: string | null; idempotencyKey: string },
  e: { kind: string; amount: number; expiresAt: Date | null; now: Date },
): Promise<number> {
  const [row] = await rows<{ entry_id: string | number }>(
    tx,
    sql`insert into star_entries (user_id, kind, amount, reason, reference, idempotency_key, expires_at, created_at)
        values (${call.userId}, ${e.kind}, ${e.amount}, ${call.reason}, ${call.reference ?? null}, ${call.idempotencyKey}, ${e.expiresAt?.toISOString() ?? null}, ${e.now.toISOString()})
        returning entry_id`,
  );
  return Number(row!.entry_id);
}

async function moveBalance(tx: Tx, userId: number, delta: number, earned: number, now: Date): Promise<number> {
  const [row] = await rows<{ balance: number }>(
    tx,
    sql`update star_balances set balance = balance + ${delta}, earned_total = earned_total + ${earned}, updated_at = ${now.toISOString()}
        where user_id = ${userId} returning balance`,
  );
  return Number(row!.balance);
}

/** Earnings (earn, refund) of a member with an unspent remainder, FIFO order; `live` = not yet past expiry at `now`. */
async function openCredits(tx: Tx, userId: number, now: Date, live: boolean): Promise<Array<{ entryId: number; remaining: number }>> {
  const expiry = live ? sql`e.expires_at > ${now.toISOString()}` : sql`e.expires_at <= ${now.toISOString()}`;
  const found = await rows<{ entry_id: string | number; remaining: number | string }>(
    tx,
    sql`select entry_id, remaining from (
          select e.entry_id, e.expires_at, e.amount - coalesce((select sum(a.amount) from star_allocations a where a.credit_entry_id = e.entry_id), 0) as remaining
          from star_entries e
          where e.user_id = ${userId} and e.kind in ('earn', 'refund') and ${expiry}
        ) c where remaining > 0 order by expires_at, entry_id`,
  );
  return found.map((r) => ({ entryId: Number(r.entry_id), remaining: Number(r.remaining) }));
}

async function insertAllocations(tx: Tx, debitEntryId: number, parts: Array<{ creditEntryId: number; amount: number }>) {
  if (parts.length === 0) return;
  const values = sql.join(
    parts.map((p) => sql`(${debitEntryId}, ${p.creditEntryId}, ${p.amount})`),
    sql`, `,
  );
  await tx.execute(sql`insert into star_allocations (debit_entry_id, credit_entry_id, amount) values ${values}`);
}

/** With the balance row locked: one 'expire' entry per earning past its expiry with a remainder. @returns entries written */
async function expireLocked(tx: Tx, userId: number, now: Date): Promise<number> {
  const due = await openCredits(tx, userId, now, false);
  for (const credit of due) {
    const call = { userId, reason: 'expire', reference: `entry:${credit.entryId}`, idempotencyKey: `expire:${credit.entryId}` };
    const entryId = await insertEntry(tx, call, { kind: 'expire', amount: -credit.remaining, expiresAt: null, now });
    await insertAllocations(tx, entryId, [{ creditEntryId: credit.entryId, amount: credit.remaining }]);
    await moveBalance(tx, userId, -credit.remaining, 0, now);
  }
  return due.length;
}

export interface AwardResult {
  /** Whether this call wrote the award (false: capped, or a replay of an earlier award). */
  applied: boolean;
  /** Stars of the award this key stands for (the first call's on a replay); 0 when capped. */
  awarded: number;
  /** The member's balance afterwards. */
  balance: number;
  /** The earning's entry id (the first call's on a replay); null when capped. */
  entryId: number | null;
}

/**
 * Award stars for an earning rule (./rules.ts STAR_RULES). `amount` defaults to the rule's and may
 * go up to its `maxAmount` (game, event). The daily cap counts this reason's awards in the KST day of
 * `now`; an 'onceEver' rule (app-login) gives once per member. Capped → `{ applied: false,
 * awarded: 0, entryId: null }`, nothing written. A replayed `idempotencyKey` → the first award
 * with `applied: false`; the key reused for another reason or amount → ApiError NOT_MATCHED (12).
 * Throws Error for an unknown reason, a bad amount or key (programming errors).
 */
export async function awardStars(
  h: LedgerDb,
  input: { userId: number; reason: StarEarnReason | string; amount?: number; reference?: string | null; idempotencyKey: string; now?: Date },
): Promise<AwardResult> {
  const rule = starRule(input.reason);
  if (!rule) throw new Error(`stars: unknown earning reason ${input.reason}`);
  const amount = input.amount ?? rule.amount;
  checkAmount(amount, rule.maxAmount ?? rule.amount);
  checkKey(input.idempotencyKey);
  const now = input.now ?? new Date();
  const { userId } = input;
  return inTx(h, async (tx) => {
    const balance = (await lockBalance(tx, userId))!;
    const same = (p: EntryRow) => p.kind === 'earn' && p.reason === input.reason && (input.amount === undefined || p.amount === amount);
    const prior = await replayOf(tx, userId, input.idempotencyKey, same);
    if (prior) return { applied: false, awarded: prior.amount, balance, entryId: prior.entryId };
    const window = rule.onceEver
      ? sql``
      : sql`and created_at >= ${kstDayStart(now).toISOString()} and created_at < ${new Date(kstDayStart(now).getTime() + DAY_MS).toISOString()}`;
    const cap = rule.onceEver ? 1 : rule.dailyCap;
    if (cap !== null) {
      const [row] = await rows<{ n: number | string }>(
        tx,
        sql`select count(*) as n from star_entries where user_id = ${userId} and kind = 'earn' and reason = ${input.reason} ${window}`,
      );
      if (Number(row!.n) >= cap) return { applied: false, awarded: 0, balance, entryId: null };
    }
    const entryId = await insertEntry(tx, input, { kind: 'earn', amount, expiresAt: starExpiryOf(now), now });
    const after = await moveBalance(tx, userId, amount, amount, now);
    return { applied: true, awarded: amount, balance: after, entryId };
  });
}

/**
 * Spend `amount` stars (kind 'spend', or 'exchange' for an exchange; `reason` from
 * STAR_SPEND_REASONS with that kind). Earnings past their expiry are expired first (same
 * transaction), then the spend takes the oldest-expiring stars first (FIFO allocations).
 * Short balance → ApiError OUT_OF_RANGE (13, "별이 부족해요…"), nothing written. A replayed key →
 * the first spend's `{ entryId, balance }` (balance now); the key reused for a different spend →
 * NOT_MATCHED (12).
 */
export async function spendStars(
  h: LedgerDb,
  input: {
    userId: number;
    amount: number;
    reason: StarSpendReason | string;
    kind?: 'spend' | 'exchange';
    reference?: string | null;
    idempotencyKey: string;
    now?: Date;
  },
): Promise<{ entryId: number; balance: number }> {
  const kind = input.kind ?? 'spend';
  checkSpendInput(input, kind);
  const now = input.now ?? new Date();
  const { userId, amount } = input;
  return inTx(h, async (tx) => {
    let balance = (await lockBalance(tx, userId))!;
    const prior = await replayOf(tx, userId, input.idempotencyKey, (p) => p.kind === kind && p.reason === input.reason && p.amount === -amount);
    if (prior) return { entryId: prior.entryId, balance };
    if ((await expireLocked(tx, userId, now)) > 0) balance = (await lockBalance(tx, userId, false))!;
    if (balance < amount) throw insufficient(balance);
    const entryId = await insertEntry(tx, input, { kind, amount: -amount, expiresAt: null, now });
    const parts: Array<{ creditEntryId: number; amount: number }> = [];
    let left = amount;
    for (const credit of await openCredits(tx, userId, now, true)) {
      if (left === 0) break;
      const take = Math.min(left, credit.remaining);
      parts.push({ creditEntryId: credit.entryId, amount: take });
      left -= take;
    }
    // balance = Σ live remainders (after expiry); a gap means the ledger is broken: refuse, write nothing.
    if (left > 0) throw new Error(`stars: member ${userId} balance ${balance} exceeds unspent earnings`);
    await insertAllocations(tx, entryId, parts);
    return { entryId, balance: await moveBalance(tx, userId, -amount, 0, now) };
  });
}

/** The refusal of a spend or exchange beyond the balance (SPEC §8 OUT_OF_RANGE 13). */
export function insufficient(balance: number): ApiError {
  return new ApiError('OUT_OF_RANGE', `별이 부족해요. 지금 쓸 수 있는 별은 ${balance.toLocaleString('ko-KR')}개예요.`, { balance });
}

/**
 * Give stars back (kind 'refund', e.g. 'exchange-refund' for a failed exchange): a new earning that
 * expires like one. Idempotent by key like {@link awardStars}; not counted in `earned_total`.
 */
export async function refundStars(
  h: LedgerDb,
  input: { userId: number; amount: number; reason: StarSpendReason | string; reference?: string | null; idempotencyKey: string; now?: Date },
): Promise<{ applied: boolean; entryId: number; balance: number }> {
  checkSpendInput(input, 'refund');
  const now = input.now ?? new Date();
  const { userId, amount } = input;
  return inTx(h, async (tx) => {
    const balance = (await lockBalance(tx, userId))!;
    const prior = await replayOf(tx, userId, input.idempotencyKey, (p) => p.kind === 'refund' && p.reason === input.reason && p.amount === amount);
    if (prior) return { applied: false, entryId: prior.entryId, balance };
    const entryId = await insertEntry(tx, input, { kind: 'refund', amount, expiresAt: starExpiryOf(now), now });
    return { applied: true, entryId, balance: await moveBalance(tx, userId, amount, 0, now) };
  });
}

/**
 * Expire one member's earnings past their expiry at `now` (one 'expire' entry per earning, for
 * exactly its unspent remainder; key `expire:<earning id>`, so it happens once). Readers of the
 * point summary/history call this first ("at-read expiry"). @returns entries written
 */
export async function expireMemberStars(h: LedgerDb, userId: number, now: Date = new Date()): Promise<number> {
  return inTx(h, async (tx) => {
    if ((await lockBalance(tx, userId, false)) === null) return 0;
    return expireLocked(tx, userId, now);
  });
}

/** Expire every member's due earnings (`npm run stars -- expire`, the nightly job), one transaction per member. @returns entries written */
export async function expireStars(db: Db, now: Date = new Date()): Promise<number> {
  const due = await rows<{ user_id: number }>(
    db,
    sql`select distinct e.user_id from star_entries e
        where e.kind in ('earn', 'refund') and e.expires_at <= ${now.toISOString()}
          and e.amount > coalesce((select sum(a.amount) from star_allocations a where a.credit_entry_id = e.entry_id), 0)
        order by e.user_id`,
  );
  let count = 0;
  for (const { user_id } of due) count += await expireMemberStars(db, Number(user_id), now);
  return count;
}

/**
 * A member's balance and the stars that expire by the end of the current KST month (unspent
 * remainders whose expiry is before the 1st of next month). No row → zeros. Read-only: call
 * {@link expireMemberStars} first to drop already-expired stars from `balance`.
 */
export async function starBalance(h: LedgerDb, userId: number, now: Date = new Date()): Promise<{ balance: number; expiringThisMonth: number }> {
  const [row] = await rows<{ balance: number | null; expiring: number | string | null }>(
    h,
    sql`select (select balance from star_balances where user_id = ${userId}) as balance,
          (select coalesce(sum(e.amount - coalesce((select sum(a.amount) from star_allocations a where a.credit_entry_id = e.entry_id), 0)), 0)
             from star_entries e
            where e.user_id = ${userId} and e.kind in ('earn', 'refund') and e.expires_at <= ${kstMonthStart(now, 1).toISOString()}) as expiring`,
  );
  return { balance: Number(row?.balance ?? 0), expiringThisMonth: Number(row?.expiring ?? 0) };
}

/** One broken invariant found by {@link verifyStarLedger}. */
export interface LedgerProblem {
  userId: number;
  problem: string;
}

/**
 * Check every member's ledger (`npm run stars -- check`): balance = Σ entries (and no entries
 * without a balance row), no negative balance, no earning allocated beyond its amount, every
 * negative entry allocated exactly its amount (expiry entries included). @returns the problems (empty = sound)
 */
export async function verifyStarLedger(db: LedgerDb): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  const sums = await rows<{ user_id: number; balance: number | null; total: number | string | null }>(
    db,
    sql`select coalesce(b.user_id, s.user_id) as user_id, b.balance, s.total
        from star_balances b full outer join (select user_id, sum(amount) as total from star_entries group by user_id) s on s.user_id = b.user_id
        where b.balance is distinct from coalesce(s.total, 0) or b.balance < 0`,
  );
  for (const r of sums) problems.push({ userId: Number(r.user_id), problem: `balance ${r.balance ?? 'missing'} ≠ Σ entries ${r.total ?? 0}` });
  const over = await rows<{ user_id: number; entry_id: string | number; amount: number; used: string | number }>(
    db,
    sql`select e.user_id, e.entry_id, e.amount, sum(a.amount) as used from star_entries e join star_allocations a on a.credit_entry_id = e.entry_id
        group by e.user_id, e.entry_id, e.amount, e.kind having sum(a.amount) > e.amount or e.kind not in ('earn', 'refund')`,
  );
  for (const r of over) problems.push({ userId: Number(r.user_id), problem: `earning ${r.entry_id} (${r.amount}) allocated ${r.used}` });
  const debits = await rows<{ user_id: number; entry_id: string | number; amount: number; used: string | number | null }>(
    db,
    sql`select e.user_id, e.entry_id, e.amount, (select sum(a.amount) from star_allocations a where a.debit_entry_id = e.entry_id) as used
        from star_entries e where e.amount < 0
          and -e.amount is distinct from (select sum(a.amount) from star_allocations a where a.debit_entry_id = e.entry_id)`,
  );
  for (const r of debits) problems.push({ userId: Number(r.user_id), problem: `debit ${r.entry_id} (${r.amount}) allocated ${r.used ?? 0}` });
  return problems;
}

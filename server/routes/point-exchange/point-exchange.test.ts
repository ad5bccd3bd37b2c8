import { createHash } from 'node:crypto';
/**
 * The stars exchange calls (issue 16; docs/decisions/026 "## Exchange"): an exchange moves stars
 * out of the ledger and into the shop stand-in (points or a coupon) exactly once per key; the
 * minimum, the unit and the balance are enforced with SPEC §8 codes and nothing written; a shop
 * refusal fails the exchange and refunds the stars; an unreachable shop holds the stars until a
 * replay settles it; the automatic monthly exchange runs once a month; the authorization matrix.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type AccountOptions, type Who } from '@tests/setup/members.js';
import { domainEvents, starEntries, starExchangeAuto, starExchanges } from '@server/db/schema/index.js';
import { awardStars, verifyStarLedger } from '@server/domain/stars/ledger.js';
import { resumeExchanges, runAutoExchanges } from '@server/domain/stars/exchange.js';
import { shopRewards } from '@server/stand-ins/shop/rewards.js';

const t = useTestApp({ products: 20, tokens: testTokens }, 60000);

afterEach(() => {
  shopRewards.failWith = null;
  vi.restoreAllMocks();
});

const memberAccount = accountMaker(t, { label: 'exchange', nickPrefix: '교환테스트' });
/** An account (see accountMaker) holding `stars` earned through the ledger. */
async function account({ stars, ...opts }: AccountOptions & { stars?: number } = {}): Promise<Who> {
  const who = await memberAccount(opts);
  if (stars) await give(who.userId, stars);
  return who;
}

/** Earn `stars` through the ledger: event awards of up to 1,000, one per past day (within the daily cap). */
async function give(userId: number, stars: number) {
  for (let i = 1, left = stars; left > 0; i++) {
    const amount = Math.min(1000, left);
    await awardStars(t.db, { userId, reason: 'event-apply', amount, idempotencyKey: `give-${i}`, now: new Date(Date.now() - i * 86_400_000) });
    left -= amount;
  }
}

const BASE = '/api/v1/user/point/exchange';
let keySeq = 0;
const newKey = () => `test-key-${Date.now()}-${++keySeq}`;
const post = (who: Who | undefined, body: unknown, key: string | null = newKey()) =>
  t.app.inject({ method: 'POST', url: BASE, headers: { ...who?.headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: body as object });
const get = (who: Who | undefined, path = '') => t.app.inject({ url: `${BASE}${path}`, headers: who?.headers });
const putAuto = (who: Who | undefined, body: unknown) => t.app.inject({ method: 'PUT', url: `${BASE}/auto`, headers: who?.headers, payload: body as object });

/** Every row the exchange may write: the "nothing written" check. */
async function snapshot() {
  return {
    exchanges: await t.db.select().from(starExchanges).orderBy(asc(starExchanges.exchangeId)),
    entries: await t.db.select().from(starEntries).orderBy(asc(starEntries.entryId)),
    auto: await t.db.select().from(starExchangeAuto).orderBy(asc(starExchangeAuto.userId)),
    balances: ((await t.db.execute(sql`select user_id, balance from star_balances order by user_id`)) as unknown as { rows: unknown[] }).rows,
  };
}

describe('exchange screen info', () => {
  it('answers the balance, the largest exchangeable multiple, the rules and the auto setting', async () => {
    const m = await account({ stars: 2550 });
    const res = await get(m);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toMatchObject({
      balance: 2550,
      exchangeable: 2500,
      minimum: 1000,
      unit: 100,
      wonPerStar: 1,
      targets: [
        { target: 'shop-point', label: '쇼핑몰 적립금' },
        { target: 'coupon', label: '할인 쿠폰' },
      ],
      auto: { enabled: false, target: 'shop-point' },
    });
    const poor = await account({ stars: 900 });
    expect((await get(poor)).json().data).toMatchObject({ balance: 900, exchangeable: 0 });
  });
});

describe('POST exchange', () => {
  it('moves stars to shop points once: completed, toast with pointPhrase, ledger entry, event for the alarm; a replay answers the same', async () => {
    const m = await account({ stars: 2500 });
    const key = newKey();
    const res = await post(m, { stars: 1500, target: 'shop-point' }, key);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.balance).toBe(1000);
    expect(body.data.exchange).toMatchObject({
      stars: 1500,
      wonAmount: 1500,
      target: 'shop-point',
      state: 'completed',
      automatic: false,
      couponCode: null,
      failureReason: null,
    });
    expect(body.data.exchange.shopReference).toMatch(/^SP(-[A-HJ-NP-Z2-9]{4}){4}$/);
    expect(body.toastItems).toEqual([{ icon: '⭐', startPhrase: '', pointPhrase: '별 1,500개', endPhrase: '를 쇼핑몰 적립금 1,500원으로 바꿨어요' }]);
    const { exchangeId } = body.data.exchange;
    // The shop stand-in credited 1,500원 to this member, once.
    expect(shopRewards.credited.get(`exchange:${exchangeId}`)).toMatchObject({ userId: m.userId, won: 1500, kind: 'points' });
    // …and its page shows it (the exchange screen links there).
    const page = await t.app.inject({ url: `/shop/rewards/${body.data.exchange.shopReference}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('적립금 1,500원이 적립되었어요');
    expect(page.body).toContain('별 1,500개 교환');
    for (const bad of ['SP-0000000000', 'SP-AAAA-AAAA-AAAA-AAAA', 'nope', `${body.data.exchange.shopReference}x`])
      expect((await t.app.inject({ url: `/shop/rewards/${bad}` })).statusCode).toBe(404);
    const entries = await t.db
      .select()
      .from(starEntries)
      .where(eq(starEntries.reference, `exchange:${exchangeId}`));
    expect(entries).toEqual([expect.objectContaining({ kind: 'exchange', amount: -1500, reason: 'exchange', userId: m.userId })]);
    const events = await t.db.select().from(domainEvents).where(eq(domainEvents.type, 'member.exchange.completed'));
    expect(events.map((e) => e.payload)).toContainEqual({ userId: m.userId, exchangeId, stars: 1500, target: 'shop-point' });

    const before = await snapshot();
    const again = await post(m, { stars: 1500, target: 'shop-point' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toEqual(body.data);
    expect(await snapshot()).toEqual(before);
    // The same key with another body: refused, nothing written.
    const other = await post(m, { stars: 1000, target: 'shop-point' }, key);
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ code: 12, message: '이미 처리된 교환과 내용이 달라요. 새로 요청해 주세요.' });
    expect(await snapshot()).toEqual(before);
    expect(await verifyStarLedger(t.db)).toEqual([]);
  });

  it('issues a coupon with its code', async () => {
    const m = await account({ stars: 1000 });
    const res = await post(m, { stars: 1000, target: 'coupon' });
    expect(res.statusCode).toBe(200);
    const x = res.json().data.exchange;
    expect(x).toMatchObject({ state: 'completed', target: 'coupon', stars: 1000 });
    expect(x.couponCode).toMatch(/^JC(-[A-HJ-NP-Z2-9]{4}){4}$/);
    expect(x.shopReference).toBe(x.couponCode);
    expect((await t.app.inject({ url: `/shop/rewards/${x.couponCode}` })).body).toContain('1,000원 할인 쿠폰이 발급되었어요');
    expect(res.json().data.balance).toBe(0);
  });

  it('coupon codes carry 80 bits no one can compute (issue 29): not the sha256 of coupon:<userId>:exchange:<id>, and not shared by two exchanges', async () => {
    const m = await account({ stars: 2000 });
    const first = (await post(m, { stars: 1000, target: 'coupon' })).json().data.exchange;
    const second = (await post(m, { stars: 1000, target: 'coupon' })).json().data.exchange;
    expect(first.couponCode).not.toBe(second.couponCode);
    // The code the attack computed: sha256 of the user id and exchange id, first 8 bytes as letters.
    const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
    const computed = (exchangeId: number) => {
      const d = createHash('sha256').update(`coupon:${m.userId}:exchange:${exchangeId}`).digest();
      return `JC-${[...d.subarray(0, 8)].map((b, i) => (i === 4 ? '-' : '') + ALPHABET[b % 32]).join('')}`;
    };
    expect(first.couponCode).not.toBe(computed(first.exchangeId));
    // 16 characters of a 32-letter alphabet: 80 bits.
    expect(first.couponCode.replace(/^JC-|-/g, '')).toHaveLength(16);
  });

  it('the rewards page answers an unknown and a guessed code alike, and limits look-ups per address (issue 29: 480 guesses were answered)', async () => {
    const m = await account({ stars: 1000 });
    const code = (await post(m, { stars: 1000, target: 'coupon' })).json().data.exchange.couponCode as string;
    const from = (remoteAddress: string, reference: string) => t.app.inject({ url: `/shop/rewards/${reference}`, remoteAddress });
    const unknown = await from('10.29.0.1', 'JC-AAAA-AAAA-AAAA-AAAA');
    const malformed = await from('10.29.0.1', 'JC-AAAA-AAAA');
    expect([unknown.statusCode, malformed.statusCode]).toEqual([404, 404]);
    expect(malformed.body).toBe(unknown.body);
    expect((await from('10.29.0.1', code)).statusCode).toBe(200);
    // The limit is LOOKUP_RATE_LIMIT_PER_MINUTE (10 by default): 3 spent above, so of 30 guesses sent
    // at once at most 7 are answered (@fastify/rate-limit's memory store may refuse a whole burst).
    const guesses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => from('10.29.0.1', `JC-AAAA-AAAA-AAAA-${String(i).padStart(4, 'B').replace(/\d/g, 'C')}`)),
    );
    const statuses = guesses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(7);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(23);
    expect(statuses.every((s) => s === 404 || s === 429)).toBe(true);
    // …and even the right code is refused to that address for the rest of the minute; another address reads it.
    expect((await from('10.29.0.1', code)).statusCode).toBe(429);
    expect((await from('10.29.0.2', code)).statusCode).toBe(200);
  });

  it('refuses under the minimum (13), off the unit (12), beyond the balance (13), without a key or with bad input: nothing written', async () => {
    const m = await account({ stars: 1500 });
    const before = await snapshot();
    const cases: Array<[unknown, string | null, number, number, string?]> = [
      [{ stars: 900, target: 'shop-point' }, newKey(), 400, 13, '별은 1,000개부터 바꿀 수 있어요.'],
      [{ stars: 1050, target: 'shop-point' }, newKey(), 400, 12, '별은 100개 단위로 바꿀 수 있어요.'],
      [{ stars: 2000, target: 'shop-point' }, newKey(), 400, 13, '별이 부족해요. 지금 쓸 수 있는 별은 1,500개예요.'],
      [{ stars: 1000, target: 'shop-point' }, null, 400, 10],
      [{ stars: 1000, target: 'shop-point' }, 'short', 400, 12],
      [{ stars: 1000, target: 'cash' }, newKey(), 400, 12],
      [{ stars: '1000', target: 'coupon' }, newKey(), 400, 12],
      [{ stars: -1000, target: 'coupon' }, newKey(), 400, 13],
      [{ stars: 1000.5, target: 'coupon' }, newKey(), 400, 12],
      [{}, newKey(), 400, 10],
    ];
    for (const [body, key, status, code, message] of cases) {
      const res = await post(m, body, key);
      expect([res.statusCode, res.json().code], JSON.stringify(body) + key).toEqual([status, code]);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a shop refusal fails the exchange and refunds the stars; the list and the detail show it', async () => {
    const m = await account({ stars: 1200 });
    shopRewards.failWith = (req) => (req.kind === 'coupon' ? '쿠폰 발급이 잠시 중단되었어요.' : null);
    const res = await post(m, { stars: 1200, target: 'coupon' });
    expect(res.statusCode).toBe(200);
    const { exchange, balance } = res.json().data;
    expect(exchange).toMatchObject({ state: 'failed', failureReason: '쿠폰 발급이 잠시 중단되었어요.', couponCode: null, shopReference: null });
    expect(balance).toBe(1200);
    expect(res.json().toastItems).toEqual([{ phrase: '교환하지 못해 별 1,200개를 돌려드렸어요' }]);
    const entries = await t.db
      .select()
      .from(starEntries)
      .where(eq(starEntries.reference, `exchange:${exchange.exchangeId}`));
    expect(entries.map((e) => [e.kind, e.amount, e.reason])).toEqual([
      ['exchange', -1200, 'exchange'],
      ['refund', 1200, 'exchange-refund'],
    ]);
    const list = (await get(m, '/complete')).json().data;
    expect(list).toMatchObject({ total: 1, page: 1, hasNext: false });
    expect(list.items[0]).toEqual(exchange);
    expect((await get(m, `/complete/${exchange.exchangeId}`)).json().data).toEqual(exchange);
    // Another member cannot see it.
    const other = await account();
    const res404 = await get(other, `/complete/${exchange.exchangeId}`);
    expect([res404.statusCode, res404.json().code]).toEqual([404, 8]);
    expect((await get(other, '/complete')).json().data.total).toBe(0);
    expect(await verifyStarLedger(t.db)).toEqual([]);
  });

  it('an unreachable shop answers 180 and holds the stars; a replay of the key (or the resume job) settles it once', async () => {
    const m = await account({ stars: 3000 });
    const key = newKey();
    const spy = vi.spyOn(shopRewards, 'creditPoints').mockRejectedValue(new Error('connect ECONNREFUSED'));
    const res = await post(m, { stars: 2000, target: 'shop-point' }, key);
    expect([res.statusCode, res.json().code]).toEqual([502, 180]);
    const [held] = await t.db.select().from(starExchanges).where(eq(starExchanges.idempotencyKey, key));
    expect(held).toMatchObject({ state: 'requested', stars: 2000 });
    expect((await get(m)).json().data.balance).toBe(1000);
    // The resume job while the shop is still down: nothing settled.
    expect(await resumeExchanges(t.db, shopRewards, new Date(Date.now() + 120_000))).toBe(0);
    spy.mockRestore();
    const again = await post(m, { stars: 2000, target: 'shop-point' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ balance: 1000, exchange: { exchangeId: held!.exchangeId, state: 'completed' } });
    expect(await resumeExchanges(t.db, shopRewards, new Date(Date.now() + 120_000))).toBe(0);
    expect(await t.db.select().from(starExchanges).where(eq(starExchanges.userId, m.userId))).toHaveLength(1);
  });

  it('the same key sent at once makes one exchange', async () => {
    const m = await account({ stars: 5000 });
    const key = newKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(m, { stars: 1000, target: 'shop-point' }, key)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((r) => r.json().data.exchange.exchangeId)).size).toBe(1);
    expect(await t.db.select().from(starExchanges).where(eq(starExchanges.userId, m.userId))).toHaveLength(1);
    expect((await get(m)).json().data.balance).toBe(4000);
  });

  it('different keys at once never overdraw: exactly the affordable number complete', async () => {
    const m = await account({ stars: 3500 });
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(m, { stars: 1000, target: 'coupon' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 400 && r.json().code === 13)).toHaveLength(5);
    expect((await get(m)).json().data.balance).toBe(500);
    expect(await verifyStarLedger(t.db)).toEqual([]);
  });
});

describe('automatic exchange', () => {
  it('GET/PUT the opt-in; the monthly run exchanges the largest affordable multiple once a month', async () => {
    const m = await account({ stars: 2750 });
    expect((await get(m, '/auto')).json().data).toMatchObject({ enabled: false, target: 'shop-point' });
    const on = await putAuto(m, { enabled: true, target: 'coupon' });
    expect(on.statusCode).toBe(200);
    expect(on.json().data).toMatchObject({ enabled: true, target: 'coupon' });
    expect(on.json().data.nextRunOn).toMatch(/^\d{4}-\d{2}-01$/);
    expect(on.json().toastItems).toEqual([{ phrase: '매달 1일에 별을 자동으로 바꿔 드릴게요' }]);
    const off = await account({ stars: 5000 });
    await putAuto(off, { enabled: false });

    const runAt = new Date(Date.now() + 1000);
    expect(await runAutoExchanges(t.db, shopRewards, runAt)).toBe(1);
    const mine = await t.db.select().from(starExchanges).where(eq(starExchanges.userId, m.userId));
    expect(mine).toEqual([expect.objectContaining({ stars: 2700, target: 'coupon', automatic: true, state: 'completed' })]);
    expect((await get(m)).json().data.balance).toBe(50);
    expect(await t.db.select().from(starExchanges).where(eq(starExchanges.userId, off.userId))).toEqual([]);
    // The same month again: nothing more.
    expect(await runAutoExchanges(t.db, shopRewards, new Date(runAt.getTime() + 1000))).toBe(0);
    const entries = await t.db.select().from(starEntries).where(eq(starEntries.userId, m.userId));
    expect(entries.filter((e) => e.kind === 'exchange').map((e) => e.reason)).toEqual(['auto-exchange']);
  });
});

describe('who may exchange (authorization matrix)', () => {
  it('visitor, owner, other member, newcomer, banned, withdrawn: only the owner moves their own stars', async () => {
    const owner = await account({ stars: 2000 });
    const other = await account({ stars: 1000 });
    const newcomer = await account({ newcomer: true, stars: 1000 });
    const banned = await account({ banned: true, stars: 1000 });
    const withdrawn = await account({ withdrawn: true, stars: 1000 });
    const before = await snapshot();
    const refused: Array<[Who | undefined, number, number]> = [
      [undefined, 401, 110],
      [newcomer, 401, 110],
      [banned, 403, 130],
      [withdrawn, 401, 110],
    ];
    for (const [who, status, code] of refused) {
      for (const res of [await post(who, { stars: 1000, target: 'shop-point' }), await putAuto(who, { enabled: true })]) {
        expect([res.statusCode, res.json().code]).toEqual([status, code]);
      }
    }
    expect(await snapshot()).toEqual(before);
    // Reads: banned members may read their own; visitors, newcomers and withdrawn may not.
    for (const [who, status] of [
      [undefined, 401],
      [newcomer, 401],
      [withdrawn, 401],
      [banned, 200],
    ] as const) {
      for (const path of ['', '/auto', '/complete']) expect((await get(who, path)).statusCode, path).toBe(status);
    }
    // The owner's exchange touches only the owner's stars; the other member's are unchanged.
    expect((await post(owner, { stars: 2000, target: 'shop-point' })).statusCode).toBe(200);
    expect((await get(owner)).json().data.balance).toBe(0);
    expect((await get(other)).json().data.balance).toBe(1000);
    const x = (await get(owner, '/complete')).json().data.items[0];
    expect((await get(other, `/complete/${x.exchangeId}`)).statusCode).toBe(404);
  });
});

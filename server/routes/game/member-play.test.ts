/**
 * The game, deal event apply (v2), the shop stand-in's orders, frequently purchased and the adon
 * banner on the real app and database (issue 16; docs/decisions/026 "## Game, events, orders,
 * banners"): the roulette's odds, one play per member per KST day (under concurrency, across the
 * day boundary with an injected clock, Idempotency-Key replays awarding nothing), event applications
 * once and only while open, order ranking, banner display windows, the authorization matrix with
 * nothing written for every refused write, and bad input as 4xx with SPEC §8 codes.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { adonBanners, eventApplications, events, gamePlays, products, starBalances, starEntries } from '@server/db/schema/index.js';
import { ROULETTE_SLOTS } from '@contract/member-play.js';
import { kstDayOf, nextKstMidnight, playRoulette, slotOfRoll, gameState } from '@server/domain/member-play/game.service.js';
import { currentBanners } from '@server/domain/catalogue/adon-banner.service.js';
import { frequentProducts } from '@server/domain/member-play/shop-orders.service.js';

const t = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, tokens: testTokens }, 90000);

const account = accountMaker(t, { label: 'play', nickPrefix: '놀이테스트' });

const call = (who: Who | undefined, method: 'GET' | 'POST', url: string, payload?: unknown, extra: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...who?.headers, ...extra }, ...(payload !== undefined ? { payload: payload as object } : {}) });

/** Row counts of every table these calls write: the "nothing written" check. */
const snapshot = async () => {
  const r = (await t.db.execute(
    sql`select (select count(*) from game_plays)::int as g, (select count(*) from star_entries)::int as s, (select coalesce(sum(balance), 0)::int from star_balances) as b,
      (select count(*) from event_applications)::int as e, (select count(*) from shop_orders)::int as o, (select count(*) from idempotency_keys)::int as k`,
  )) as unknown as { rows: unknown[] };
  return r.rows[0];
};
const entriesOf = (userId: number) => t.db.select().from(starEntries).where(eq(starEntries.userId, userId)).orderBy(asc(starEntries.entryId));

describe('the roulette', () => {
  it('odds: the slots sum to 100%, and each roll 0–99 lands on exactly one slot, as many rolls as its percent', () => {
    expect(ROULETTE_SLOTS.reduce((a, s) => a + s.percent, 0)).toBe(100);
    const hits = ROULETTE_SLOTS.map(() => 0);
    for (let roll = 0; roll < 100; roll++) hits[slotOfRoll(roll)]! += 1;
    expect(hits).toEqual(ROULETTE_SLOTS.map((s) => s.percent));
    for (const bad of [-1, 100, 1.5, Number.NaN]) expect(() => slotOfRoll(bad)).toThrow(RangeError);
  });

  it('a play is decided on the server, recorded, awarded through the ledger, toasted; GET agrees; a second play the same day is 13 and writes nothing', async () => {
    const m = await account();
    const before = await call(m, 'GET', '/api/v1/user/game/roulette');
    expect(before.statusCode).toBe(200);
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.json().data).toMatchObject({ played: false, outcome: null, stars: null, playDay: kstDayOf(new Date()) });

    const res = await call(m, 'POST', '/api/v1/user/game/roulette');
    expect(res.statusCode).toBe(200);
    const { data, toastItems } = res.json();
    expect(data.played).toBe(true);
    expect(ROULETTE_SLOTS[data.outcome]!.stars).toBe(data.stars);
    expect(toastItems).toEqual([
      { icon: '/icons/star.svg', startPhrase: '룰렛 결과 ', pointPhrase: `별 ${data.stars}개`, endPhrase: expect.stringMatching(/^(을|를) 받았어요$/) },
    ]);
    const entries = await entriesOf(m.userId);
    expect(entries).toEqual([expect.objectContaining({ kind: 'earn', reason: 'game', amount: data.stars, idempotencyKey: `game:${data.playDay}` })]);
    const [bal] = await t.db.select().from(starBalances).where(eq(starBalances.userId, m.userId));
    expect(bal!.balance).toBe(data.stars);
    expect(data.balance).toBe(data.stars);

    const after = (await call(m, 'GET', '/api/v1/user/game/roulette')).json().data;
    expect(after).toEqual({ ...data });
    expect(new Date(after.nextPlayAt).getTime()).toBe(nextKstMidnight(new Date()).getTime());

    const snap = await snapshot();
    const again = await call(m, 'POST', '/api/v1/user/game/roulette');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 13, data: null, message: '오늘은 이미 룰렛을 돌렸어요. 내일 다시 도전해 주세요.' });
    expect(await snapshot()).toEqual(snap);
  });

  it('10 plays at once from one member: exactly one wins the day, one award; the rest are 13', async () => {
    const m = await account();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => call(m, 'POST', '/api/v1/user/game/roulette', undefined, i % 2 ? { 'idempotency-key': `race-key-000${i}` } : {})),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400 && a.json().code === 13)).toHaveLength(9);
    expect(await t.db.select().from(gamePlays).where(eq(gamePlays.userId, m.userId))).toHaveLength(1);
    expect(await entriesOf(m.userId)).toHaveLength(1);
  });

  it('a replayed Idempotency-Key answers the first play and awards nothing', async () => {
    const m = await account();
    const key = { 'idempotency-key': 'roulette-replay-01' };
    const first = await call(m, 'POST', '/api/v1/user/game/roulette', undefined, key);
    expect(first.statusCode).toBe(200);
    const snap = await snapshot();
    const replay = await call(m, 'POST', '/api/v1/user/game/roulette', undefined, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await snapshot()).toEqual(snap);
    expect(await entriesOf(m.userId)).toHaveLength(1);
  });

  it('the KST day boundary (injected clock): 23:59:59 KST and 00:00:00 KST the next day are two days; a third play that day is refused', async () => {
    const m = await account();
    const lastSecond = new Date('2026-03-10T14:59:59.000Z'); // 2026-03-10 23:59:59 KST
    const midnight = new Date('2026-03-10T15:00:00.000Z'); // 2026-03-11 00:00:00 KST
    expect(kstDayOf(lastSecond)).toBe('2026-03-10');
    expect(kstDayOf(midnight)).toBe('2026-03-11');
    expect(nextKstMidnight(lastSecond).getTime()).toBe(midnight.getTime());
    const one = await t.db.transaction((tx) => playRoulette(tx, m.userId, lastSecond, 0));
    expect(one.state).toMatchObject({ playDay: '2026-03-10', outcome: 0, stars: ROULETTE_SLOTS[0].stars });
    const two = await t.db.transaction((tx) => playRoulette(tx, m.userId, midnight, 99));
    expect(two.state).toMatchObject({ playDay: '2026-03-11', outcome: ROULETTE_SLOTS.length - 1, stars: ROULETTE_SLOTS.at(-1)!.stars });
    await expect(t.db.transaction((tx) => playRoulette(tx, m.userId, new Date('2026-03-11T14:59:59.999Z'), 50))).rejects.toMatchObject({ code: 13 });
    expect((await gameState(t.db, m.userId, new Date('2026-03-11T03:00:00Z'))).stars).toBe(ROULETTE_SLOTS.at(-1)!.stars);
    const keys = (await entriesOf(m.userId)).map((e) => e.idempotencyKey);
    expect(keys).toEqual(['game:2026-03-10', 'game:2026-03-11']);
  });

  it('who may play (authorization matrix): visitor, member, other member, newcomer, banned, withdrawn; refusals write nothing', async () => {
    const owner = await account();
    expect((await call(owner, 'POST', '/api/v1/user/game/roulette')).statusCode).toBe(200);
    const other = await account();
    expect((await call(other, 'GET', '/api/v1/user/game/roulette')).json().data.played).toBe(false); // the owner's play is not theirs
    expect((await call(other, 'POST', '/api/v1/user/game/roulette')).statusCode).toBe(200); // their own day

    const snap = await snapshot();
    for (const res of [await call(undefined, 'POST', '/api/v1/user/game/roulette'), await call(undefined, 'GET', '/api/v1/user/game/roulette')]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(110);
    }
    const newcomer = await account({ newcomer: true });
    expect((await call(newcomer, 'POST', '/api/v1/user/game/roulette')).json()).toMatchObject({ code: 110, message: '회원가입을 마치면 이용할 수 있어요.' });
    const banned = await account({ banned: true });
    const b = await call(banned, 'POST', '/api/v1/user/game/roulette');
    expect(b.statusCode).toBe(403);
    expect(b.json()).toMatchObject({ code: 130, message: '운영 정책 위반으로 이용이 제한되었어요.' });
    expect((await call(banned, 'GET', '/api/v1/user/game/roulette')).statusCode).toBe(200);
    const withdrawn = await account({ withdrawn: true });
    expect((await call(withdrawn, 'POST', '/api/v1/user/game/roulette')).json().code).toBe(110);
    const badKey = await call(await account(), 'POST', '/api/v1/user/game/roulette', undefined, { 'idempotency-key': 'x' });
    expect(badKey.statusCode).toBe(400);
    expect(await snapshot()).toEqual(snap);
  });
});

describe('deal event apply (v2)', () => {
  const url = (id: number | string) => `/api/v2/user/deal/event/${id}/apply`;
  async function eventId(kind: 'open' | 'upcoming' | 'closed'): Promise<number> {
    const now = new Date();
    if (kind === 'closed') {
      const [e] = await t.db
        .insert(events)
        .values({
          title: '지난 이벤트',
          subtitle: '끝났어요',
          content: '',
          bannerImageUrl: '/images/banners/1.svg',
          startAt: new Date(now.getTime() - 9e8),
          endAt: new Date(now.getTime() - 1e6),
        })
        .returning();
      return e!.eventId;
    }
    const where =
      kind === 'open'
        ? and(lte(events.startAt, now), gt(events.endAt, new Date(now.getTime() + 60_000)))
        : gt(events.startAt, new Date(now.getTime() + 60_000));
    const [e] = await t.db.select({ id: events.eventId }).from(events).where(where).orderBy(asc(events.eventId)).limit(1);
    return e!.id;
  }

  it('a member applies once to an open event: stars through the ledger, a toast, GET agrees; again is 13, nothing written', async () => {
    const m = await account();
    const id = await eventId('open');
    expect((await call(m, 'GET', url(id))).json().data).toMatchObject({ eventId: id, status: 'open', applied: false, appliedAt: null, stars: 20 });
    const res = await call(m, 'POST', url(id));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ eventId: id, status: 'open', applied: true, stars: 20 });
    expect(res.json().toastItems).toEqual([{ icon: '/icons/star.svg', startPhrase: '이벤트 응모 완료! ', pointPhrase: '별 20개', endPhrase: '를 받았어요' }]);
    expect(await entriesOf(m.userId)).toEqual([expect.objectContaining({ reason: 'event-apply', amount: 20, idempotencyKey: `event-apply:${id}` })]);
    expect((await call(m, 'GET', url(id))).json().data).toMatchObject({ applied: true, appliedAt: expect.any(String) });
    const snap = await snapshot();
    const again = await call(m, 'POST', url(id));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 13, message: '이미 응모한 이벤트예요.' });
    expect(await snapshot()).toEqual(snap);
    // Five at once from a new member: one application, one award.
    const n = await account();
    const race = await Promise.all(Array.from({ length: 5 }, () => call(n, 'POST', url(id))));
    expect(race.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(await t.db.select().from(eventApplications).where(eq(eventApplications.userId, n.userId))).toHaveLength(1);
    expect(await entriesOf(n.userId)).toHaveLength(1);
  });

  it('closed and not-yet-open events are 13 with a Korean message, unknown ones 8; nothing written', async () => {
    const m = await account();
    const snap = await snapshot();
    const closed = await eventId('closed');
    const upcoming = await eventId('upcoming');
    const c = await call(m, 'POST', url(closed));
    expect(c.statusCode).toBe(400);
    expect(c.json()).toMatchObject({ code: 13, message: '응모 기간이 끝난 이벤트예요.' });
    expect((await call(m, 'GET', url(closed))).json().data.status).toBe('closed');
    const u = await call(m, 'POST', url(upcoming));
    expect(u.json()).toMatchObject({ code: 13, message: expect.stringContaining('아직 응모 기간이 아니에요') });
    const none = await call(m, 'POST', url(999_999));
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 8, message: '이벤트를 찾을 수 없어요.' });
    for (const bad of ['abc', '0', '99999999999']) expect((await call(m, 'POST', url(bad))).statusCode).toBeLessThan(500);
    await t.db.delete(events).where(eq(events.eventId, closed));
    const after = await snapshot();
    expect(after).toEqual(snap);
  });

  it('who may apply (authorization matrix); refusals write nothing', async () => {
    const id = await eventId('open');
    const owner = await account();
    expect((await call(owner, 'POST', url(id))).statusCode).toBe(200);
    const other = await account();
    expect((await call(other, 'GET', url(id))).json().data.applied).toBe(false);
    const snap = await snapshot();
    expect((await call(undefined, 'POST', url(id))).json().code).toBe(110);
    expect((await call(await account({ newcomer: true }), 'POST', url(id))).json().code).toBe(110);
    expect((await call(await account({ banned: true }), 'POST', url(id))).json().code).toBe(130);
    expect((await call(await account({ withdrawn: true }), 'POST', url(id))).json().code).toBe(110);
    expect(await snapshot()).toEqual(snap);
    expect((await call(other, 'POST', url(id))).statusCode).toBe(200);
  });
});

describe('shop stand-in orders and frequently purchased', () => {
  it('ranks by order count, then the latest order; a member sees only their own', async () => {
    const m = await account();
    const [a, b, c] = (await t.db.select({ no: products.productNo }).from(products).orderBy(asc(products.productNo)).limit(3)).map((r) => r.no);
    for (const productNo of [a, a, a, c, b, b, b]) {
      const res = await call(m, 'POST', '/api/v1/user/shop/order', { productNo, quantity: 1 });
      expect(res.statusCode).toBe(200);
      await new Promise((r) => setTimeout(r, 3)); // distinct orderedAt
    }
    const page = (await call(m, 'GET', '/api/v1/user/frequent-purchased-products')).json().data;
    expect(page.items.map((p: { productNo: number; orderCount: number }) => [p.productNo, p.orderCount])).toEqual([
      [b, 3],
      [a, 3],
      [c, 1],
    ]);
    expect(page).toMatchObject({ total: 3, hasNext: false });
    expect(page.items[0]).toMatchObject({ name: expect.any(String), salePrice: expect.any(Number), lastOrderedAt: expect.any(String) });
    const orders = (await call(m, 'GET', '/api/v1/user/shop/order?size=2')).json().data;
    expect(orders).toMatchObject({ total: 7, hasNext: true });
    expect(orders.items[0].productNo).toBe(b);
    const other = await account();
    expect((await call(other, 'GET', '/api/v1/user/frequent-purchased-products')).json().data).toMatchObject({ items: [], total: 0 });
    expect((await call(other, 'GET', '/api/v1/user/shop/order')).json().data.items).toEqual([]);
  });

  it('seeded members have believable order histories (repeat purchases rank first)', async () => {
    const [top] = (
      (await t.db.execute(
        sql`select o.user_id as id from shop_orders o join users u on u.user_id = o.user_id where u.provider_uid like 'seed:community:%' group by o.user_id order by count(*) desc, o.user_id limit 1`,
      )) as unknown as { rows: Array<{ id: number }> }
    ).rows;
    expect(top).toBeDefined();
    const page = await frequentProducts(t.db, top!.id, 1, 20);
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items[0]!.orderCount).toBeGreaterThanOrEqual(2);
    const counts = page.items.map((p) => p.orderCount);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));
  });

  it('bad orders are 4xx with SPEC codes and write nothing; who may order (matrix)', async () => {
    const m = await account();
    const snap = await snapshot();
    const unknown = await call(m, 'POST', '/api/v1/user/shop/order', { productNo: 999_999, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 8, message: '상품을 찾을 수 없어요.' });
    for (const body of [{}, { productNo: 1, quantity: 0 }, { productNo: 1, quantity: 100 }, { productNo: 'x' }, { productNo: -1 }, []]) {
      const res = await call(m, 'POST', '/api/v1/user/shop/order', body);
      expect(res.statusCode).toBe(400);
      expect([10, 12, 13]).toContain(res.json().code);
    }
    expect((await call(undefined, 'POST', '/api/v1/user/shop/order', { productNo: 1 })).json().code).toBe(110);
    expect((await call(await account({ newcomer: true }), 'POST', '/api/v1/user/shop/order', { productNo: 1 })).json().code).toBe(110);
    expect((await call(await account({ banned: true }), 'POST', '/api/v1/user/shop/order', { productNo: 1 })).json().code).toBe(130);
    expect((await call(await account({ withdrawn: true }), 'POST', '/api/v1/user/shop/order', { productNo: 1 })).json().code).toBe(110);
    expect(await snapshot()).toEqual(snap);
  });
});

describe('adon banner', () => {
  it('only banners whose window holds now, of the placement, in display order', async () => {
    const res = await t.app.inject('/api/v1/display/adon-banner?placement=home');
    expect(res.statusCode).toBe(200);
    const items = res.json().data as Array<{ bannerId: number; title: string }>;
    const now = new Date();
    const expected = await t.db
      .select({ id: adonBanners.bannerId })
      .from(adonBanners)
      .where(and(eq(adonBanners.placement, 'home'), lte(adonBanners.startAt, now), gt(adonBanners.endAt, now)))
      .orderBy(asc(adonBanners.sortOrder), asc(adonBanners.bannerId));
    expect(items.map((b) => b.bannerId)).toEqual(expected.map((e) => e.id));
    expect(items.length).toBeGreaterThanOrEqual(2);
    const all = await t.db.select().from(adonBanners).where(eq(adonBanners.placement, 'home'));
    expect(all.length).toBeGreaterThan(items.length); // an ended and a future one exist and are left out
  });

  it('window edges: shown from startAt (inclusive) until endAt (exclusive); sortOrder orders', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    const end = new Date('2030-01-02T00:00:00Z');
    await t.db.insert(adonBanners).values([
      { placement: 'community', title: '두 번째', imageUrl: '/images/banners/2.svg', linkUrl: '/best', sortOrder: 2, startAt: start, endAt: end },
      { placement: 'community', title: '첫 번째', imageUrl: '/images/banners/1.svg', linkUrl: '/best', sortOrder: 1, startAt: start, endAt: end },
    ]);
    const titles = async (at: Date) => (await currentBanners(t.db, 'community', at)).filter((b) => b.endAt === end.toISOString()).map((b) => b.title);
    expect(await titles(new Date(start.getTime() - 1))).toEqual([]);
    expect(await titles(start)).toEqual(['첫 번째', '두 번째']);
    expect(await titles(new Date(end.getTime() - 1))).toEqual(['첫 번째', '두 번째']);
    expect(await titles(end)).toEqual([]);
  });

  it('a placement that does not exist is a 4xx with a SPEC code', async () => {
    for (const q of ['', '?placement=', '?placement=nope', '?placement=home&placement=my-page']) {
      const res = await t.app.inject(`/api/v1/display/adon-banner${q}`);
      expect(res.statusCode).toBe(400);
      expect([10, 12, 13]).toContain(res.json().code);
    }
  });
});

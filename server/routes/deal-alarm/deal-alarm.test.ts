/**
 * 오픈 알림 on the real app and database (issue 13; docs/decisions/015-open-alarms.md): the state
 * is set and unset, repeats change nothing, only an upcoming deal takes a new 'Y' (13 otherwise,
 * nothing written), unknown deals are 8, bad input is a 4xx with its SPEC §8 code and writes
 * nothing, the authorization matrix (visitor, member, owner, other member, newcomer, banned,
 * withdrawn), the per-member write limit (131), personal answers never cacheable, and
 * takeDueOpenAlarms handing each opened alarm out exactly once.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { dealOpenAlarms, deals } from '@server/db/schema/index.js';
import { setOpenAlarm, takeDueOpenAlarms } from '@server/domain/alarms/open-alarms.service.js';

const WRITE_LIMIT = 25;

const t = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: String(WRITE_LIMIT) }, tokens: testTokens }, 60000);

const account = accountMaker(t, { label: 'open-alarm', nickPrefix: '알림테스트' });

const url = (dealId: number | string) => `/api/v1/user/deal/${dealId}/open-alarm`;
const put = (who: Who | undefined, dealId: number | string, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: url(dealId), headers: who?.headers, payload: payload as object });
const get = (who: Who | undefined, dealId: number | string) => t.app.inject({ url: url(dealId), headers: who?.headers });

/** Every row of the table, in a fixed order: the "nothing written" check. */
const alarmRows = () => t.db.select().from(dealOpenAlarms).orderBy(asc(dealOpenAlarms.userId), asc(dealOpenAlarms.dealId));

async function dealIds(kind: 'upcoming' | 'live' | 'ended'): Promise<number[]> {
  const now = new Date();
  const where =
    kind === 'upcoming'
      ? gt(deals.startAt, new Date(now.getTime() + 60_000))
      : kind === 'live'
        ? and(lte(deals.startAt, now), gt(deals.endAt, new Date(now.getTime() + 60_000)))
        : lte(deals.endAt, now);
  const rows = await t.db.select({ id: deals.dealId }).from(deals).where(where).orderBy(asc(deals.startAt));
  return rows.map((r) => r.id);
}

describe('open alarm state', () => {
  it('Y sets, Y again changes nothing, N unsets, N again changes nothing; GET agrees each time', async () => {
    const m = await account();
    const [dealId] = await dealIds('upcoming');
    expect(dealId).toBeDefined();
    expect((await get(m, dealId!)).json().data).toEqual({ dealId, alarmYN: 'N' });

    const on = await put(m, dealId!, { alarmYN: 'Y' });
    expect(on.statusCode).toBe(200);
    expect(on.headers['cache-control']).toBe('no-store');
    expect(on.json()).toMatchObject({ code: 0, data: { dealId, alarmYN: 'Y' }, toastItems: [{ phrase: '특가가 열리면 알려드릴게요' }] });
    const [row] = await alarmRows();
    expect(row).toMatchObject({ userId: m.userId, dealId, notifiedAt: null });

    const again = await put(m, dealId!, { alarmYN: 'Y' });
    expect(again.json().data).toEqual({ dealId, alarmYN: 'Y' });
    expect(await alarmRows()).toEqual([row]); // same row, same createdAt

    const check = await get(m, dealId!);
    expect(check.statusCode).toBe(200);
    expect(check.headers['cache-control']).toBe('no-store');
    expect(check.json().data).toEqual({ dealId, alarmYN: 'Y' });

    const off = await put(m, dealId!, { alarmYN: 'N' });
    expect(off.json()).toMatchObject({ data: { dealId, alarmYN: 'N' }, toastItems: [{ phrase: '오픈 알림을 취소했어요' }] });
    expect(await alarmRows()).toEqual([]);
    expect((await put(m, dealId!, { alarmYN: 'N' })).json().data).toEqual({ dealId, alarmYN: 'N' });
    expect((await get(m, dealId!)).json().data.alarmYN).toBe('N');
  });

  it('only an upcoming deal takes a new Y: live and ended deals are 13 with a Korean message, nothing written; N is always accepted', async () => {
    const m = await account();
    const [live] = await dealIds('live');
    const [ended] = await dealIds('ended');
    expect(live && ended).toBeTruthy();
    const before = await alarmRows();
    for (const dealId of [live!, ended!]) {
      const res = await put(m, dealId, { alarmYN: 'Y' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 13, data: null });
      expect(res.json().message).toContain('이미 시작된 특가예요');
      expect(await alarmRows()).toEqual(before);
      const off = await put(m, dealId, { alarmYN: 'N' });
      expect(off.statusCode).toBe(200);
      expect(off.json().data).toEqual({ dealId, alarmYN: 'N' });
    }
  });

  it('an unknown deal is 8 (404) for both calls, nothing written', async () => {
    const m = await account();
    const before = await alarmRows();
    for (const res of [await put(m, 999_999, { alarmYN: 'Y' }), await put(m, 999_999, { alarmYN: 'N' }), await get(m, 999_999)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 8, message: '특가 정보를 찾을 수 없어요.' });
    }
    expect(await alarmRows()).toEqual(before);
  });

  it.each([
    ['missing alarmYN', {}],
    ['not Y/N', { alarmYN: 'yes' }],
    ['lower case', { alarmYN: 'y' }],
    ['boolean', { alarmYN: true }],
    ['null', { alarmYN: null }],
    ['array', { alarmYN: ['Y'] }],
    ['a 10,000-character value', { alarmYN: 'Y'.repeat(10_000) }],
    ['not an object', []],
  ])('bad body (%s) → 4xx with a SPEC code, nothing written', async (_label, payload) => {
    const m = await account();
    const [dealId] = await dealIds('upcoming');
    const before = await alarmRows();
    const res = await put(m, dealId!, payload);
    expect(res.statusCode).toBe(400);
    expect([10, 12, 13]).toContain(res.json().code);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(await alarmRows()).toEqual(before);
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648'])('bad deal id %s → 4xx with a SPEC code, nothing written', async (id) => {
    const m = await account();
    const before = await alarmRows();
    for (const res of [await put(m, id, { alarmYN: 'Y' }), await get(m, id)]) {
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect([8, 10, 11, 12, 13]).toContain(res.json().code);
    }
    expect(await alarmRows()).toEqual(before);
  });
});

describe('who may set and see an open alarm (authorization matrix)', () => {
  it('visitor, owner, other member, newcomer, banned, withdrawn', async () => {
    const [dealId] = await dealIds('upcoming');
    const owner = await account();
    expect((await put(owner, dealId!, { alarmYN: 'Y' })).statusCode).toBe(200);
    const ownerRow = (await alarmRows()).filter((r) => r.userId === owner.userId);
    expect(ownerRow).toHaveLength(1);

    // Visitor (no token): 110 on both calls, nothing written.
    let before = await alarmRows();
    for (const res of [await put(undefined, dealId!, { alarmYN: 'Y' }), await put(undefined, dealId!, { alarmYN: 'N' }), await get(undefined, dealId!)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(110);
    }
    expect(await alarmRows()).toEqual(before);

    // Another member sees only their own state and cannot unset the owner's.
    const other = await account();
    expect((await get(other, dealId!)).json().data).toEqual({ dealId, alarmYN: 'N' });
    expect((await put(other, dealId!, { alarmYN: 'N' })).json().data).toEqual({ dealId, alarmYN: 'N' });
    expect((await alarmRows()).filter((r) => r.userId === owner.userId)).toEqual(ownerRow);
    expect((await get(owner, dealId!)).json().data.alarmYN).toBe('Y');
    // Their own Y is theirs: the owner's row is untouched, both wait.
    expect((await put(other, dealId!, { alarmYN: 'Y' })).json().data.alarmYN).toBe('Y');
    expect((await alarmRows()).filter((r) => r.dealId === dealId).map((r) => r.userId)).toEqual([owner.userId, other.userId]);
    expect((await put(other, dealId!, { alarmYN: 'N' })).statusCode).toBe(200);
    expect((await alarmRows()).filter((r) => r.userId === owner.userId)).toEqual(ownerRow);

    // A signed-in account that has not finished sign-up: 110 with the sign-up message, nothing written.
    const newcomer = await account({ newcomer: true });
    before = await alarmRows();
    for (const res of [await put(newcomer, dealId!, { alarmYN: 'Y' }), await get(newcomer, dealId!)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 110, message: '회원가입을 마치면 이용할 수 있어요.' });
    }
    expect(await alarmRows()).toEqual(before);

    // Banned: writes refused with the member's own ban message (130), reading their state is allowed.
    const banned = await account({ banned: true });
    for (const alarmYN of ['Y', 'N']) {
      const res = await put(banned, dealId!, { alarmYN });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 130, message: '운영 정책 위반으로 이용이 제한되었어요.' });
    }
    expect((await get(banned, dealId!)).json().data).toEqual({ dealId, alarmYN: 'N' });
    expect(await alarmRows()).toEqual(before);

    // Withdrawn: the old token counts as none (110) on both calls.
    const withdrawn = await account({ withdrawn: true });
    for (const res of [await put(withdrawn, dealId!, { alarmYN: 'Y' }), await get(withdrawn, dealId!)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(110);
    }
    expect(await alarmRows()).toEqual(before);

    // The owner still holds it, and only the owner can unset it.
    expect((await put(owner, dealId!, { alarmYN: 'N' })).json().data.alarmYN).toBe('N');
    expect((await alarmRows()).filter((r) => r.userId === owner.userId)).toEqual([]);
  });

  it('a token sent from another device is refused (110), nothing written', async () => {
    const [dealId] = await dealIds('upcoming');
    const m = await account();
    const before = await alarmRows();
    const res = await put({ ...m, headers: { ...m.headers, deviceuuid: 'w-someone-else' } }, dealId!, { alarmYN: 'Y' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe(110);
    expect(await alarmRows()).toEqual(before);
  });

  it(`writes are limited per member: over ${WRITE_LIMIT} a minute → 131 (429), nothing written; another member is not affected`, async () => {
    const [dealId] = await dealIds('upcoming');
    const m = await account();
    for (let i = 0; i < WRITE_LIMIT; i++) expect((await put(m, dealId!, { alarmYN: 'N' })).statusCode).toBe(200);
    const before = await alarmRows();
    const over = await put(m, dealId!, { alarmYN: 'Y' });
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(131);
    expect(over.json().message).toMatch(/요청이 너무 많아요/);
    expect(await alarmRows()).toEqual(before);
    // Reads are not limited, and another member writes as usual.
    expect((await get(m, dealId!)).statusCode).toBe(200);
    const other = await account();
    expect((await put(other, dealId!, { alarmYN: 'Y' })).statusCode).toBe(200);
    await put(other, dealId!, { alarmYN: 'N' });
  });
});

describe('takeDueOpenAlarms (for the alarm feature of the member issue)', () => {
  it('marks and returns each alarm whose deal has opened exactly once; waiting ones stay', async () => {
    const [first, second] = await dealIds('upcoming');
    const [a, b] = [await account(), await account()];
    await t.db.delete(dealOpenAlarms);
    for (const who of [a, b]) expect((await put(who, first!, { alarmYN: 'Y' })).statusCode).toBe(200);
    expect((await put(a, second!, { alarmYN: 'Y' })).statusCode).toBe(200);
    const [d1] = await t.db.select().from(deals).where(eq(deals.dealId, first!));
    const [d2] = await t.db.select().from(deals).where(eq(deals.dealId, second!));

    expect(await takeDueOpenAlarms(t.db, new Date())).toEqual([]); // nothing has opened yet
    expect(await takeDueOpenAlarms(t.db, new Date(d1!.startAt.getTime() - 1))).toEqual([]);

    // At the first deal's opening: its two alarms (the second deal opens later, or at the same time).
    const opening = d1!.startAt;
    const expectedFirst = [a, b]
      .map((w) => ({ userId: w.userId, dealId: first!, title: d1!.title, productNo: d1!.productNo, startAt: d1!.startAt, endAt: d1!.endAt }))
      .sort((x, y) => x.userId - y.userId);
    const sameTime = d2!.startAt.getTime() <= opening.getTime();
    const taken = await takeDueOpenAlarms(t.db, opening);
    expect(taken.filter((x) => x.dealId === first)).toEqual(expectedFirst);
    expect(taken.some((x) => x.dealId === second)).toBe(sameTime);
    const rows = await alarmRows();
    for (const r of rows.filter((x) => x.dealId === first)) expect(r.notifiedAt).toEqual(opening);

    // Taken once: a second call (or two at once) hands nothing of it out again.
    const again = await Promise.all([takeDueOpenAlarms(t.db, opening), takeDueOpenAlarms(t.db, opening)]);
    expect(again.flat().filter((x) => x.dealId === first)).toEqual([]);

    // Once delivered, the member's state reads N.
    expect((await get(a, first!)).json().data.alarmYN).toBe('N');

    // The second deal's alarm: taken at its opening, once, even when two callers race.
    const later = new Date(Math.max(d2!.startAt.getTime(), opening.getTime()) + 1000);
    const race = await Promise.all([takeDueOpenAlarms(t.db, later), takeDueOpenAlarms(t.db, later)]);
    expect(race.flat().filter((x) => x.dealId === second)).toHaveLength(sameTime ? 0 : 1);
    const all = await alarmRows();
    expect(all.every((r) => r.notifiedAt !== null)).toBe(true);
    expect(all).toHaveLength(3);
  });

  it('a Y on an alarm already delivered waits anew (a deal whose schedule moved forward again)', async () => {
    const [dealId] = await dealIds('upcoming');
    const m = await account();
    await t.db.delete(dealOpenAlarms);
    expect((await put(m, dealId!, { alarmYN: 'Y' })).statusCode).toBe(200);
    const [deal] = await t.db.select().from(deals).where(eq(deals.dealId, dealId!));
    expect(await takeDueOpenAlarms(t.db, deal!.startAt)).toHaveLength(1);
    // Before its (unchanged) start, as if refreshSchedule had moved it a day forward.
    const before = new Date(deal!.startAt.getTime() - 60_000);
    expect(await setOpenAlarm(t.db, m.userId, dealId!, 'Y', before)).toEqual({ dealId, alarmYN: 'Y' });
    const [row] = await t.db.select().from(dealOpenAlarms).where(eq(dealOpenAlarms.userId, m.userId));
    expect(row).toMatchObject({ notifiedAt: null, createdAt: before });
    expect(await takeDueOpenAlarms(t.db, deal!.startAt)).toEqual([expect.objectContaining({ userId: m.userId, dealId })]);
  });
});

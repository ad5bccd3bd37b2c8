/**
 * Stars reads on the real app and database (issue 16; docs/decisions/026 "Points and levels"):
 * the summary (balance, expiring this KST month with its last day, earned this month) after the
 * ledger's at-read expiry, the history (newest first, filters, labels from the rules, links, cursor
 * pages without repeats, bad input 4xx with its SPEC §8 code), the guide generated from the rules
 * table, the 마이페이지 header, and who may read (visitor, newcomer, withdrawn refused; banned may
 * read; a member only ever sees their own stars; personal answers never cacheable).
 */
import { describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { alarms, shopOrders } from '@server/db/schema/index.js';
import { awardStars, spendStars } from '@server/domain/stars/ledger.js';
import { kstDay, kstMonth, kstMonthStart } from '@server/domain/stars/kst.js';
import { STAR_EXCHANGE, STAR_RULES } from '@server/domain/stars/rules.js';
import { EXCHANGE_TARGET_LABELS } from '@contract/stars-exchange.js';
import { signInMember, accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { STAR_MEMBER_EMAIL, STAR_MEMBER_NICKNAME } from '@server/seed/stars.js';

const t = useTestApp({ tokens: testTokens }, 60000);

/** The first row of a query. */
async function one<T>(q: SQL): Promise<T> {
  return ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;
}
const account = accountMaker(t, { label: 'point', nickPrefix: '별테스트' });

const get = (who: Who | undefined, url: string) => t.app.inject({ url, headers: who?.headers });
const data = async (who: Who, url: string) => {
  const res = await get(who, url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const DAY = 86_400_000;
/** An instant inside the KST month `months` away from now (the 10th, noon KST). */
const inMonth = (months: number) => new Date(kstMonthStart(new Date(), months).getTime() + 9 * DAY + 3 * 3_600_000);

/**
 * A member with: 50 from the game 13 months ago (past its expiry at the start of this month), 100
 * from the game 12 months ago (expires at the end of this month), 1,000 for the app login now, and
 * a spend of 30 now — which first expires the 50, then takes its 30 from the 100 (FIFO by expiry).
 */
async function memberWithStars(): Promise<Who> {
  const m = await account();
  await awardStars(t.db, { userId: m.userId, reason: 'game', amount: 50, reference: 'game:old', idempotencyKey: 'game-13', now: inMonth(-13) });
  await awardStars(t.db, { userId: m.userId, reason: 'game', amount: 100, reference: 'game:older', idempotencyKey: 'game-12', now: inMonth(-12) });
  await awardStars(t.db, { userId: m.userId, reason: 'app-login', idempotencyKey: 'app-login' });
  await spendStars(t.db, { userId: m.userId, amount: 30, reason: 'adjustment', idempotencyKey: 'adj-1' });
  return m;
}

describe('point summary', () => {
  it('a member without stars reads zeros', async () => {
    const m = await account();
    expect(await data(m, '/api/v2/point/summary')).toEqual({
      balance: 0,
      earnedTotal: 0,
      month: kstMonth(new Date()),
      earnedThisMonth: 0,
      expiringThisMonth: { stars: 0, expiresAt: null, lastDay: null },
    });
    expect(await data(m, '/api/v1/point')).toEqual({ balance: 0, earnedTotal: 0 });
  });

  it('expires what is due before answering: a balance row still holding expired stars reads without them', async () => {
    const m = await account();
    await awardStars(t.db, { userId: m.userId, reason: 'game', amount: 40, idempotencyKey: 'old', now: inMonth(-13) });
    const before = await one<{ balance: number }>(sql`select balance from star_balances where user_id = ${m.userId}`);
    expect(Number(before.balance)).toBe(40); // no nightly job ran
    expect((await data(m, '/api/v2/point/summary')).balance).toBe(0);
    const items = (await data(m, '/api/v1/point/history')).items;
    expect(items.map((i: { kind: string; amount: number }) => [i.kind, i.amount])).toEqual([
      ['expire', -40],
      ['earn', 40],
    ]);
  });

  it('shows the balance, the unspent stars expiring this month with their last day, and this month’s earnings', async () => {
    const m = await memberWithStars();
    const s = await data(m, '/api/v2/point/summary');
    const nextMonth = kstMonthStart(new Date(), 1);
    expect(s).toEqual({
      balance: 1070,
      earnedTotal: 1150,
      month: kstMonth(new Date()),
      earnedThisMonth: 1000,
      expiringThisMonth: { stars: 70, expiresAt: nextMonth.toISOString(), lastDay: kstDay(new Date(nextMonth.getTime() - 1)) },
    });
    expect(s.expiringThisMonth.lastDay.slice(0, 7)).toBe(kstMonth(new Date()));
    expect(await data(m, '/api/v1/point')).toEqual({ balance: 1070, earnedTotal: 1150 });
  });
});

describe('point history', () => {
  it('lists every entry newest first with Korean labels and signed amounts; the filters pick earn/refund, spend/exchange, expire', async () => {
    const m = await memberWithStars();
    const all = await data(m, '/api/v1/point/history');
    expect(all.items.map((i: { label: string; amount: number; kind: string }) => [i.kind, i.label, i.amount])).toEqual([
      ['spend', '운영 조정', -30],
      ['expire', '유효기간 만료', -50],
      ['earn', '앱 첫 로그인', 1000],
      ['earn', '오늘의 게임', 100],
      ['earn', '오늘의 게임', 50],
    ]);
    expect(all.nextCursor).toBeNull();
    const ids = all.items.map((i: { entryId: number }) => i.entryId);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
    expect(all.items[2].expiresAt).toBe(kstMonthStart(new Date(), 13).toISOString());
    expect(all.items[0].expiresAt).toBeNull();
    expect(all.items[3].linkPath).toBe('/game');

    const amounts = async (filter: string) => (await data(m, `/api/v1/point/history?filter=${filter}`)).items.map((i: { amount: number }) => i.amount);
    expect(await amounts('earn')).toEqual([1000, 100, 50]);
    expect(await amounts('spend')).toEqual([-30]);
    expect(await amounts('expire')).toEqual([-50]);
  });

  it('cursor pages walk the whole history without repeats or gaps', async () => {
    const m = await memberWithStars();
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: { items: Array<{ entryId: number }>; nextCursor: string | null } = await data(
        m,
        `/api/v1/point/history?size=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((i) => i.entryId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    const all = (await data(m, '/api/v1/point/history')).items.map((i: { entryId: number }) => i.entryId);
    expect(seen).toEqual(all);
  });

  it('links an accepted answer to its question and a survey vote to its survey, as the stars consumer names them', async () => {
    const m = await account();
    const reply = await one<{ reply_id: number; post_id: number }>(
      sql`select r.reply_id, p.post_id from community_replies r join community_posts p on p.post_id = r.post_id where p.community_type = 'qna' and p.status = 'visible' limit 1`,
    );
    const survey = await one<{ post_id: number }>(sql`select post_id from community_posts where community_type = 'survey' and status = 'visible' limit 1`);
    expect(reply && survey).toBeTruthy();
    await awardStars(t.db, {
      userId: m.userId,
      reason: 'answer-accepted',
      reference: `accepted:${reply.reply_id}`,
      idempotencyKey: `accepted:${reply.reply_id}`,
    });
    await awardStars(t.db, { userId: m.userId, reason: 'survey-vote', reference: `vote:${survey.post_id}`, idempotencyKey: `vote:${survey.post_id}` });
    await awardStars(t.db, { userId: m.userId, reason: 'first-reply-of-day', reference: 'reply:999999999', idempotencyKey: 'reply:999999999' });
    const items = (await data(m, '/api/v1/point/history')).items;
    expect(items[2]).toMatchObject({ label: '답변 채택', amount: 50, linkPath: `/community/qna/${reply.post_id}` });
    expect(items[1]).toMatchObject({ label: '설문 참여', linkPath: `/community/survey/${survey.post_id}` });
    expect(items[0]).toMatchObject({ label: '오늘의 첫 댓글', linkPath: null }); // gone: no link
  });

  it('bad input is a 4xx with its SPEC §8 code, never a 500', async () => {
    const m = await memberWithStars();
    for (const [q, code] of [
      ['filter=gift', 12],
      ['size=0', 13],
      ['size=51', 13],
      ['size=abc', 12],
      ['cursor=%21%21', 12],
      [`cursor=${Buffer.from('x12').toString('base64url')}`, 12],
      [`cursor=${Buffer.from('h').toString('base64url')}`, 12],
    ] as const) {
      const res = await get(m, `/api/v1/point/history?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().code, q).toBe(code);
      expect(res.json().message, q).toMatch(/[가-힣]/);
    }
  });
});

describe('point guide', () => {
  it('is generated from the rules table, with what this member earned today per rule', async () => {
    const m = await account();
    await awardStars(t.db, { userId: m.userId, reason: 'survey-vote', idempotencyKey: 'v1' });
    await awardStars(t.db, { userId: m.userId, reason: 'survey-vote', idempotencyKey: 'v2' });
    const g = await data(m, '/api/v2/point/guide');
    expect(g.earn.map((r: { reason: string }) => r.reason)).toEqual(Object.keys(STAR_RULES));
    const login = g.earn.find((r: { reason: string }) => r.reason === 'app-login');
    expect(login).toMatchObject({ label: '앱 첫 로그인', stars: 1000, once: true, dailyTimes: null, maxStars: null, earnedToday: 0 });
    expect(g.earn.find((r: { reason: string }) => r.reason === 'survey-vote')).toMatchObject({ stars: 3, dailyTimes: 3, earnedToday: 6 });
    expect(g.earn.find((r: { reason: string }) => r.reason === 'game')).toMatchObject({ maxStars: 100, dailyTimes: 1 });
    expect(g.exchange).toMatchObject({ minimum: STAR_EXCHANGE.minimum, unit: STAR_EXCHANGE.unit });
    expect(g.exchange.targets.map((x: { target: string; label: string }) => x.label)).toEqual(Object.values(EXCHANGE_TARGET_LABELS));
    expect(g.expiry.description).toContain('12개월');
    expect(g.spend.length).toBeGreaterThan(0);
  });
});

describe('마이페이지 summary', () => {
  it('shows the nickname, balance after expiry, level and counts (unread alarms of the last 90 days only)', async () => {
    const m = await memberWithStars();
    const product = await one<{ product_no: number }>(sql`select product_no from products limit 1`);
    await t.db.insert(shopOrders).values([
      { userId: m.userId, productNo: Number(product.product_no), orderedAt: new Date() },
      { userId: m.userId, productNo: Number(product.product_no), orderedAt: new Date() },
    ]);
    await t.db.insert(alarms).values([
      { userId: m.userId, alarmType: 1, title: '새 댓글', body: '내 글에 댓글이 달렸어요', dedupeKey: 'a1' },
      { userId: m.userId, alarmType: 1, title: '읽은 알림', body: '읽었어요', dedupeKey: 'a2', readAt: new Date() },
      { userId: m.userId, alarmType: 1, title: '오래된 알림', body: '지난 알림', dedupeKey: 'a3', createdAt: new Date(Date.now() - 100 * DAY) },
    ]);
    const s = await data(m, '/api/v1/mypage');
    expect(s).toEqual({
      nickName: m.nickName,
      balance: 1070,
      level: { level: 1, name: '새싹' },
      counts: { posts: 0, replies: 0, orders: 2, unreadAlarms: 1 },
    });
  });
});

describe('who may read', () => {
  const urls = ['/api/v1/mypage', '/api/v1/point', '/api/v2/point/summary', '/api/v1/point/history', '/api/v2/point/guide', '/api/v1/mypage/level'];

  it('visitor 401, newcomer and withdrawn refused, banned member reads; answers are no-store', async () => {
    const newcomer = await account({ newcomer: true });
    const withdrawn = await account({ withdrawn: true });
    const banned = await account({ banned: true });
    await awardStars(t.db, { userId: banned.userId, reason: 'app-login', idempotencyKey: 'app-login' });
    for (const url of urls) {
      const visitor = await get(undefined, url);
      expect(visitor.statusCode, url).toBe(401);
      expect(visitor.json().code, url).toBe(110);
      const nc = await get(newcomer, url);
      expect(nc.statusCode, url).toBe(401);
      expect(nc.json().code, url).toBe(110);
      const wd = await get(withdrawn, url);
      expect(wd.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(wd.statusCode, url).toBeLessThan(500);
      const b = await get(banned, url);
      expect(b.statusCode, url).toBe(200);
      expect(b.headers['cache-control'], url).toBe('no-store');
    }
    expect((await data(banned, '/api/v1/point')).balance).toBe(1000);
  });

  it('a member only ever sees their own stars', async () => {
    const owner = await memberWithStars();
    const other = await account();
    expect((await data(other, '/api/v1/point/history')).items).toEqual([]);
    expect((await data(other, '/api/v2/point/summary')).balance).toBe(0);
    expect((await data(owner, '/api/v2/point/summary')).balance).toBe(1070);
    // Query parameters never choose the member.
    expect((await data(other, `/api/v1/point/history?userId=${owner.userId}`)).items).toEqual([]);
  });
});

describe('the seeded member with stars', () => {
  it('signs in through the stand-in login with its e-mail and reads its seeded history', async () => {
    const s = await signInMember(t.app, { email: STAR_MEMBER_EMAIL, signUp: false });
    const who = {
      userId: s.userId,
      nickName: STAR_MEMBER_NICKNAME,
      deviceUuid: s.deviceUuid,
      headers: { authorization: `Bearer ${s.accessToken}`, deviceuuid: s.deviceUuid },
    };
    const summary = await data(who, '/api/v2/point/summary');
    // 1,333 earned; the 40 from 13 months ago expired at this read.
    expect(summary).toMatchObject({ balance: 1293, earnedTotal: 1333, expiringThisMonth: { stars: 60 } });
    const history = (await data(who, '/api/v1/point/history?size=50')).items;
    expect(history).toHaveLength(13);
    expect(history[0]).toMatchObject({ kind: 'expire', amount: -40 });
    expect((await data(who, '/api/v1/mypage')).nickName).toBe(STAR_MEMBER_NICKNAME);
  });
});

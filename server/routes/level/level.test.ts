/**
 * Member levels (issue 16; docs/decisions/026 "Points and levels"): the level math (all three
 * minimums, cumulative table, progress and what is missing), and on the real app and database the
 * level read — computed from stars earned, visible posts and replies and shop orders; a level
 * passed is stored and 'member.level.up' emitted once (also under concurrent reads); a level never
 * goes down; who may read.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { memberLevels, shopOrders } from '@server/db/schema/index.js';
import { awardStars } from '@server/domain/stars/ledger.js';
import { computeLevel, LEVELS, progressTo, requirementsFor } from '@server/domain/levels/level-rules.js';

describe('level rules', () => {
  const zero = { earnedStars: 0, posts: 0, replies: 0, orders: 0 };
  it('a level needs all three minimums; the table rises in every column', () => {
    expect(computeLevel(zero)).toBe(1);
    expect(computeLevel({ earnedStars: 1000, posts: 2, replies: 1, orders: 0 })).toBe(2);
    expect(computeLevel({ earnedStars: 999, posts: 10, replies: 10, orders: 10 })).toBe(1);
    expect(computeLevel({ earnedStars: 100_000, posts: 0, replies: 2, orders: 100 })).toBe(1);
    expect(computeLevel({ earnedStars: 2500, posts: 10, replies: 5, orders: 1 })).toBe(3);
    expect(computeLevel({ earnedStars: 1e9, posts: 1e6, replies: 0, orders: 1e6 })).toBe(5);
    for (let i = 1; i < LEVELS.length; i++) {
      const [lo, hi] = [LEVELS[i - 1]!, LEVELS[i]!];
      expect(hi.minStars >= lo.minStars && hi.minActivity >= lo.minActivity && hi.minOrders >= lo.minOrders).toBe(true);
      expect(hi.level).toBe(lo.level + 1);
    }
    expect(LEVELS.map((l) => l.name)).toEqual(['새싹', '잎새', '열매', '제철 미식가', '장터 명인']);
  });

  it('progress is the mean of each requirement’s way from this level to the next; missing lines say what is left', () => {
    const [l1, l2, l3] = LEVELS as [(typeof LEVELS)[0], (typeof LEVELS)[0], (typeof LEVELS)[0]];
    // issue 30: nothing earned is 0 % — orders, which 잎새 does not ask for (0 → 0), is no step already taken
    expect(progressTo(zero, l1, l2)).toBe(0);
    expect(progressTo({ earnedStars: 500, posts: 1, replies: 0, orders: 0 }, l1, l2)).toBe(Math.floor(((0.5 + 1 / 3) / 2) * 100));
    expect(progressTo({ earnedStars: 1000, posts: 3, replies: 0, orders: 0 }, l1, l2)).toBe(100);
    expect(progressTo({ earnedStars: 5000, posts: 99, replies: 0, orders: 9 }, l2, l3)).toBe(100);
    const req = requirementsFor({ earnedStars: 1300, posts: 5, replies: 2, orders: 0 }, l3);
    expect(req).toEqual([
      { key: 'stars', label: '모은 별', current: 1300, required: 2500, missing: '별 1,200개 더 모으기' },
      { key: 'activity', label: '글·댓글', current: 7, required: 15, missing: '글이나 댓글 8개 더 쓰기' },
      { key: 'orders', label: '구매', current: 0, required: 1, missing: '1번 더 구매하기' },
    ]);
    expect(requirementsFor({ earnedStars: 3000, posts: 20, replies: 0, orders: 1 }, l3).every((r) => r.missing === null)).toBe(true);
  });
});

const t = useTestApp({ tokens: testTokens }, 60000);

const account = accountMaker(t, { label: 'level', nickPrefix: '등급테스트' });
async function all<T>(q: SQL): Promise<T[]> {
  return ((await t.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const level = async (who: Who) => {
  const res = await t.app.inject({ url: '/api/v1/mypage/level', headers: who.headers });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json().data;
};
const levelUps = (userId: number) =>
  all<{ payload: { userId: number; level: number; levelName: string } }>(
    sql`select payload from domain_events where type = 'member.level.up' and (payload->>'userId')::int = ${userId} order by event_id`,
  );

/** `n` visible replies by `userId` on seeded posts. */
async function writeReplies(userId: number, n: number) {
  const posts = await all<{ post_id: number }>(sql`select post_id from community_posts where status = 'visible' order by post_id limit ${n}`);
  for (const [i, p] of posts.entries())
    await t.db.execute(
      sql`insert into community_replies (post_id, user_id, content, content_hash) values (${p.post_id}, ${userId}, ${`좋은 정보 감사해요 ${i}`}, ${`h-${userId}-${i}`})`,
    );
}
async function order(userId: number, n: number) {
  const [p] = await all<{ product_no: number }>(sql`select product_no from products limit 1`);
  for (let i = 0; i < n; i++) await t.db.insert(shopOrders).values({ userId, productNo: Number(p!.product_no), orderedAt: new Date() });
}

describe('level read', () => {
  it('a new member is 새싹 with progress towards 잎새 and the whole table; nothing stored or emitted', async () => {
    const m = await account();
    const l = await level(m);
    expect(l).toMatchObject({ level: 1, name: '새싹', stats: { earnedStars: 0, posts: 0, replies: 0, orders: 0 } });
    expect(l.next).toMatchObject({ level: 2, name: '잎새', progress: 0 }); // issue 30: it said 33 % with nothing earned
    expect(l.next.requirements.map((r: { missing: string | null }) => r.missing)).toEqual(['별 1,000개 더 모으기', '글이나 댓글 3개 더 쓰기', null]);
    expect(l.levels).toHaveLength(5);
    expect(await t.db.select().from(memberLevels).where(eq(memberLevels.userId, m.userId))).toEqual([]);
    expect(await levelUps(m.userId)).toEqual([]);
  });

  it('passing a level stores it and emits member.level.up once; reads again emit nothing; a jump of two levels is one event', async () => {
    const m = await account();
    await awardStars(t.db, { userId: m.userId, reason: 'app-login', idempotencyKey: 'app-login' });
    await writeReplies(m.userId, 3);
    const l = await level(m);
    expect(l).toMatchObject({ level: 2, name: '잎새', stats: { earnedStars: 1000, replies: 3 }, next: { level: 3, name: '열매' } });
    expect(await levelUps(m.userId)).toEqual([{ payload: { userId: m.userId, level: 2, levelName: '잎새' } }]);
    await level(m);
    await t.app.inject({ url: '/api/v1/mypage', headers: m.headers });
    expect(await levelUps(m.userId)).toHaveLength(1);

    // 열매 and 제철 미식가 at once: 6,000 stars, 50 posts and replies, 5 orders.
    await awardStars(t.db, { userId: m.userId, reason: 'event-apply', amount: 1000, idempotencyKey: 'e1' });
    await awardStars(t.db, { userId: m.userId, reason: 'event-apply', amount: 1000, idempotencyKey: 'e2' });
    await awardStars(t.db, { userId: m.userId, reason: 'event-apply', amount: 1000, idempotencyKey: 'e3' });
    await awardStars(t.db, { userId: m.userId, reason: 'event-apply', amount: 1000, idempotencyKey: 'e4', now: new Date(Date.now() - 86_400_000 * 2) });
    await awardStars(t.db, { userId: m.userId, reason: 'event-apply', amount: 1000, idempotencyKey: 'e5', now: new Date(Date.now() - 86_400_000 * 2) });
    await writeReplies(m.userId, 47);
    await order(m.userId, 5);
    // Concurrent reads: exactly one of them announces the new level.
    const answers = await Promise.all([level(m), level(m), level(m), level(m)]);
    expect(answers.map((a) => a.level)).toEqual([4, 4, 4, 4]);
    expect((await levelUps(m.userId)).map((e) => e.payload.level)).toEqual([2, 4]);
    expect(await t.db.select({ level: memberLevels.level }).from(memberLevels).where(eq(memberLevels.userId, m.userId))).toEqual([{ level: 4 }]);
  });

  it('a level once reached never goes down (deleted replies); progress then counts from that level', async () => {
    const m = await account();
    await awardStars(t.db, { userId: m.userId, reason: 'app-login', idempotencyKey: 'app-login' });
    await writeReplies(m.userId, 3);
    expect((await level(m)).level).toBe(2);
    await t.db.execute(sql`update community_replies set status = 'deleted' where user_id = ${m.userId}`);
    const l = await level(m);
    expect(l).toMatchObject({ level: 2, name: '잎새', stats: { replies: 0 }, next: { level: 3 } });
    expect(await levelUps(m.userId)).toHaveLength(1);
  });

  it('visitor and newcomer are 110, withdrawn refused', async () => {
    expect((await t.app.inject({ url: '/api/v1/mypage/level' })).json().code).toBe(110);
    const nc = await account({ newcomer: true });
    expect((await t.app.inject({ url: '/api/v1/mypage/level', headers: nc.headers })).json().code).toBe(110);
    const wd = await account({ withdrawn: true });
    const res = await t.app.inject({ url: '/api/v1/mypage/level', headers: wd.headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});

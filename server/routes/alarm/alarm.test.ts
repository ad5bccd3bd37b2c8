/**
 * Alarms (issue 16; docs/decisions/026 "## Alarms"): the 'alarms' consumer turns each outbox event
 * (a reply, an accepted answer, a like milestone — made through the real community calls — a star
 * exchange, a level up) into exactly one alarm, replays make none; 오픈 알림 and the newest notice
 * become alarms; count, list (filter, cursor pages, 90 days), read one, read all; the 90-day
 * purge; pushes only to opted-in native devices; the authorization matrix with "nothing written";
 * bad input is a 4xx with its SPEC §8 code.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { fixturePost } from '@tests/setup/community-fixtures.js';
import { alarms, dealOpenAlarms, deals, devices } from '@server/db/schema/index.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import { createAlarm, purgeAlarms, RecordingPushSender, runAlarmJobs } from '@server/domain/alarms/alarms.js';
import { ALARM_TYPE } from '@contract/alarms.js';

const t = useTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, tokens: testTokens }, 60000);

const account = accountMaker(t, { label: 'alarm', nickPrefix: '알림회원', signedUpDaysAgo: 10 });

const call = (who: Who | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
const mine = (userId: number) => t.db.select().from(alarms).where(eq(alarms.userId, userId)).orderBy(asc(alarms.alarmId));
const allRows = () => t.db.select().from(alarms).orderBy(asc(alarms.alarmId));
const push = new RecordingPushSender();
const run = () => runAlarmJobs(t.db, { push });

describe('the alarms consumer', () => {
  it('turns a reply, an accepted answer and a like milestone (real community calls) into one alarm each, linked to the post', async () => {
    const asker = await account({ nickName: '사과농부' });
    const answerer = await account({ nickName: '귤사랑' });
    const { postId } = await fixturePost(t.db, { type: 'qna', userId: asker.userId, title: '청송 사과 고르는 법이 궁금해요' });
    const created = await call(answerer, 'POST', `/api/v1/community/qna/${postId}/reply`, { content: '꼭지가 마르지 않고 단단한 걸 고르세요.' });
    expect(created.statusCode, created.body).toBe(200);
    const replyId = created.json().data.replyId as number;
    const accepted = await call(asker, 'PUT', `/api/v1/community/qna/${postId}/accept/${replyId}`);
    expect(accepted.statusCode, accepted.body).toBe(200);

    // Like milestone: the post sits at 9 likes; one more like reaches 10.
    const { postId: boardPost } = await fixturePost(t.db, { type: 'dashboard', userId: answerer.userId, title: '제철 귤 자랑해요' });
    await t.db.execute(sql`update community_posts set like_count = 9 where post_id = ${boardPost}`);
    const liked = await call(asker, 'PUT', `/api/v1/community/dashboard/${boardPost}/like`, { likeYN: 'Y' });
    expect(liked.statusCode, liked.body).toBe(200);
    expect(liked.json().data.likeCount).toBe(10);

    const r = await run();
    expect(r.events).toBeGreaterThanOrEqual(3);
    const askerAlarms = await mine(asker.userId);
    expect(askerAlarms).toHaveLength(1);
    expect(askerAlarms[0]).toMatchObject({
      alarmType: ALARM_TYPE.community,
      title: '내 질문에 답변이 달렸어요',
      linkPath: `/community/qna/${postId}`,
      dedupeKey: `reply:${replyId}`,
    });
    expect(askerAlarms[0]!.body).toBe("귤사랑님이 '청송 사과 고르는 법이 궁금해요'에 답변을 남겼어요: “꼭지가 마르지 않고 단단한 걸 고르세요.”");
    const answererAlarms = await mine(answerer.userId);
    expect(answererAlarms.map((a) => [a.alarmType, a.title, a.linkPath])).toEqual([
      [ALARM_TYPE.accepted, '내 답변이 채택됐어요', `/community/qna/${postId}`],
      [ALARM_TYPE.community, '좋아요 10개를 받았어요', `/community/board-detail/${boardPost}`],
    ]);
    expect(answererAlarms[1]!.body).toBe("내 글 '제철 귤 자랑해요'가 좋아요 10개를 받았어요. 축하해요!");

    // Replays: a second run finds nothing; even with the receipts gone, the dedupe keys hold.
    const before = await allRows();
    expect((await run()).created).toBe(0);
    await t.db.execute(sql`delete from domain_event_receipts where consumer = 'alarms'`);
    const again = await run();
    expect(again.events).toBeGreaterThanOrEqual(3);
    expect(again.created).toBe(0);
    expect(await allRows()).toEqual(before);

    // Unlike and like again: the count passes 10 once more, the milestone is not told twice.
    await call(asker, 'PUT', `/api/v1/community/dashboard/${boardPost}/like`, { likeYN: 'N' });
    await call(asker, 'PUT', `/api/v1/community/dashboard/${boardPost}/like`, { likeYN: 'Y' });
    await run();
    expect(await mine(answerer.userId)).toHaveLength(2);
  });

  it('a survey reply tells the survey author; an exchange and a level up tell the member, with the right particle', async () => {
    const author = await account();
    const other = await account({ nickName: '한라봉' });
    const { postId } = await fixturePost(t.db, { type: 'survey', userId: author.userId, title: '올겨울 최고의 귤은?' });
    const res = await call(other, 'POST', `/api/v1/community/survey/${postId}/reply`, { content: '저는 천혜향이요!' });
    expect(res.statusCode, res.body).toBe(200);
    await t.db.transaction(async (tx) => {
      await emitDomainEvent(tx, 'member.exchange.completed', { userId: author.userId, exchangeId: 77, stars: 1200, target: 'shop-point' });
      await emitDomainEvent(tx, 'member.level.up', { userId: author.userId, level: 2, levelName: '새싹' });
      await emitDomainEvent(tx, 'member.level.up', { userId: other.userId, level: 3, levelName: '열매' });
    });
    await run();
    const a = await mine(author.userId);
    expect(a.map((x) => [x.alarmType, x.title, x.body, x.linkPath])).toEqual([
      [
        ALARM_TYPE.community,
        '내 설문에 댓글이 달렸어요',
        "한라봉님이 '올겨울 최고의 귤은?'에 댓글을 남겼어요: “저는 천혜향이요!”",
        `/community/survey/${postId}`,
      ],
      [ALARM_TYPE.stars, '별 교환이 완료됐어요', '별 1,200개 교환이 끝났어요. 쇼핑몰에서 바로 쓸 수 있어요.', '/my-page/point'],
      [ALARM_TYPE.level, '등급이 올랐어요', '축하해요! 새싹으로 올랐어요. 새 등급의 혜택을 확인해 보세요.', '/my-page/my-level'],
    ]);
    expect((await mine(other.userId)).map((x) => x.body)).toEqual(['축하해요! 열매로 올랐어요. 새 등급의 혜택을 확인해 보세요.']);
  });

  it('오픈 알림: a deal that opened becomes one alarm of type 5 for the member who asked; an ended deal is not told', async () => {
    const member = await account();
    const now = new Date();
    const [live] = await t.db
      .select({ dealId: deals.dealId })
      .from(deals)
      .where(and(lte(deals.startAt, now), gt(deals.endAt, new Date(now.getTime() + 3_600_000))))
      .limit(1);
    const [ended] = await t.db.select({ dealId: deals.dealId }).from(deals).where(lte(deals.endAt, now)).limit(1);
    await t.db
      .insert(dealOpenAlarms)
      .values([{ userId: member.userId, dealId: live!.dealId }, ...(ended ? [{ userId: member.userId, dealId: ended.dealId }] : [])]);
    await run();
    const got = await mine(member.userId);
    expect(got.map((a) => [a.alarmType, a.title, a.linkPath])).toEqual([[ALARM_TYPE.openDeal, '기다리던 특가가 열렸어요', `/deal/${live!.dealId}`]]);
    // Taken once: the rows are marked, a second run makes nothing.
    await run();
    expect(await mine(member.userId)).toHaveLength(1);
  });
});

describe('pushes', () => {
  it('go to opted-in native devices only; pushed_at marks them; others stay in-app only', async () => {
    const on = await account();
    const off = await account();
    const browser = await account();
    await t.db.insert(devices).values([
      { deviceUuid: 'app-on-1', userId: on.userId, deviceType: 1003, pushYN: 'Y' },
      { deviceUuid: 'app-off-1', userId: off.userId, deviceType: 1003, pushYN: 'N' },
      { deviceUuid: 'web-on-1', userId: browser.userId, deviceType: 1002, pushYN: 'Y' },
    ]);
    await t.db.transaction(async (tx) => {
      for (const who of [on, off, browser]) await emitDomainEvent(tx, 'member.level.up', { userId: who.userId, level: 2, levelName: '새싹' });
    });
    const sent = push.sent.length;
    const r = await run();
    expect(r.pushed).toBe(1);
    expect(push.sent.slice(sent)).toEqual([
      expect.objectContaining({ deviceUuid: 'app-on-1', userId: on.userId, title: '등급이 올랐어요', linkPath: '/my-page/my-level' }),
    ]);
    expect((await mine(on.userId))[0]!.pushedAt).not.toBeNull();
    expect((await mine(off.userId))[0]!.pushedAt).toBeNull();
    expect((await mine(browser.userId))[0]!.pushedAt).toBeNull();
  });
});

describe('count, list, read', () => {
  async function seedAlarms(who: Who) {
    const at = (minsAgo: number) => new Date(Date.now() - minsAgo * 60_000);
    for (let i = 0; i < 5; i++)
      await createAlarm(t.db, {
        userId: who.userId,
        alarmType: i % 2 ? ALARM_TYPE.accepted : ALARM_TYPE.community,
        title: `알림 ${i}`,
        body: `본문 ${i}`,
        linkPath: `/community/qna/${i + 1}`,
        dedupeKey: `test:${i}`,
        createdAt: at(10 - i),
      });
    // Beyond the window: never counted or listed, purged.
    await createAlarm(t.db, {
      userId: who.userId,
      alarmType: 1,
      title: '오래된 알림',
      body: '91일 전',
      linkPath: null,
      dedupeKey: 'old',
      createdAt: at(91 * 1440),
    });
    await createAlarm(t.db, {
      userId: who.userId,
      alarmType: 1,
      title: '89일 전 알림',
      body: '남아요',
      linkPath: null,
      dedupeKey: 'kept',
      createdAt: at(89 * 1440),
    });
  }

  it('counts unread (the newest notice included), lists newest first with a filter and cursor pages, reads one and all', async () => {
    const me = await account();
    await seedAlarms(me);
    // The newest notice of the last 30 days becomes my alarm on the first count (once).
    const count = await call(me, 'GET', '/api/v1/alarm/count');
    expect(count.statusCode).toBe(200);
    expect(count.headers['cache-control']).toBe('no-store');
    expect(count.json().data).toEqual({ unreadCount: 7 });
    expect((await call(me, 'GET', '/api/v1/alarm/count')).json().data.unreadCount).toBe(7);
    const notice = (await mine(me.userId)).filter((a) => a.alarmType === ALARM_TYPE.notice);
    expect(notice).toHaveLength(1);
    expect(notice[0]!.linkPath).toMatch(/^\/notice\/\d+$/);
    // never the 비공개 draft or the 예약됨 notice of the admin preview (decision 032): only what the public can open
    const { draft, scheduled } = t.summary.previews.notice;
    expect([`/notice/${draft}`, `/notice/${scheduled}`]).not.toContain(notice[0]!.linkPath);
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/display/notice/${notice[0]!.linkPath!.split('/').pop()}` })).statusCode).toBe(200);

    const first = (await call(me, 'GET', '/api/v1/alarm?size=3')).json().data;
    expect(first.items).toHaveLength(3);
    expect(first.items[0].title).toBe('알림 4');
    expect(first.items.every((a: { readYN: string }) => a.readYN === 'N')).toBe(true);
    const rest: Array<{ title: string }> = [];
    let cursor: string | null = first.nextCursor;
    while (cursor) {
      const page = (await call(me, 'GET', `/api/v1/alarm?size=3&cursor=${cursor}`)).json().data;
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    const titles = [...first.items, ...rest].map((a: { title: string }) => a.title);
    expect(titles).toHaveLength(7);
    expect(new Set(titles).size).toBe(7);
    expect(titles).not.toContain('오래된 알림');
    expect(titles[titles.length - 1]).toBe('89일 전 알림');

    const accepted = (await call(me, 'GET', `/api/v1/alarm?alarmType=${ALARM_TYPE.accepted}`)).json().data;
    expect(accepted.items.map((a: { title: string }) => a.title)).toEqual(['알림 3', '알림 1']);
    expect((await call(me, 'GET', '/api/v1/alarm?alarmType=4')).json().data).toEqual({ items: [], nextCursor: null });

    // Read one: count drops; again → the same answer.
    const one = accepted.items[0].alarmId as number;
    const read = await call(me, 'PUT', `/api/v1/alarm/${one}/read`);
    expect(read.json().data).toEqual({ alarmId: one, readYN: 'Y', unreadCount: 6 });
    expect((await call(me, 'PUT', `/api/v1/alarm/${one}/read`)).json().data.unreadCount).toBe(6);
    expect((await call(me, 'GET', `/api/v1/alarm?alarmType=${ALARM_TYPE.accepted}`)).json().data.items[0].readYN).toBe('Y');

    // Read all of one type, then everything.
    expect((await call(me, 'PUT', '/api/v1/alarm/read', { alarmType: ALARM_TYPE.accepted })).json().data).toEqual({ updated: 1, unreadCount: 5 });
    expect((await call(me, 'PUT', '/api/v1/alarm/read', {})).json().data).toEqual({ updated: 5, unreadCount: 0 });
    expect((await call(me, 'GET', '/api/v1/alarm/count')).json().data.unreadCount).toBe(0);
  });

  it('the 90-day purge deletes only older alarms', async () => {
    const me = await account();
    await seedAlarms(me);
    const n = await purgeAlarms(t.db);
    expect(n).toBeGreaterThanOrEqual(1);
    const left = (await mine(me.userId)).map((a) => a.title);
    expect(left).not.toContain('오래된 알림');
    expect(left).toContain('89일 전 알림');
  });

  it('bad input is a 4xx with its SPEC §8 code, nothing written', async () => {
    const me = await account();
    const before = await allRows();
    const cases: Array<[string, 'GET' | 'PUT', object | undefined, number]> = [
      ['/api/v1/alarm?alarmType=9', 'GET', undefined, 400],
      ['/api/v1/alarm?alarmType=abc', 'GET', undefined, 400],
      ['/api/v1/alarm?size=0', 'GET', undefined, 400],
      ['/api/v1/alarm?size=51', 'GET', undefined, 400],
      ['/api/v1/alarm?cursor=abc', 'GET', undefined, 400],
      ['/api/v1/alarm/abc/read', 'PUT', undefined, 400],
      ['/api/v1/alarm/99999999999/read', 'PUT', undefined, 400],
      ['/api/v1/alarm/read', 'PUT', { alarmType: 0 }, 400],
      ['/api/v1/alarm/read', 'PUT', { alarmType: '가' }, 400],
    ];
    for (const [url, method, payload, status] of cases) {
      const res = await call(me, method, url, payload);
      expect(res.statusCode, `${url} ${res.body}`).toBe(status);
      expect([10, 12, 13], url).toContain(res.json().code);
      expect(res.json().message, url).toMatch(/[가-힣]/);
    }
    expect(await allRows()).toEqual(before);
  });
});

describe('who may count, list and read alarms (authorization matrix)', () => {
  it('visitor, owner, other member, newcomer, banned, withdrawn', async () => {
    const owner = await account();
    const id = (await createAlarm(t.db, {
      userId: owner.userId,
      alarmType: 2,
      title: '내 답변이 채택됐어요',
      body: '본문',
      linkPath: '/community/qna/1',
      dedupeKey: 'matrix',
    }))!;
    await call(owner, 'GET', '/api/v1/alarm/count'); // the notice alarm is made on the owner's first read, not during the checks below
    const reads = ['/api/v1/alarm/count', '/api/v1/alarm'];
    const writes: Array<[string, object | undefined]> = [
      [`/api/v1/alarm/${id}/read`, undefined],
      ['/api/v1/alarm/read', {}],
    ];
    let before: Awaited<ReturnType<typeof allRows>>;

    // Visitor, newcomer (sign-up not finished), withdrawn: 110 on every call, nothing written.
    for (const who of [undefined, await account({ newcomer: true }), await account({ withdrawn: true })]) {
      before = await allRows();
      for (const url of reads) expect((await call(who, 'GET', url)).json().code, url).toBe(110);
      for (const [url, body] of writes) {
        const res = await call(who, 'PUT', url, body);
        expect(res.statusCode, url).toBe(401);
        expect(res.json().code).toBe(110);
      }
      expect(await allRows()).toEqual(before);
    }

    // Another member: cannot read the owner's alarm (8), nothing written; their read-all touches only theirs.
    const other = await account();
    await call(other, 'GET', '/api/v1/alarm/count');
    before = await allRows();
    const res = await call(other, 'PUT', `/api/v1/alarm/${id}/read`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 8, message: '알림을 찾을 수 없어요.' });
    expect(await allRows()).toEqual(before);
    expect((await call(other, 'GET', '/api/v1/alarm')).json().data.items.map((a: { alarmId: number }) => a.alarmId)).not.toContain(id);
    await call(other, 'PUT', '/api/v1/alarm/read', {});
    expect((await mine(owner.userId)).find((a) => a.alarmId === id)!.readAt).toBeNull();

    // Banned: their own inbox stays readable and markable (decision 026); others' alarms still 8.
    const banned = await account({ banned: true });
    const bannedAlarm = (await createAlarm(t.db, {
      userId: banned.userId,
      alarmType: 4,
      title: '등급이 올랐어요',
      body: '본문',
      linkPath: null,
      dedupeKey: 'b',
    }))!;
    expect((await call(banned, 'GET', '/api/v1/alarm/count')).statusCode).toBe(200);
    expect((await call(banned, 'PUT', `/api/v1/alarm/${bannedAlarm}/read`)).statusCode).toBe(200);
    before = await allRows();
    expect((await call(banned, 'PUT', `/api/v1/alarm/${id}/read`)).json().code).toBe(8);
    expect(await allRows()).toEqual(before);

    // The owner reads it.
    const own = await call(owner, 'PUT', `/api/v1/alarm/${id}/read`);
    expect(own.json().data).toMatchObject({ alarmId: id, readYN: 'Y' });
    expect((await mine(owner.userId)).find((a) => a.alarmId === id)!.readAt).not.toBeNull();
  });
});

/**
 * Stars earned by community activity and the app login (issue 16; docs/decisions/026 "## Ledger"):
 * the member's own write answers with the award's toast (SPEC §3 pointPhrase) the first time in a
 * KST day and only then; an accepted answer awards the answerer; each event awards once however
 * often the consumer runs; the KST day of the event counts, not of the run; withdrawn members get
 * nothing; the app login reward once per member from the app only; the ops command.
 */
import { describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { postForm, signInMember, accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { starEntries, users } from '@server/db/schema/index.js';
import { emitDomainEvent } from '@server/domain/events/domain-events.js';
import { starsCommand, USAGE } from '@scripts/stars.js';
import { shopRewards } from '@server/stand-ins/shop/rewards.js';
import { consumeStarEvents, startStarsWorker } from './consumer.js';
import { awardStars, starBalance } from './ledger.js';
import { agreedConsentForm } from '@server/stand-ins/idp/consent-form.js';

const t = useTestApp({ products: 40, env: { AUTH_RATE_LIMIT_PER_MINUTE: '200' }, tokens: testTokens }, 90_000);

const account = accountMaker(t, { label: 'stars-consumer', nickPrefix: '별벌이', signedUpDaysAgo: 3 });
const call = (method: 'POST' | 'PUT', url: string, who: Who, payload?: object) => t.app.inject({ method, url, headers: who.headers, payload });
const earned = (userId: number) =>
  t.db
    .select({ reason: starEntries.reason, amount: starEntries.amount, key: starEntries.idempotencyKey })
    .from(starEntries)
    .where(and(eq(starEntries.userId, userId), eq(starEntries.kind, 'earn')))
    .orderBy(starEntries.entryId);
/** Let the community's gap rules pass (30 s between posts, 5 s between replies) without waiting. */
async function ageWrites(userId: number) {
  await t.db.execute(sql`update community_posts set created_at = created_at - interval '1 hour' where user_id = ${userId}`);
  await t.db.execute(sql`update community_replies set created_at = created_at - interval '1 hour' where user_id = ${userId}`);
}

const post = (who: Who, title: string) =>
  call('POST', '/api/v1/community/dashboard', who, { boardCode: 'recipe', title, content: `${title} — 제철 재료로 만든 오늘의 요리 이야기예요.` });

describe('community activity earns stars, with the toast on the member’s own answer', () => {
  it('first post and first reply of the KST day: stars and toast once; the second gets neither', async () => {
    const m = await account();
    const first = await post(m, '봄나물 비빔밥');
    expect(first.statusCode).toBe(200);
    expect(first.json().toastItems).toEqual([
      { phrase: '게시글을 올렸어요' },
      { icon: '⭐', startPhrase: '오늘의 첫 글 보상으로 ', pointPhrase: '별 10개', endPhrase: '를 받았어요' },
    ]);
    await ageWrites(m.userId);
    const second = await post(m, '달래 된장찌개');
    expect(second.statusCode).toBe(200);
    expect(second.json().toastItems).toEqual([{ phrase: '게시글을 올렸어요' }]);

    const postId = first.json().data.postId as number;
    const reply1 = await call('POST', `/api/v1/community/dashboard/${postId}/reply`, m, { content: '저도 해 먹어 봤어요!' });
    expect(reply1.statusCode).toBe(200);
    expect(reply1.json().toastItems).toContainEqual({ icon: '⭐', startPhrase: '오늘의 첫 댓글 보상으로 ', pointPhrase: '별 5개', endPhrase: '를 받았어요' });
    await ageWrites(m.userId);
    const reply2 = await call('POST', `/api/v1/community/dashboard/${postId}/reply`, m, { content: '한 번 더 남겨요' });
    expect(reply2.statusCode).toBe(200);
    expect(reply2.json().toastItems.some((x: { pointPhrase?: string }) => x.pointPhrase)).toBe(false);

    expect((await earned(m.userId)).map((e) => [e.reason, e.amount, e.key])).toEqual([
      ['first-post-of-day', 10, `post:${postId}`],
      ['first-reply-of-day', 5, `reply:${reply1.json().data.replyId}`],
    ]);
    expect((await starBalance(t.db, m.userId)).balance).toBe(15);
  });

  it('a reply with an Idempotency-Key replayed: one award, the toast on both answers', async () => {
    const m = await account();
    const author = await account();
    const { postId } = (await post(author, '냉이 손질법')).json().data as { postId: number };
    const headers = { ...m.headers, 'idempotency-key': 'stars-reply-key-1' };
    const send = () =>
      t.app.inject({ method: 'POST', url: `/api/v1/community/dashboard/${postId}/reply`, headers, payload: { content: '감사해요, 따라 해 볼게요' } });
    const a = await send();
    const b = await send();
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect(a.json().toastItems).toContainEqual(expect.objectContaining({ pointPhrase: '별 5개' }));
    expect(await earned(m.userId)).toHaveLength(1);
  });

  it('an accepted answer awards the answerer (not the asker), once', async () => {
    const asker = await account();
    const answerer = await account();
    const q = await call('POST', '/api/v1/community/qna', asker, { title: '두릅 데치는 시간', content: '두릅은 몇 분 데치면 좋을까요? 알려 주세요.' });
    const questionId = q.json().data.postId as number;
    const answer = await call('POST', `/api/v1/community/qna/${questionId}/reply`, answerer, { content: '끓는 물에 1분이면 충분해요.' });
    const replyId = answer.json().data.replyId as number;
    const accepted = await call('PUT', `/api/v1/community/qna/${questionId}/accept/${replyId}`, asker);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().toastItems).toEqual([{ phrase: '답변을 채택했어요' }]);
    expect((await earned(answerer.userId)).map((e) => [e.reason, e.amount])).toEqual([
      ['first-reply-of-day', 5],
      ['answer-accepted', 50],
    ]);
    expect((await earned(asker.userId)).map((e) => e.reason)).toEqual(['first-post-of-day']);
    expect(await consumeStarEvents(t.db)).toBe(0);
    expect(await earned(answerer.userId)).toHaveLength(2);
  });

  it('a survey vote earns stars; the day of the event counts; withdrawn members get nothing; each event once', async () => {
    const voter = await account();
    const yesterday = new Date(Date.now() - 86_400_000);
    // An event written yesterday and consumed today is yesterday's first post, alongside today's.
    await awardStars(t.db, { userId: voter.userId, reason: 'first-post-of-day', idempotencyKey: 'today-post', now: new Date() });
    const eventId = await emitDomainEvent(t.db, 'community.post.created', { postId: 999_001, communityType: 'dashboard', userId: voter.userId });
    await t.db.execute(sql`update domain_events set created_at = ${yesterday.toISOString()} where event_id = ${eventId}`);
    await emitDomainEvent(t.db, 'community.survey.voted', { postId: 999_002, optionId: 1, userId: voter.userId });
    const gone = await account();
    await emitDomainEvent(t.db, 'community.reply.written', { postId: 1, replyId: 999_003, communityType: 'dashboard', userId: gone.userId });
    await t.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.userId, gone.userId));
    expect(await consumeStarEvents(t.db)).toBe(3);
    expect(await consumeStarEvents(t.db)).toBe(0);
    expect((await earned(voter.userId)).map((e) => [e.reason, e.key])).toEqual([
      ['first-post-of-day', 'today-post'],
      ['first-post-of-day', 'post:999001'],
      ['survey-vote', 'vote:999002'],
    ]);
    expect(await earned(gone.userId)).toEqual([]);
  });
});

describe('the stars worker', () => {
  it('awards pending events on its own, without warnings, until stopped', async () => {
    const m = await account();
    await emitDomainEvent(t.db, 'community.survey.voted', { postId: 999_200, optionId: 1, userId: m.userId });
    const warnings: unknown[] = [];
    const worker = startStarsWorker(t.db, shopRewards, { warn: (obj) => warnings.push(obj) }, 30);
    try {
      await vi.waitFor(async () => expect((await earned(m.userId)).map((e) => e.key)).toEqual(['vote:999200']), { timeout: 5000, interval: 50 });
    } finally {
      await worker.stop();
    }
    expect(warnings).toEqual([]);
  });
});

describe('app login reward (SPEC §9)', () => {
  const APP_UA = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36 JecheolApp/2.21.0';
  /** A sign-in the way the app (or a browser) sends it, for an e-mail that already signed up. */
  async function signIn(email: string, deviceUuid: string, deviceType: number, ua?: string) {
    const form = new URLSearchParams(agreedConsentForm({ redirectUri: 'http://localhost/login-landing', email }));
    const consent = await postForm(t.app, '/idp/naver/oauth2.0/authorize', form);
    const code = new URL(String(consent.headers.location)).searchParams.get('code');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social/signin-and-up',
      headers: { deviceuuid: deviceUuid, ...(ua ? { 'user-agent': ua } : {}) },
      payload: { channelType: 1001, redirectUri: 'http://localhost/login-landing', state: 's1', deviceType, token: code },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { toastItems: unknown[] };
  }

  it('1,000 stars once, from the app only (deviceType 1003 and the app’s user-agent), with the toast', async () => {
    const email = 'app-member@example.com';
    const m = await signInMember(t.app, { email, nickName: '앱회원', deviceUuid: 'w-app-login-1' });
    expect((await signIn(email, m.deviceUuid, 1002, APP_UA)).toastItems).toEqual([]);
    expect((await signIn(email, m.deviceUuid, 1003)).toastItems).toEqual([]);
    expect(await earned(m.userId)).toEqual([]);

    expect((await signIn(email, 'a-app-device-1', 1003, APP_UA)).toastItems).toEqual([
      { icon: '⭐', startPhrase: '앱 첫 로그인 보상으로 ', pointPhrase: '별 1,000개', endPhrase: '를 받았어요' },
    ]);
    expect((await signIn(email, 'a-app-device-2', 1003, APP_UA)).toastItems).toEqual([]);
    expect((await earned(m.userId)).map((e) => [e.reason, e.amount, e.key])).toEqual([['app-login', 1000, 'app-login']]);
  });

  it('once per person: withdrawing and signing up again with the same identity earns nothing (issue 29); another person still earns it', async () => {
    const email = 'app-twice@example.com';
    const first = await signInMember(t.app, { email, nickName: '앱두번', deviceUuid: 'w-app-twice-1' });
    expect((await signIn(email, 'a-app-twice-1', 1003, APP_UA)).toastItems).toHaveLength(1);
    expect((await earned(first.userId)).map((e) => e.amount)).toEqual([1000]);
    const left = await t.app.inject({
      method: 'DELETE',
      url: '/api/v2/auth/social/withdrawal',
      headers: { authorization: `Bearer ${first.accessToken}`, deviceuuid: first.deviceUuid },
      payload: { reason: '다시 가입해 볼게요' },
    });
    expect(left.statusCode).toBe(200);
    const again = await signInMember(t.app, { email, nickName: '앱두번다시', deviceUuid: 'w-app-twice-2' });
    expect(again.userId).not.toBe(first.userId);
    expect((await signIn(email, 'a-app-twice-2', 1003, APP_UA)).toastItems).toEqual([]);
    expect(await earned(again.userId)).toEqual([]);
    expect((await starBalance(t.db, again.userId)).balance).toBe(0);
    const other = await signInMember(t.app, { email: 'app-other-person@example.com', nickName: '앱다른사람', deviceUuid: 'w-app-other' });
    expect((await signIn('app-other-person@example.com', 'a-app-other', 1003, APP_UA)).toastItems).toHaveLength(1);
    expect((await earned(other.userId)).map((e) => e.amount)).toEqual([1000]);
  });
});

describe('npm run stars', () => {
  it('consume, expire, check (exit 1 on a broken balance), auto-exchange; bad usage is 2', async () => {
    expect(await starsCommand(t.db, [])).toEqual({ code: 2, out: USAGE });
    expect(await starsCommand(t.db, ['nope'])).toEqual({ code: 2, out: USAGE });
    const m = await account();
    await emitDomainEvent(t.db, 'community.survey.voted', { postId: 999_100, optionId: 1, userId: m.userId });
    expect((await starsCommand(t.db, ['consume'])).out).toMatch(/^커뮤니티 이벤트 1건을 처리했어요/);
    // The seeded star member (server/seed/stars.ts) may carry earnings already past their expiry: the first run takes them, a second finds none.
    expect((await starsCommand(t.db, ['expire'])).out).toMatch(/^유효기간이 지난 별 \d+건을 소멸 처리했어요\.$/);
    expect(await starsCommand(t.db, ['expire'])).toEqual({ code: 0, out: '유효기간이 지난 별 0건을 소멸 처리했어요.' });
    expect((await starsCommand(t.db, ['expire'], new Date(Date.now() + 800 * 86_400_000))).out).toMatch(/별 [1-9]\d*건을 소멸/);
    expect(await starsCommand(t.db, ['check'])).toEqual({ code: 0, out: '모든 회원의 별 잔액이 내역 합계와 맞아요.' });
    expect(await starsCommand(t.db, ['auto-exchange'])).toEqual({ code: 0, out: '자동 교환 0건을 처리했어요.' });
    // A balance moved behind the ledger's back is found.
    await awardStars(t.db, { userId: m.userId, reason: 'game', amount: 40, idempotencyKey: 'cli-game' });
    await t.db.execute(sql`update star_balances set balance = balance + 7 where user_id = ${m.userId}`);
    const check = await starsCommand(t.db, ['check']);
    expect(check.code).toBe(1);
    expect(check.out).toContain(`회원 ${m.userId}: balance 47 ≠ Σ entries 40`);
    await t.db.execute(sql`update star_balances set balance = balance - 7 where user_id = ${m.userId}`);
  });
});

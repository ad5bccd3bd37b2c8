/**
 * Community reactions on the real app and database (issue 15; docs/decisions/018-community-reactions.md):
 * likes and clippings (states, idempotent, Idempotency-Key replays, counters equal rows under
 * concurrency), reply likes, reports (one per member, never one's own, weighed by the reporter's
 * trust and record and hidden exactly at the weight threshold — issue 29, docs/decisions/038 —
 * daily limit), hidden content as its author sees it and the one review request, surveys (create
 * rules, cursor lists, results hidden while open, one vote per member under concurrency, delete
 * own), view counts (once per viewer and KST day; issue 29's pumping cases are in
 * community-views.test.ts), shares (SPEC §5: both fields), bad input (4xx with a SPEC §8 code, nothing written) and
 * the authorization matrix of every write (visitor, member, owner, other member, newcomer, banned,
 * withdrawn) with row counts proving refused calls wrote nothing.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens, type Who } from '@tests/setup/members.js';
import { fixtureAuthor, fixturePost, fixtureReply, makeTrusted } from '@tests/setup/community-fixtures.js';
import { invalidateBannedWords } from '@server/domain/moderation/banned-words.js';
import {
  bannedWords,
  communityClippings,
  communityPostLikes,
  communityPosts,
  communityReplies,
  communityReplyLikes,
  communityReports,
  communityReviewRequests,
  communityShares,
  communityViews,
  idempotencyKeys,
  surveyOptions,
  surveyVotes,
} from '@server/db/schema/index.js';
import { countView, kstDay, percents, REPORT_DAILY_MAX } from '@server/domain/community/community-react.service.js';
import { moderationQueue, resolveReports } from '@server/domain/community/community-review.service.js';
import { ACCURACY_MIN_RESOLVED, HIDE_THRESHOLD, TRUST_LEVELS } from '@server/domain/moderation/flag-weights.js';

const t = useTestApp({ products: 100, env: { AUTH_RATE_LIMIT_PER_MINUTE: '100000' }, tokens: testTokens }, 60000);

const account = accountMaker(t, { label: 'react', nickPrefix: '반응' });
/** A member of two days (not in the first-day sandbox: any number of links). */
const settledAccount = accountMaker(t, { label: 'react-settled', nickPrefix: '정착', signedUpDaysAgo: 2 });

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Who | Record<string, string>, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: who && 'headers' in who ? (who.headers as Record<string, string>) : (who as Record<string, string> | undefined),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** Rows of every table these calls write, and the counters they move: the "nothing written" check. */
async function snapshot() {
  const n = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  const [counters] = await t.db
    .select({
      likes: sql<number>`sum(like_count)::int`,
      clips: sql<number>`sum(clip_count)::int`,
      views: sql<number>`sum(view_count)::int`,
      reports: sql<number>`sum(report_count)::int`,
      hidden: sql<number>`count(*) filter (where status <> 'visible')::int`,
    })
    .from(communityPosts);
  const [replyCounters] = await t.db
    .select({
      likes: sql<number>`sum(like_count)::int`,
      reports: sql<number>`sum(report_count)::int`,
      hidden: sql<number>`count(*) filter (where status <> 'visible')::int`,
    })
    .from(communityReplies);
  const [votes] = await t.db.select({ n: sql<number>`sum(vote_count)::int` }).from(surveyOptions);
  return {
    posts: await n(communityPosts),
    postLikes: await n(communityPostLikes),
    replyLikes: await n(communityReplyLikes),
    clippings: await n(communityClippings),
    reports: await n(communityReports),
    reviewRequests: await n(communityReviewRequests),
    options: await n(surveyOptions),
    votes: await n(surveyVotes),
    views: await n(communityViews),
    shares: await n(communityShares),
    keys: await n(idempotencyKeys),
    counters,
    replyCounters,
    voteCount: votes!.n,
  };
}

const likeUrl = (type: string, id: number) => `/api/v1/community/${type}/${id}/like`;
const clipUrl = (type: string, id: number) => `/api/v1/community/${type}/${id}/clipping`;
const replyLikeUrl = (type: string, id: number, replyId: number) => `/api/v1/community/${type}/${id}/reply/${replyId}/like`;
const ahead = (ms: number) => new Date(Date.now() + ms).toISOString();
const HOUR = 3600_000;
const DAY = 24 * HOUR;

async function postCounters(postId: number) {
  const [p] = await t.db.select().from(communityPosts).where(eq(communityPosts.postId, postId));
  return p!;
}

const accuse = (who: Who | undefined, body: unknown) => call('POST', '/api/v1/community/accuse', who, body);
/** A member at trust level `level` (makeTrusted: the age, writing and likes the level asks; issue 29). */
async function trusted(level: 0 | 1 | 2 | 3) {
  const m = await account();
  await makeTrusted(t.db, m.userId, level);
  return m;
}
const reportsOn = (targetType: 'post' | 'reply', targetId: number) =>
  t.db
    .select()
    .from(communityReports)
    .where(and(eq(communityReports.targetType, targetType), eq(communityReports.targetId, targetId)))
    .orderBy(communityReports.reportId);

describe('likes and clippings of posts', () => {
  it.each(['dashboard', 'qna', 'survey'] as const)('%s: Y sets, Y again changes nothing, N unsets; the counter follows the rows', async (type) => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type, userId: author });
    const m = await account();
    const on = await call('PUT', likeUrl(type, postId), m, { likeYN: 'Y' });
    expect(on.statusCode).toBe(200);
    expect(on.headers['cache-control']).toBe('no-store');
    expect(on.json()).toMatchObject({ code: 0, data: { postId, likeYN: 'Y', likeCount: 1 } });
    const again = await call('PUT', likeUrl(type, postId), m, { likeYN: 'Y' });
    expect(again.json().data).toEqual({ postId, likeYN: 'Y', likeCount: 1 });
    expect((await postCounters(postId)).likeCount).toBe(1);
    const off = await call('PUT', likeUrl(type, postId), m, { likeYN: 'N' });
    expect(off.json().data).toEqual({ postId, likeYN: 'N', likeCount: 0 });
    expect((await call('PUT', likeUrl(type, postId), m, { likeYN: 'N' })).json().data.likeCount).toBe(0);

    const clip = await call('PUT', clipUrl(type, postId), m, { clippingYN: 'Y' });
    expect(clip.json()).toMatchObject({ data: { postId, clippingYN: 'Y', clipCount: 1 }, toastItems: [{ phrase: '스크랩했어요' }] });
    expect((await call('PUT', clipUrl(type, postId), m, { clippingYN: 'Y' })).json().data.clipCount).toBe(1);
    const unclip = await call('PUT', clipUrl(type, postId), m, { clippingYN: 'N' });
    expect(unclip.json()).toMatchObject({ data: { clippingYN: 'N', clipCount: 0 }, toastItems: [{ phrase: '스크랩을 취소했어요' }] });
    const rows = await t.db.select().from(communityClippings).where(eq(communityClippings.postId, postId));
    expect(rows).toEqual([]);
  });

  it('the path must match the post kind, and deleted, hidden or unknown posts are 8 with nothing written', async () => {
    const author = await fixtureAuthor(t.db);
    const qna = await fixturePost(t.db, { type: 'qna', userId: author });
    const deleted = await fixturePost(t.db, { type: 'dashboard', userId: author, status: 'deleted' });
    const hidden = await fixturePost(t.db, { type: 'dashboard', userId: author, status: 'hidden' });
    const m = await account();
    const before = await snapshot();
    for (const [url, body] of [
      [likeUrl('dashboard', qna.postId), { likeYN: 'Y' }],
      [clipUrl('survey', qna.postId), { clippingYN: 'Y' }],
      [likeUrl('dashboard', deleted.postId), { likeYN: 'Y' }],
      [clipUrl('dashboard', hidden.postId), { clippingYN: 'Y' }],
      [likeUrl('qna', 999_999), { likeYN: 'Y' }],
    ] as const) {
      const res = await call('PUT', url, m, body);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code).toBe(8);
      expect(res.json().message).toMatch(/찾을 수 없어요|검토 중인 글이에요/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('the same Idempotency-Key replays the first answer and applies nothing; reused on another call it is 12', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const other = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const m = await account();
    const headers = { ...m.headers, 'idempotency-key': 'offline-like-0001' };
    const first = await call('PUT', likeUrl('dashboard', postId), headers, { likeYN: 'Y' });
    expect(first.json().data).toEqual({ postId, likeYN: 'Y', likeCount: 1 });
    // Meanwhile the member unlikes it online; the queued write replays: the first answer, nothing applied.
    await call('PUT', likeUrl('dashboard', postId), m, { likeYN: 'N' });
    const replay = await call('PUT', likeUrl('dashboard', postId), headers, { likeYN: 'Y' });
    expect(replay.json()).toEqual(first.json());
    expect((await postCounters(postId)).likeCount).toBe(0);
    const reused = await call('PUT', likeUrl('dashboard', other.postId), headers, { likeYN: 'Y' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe(12);
    expect((await postCounters(other.postId)).likeCount).toBe(0);
  });

  it('own post: a like is refused (13), a clipping is fine', async () => {
    const m = await account();
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: m.userId });
    const before = await snapshot();
    const res = await call('PUT', likeUrl('dashboard', postId), m, { likeYN: 'Y' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 13, message: '내 글에는 좋아요를 누를 수 없어요.' });
    expect(await snapshot()).toEqual(before);
    expect((await call('PUT', clipUrl('dashboard', postId), m, { clippingYN: 'Y' })).json().data.clipCount).toBe(1);
  });

  it('concurrent likes from many members: likeCount equals the rows, then concurrent unlikes too', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const members = await Promise.all(Array.from({ length: 16 }, () => account()));
    // Every member twice at once (a double tap), plus clippings.
    const answers = await Promise.all(
      members.flatMap((m) => [
        call('PUT', likeUrl('dashboard', postId), m, { likeYN: 'Y' }),
        call('PUT', likeUrl('dashboard', postId), m, { likeYN: 'Y' }),
        call('PUT', clipUrl('dashboard', postId), m, { clippingYN: 'Y' }),
      ]),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = async () => (await t.db.select({ n: count() }).from(communityPostLikes).where(eq(communityPostLikes.postId, postId)))[0]!.n;
    expect(await rows()).toBe(16);
    expect((await postCounters(postId)).likeCount).toBe(16);
    expect((await postCounters(postId)).clipCount).toBe(16);
    await Promise.all(members.slice(0, 10).map((m) => call('PUT', likeUrl('dashboard', postId), m, { likeYN: 'N' })));
    expect(await rows()).toBe(6);
    expect((await postCounters(postId)).likeCount).toBe(6);
  });
});

describe('likes of replies', () => {
  it('Y/N with the counter on the reply; a reply of another post, a deleted reply, one’s own reply are refused', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'qna', userId: author });
    const elsewhere = await fixturePost(t.db, { type: 'qna', userId: author });
    const replyId = await fixtureReply(t.db, postId, author);
    const deletedReply = await fixtureReply(t.db, postId, author, 'deleted');
    const m = await account();
    const own = await fixtureReply(t.db, postId, m.userId);
    const on = await call('PUT', replyLikeUrl('qna', postId, replyId), m, { likeYN: 'Y' });
    expect(on.json().data).toEqual({ postId, replyId, likeYN: 'Y', likeCount: 1 });
    expect((await call('PUT', replyLikeUrl('qna', postId, replyId), m, { likeYN: 'Y' })).json().data.likeCount).toBe(1);
    expect((await call('PUT', replyLikeUrl('qna', postId, replyId), m, { likeYN: 'N' })).json().data.likeCount).toBe(0);
    const before = await snapshot();
    for (const [url, code] of [
      [replyLikeUrl('qna', elsewhere.postId, replyId), 8],
      [replyLikeUrl('dashboard', postId, replyId), 8],
      [replyLikeUrl('qna', postId, deletedReply), 8],
      [replyLikeUrl('qna', postId, 999_999), 8],
      [replyLikeUrl('qna', postId, own), 13],
    ] as const) {
      const res = await call('PUT', url, m, { likeYN: 'Y' });
      expect(res.json().code, url).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('my reactions (personal read)', () => {
  it('answers the member’s own like and clipping per post and like per reply, in the order asked; never cached', async () => {
    const author = await fixtureAuthor(t.db);
    const a = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const b = await fixturePost(t.db, { type: 'qna', userId: author });
    const replyId = await fixtureReply(t.db, b.postId, author);
    const m = await account();
    const other = await account();
    await call('PUT', likeUrl('dashboard', a.postId), m, { likeYN: 'Y' });
    await call('PUT', clipUrl('qna', b.postId), m, { clippingYN: 'Y' });
    await call('PUT', replyLikeUrl('qna', b.postId, replyId), m, { likeYN: 'Y' });
    await call('PUT', likeUrl('qna', b.postId), other, { likeYN: 'Y' });
    const url = `/api/v1/community/my/reactions?postIds=${b.postId},${a.postId},999999,${a.postId}&replyIds=${replyId}`;
    const res = await call('GET', url, m);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({
      posts: [
        { postId: b.postId, likeYN: 'N', clippingYN: 'Y' },
        { postId: a.postId, likeYN: 'Y', clippingYN: 'N' },
        { postId: 999999, likeYN: 'N', clippingYN: 'N' },
      ],
      replies: [{ replyId, likeYN: 'Y' }],
    });
    expect((await call('GET', url, other)).json().data.posts[0]).toEqual({ postId: b.postId, likeYN: 'Y', clippingYN: 'N' });
    expect((await call('GET', url, { deviceuuid: 'w-visitor' })).json().code).toBe(110);
    for (const q of ['', 'postIds=', 'postIds=a', 'postIds=0', `postIds=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'replyIds=1,,2']) {
      const bad = await call('GET', `/api/v1/community/my/reactions?${q}`, m);
      expect(bad.statusCode, q).toBe(400);
      expect([10, 12, 13]).toContain(bad.json().code);
    }
  });
});

describe('reports', () => {
  it('three brand-new accounts cannot hide a post (issue 29): each report is filed, the post stays visible and readable', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const fresh = [await account(), await account(), await account()];
    for (const m of fresh) {
      const res = await accuse(m, { targetType: 'post', targetId: postId, reasonCode: 'spam' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.hidden).toBe(false);
    }
    expect(await postCounters(postId)).toMatchObject({ status: 'visible', reportCount: 3 });
    const detail = await call('GET', `/api/v1/community/dashboard/${postId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data.status).toBe('visible');
  });

  it(`brand-new accounts' reports weigh 0 (${TRUST_LEVELS[0]!.name}) and wait in the moderation queue; ten of them hide nothing`, async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const fresh = await Promise.all(Array.from({ length: 10 }, () => account()));
    const answers = await Promise.all(fresh.map((m) => accuse(m, { targetType: 'post', targetId: postId, reasonCode: 'abuse' })));
    expect(answers.map((r) => [r.statusCode, r.json().data?.hidden])).toEqual(Array(10).fill([200, false]));
    expect((await reportsOn('post', postId)).map((r) => [r.weight, r.trustLevel])).toEqual(Array(10).fill([0, 0]));
    const queued = (await moderationQueue(t.db)).find((q) => q.targetType === 'post' && q.targetId === postId);
    expect(queued).toMatchObject({ status: 'visible', weight: 0 });
    expect(queued!.reports).toHaveLength(10);
  });

  it(`two trusted members (${TRUST_LEVELS[3]!.name}, ${TRUST_LEVELS[3]!.weight} each) hide a post; three ${TRUST_LEVELS[2]!.name} too; two ${TRUST_LEVELS[2]!.name} do not (threshold ${HIDE_THRESHOLD})`, async () => {
    const author = await fixtureAuthor(t.db);
    const two = (await fixturePost(t.db, { type: 'dashboard', userId: author })).postId;
    const three = (await fixturePost(t.db, { type: 'qna', userId: author })).postId;
    const [t1, t2] = [await trusted(3), await trusted(3)];
    expect((await accuse(t1, { targetType: 'post', targetId: two, reasonCode: 'spam' })).json().data.hidden).toBe(false);
    expect((await accuse(t2, { targetType: 'post', targetId: two, reasonCode: 'spam' })).json().data.hidden).toBe(true);
    expect((await reportsOn('post', two)).map((r) => [r.trustLevel, r.weight])).toEqual([
      [3, 3],
      [3, 3],
    ]);
    expect((await postCounters(two)).status).toBe('hidden');
    const active = [await trusted(2), await trusted(2), await trusted(2)];
    const hidden = [];
    for (const m of active) hidden.push((await accuse(m, { targetType: 'post', targetId: three, reasonCode: 'flooding' })).json().data.hidden);
    expect(hidden).toEqual([false, false, true]);
    // A 회원 (level 1) weighs 1: with two 활동 회원 (4) it is 5, still under the threshold.
    const other = (await fixturePost(t.db, { type: 'dashboard', userId: author })).postId;
    for (const m of [active[0]!, active[1]!, await trusted(1)])
      expect((await accuse(m, { targetType: 'post', targetId: other, reasonCode: 'spam' })).json().data.hidden).toBe(false);
    expect((await reportsOn('post', other)).map((r) => r.weight)).toEqual([2, 2, 1]);
  });

  it('a member whose reports were dismissed weighs less; one whose reports were upheld weighs more (issue 29: accuracy)', async () => {
    const author = await fixtureAuthor(t.db);
    const [careless, careful, plain] = [await trusted(3), await trusted(2), await trusted(3)];
    // Each files three reports that moderators decide: the careless one's dismissed, the careful one's upheld.
    for (const [m, resolution] of [
      [careless, 'restored'],
      [careful, 'removed'],
    ] as const)
      for (let i = 0; i < ACCURACY_MIN_RESOLVED; i++) {
        const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
        expect((await accuse(m, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).statusCode).toBe(200);
        expect(await resolveReports(t.db, 'post', postId, resolution, new Date())).toBe(1);
      }
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    expect((await accuse(careless, { targetType: 'post', targetId: postId, reasonCode: 'abuse' })).json().data.hidden).toBe(false);
    expect((await accuse(plain, { targetType: 'post', targetId: postId, reasonCode: 'abuse' })).json().data.hidden).toBe(false);
    // 신뢰 회원 with every report dismissed: 3 × 0.25; with a plain 신뢰 회원 (3) still under 6 — two plain ones would hide it.
    expect((await reportsOn('post', postId)).map((r) => r.weight)).toEqual([0.75, 3]);
    expect((await postCounters(postId)).status).toBe('visible');
    // 활동 회원 with every report upheld: 2 × 1.5 = 3; with the others' 3.75 it reaches 6.
    expect((await accuse(careful, { targetType: 'post', targetId: postId, reasonCode: 'abuse' })).json().data.hidden).toBe(true);
    expect((await reportsOn('post', postId)).map((r) => r.weight)).toEqual([0.75, 3, 3]);
  });

  it('a reporter banned or withdrawn after reporting counts nothing any more; banned and withdrawn members cannot report (130, 110)', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const [gone, banned, a, b] = [await trusted(3), await trusted(3), await trusted(3), await trusted(3)];
    expect((await accuse(gone, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).json().data.hidden).toBe(false);
    await t.db.execute(sql`update users set withdrawn_at = now() where user_id = ${gone.userId}`);
    // 3 (withdrawn: 0) + 3: not hidden, where two 신뢰 회원 would have hidden it.
    expect((await accuse(banned, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).json().data.hidden).toBe(false);
    await t.db.execute(sql`update users set is_banned = true where user_id = ${banned.userId}`);
    expect((await accuse(a, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).json().data.hidden).toBe(false);
    expect((await postCounters(postId)).status).toBe('visible');
    expect((await accuse(b, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).json().data.hidden).toBe(true);
    // The queue shows both gone reports as counting nothing.
    const queued = (await moderationQueue(t.db)).find((q) => q.targetType === 'post' && q.targetId === postId)!;
    expect(queued).toMatchObject({ status: 'hidden', weight: 6 });
    expect(queued.reports.map((r) => r.counts)).toEqual([false, false, true, true]);
    // The banned member is refused at the door now (130), the withdrawn one's token is dead (110).
    const next = (await fixturePost(t.db, { type: 'dashboard', userId: author })).postId;
    expect((await accuse(banned, { targetType: 'post', targetId: next, reasonCode: 'spam' })).json().code).toBe(130);
    expect((await accuse(gone, { targetType: 'post', targetId: next, reasonCode: 'spam' })).json().code).toBe(110);
  });

  it('trusted members hide the target exactly at the threshold, in the same call; the ops command restores it', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const [a, b, c, d] = [await trusted(2), await trusted(2), await trusted(2), await trusted(2)];
    const first = await accuse(a, { targetType: 'post', targetId: postId, reasonCode: 'spam' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      data: { targetType: 'post', targetId: postId, hidden: false },
      toastItems: [{ phrase: '신고가 접수되었어요. 검토 후 조치할게요.' }],
    });
    expect((await accuse(b, { targetType: 'post', targetId: postId, reasonCode: 'abuse' })).json().data.hidden).toBe(false);
    expect((await postCounters(postId)).status).toBe('visible');
    // The second report of the same member: refused, nothing written, still not hidden.
    const twice = await accuse(b, { targetType: 'post', targetId: postId, reasonCode: 'spam' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ code: 13, message: '이미 신고한 글이에요.' });
    expect(await postCounters(postId)).toMatchObject({ status: 'visible', reportCount: 2 });
    const third = await accuse(c, { targetType: 'post', targetId: postId, reasonCode: 'etc', memo: '같은 글을 계속 올려요' });
    expect(third.json().data.hidden).toBe(true);
    expect(await postCounters(postId)).toMatchObject({ status: 'hidden', reportCount: 3 });
    // Hidden: gone for everyone, a fourth report is 8.
    expect((await accuse(d, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).json().code).toBe(8);
    expect((await call('PUT', likeUrl('dashboard', postId), d, { likeYN: 'Y' })).json().code).toBe(8);
    expect(await resolveReports(t.db, 'post', postId, 'restored', new Date())).toBe(3);
    expect((await postCounters(postId)).status).toBe('visible');
    expect((await reportsOn('post', postId)).map((r) => r.resolution)).toEqual(['restored', 'restored', 'restored']);
  });

  it('concurrent reports of many trusted members hide the target once, with reportCount equal to the rows', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'qna', userId: author });
    const members = [];
    for (let i = 0; i < 6; i++) members.push(await trusted(2));
    const answers = await Promise.all(members.map((m) => accuse(m, { targetType: 'post', targetId: postId, reasonCode: 'flooding' })));
    const ok = answers.filter((r) => r.statusCode === 200);
    // Once hidden, later reports answer 8: exactly three (2 + 2 + 2) got in, and exactly one of them hid it.
    expect(ok).toHaveLength(3);
    expect(ok.filter((r) => r.json().data.hidden)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).every((r) => r.json().code === 8)).toBe(true);
    expect(await postCounters(postId)).toMatchObject({ status: 'hidden', reportCount: 3 });
  });

  it(`30 reports of one member sent at once on 30 posts: exactly the daily cap (${REPORT_DAILY_MAX}) is filed, the rest are 131 and write nothing (issue 29)`, async () => {
    const author = await fixtureAuthor(t.db);
    const posts = [];
    for (let i = 0; i < 30; i++) posts.push((await fixturePost(t.db, { type: 'dashboard', userId: author })).postId);
    const m = await trusted(3);
    const answers = await Promise.all(posts.map((postId) => accuse(m, { targetType: 'post', targetId: postId, reasonCode: 'spam' })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(REPORT_DAILY_MAX);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => r.json().code)).toEqual(Array(30 - REPORT_DAILY_MAX).fill(131));
    const rows = await t.db.select().from(communityReports).where(eq(communityReports.userId, m.userId));
    expect(rows).toHaveLength(REPORT_DAILY_MAX);
    // Every filed report carries the member's weight at that moment (신뢰 회원: 3).
    expect(new Set(rows.map((r) => r.weight))).toEqual(new Set([3]));
    // Each filed report moved its own post's count, and only those.
    const counts = await Promise.all(posts.map(async (postId) => (await postCounters(postId)).reportCount));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(REPORT_DAILY_MAX);
  });

  it('replies are reported the same way; one’s own content cannot be reported', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const m = await account();
    const replyId = await fixtureReply(t.db, postId, author);
    const ownPost = await fixturePost(t.db, { type: 'dashboard', userId: m.userId });
    const ownReply = await fixtureReply(t.db, postId, m.userId);
    expect((await accuse(m, { targetType: 'reply', targetId: replyId, reasonCode: 'privacy' })).statusCode).toBe(200);
    expect((await accuse(m, { targetType: 'reply', targetId: replyId, reasonCode: 'privacy' })).json().message).toBe('이미 신고한 댓글이에요.');
    const before = await snapshot();
    const own = await accuse(m, { targetType: 'post', targetId: ownPost.postId, reasonCode: 'spam' });
    expect(own.json()).toMatchObject({ code: 13, message: '내가 쓴 글은 신고할 수 없어요.' });
    expect((await accuse(m, { targetType: 'reply', targetId: ownReply, reasonCode: 'spam' })).json()).toMatchObject({
      code: 13,
      message: '내가 쓴 댓글은 신고할 수 없어요.',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('bad reports are 4xx with a SPEC code and write nothing: etc without a memo (10), long memo (13), unknown reason (12), unknown target (8)', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const m = await account();
    const before = await snapshot();
    for (const [body, code] of [
      [{ targetType: 'post', targetId: postId, reasonCode: 'etc' }, 10],
      [{ targetType: 'post', targetId: postId, reasonCode: 'etc', memo: '   ' }, 10],
      [{ targetType: 'post', targetId: postId, reasonCode: 'etc', memo: '가'.repeat(201) }, 13],
      [{ targetType: 'post', targetId: postId, reasonCode: 'boring' }, 12],
      [{ targetType: 'user', targetId: postId, reasonCode: 'spam' }, 12],
      [{ targetType: 'post', reasonCode: 'spam' }, 10],
      [{ targetType: 'post', targetId: '1', reasonCode: 'spam' }, 12],
      [{ targetType: 'post', targetId: 0, reasonCode: 'spam' }, 13],
      [{ targetType: 'post', targetId: postId, reasonCode: 'spam', memo: 'a\u0000b' }, 12],
      [{ targetType: 'post', targetId: 999_999, reasonCode: 'spam' }, 8],
      [{ targetType: 'reply', targetId: 999_999, reasonCode: 'spam' }, 8],
    ] as const) {
      const res = await accuse(m, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it(`at most ${REPORT_DAILY_MAX} reports a day per member (131), counted from the rows`, async () => {
    const author = await fixtureAuthor(t.db);
    const m = await account();
    const targets = await Promise.all(Array.from({ length: REPORT_DAILY_MAX + 1 }, () => fixturePost(t.db, { type: 'dashboard', userId: author })));
    // Yesterday's reports do not count.
    await t.db
      .insert(communityReports)
      .values({ userId: m.userId, targetType: 'reply', targetId: 424242, reasonCode: 'spam', createdAt: new Date(Date.now() - 25 * HOUR) });
    for (const { postId } of targets.slice(0, REPORT_DAILY_MAX))
      expect((await accuse(m, { targetType: 'post', targetId: postId, reasonCode: 'spam' })).statusCode).toBe(200);
    const before = await snapshot();
    const over = await accuse(m, { targetType: 'post', targetId: targets[REPORT_DAILY_MAX]!.postId, reasonCode: 'spam' });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 131, message: `신고는 하루 ${REPORT_DAILY_MAX}번까지 할 수 있어요. 내일 다시 시도해 주세요.` });
    expect(await snapshot()).toEqual(before);
  });
});

describe('hidden content: its author sees it with a notice and may ask for review once (issue 29)', () => {
  const review = (who: Who | Record<string, string> | undefined, body: unknown, headers: Record<string, string> = {}) =>
    call('POST', '/api/v1/community/review-request', who && 'headers' in who ? { ...(who.headers as Record<string, string>), ...headers } : who, body);
  const myHidden = (who: Who | Record<string, string> | undefined, postId: number | string) => call('GET', `/api/v1/community/my/hidden?postId=${postId}`, who);
  /** Two 신뢰 회원 report the target: hidden. */
  async function hide(targetType: 'post' | 'reply', targetId: number) {
    for (const m of [await trusted(3), await trusted(3)]) expect((await accuse(m, { targetType, targetId, reasonCode: 'abuse' })).statusCode).toBe(200);
  }
  const requestRows = async (targetType: string, targetId: number) =>
    t.db
      .select()
      .from(communityReviewRequests)
      .where(and(eq(communityReviewRequests.targetType, targetType), eq(communityReviewRequests.targetId, targetId)));

  it('the author reads their hidden post with the notice; the public detail stays 8 for everyone, the author too; others see nothing of it', async () => {
    const [author, other] = [await account(), await account()];
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author.userId, title: '제 글이에요' });
    await hide('post', postId);
    for (const who of [undefined, other, author]) {
      const detail = await call('GET', `/api/v1/community/dashboard/${postId}`, who);
      expect(detail.statusCode).toBe(404);
      expect(detail.json()).toMatchObject({ code: 8, message: '신고가 접수되어 검토 중인 글이에요.' });
    }
    const mine = await myHidden(author, postId);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().data).toMatchObject({
      post: {
        postId,
        communityType: 'dashboard',
        title: '제 글이에요',
        review: 'available',
        notice: '신고가 접수되어 다른 회원에게는 보이지 않아요. 검토를 요청할 수 있어요.',
      },
      replies: [],
    });
    expect((await myHidden(other, postId)).json().data).toEqual({ post: null, replies: [] });
    expect((await myHidden(undefined, postId)).json().code).toBe(110);
    expect((await myHidden(author, 999_999)).json().code).toBe(8);
    expect((await myHidden(author, 'abc')).json().code).toBe(12);
  });

  it('the author asks for review once: a second request is 13, a replayed Idempotency-Key answers the first, the queue lists it, a decision closes it', async () => {
    const author = await account();
    const { postId } = await fixturePost(t.db, { type: 'qna', userId: author.userId, title: '귤 싸게 드려요' });
    await hide('post', postId);
    const first = await review(author, { targetType: 'post', targetId: postId }, { 'idempotency-key': 'review-key-0001' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { targetType: 'post', targetId: postId, postId },
      toastItems: [{ phrase: '검토를 요청했어요. 운영자가 확인할게요.' }],
    });
    // The same key again (an offline retry): the first answer, nothing new.
    const replay = await review(author, { targetType: 'post', targetId: postId }, { 'idempotency-key': 'review-key-0001' });
    expect(replay.json()).toEqual(first.json());
    const before = await snapshot();
    const again = await review(author, { targetType: 'post', targetId: postId });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 13, message: '이미 검토를 요청한 글이에요.' });
    expect(await snapshot()).toEqual(before);
    expect(await requestRows('post', postId)).toHaveLength(1);
    expect((await myHidden(author, postId)).json().data.post).toMatchObject({
      review: 'requested',
      notice: '검토를 요청했어요. 검토가 끝날 때까지 다른 회원에게는 보이지 않아요.',
    });
    const queued = (await moderationQueue(t.db)).find((q) => q.targetType === 'post' && q.targetId === postId)!;
    expect(queued.reviewRequestedAt).toBeInstanceOf(Date);
    // The moderator keeps it hidden: the request is closed with the reports, and cannot be made again.
    expect(await resolveReports(t.db, 'post', postId, 'removed', new Date())).toBe(2);
    expect((await requestRows('post', postId)).map((r) => r.resolution)).toEqual(['removed']);
    expect((await myHidden(author, postId)).json().data.post).toMatchObject({
      review: 'closed',
      notice: '검토 결과 운영 정책에 따라 다른 회원에게는 보이지 않아요.',
    });
    expect((await review(author, { targetType: 'post', targetId: postId })).json()).toMatchObject({ code: 13, message: '검토가 끝난 글이에요.' });
  });

  it('a hidden reply: its author sees it under the post and asks for review; a restored reply is shown to everyone again', async () => {
    const [author, writer] = [await account(), await account()];
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author.userId });
    const replyId = await fixtureReply(t.db, postId, writer.userId);
    await hide('reply', replyId);
    const replies = await call('GET', `/api/v1/community/dashboard/${postId}/reply`);
    expect(replies.json().data.items.map((r: { replyId: number }) => r.replyId)).not.toContain(replyId);
    expect((await myHidden(writer, postId)).json().data).toMatchObject({ post: null, replies: [{ replyId, postId, review: 'available' }] });
    // The post's author does not see another member's hidden reply.
    expect((await myHidden(author, postId)).json().data).toEqual({ post: null, replies: [] });
    expect((await review(author, { targetType: 'reply', targetId: replyId })).json()).toMatchObject({
      code: 12,
      message: '내가 쓴 댓글만 검토를 요청할 수 있어요.',
    });
    expect((await review(writer, { targetType: 'reply', targetId: replyId })).statusCode).toBe(200);
    expect((await review(writer, { targetType: 'reply', targetId: replyId })).json()).toMatchObject({ code: 13, message: '이미 검토를 요청한 댓글이에요.' });
    expect(await resolveReports(t.db, 'reply', replyId, 'restored', new Date())).toBe(2);
    expect((await requestRows('reply', replyId)).map((r) => r.resolution)).toEqual(['restored']);
    expect((await myHidden(writer, postId)).json().data.replies).toEqual([]);
  });

  it('bad review requests are 4xx with a SPEC code and write nothing', async () => {
    const [author, other] = [await account(), await account()];
    const shown = (await fixturePost(t.db, { type: 'dashboard', userId: author.userId })).postId;
    const hidden = (await fixturePost(t.db, { type: 'dashboard', userId: author.userId })).postId;
    await hide('post', hidden);
    const gone = (await fixturePost(t.db, { type: 'dashboard', userId: author.userId, status: 'deleted' })).postId;
    const before = await snapshot();
    for (const [who, body, code, message] of [
      [author, { targetType: 'post', targetId: shown }, 13, '가려진 글만 검토를 요청할 수 있어요.'],
      [other, { targetType: 'post', targetId: hidden }, 12, '내가 쓴 글만 검토를 요청할 수 있어요.'],
      [author, { targetType: 'post', targetId: gone }, 8, '글을 찾을 수 없어요.'],
      [author, { targetType: 'reply', targetId: 999_999 }, 8, '댓글을 찾을 수 없어요.'],
      [author, { targetType: 'post' }, 10, undefined],
      [author, { targetType: 'user', targetId: hidden }, 12, undefined],
      [author, { targetType: 'post', targetId: '1' }, 12, undefined],
      [author, { targetType: 'post', targetId: 0 }, 13, undefined],
      [author, { targetType: 'post', targetId: 2_147_483_648 }, 13, undefined],
    ] as const) {
      const res = await review(who, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
      if (message) expect(res.json().message).toBe(message);
      else expect(res.json().message).toMatch(/[가-힣]/);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('30 review requests of the author sent at once: exactly one is made, the other 29 are 13 (one row)', async () => {
    const author = await account();
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author.userId });
    await hide('post', postId);
    const answers = await Promise.all(Array.from({ length: 30 }, () => review(author, { targetType: 'post', targetId: postId })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(29).fill(13));
    expect(await requestRows('post', postId)).toHaveLength(1);
  });
});

describe('surveys', () => {
  const create = (who: Who | undefined, body: unknown) => call('POST', '/api/v1/community/survey', who, body);
  const vote = (who: Who | Record<string, string> | undefined, id: number, optionId: unknown) =>
    call('PUT', `/api/v1/community/survey/${id}/vote`, who, { optionId });
  const myVote = (who: Who | undefined, id: number) => call('GET', `/api/v1/community/my/survey-vote?postId=${id}`, who);

  it('a member posts a survey; the public detail hides per-option counts while open; a voter sees the results', async () => {
    const owner = await account();
    const res = await create(owner, {
      title: ' 올겨울 귤, 어디 귤이 제일 달았나요? ',
      content: '지난주에 세 군데 귤을 다 먹어봤어요.',
      options: ['제주 노지 귤', '고흥 유자 귤', '서귀포 하우스 귤'],
      endsAt: ahead(2 * DAY),
    });
    expect(res.statusCode, res.body).toBe(200);
    const survey = res.json().data;
    expect(survey).toMatchObject({
      communityType: 'survey',
      title: '올겨울 귤, 어디 귤이 제일 달았나요?',
      isClosed: false,
      voteTotal: 0,
      results: null,
      optionCount: 3,
    });
    expect(survey.author).toEqual({ userId: owner.userId, nickName: expect.stringMatching(/^반응/), isWithdrawn: false });
    expect(survey.options.map((o: { label: string }) => o.label)).toEqual(['제주 노지 귤', '고흥 유자 귤', '서귀포 하우스 귤']);
    const id = survey.postId as number;
    const [first, second] = survey.options as Array<{ optionId: number }>;

    const voter = await account();
    expect((await myVote(voter, id)).json().data).toEqual({ postId: id, votedOptionId: null, isClosed: false, results: null });
    const cast = await vote(voter, id, first!.optionId);
    expect(cast.json()).toMatchObject({
      data: { postId: id, votedOptionId: first!.optionId, isClosed: false },
      toastItems: [
        { phrase: '설문에 참여했어요' },
        // The first vote earns stars (issue 16, server/domain/stars/rules.ts 'survey-vote').
        { icon: '⭐', startPhrase: '설문 참여 보상으로 ', pointPhrase: '별 3개', endPhrase: '를 받았어요' },
      ],
    });
    expect(cast.json().data.results).toEqual({
      voteTotal: 1,
      options: [
        { optionId: first!.optionId, voteCount: 1, percent: 100 },
        { optionId: second!.optionId, voteCount: 0, percent: 0 },
        { optionId: survey.options[2].optionId, voteCount: 0, percent: 0 },
      ],
    });
    const mine = await myVote(voter, id);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().data.votedOptionId).toBe(first!.optionId);
    // The public detail: participants yes, per-option counts no (the same answer for everyone, cacheable).
    const pub = await call('GET', `/api/v1/community/survey/${id}`);
    expect(pub.headers['cache-control']).toBe('public, max-age=0, must-revalidate'); // served from the detail cache (family 'detail')
    expect(pub.json().data).toMatchObject({ voteTotal: 1, results: null });
    expect(JSON.stringify(pub.json().data.options)).not.toContain('voteCount');
    // The owner votes too (allowed) — the one-vote rule holds for them as for anyone.
    expect((await vote(owner, id, second!.optionId)).statusCode).toBe(200);
    const again = await vote(owner, id, first!.optionId);
    expect(again.json()).toMatchObject({ code: 13, message: '이미 참여한 설문이에요.' });
  });

  it('a closed survey shows its results to everyone and takes no vote (13); an option of another survey is 12', async () => {
    const author = await fixtureAuthor(t.db);
    const closed = await fixturePost(t.db, { type: 'survey', userId: author, endsAt: new Date(Date.now() - HOUR) });
    const open = await fixturePost(t.db, { type: 'survey', userId: author });
    await t.db.execute(sql`update survey_options set vote_count = 1 where option_id = ${closed.optionIds[0]!}`);
    await t.db.execute(sql`update survey_options set vote_count = 2 where option_id = ${closed.optionIds[1]!}`);
    const detail = (await call('GET', `/api/v1/community/survey/${closed.postId}`)).json().data;
    expect(detail).toMatchObject({ isClosed: true, voteTotal: 3 });
    expect(detail.results.options.map((o: { percent: number }) => o.percent)).toEqual([33, 67, 0]);
    const m = await account();
    const before = await snapshot();
    const late = await vote(m, closed.postId, closed.optionIds[0]);
    expect(late.json()).toMatchObject({ code: 13, message: '마감된 설문이에요.' });
    const wrong = await vote(m, open.postId, closed.optionIds[0]);
    expect(wrong.json()).toMatchObject({ code: 12, message: '이 설문의 항목이 아니에요.' });
    expect((await myVote(m, closed.postId)).json().data).toMatchObject({ votedOptionId: null, isClosed: true, results: { voteTotal: 3 } });
    expect(await snapshot()).toEqual(before);
  });

  it('one vote per member under concurrency: two votes at once → one succeeds; many members → voteCount equals the rows', async () => {
    const author = await fixtureAuthor(t.db);
    const s = await fixturePost(t.db, { type: 'survey', userId: author });
    const m = await account();
    const [a, b] = await Promise.all([vote(m, s.postId, s.optionIds[0]), vote(m, s.postId, s.optionIds[1])]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 400]);
    expect([a, b].find((r) => r.statusCode === 400)!.json().message).toBe('이미 참여한 설문이에요.');
    const members = await Promise.all(Array.from({ length: 12 }, () => account()));
    await Promise.all(members.map((x, i) => vote(x, s.postId, s.optionIds[i % 3])));
    const votes = await t.db.select({ n: count() }).from(surveyVotes).where(eq(surveyVotes.postId, s.postId));
    const opts = await t.db.select().from(surveyOptions).where(eq(surveyOptions.postId, s.postId));
    expect(votes[0]!.n).toBe(13);
    expect(opts.reduce((sum, o) => sum + o.voteCount, 0)).toBe(13);
  });

  it('a vote replayed with the same Idempotency-Key answers the first result and counts once', async () => {
    const author = await fixtureAuthor(t.db);
    const s = await fixturePost(t.db, { type: 'survey', userId: author });
    const m = await account();
    const headers = { ...m.headers, 'idempotency-key': 'offline-vote-0001' };
    const first = await vote(headers, s.postId, s.optionIds[1]);
    const replay = await vote(headers, s.postId, s.optionIds[1]);
    expect(first.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect((await t.db.select().from(surveyOptions).where(eq(surveyOptions.optionId, s.optionIds[1]!)))[0]!.voteCount).toBe(1);
  });

  it.each([
    ['one option', 13, { options: ['하나'] }],
    ['seven options', 13, { options: ['1', '2', '3', '4', '5', '6', '7'] }],
    ['duplicate options', 12, { options: ['제주 귤', '제주  귤'] }],
    ['an empty option', 10, { options: ['제주', '  '] }],
    ['a 41-character option', 13, { options: ['가'.repeat(41), '나'] }],
    ['no title', 10, { title: '' }],
    ['a 101-character title', 13, { title: '가'.repeat(101) }],
    ['a NUL in the body', 12, { content: '귤\u0000' }],
    ['ends in 30 minutes', 13, { endsAt: ahead(HOUR / 2) }],
    ['ends in 31 days', 13, { endsAt: ahead(31 * DAY) }],
    ['ended yesterday', 13, { endsAt: ahead(-DAY) }],
    ['not a date', 12, { endsAt: '내일' }],
    ['a date without an offset', 12, { endsAt: '2030-01-01T00:00:00' }],
    ['no options', 10, { options: undefined }],
    ['options not a list', 12, { options: '제주,고흥' }],
  ] as const)('create with %s → %i, nothing written', async (_label, code, patch) => {
    const m = await account();
    const before = await snapshot();
    const res = await create(m, { title: '어느 귤이 좋아요?', content: '', options: ['제주', '고흥'], endsAt: ahead(DAY), ...patch });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a right-to-left override U+202E in the title', 12, { title: '\u202e역방향 설문' }, '제목에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.'],
    ['a C1 control U+0085 in the body', 12, { content: '귤\u0085 어디 게 좋아요?' }, '내용에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.'],
    ['a C1 control U+009B in an option', 12, { options: ['제주', '고흥\u009b'] }, '항목 2에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.'],
    ['a lone surrogate in an option', 12, { options: ['제주 \ud83c', '고흥'] }, '항목 1에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.'],
    ['an isolate U+2067 in the body', 12, { content: '\u2067귤' }, '내용에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.'],
    [
      '5 links from a first-day member (title, body and options together)',
      13,
      { content: 'https://a.example/1 http://b.example www.c.example', options: ['https://d.example', 'www.e.example'] },
      '가입 첫날에는 링크를 2개까지만 넣을 수 있어요.',
    ],
    [
      'a banned word disguised with a Hangul filler',
      12,
      { options: ['제주', '씨\u3164발'] },
      '항목 2에 사용할 수 없는 단어가 있어요(씨\u3164발). 고쳐서 다시 올려 주세요.',
    ],
  ] as const)('the posts’ text rules (issue 29): %s → %i with the posts’ message, nothing written', async (_label, code, patch, message) => {
    const m = await account(); // signed up just now: a first-day member
    const before = await snapshot();
    const res = await create(m, { title: '어느 귤이 좋아요?', content: '', options: ['제주', '고흥'], endsAt: ahead(DAY), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code, message });
    expect(await snapshot()).toEqual(before);
  });

  it('a first-day member may put 2 links in a survey, a member of two days 5; the texts are stored trimmed and NFC', async () => {
    const links = { content: 'https://a.example/1 에서 봤어요', options: ['https://d.example', '고흥'] };
    const fresh = await create(await account(), { title: ' 어느 귤이 좋아요? ', endsAt: ahead(DAY), ...links });
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({ title: '어느 귤이 좋아요?', content: 'https://a.example/1 에서 봤어요' });
    const five = { content: 'https://a.example/1 http://b.example www.c.example', options: ['https://d.example', 'www.e.example'] };
    const settled = await create(await settledAccount(), { title: '링크 다섯 개', endsAt: ahead(DAY), ...five });
    expect(settled.statusCode, settled.body).toBe(200);
    const nfd = await create(await settledAccount(), { title: '귤'.normalize('NFD') + ' 설문', options: ['제주', '고흥'], endsAt: ahead(DAY) });
    expect(nfd.json().data.title).toBe('귤 설문');
  });

  it('title, body and every option pass the banned-words check (12 naming the field), nothing written', async () => {
    await t.db.insert(bannedWords).values({ word: '바보멍청이', kind: 'block' });
    invalidateBannedWords(t.db); // the list is cached for 30 s (server/domain/moderation/banned-words.ts)
    try {
      const m = await account();
      const before = await snapshot();
      for (const [patch, field] of [
        [{ title: '바보 멍청이 설문' }, '제목'],
        [{ content: '이건 바보멍청이나 고르는 거예요' }, '내용'],
        [{ options: ['제주', '바보멍청이'] }, '항목 2'],
      ] as const) {
        const res = await create(m, { title: '어느 귤이 좋아요?', content: '', options: ['제주', '고흥'], endsAt: ahead(DAY), ...(patch as object) });
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe(12);
        expect(res.json().message).toContain(`${field}에 사용할 수 없는 단어가 있어요`);
      }
      expect(await snapshot()).toEqual(before);
    } finally {
      await t.db.delete(bannedWords).where(eq(bannedWords.word, '바보멍청이'));
      invalidateBannedWords(t.db);
    }
  });

  it('posting limits from the rows: one post per 30 seconds (131), the same survey again (13)', async () => {
    const m = await account();
    const body = { title: '김장 배추 어디서 사세요?', options: ['해남', '괴산'], endsAt: ahead(DAY) };
    expect((await create(m, body)).statusCode).toBe(200);
    const before = await snapshot();
    const soon = await create(m, { ...body, title: '다른 설문' });
    expect(soon.json()).toMatchObject({ code: 131, message: '조금 전에 글을 올렸어요. 30초 뒤에 다시 올려 주세요.' });
    // 31 seconds later (moved back in the rows): the same title and body again is a duplicate.
    await t.db.execute(sql`update community_posts set created_at = created_at - interval '31 seconds' where user_id = ${m.userId}`);
    const dup = await create(m, body);
    expect(dup.json()).toMatchObject({ code: 13, message: '방금 올린 글과 같은 내용이에요.' });
    expect((await snapshot()).posts).toBe(before.posts);
  });

  it('lists newest and popular with cursor pages that neither skip nor repeat; open and closed filters', async () => {
    const author = await fixtureAuthor(t.db);
    const base = Date.now() - 10 * DAY;
    const made: number[] = [];
    for (let i = 0; i < 7; i++) {
      const s = await fixturePost(t.db, {
        type: 'survey',
        userId: author,
        createdAt: new Date(base + i * HOUR),
        endsAt: new Date(Date.now() + (i % 2 ? DAY : -HOUR)),
      });
      await t.db.execute(sql`update survey_options set vote_count = ${(i * 3) % 5} where option_id = ${s.optionIds[0]!}`);
      made.push(s.postId);
    }
    await fixturePost(t.db, { type: 'survey', userId: author, status: 'hidden' });
    const all = async (sort: string, extra = '') => {
      const seen: Array<{ postId: number; voteTotal: number; createdAt: string; isClosed: boolean }> = [];
      let cursor: string | null = null;
      do {
        const res = await call('GET', `/api/v1/community/survey?sort=${sort}&size=3${extra}${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.statusCode, res.body).toBe(200);
        seen.push(...res.json().data.items);
        cursor = res.json().data.nextCursor;
      } while (cursor);
      return seen;
    };
    const newest = await all('newest');
    const ids = newest.map((s) => s.postId);
    expect(new Set(ids).size).toBe(ids.length);
    const [{ n: visible }] = await t.db
      .select({ n: count() })
      .from(communityPosts)
      .where(and(eq(communityPosts.communityType, 'survey'), eq(communityPosts.status, 'visible')));
    expect(ids).toHaveLength(visible);
    const times = newest.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids).toEqual(expect.arrayContaining(made));
    const popular = await all('popular');
    expect(popular.map((s) => s.postId).sort()).toEqual([...ids].sort());
    const totals = popular.map((s) => s.voteTotal);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await all('newest', '&state=open')).every((s) => !s.isClosed)).toBe(true);
    expect((await all('newest', '&state=closed')).every((s) => s.isClosed)).toBe(true);
    for (const bad of ['sort=hot', 'cursor=abc', 'cursor=1', 'size=0', 'size=51', 'state=all']) {
      const res = await call('GET', `/api/v1/community/survey?${bad}`);
      expect(res.statusCode, bad).toBe(400);
      expect([12, 13]).toContain(res.json().code);
    }
  });

  it('the owner deletes their survey (soft): others cannot (12), again is 8, and it is gone from reads', async () => {
    const owner = await account();
    const other = await account();
    const s = await fixturePost(t.db, { type: 'survey', userId: owner.userId });
    const before = await snapshot();
    const refused = await call('DELETE', `/api/v1/community/survey/${s.postId}`, other);
    expect(refused.json()).toMatchObject({ code: 12, message: '내가 올린 설문만 삭제할 수 있어요.' });
    expect(await snapshot()).toEqual(before);
    const done = await call('DELETE', `/api/v1/community/survey/${s.postId}`, owner);
    expect(done.json().data).toEqual({ postId: s.postId, status: 'deleted' });
    expect((await postCounters(s.postId)).deletedAt).not.toBeNull();
    expect((await call('DELETE', `/api/v1/community/survey/${s.postId}`, owner)).json().code).toBe(8);
    expect((await call('GET', `/api/v1/community/survey/${s.postId}`)).json().code).toBe(8);
    expect((await vote(other, s.postId, s.optionIds[0])).json().code).toBe(8);
    // A dashboard post is not deleted through the survey path.
    const post = await fixturePost(t.db, { type: 'dashboard', userId: owner.userId });
    expect((await call('DELETE', `/api/v1/community/survey/${post.postId}`, owner)).json().code).toBe(8);
  });

  it('percents are whole numbers summing to 100', () => {
    expect(percents([1, 1, 1])).toEqual([34, 33, 33]);
    expect(percents([0, 0])).toEqual([0, 0]);
    expect(percents([2, 1])).toEqual([67, 33]);
    expect(percents([1, 0, 0, 0, 0, 0])).toEqual([100, 0, 0, 0, 0, 0]);
  });
});

describe('view counts and shares (visitors too)', () => {
  const view = (headers: Record<string, string> | Who | undefined, body: unknown) => call('POST', '/api/v1/community/view-count', headers, body);
  const share = (headers: Record<string, string> | Who | undefined, body: unknown) => call('POST', '/api/v1/community/post-share', headers, body);

  it('once per member, proven device or address per target per KST day; visitors send a device id', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'dashboard', userId: author });
    const first = await view({ deviceuuid: 'w-viewer-1' }, { communityType: 'dashboard', postId });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ data: { postId, viewCount: 1, counted: true }, toastItems: [] });
    expect((await view({ deviceuuid: 'w-viewer-1' }, { communityType: 'dashboard', postId })).json().data).toEqual({ postId, viewCount: 1, counted: false });
    // A deviceUuid alone proves nothing (issue 29): another one from the same address is the same visitor; another address is another.
    expect((await view({ deviceuuid: 'w-viewer-2' }, { communityType: 'dashboard', postId })).json().data.counted).toBe(false);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/community/view-count',
      headers: { deviceuuid: 'w-viewer-2' },
      remoteAddress: '198.51.100.40',
      payload: { communityType: 'dashboard', postId },
    });
    expect(elsewhere.json().data.viewCount).toBe(2);
    // A member counts as themselves on any device; a forged token is just a visitor.
    const m = await account();
    expect((await view(m, { communityType: 'dashboard', postId })).json().data).toMatchObject({ viewCount: 3, counted: true });
    expect((await view(m, { communityType: 'dashboard', postId })).json().data.counted).toBe(false);
    const forged = await view({ authorization: 'Bearer nope', deviceuuid: 'w-viewer-1' }, { communityType: 'dashboard', postId });
    expect(forged.json().data.counted).toBe(false);
    const keys = await t.db.select({ k: communityViews.viewerKey }).from(communityViews).where(eq(communityViews.postId, postId));
    expect(keys.map((k) => k.k.slice(0, 2)).sort()).toEqual(['a:', 'a:', 'u:']);
    expect(keys.map((k) => k.k)).toContain(`u:${m.userId}`);
    // The next KST day counts again (the day turns at 15:00 UTC).
    const tomorrow = new Date(Date.now() + DAY);
    expect(kstDay(new Date('2026-11-24T14:59:59Z'))).toBe('2026-11-24');
    expect(kstDay(new Date('2026-11-24T15:00:00Z'))).toBe('2026-11-25');
    expect((await countView(t.db, 'dashboard', postId, { userId: m.userId }, tomorrow)).counted).toBe(true);
    expect((await postCounters(postId)).viewCount).toBe(4);

    const before = await snapshot();
    for (const [headers, body, code] of [
      [{}, { communityType: 'dashboard', postId }, 10],
      [{ deviceuuid: 'bad device id' }, { communityType: 'dashboard', postId }, 10],
      [{ deviceuuid: 'w-viewer-3' }, { communityType: 'qna', postId }, 8],
      [{ deviceuuid: 'w-viewer-3' }, { communityType: 'dashboard', postId: 999_999 }, 8],
      [{ deviceuuid: 'w-viewer-3' }, { postId }, 10],
      [{ deviceuuid: 'w-viewer-3' }, { communityType: 'dashboard' }, 10],
      [{ deviceuuid: 'w-viewer-3' }, { communityType: 'board', postId }, 12],
    ] as const) {
      const res = await view(headers, body);
      expect(res.json().code, JSON.stringify([headers, body])).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('recorded only with both communityType and postId (SPEC §5), for visitors and members', async () => {
    const author = await fixtureAuthor(t.db);
    const { postId } = await fixturePost(t.db, { type: 'qna', userId: author });
    const visitor = await share({ deviceuuid: 'w-sharer' }, { communityType: 'qna', postId });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().data).toMatchObject({ postId, communityType: 'qna' });
    const m = await account();
    await share(m, { communityType: 'qna', postId });
    const rows = await t.db.select().from(communityShares).where(eq(communityShares.postId, postId));
    expect(rows.map((r) => r.userId)).toEqual([null, m.userId]);
    const before = await snapshot();
    for (const [body, code] of [
      [{ postId }, 10],
      [{ communityType: 'qna' }, 10],
      [{ communityType: '', postId }, 12],
      [{ communityType: 'qna', postId: null }, 12],
      [{}, 10],
      [{ communityType: 'dashboard', postId }, 8],
      [{ communityType: 'qna', postId: 999_999 }, 8],
    ] as const) {
      const res = await share({ deviceuuid: 'w-sharer' }, body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.json().code, JSON.stringify(body)).toBe(code);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('bad ids and bodies on every write are 4xx with a SPEC code, never 500, and write nothing', () => {
  it('ids and bodies', async () => {
    const m = await account();
    const before = await snapshot();
    const urls = (id: string) =>
      [
        ['PUT', `/api/v1/community/dashboard/${id}/like`, { likeYN: 'Y' }],
        ['PUT', `/api/v1/community/qna/${id}/clipping`, { clippingYN: 'Y' }],
        ['PUT', `/api/v1/community/survey/${id}/reply/${id}/like`, { likeYN: 'Y' }],
        ['PUT', `/api/v1/community/survey/${id}/vote`, { optionId: 1 }],
        ['DELETE', `/api/v1/community/survey/${id}`, undefined],
        ['GET', `/api/v1/community/survey/${id}`, undefined],
      ] as const;
    for (const id of ['abc', '0', '-1', '1.5', '99999999999', '2147483648', '%00'])
      for (const [method, url, body] of urls(id)) {
        const res = await call(method, url, m, body);
        expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
        expect([8, 10, 11, 12, 13]).toContain(res.json().code);
      }
    for (const body of [{}, { likeYN: 'y' }, { likeYN: true }, { likeYN: ['Y'] }, { likeYN: 'Y'.repeat(10_000) }, []]) {
      const res = await call('PUT', '/api/v1/community/dashboard/1/like', m, body);
      expect(res.statusCode).toBe(400);
      expect([10, 12, 13]).toContain(res.json().code);
    }
    for (const q of ['', 'postId=abc', 'postId=0']) expect((await call('GET', `/api/v1/community/my/survey-vote?${q}`, m)).statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

/**
 * Every write × (visitor, member, owner, other member, newcomer, banned, withdrawn): the SPEC §8
 * answer, and the row counts unchanged for each refused call.
 */
describe('who may write (authorization matrix)', () => {
  it('every write endpoint', async () => {
    const owner = await account();
    const member = await account();
    const other = await account();
    const visitorHeaders = { deviceuuid: 'w-matrix-visitor' };
    const newcomer = await account({ newcomer: true });
    const banned = await account({ banned: true });
    const withdrawn = await account({ withdrawn: true });
    const dash = await fixturePost(t.db, { type: 'dashboard', userId: owner.userId });
    const survey = await fixturePost(t.db, { type: 'survey', userId: owner.userId });
    const survey2 = await fixturePost(t.db, { type: 'survey', userId: owner.userId });
    const replyId = await fixtureReply(t.db, dash.postId, owner.userId);
    const qna = await fixturePost(t.db, { type: 'qna', userId: owner.userId });
    const answerId = await fixtureReply(t.db, qna.postId, owner.userId);
    const surveyReplyId = await fixtureReply(t.db, survey.postId, owner.userId);
    // The owner's post hidden by reports (issue 29): only its author may ask for review.
    const hiddenOwn = await fixturePost(t.db, { type: 'dashboard', userId: owner.userId, status: 'hidden' });
    await t.db.insert(communityReports).values({ userId: other.userId, targetType: 'post', targetId: hiddenOwn.postId, reasonCode: 'spam', weight: 6 });
    // The fixtures are the owner's posts: written a minute ago, so the owner may post a survey now.
    await t.db.execute(sql`update community_posts set created_at = created_at - interval '1 minute' where user_id = ${owner.userId}`);
    let surveyNo = 0;
    type Write = { name: string; method: 'PUT' | 'POST' | 'DELETE'; url: string; body?: () => unknown; owner: number; member: number; open?: boolean };
    /** The like, clipping and reply like of the owner's post of `kind`: the owner may clip but not like their own (13). */
    const reactionsOn = (kind: 'dashboard' | 'survey' | 'qna', postId: number, reply: number, clippingYN: 'Y' | 'N'): Write[] => [
      { name: `${kind}Like`, method: 'PUT', url: likeUrl(kind, postId), body: () => ({ likeYN: 'Y' }), owner: 13, member: 0 },
      { name: `${kind}Clipping`, method: 'PUT', url: clipUrl(kind, postId), body: () => ({ clippingYN }), owner: 0, member: 0 },
      { name: `${kind}ReplyLike`, method: 'PUT', url: replyLikeUrl(kind, postId, reply), body: () => ({ likeYN: 'Y' }), owner: 13, member: 0 },
    ];
    /** A call about the question open to everyone (SPEC §7 view-count and post-share): every caller is answered, a token never refused. */
    const openToAll = (name: string, url: string): Write => ({
      name,
      method: 'POST',
      url,
      body: () => ({ communityType: 'qna', postId: qna.postId }),
      owner: 0,
      member: 0,
      open: true,
    });
    const writes: Write[] = [
      ...reactionsOn('dashboard', dash.postId, replyId, 'Y'),
      ...reactionsOn('survey', survey.postId, surveyReplyId, 'Y'),
      ...reactionsOn('qna', qna.postId, answerId, 'N'),
      openToAll('viewCount', '/api/v1/community/view-count'),
      openToAll('postShare', '/api/v1/community/post-share'),
      {
        name: 'accuse',
        method: 'POST',
        url: '/api/v1/community/accuse',
        body: () => ({ targetType: 'post', targetId: dash.postId, reasonCode: 'spam' }),
        owner: 13,
        member: 0,
      },
      {
        name: 'vote',
        method: 'PUT',
        url: `/api/v1/community/survey/${survey.postId}/vote`,
        body: () => ({ optionId: survey.optionIds[0] }),
        owner: 0,
        member: 0,
      },
      {
        name: 'createSurvey',
        method: 'POST',
        url: '/api/v1/community/survey',
        body: () => ({ title: `매트릭스 설문 ${++surveyNo}`, options: ['네', '아니요'], endsAt: ahead(DAY) }),
        owner: 0,
        member: 0,
      },
      {
        name: 'reviewRequest',
        method: 'POST',
        url: '/api/v1/community/review-request',
        body: () => ({ targetType: 'post', targetId: hiddenOwn.postId }),
        owner: 0,
        member: 12,
      },
      // The owner's delete goes last on its survey; a member's is refused (12) whoever they are.
      { name: 'deleteSurvey', method: 'DELETE', url: `/api/v1/community/survey/${survey2.postId}`, owner: 0, member: 12 },
    ];
    const send = (who: Who | Record<string, string>, w: (typeof writes)[number]) => call(w.method, w.url, who, w.body?.());
    for (const w of writes) {
      // Refused callers first: each answer's code, and nothing written.
      for (const [label, who, status, code] of [
        ['visitor', visitorHeaders, 401, 110],
        ['newcomer', newcomer, 401, 110],
        ['banned', banned, 403, 130],
        ['withdrawn', withdrawn, 401, 110],
      ] as const) {
        const before = await snapshot();
        const res = await send(who, w);
        if (w.open) {
          expect(res.json().code, `${w.name} as ${label}`).toBe(0);
          continue;
        }
        expect(res.statusCode, `${w.name} as ${label}`).toBe(status);
        expect(res.json().code, `${w.name} as ${label}`).toBe(code);
        if (label === 'banned') expect(res.json().message).toBe('운영 정책 위반으로 이용이 제한되었어요.');
        expect(await snapshot(), `${w.name} as ${label} wrote`).toEqual(before);
      }
      for (const [label, who, expected] of [
        ['member', member, w.member],
        ['other member', other, w.member],
        ['owner', owner, w.owner],
      ] as const) {
        const before = await snapshot();
        const res = await send(who, w);
        expect(res.json().code, `${w.name} as ${label}: ${res.body}`).toBe(expected);
        if (expected !== 0) expect(await snapshot(), `${w.name} as ${label} wrote`).toEqual(before);
      }
    }
    // The member's personal read: visitors 110, banned members may read.
    expect((await call('GET', `/api/v1/community/my/survey-vote?postId=${survey.postId}`, visitorHeaders)).json().code).toBe(110);
    expect((await call('GET', `/api/v1/community/my/survey-vote?postId=${survey.postId}`, newcomer)).json().code).toBe(110);
    expect((await call('GET', `/api/v1/community/my/survey-vote?postId=${survey.postId}`, banned)).json().code).toBe(0);
    expect((await call('GET', `/api/v1/community/my/survey-vote?postId=${survey.postId}`, member)).json().data.votedOptionId).toBe(survey.optionIds[0]);
    // The author's view of their hidden post (issue 29): visitors 110, another member sees nothing of it, banned members may read.
    const hiddenUrl = `/api/v1/community/my/hidden?postId=${hiddenOwn.postId}`;
    expect((await call('GET', hiddenUrl, visitorHeaders)).json().code).toBe(110);
    expect((await call('GET', hiddenUrl, newcomer)).json().code).toBe(110);
    expect((await call('GET', hiddenUrl, withdrawn)).json().code).toBe(110);
    expect((await call('GET', hiddenUrl, banned)).json()).toMatchObject({ code: 0, data: { post: null } });
    expect((await call('GET', hiddenUrl, member)).json()).toMatchObject({ code: 0, data: { post: null, replies: [] } });
    expect((await call('GET', hiddenUrl, owner)).json()).toMatchObject({ code: 0, data: { post: { postId: hiddenOwn.postId, review: 'requested' } } });
  });
});

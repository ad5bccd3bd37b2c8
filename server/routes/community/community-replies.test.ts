/**
 * Community replies, the detail cache and the board list on the real app and database (issue 15;
 * docs/decisions/017-community-posts.md "Replay-safe replies", "Detail cache", "Boards",
 * "Survey replies"):
 *   - reply creates with an Idempotency-Key on the three kinds: a sequential replay and requests
 *     racing with one key answer the first answer and write one reply (the duplicate and gap rules
 *     never refuse the replay); a key reused on another path is 12 and writes nothing;
 *   - the detail cache: post, question and survey detail and their first reply page are served from
 *     it (a row changed behind the server's back stays unseen), and every write that changes what
 *     they show is visible on the next read (reply create/delete, edit, delete, accept, likes,
 *     clippings, reply likes, reports that hide, votes, survey delete);
 *   - GET /community/board: sort order and visible post counts;
 *   - survey replies: list, create, delete (owner only), banned words, the sandbox, deleted and hidden
 *     surveys, the 'community.reply.created' event to the survey's author, and the authorization
 *     matrix with "nothing written" checks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { fixturePost, makeTrusted } from '@tests/setup/community-fixtures.js';
import { testTokens } from '@tests/setup/members.js';
import { takeDomainEvents } from '@server/domain/events/domain-events.js';
import {
  communityCounts,
  ensureBoards,
  insertPost,
  insertReply,
  makeAccount,
  matrixAnswer,
  matrixCallers,
  refused,
  type Who,
} from '@tests/setup/community-kit.js';

const t = useTestApp({ products: 40, tokens: testTokens }, 60000);

let boards: Record<string, number> = {};
beforeAll(async () => {
  boards = await ensureBoards(t.db);
});

const account = (opts?: Parameters<typeof makeAccount>[2]) => makeAccount(t.db, t.tokens!, opts);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: Who, payload?: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { ...who?.headers, ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (url: string) => call('GET', url);
const D = '/api/v1/community/dashboard';
const Q = '/api/v1/community/qna';
const S = '/api/v1/community/survey';
const BASE = { dashboard: D, qna: Q, survey: S } as const;
type Kind = keyof typeof BASE;
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
const one = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) => ((await t.db.execute(q)) as unknown as { rows: T[] }).rows[0]!;

/** A visible post of `kind` by `userId` (a survey open for 3 days, with options). */
async function postOf(kind: Kind, userId: number | null, extra: { status?: 'visible' | 'hidden' | 'deleted' } = {}): Promise<number> {
  if (kind === 'survey') return (await fixturePost(t.db, { type: 'survey', userId, createdAt: minutesAgo(60), ...extra })).postId;
  return insertPost(t.db, { userId, type: kind, boardId: kind === 'dashboard' ? boards.free : null, createdAt: minutesAgo(60), ...extra });
}
const replyRows = async (postId: number) =>
  Number((await one<{ n: number }>(sql`select count(*)::int as n from community_replies where post_id = ${postId}`)).n);

describe('reply creates with an Idempotency-Key (the offline reply queue)', () => {
  it.each(['dashboard', 'qna', 'survey'] as const)('%s: a replay answers the first answer, writes nothing, and no rule refuses it', async (kind) => {
    const [author, m] = [await account(), await account()];
    const postId = await postOf(kind, author.userId);
    await takeDomainEvents(t.db, ['community.reply.created'], 1000);
    const key = { 'idempotency-key': `offline-${kind}-reply-0001` };
    const first = await call('POST', `${BASE[kind]}/${postId}/reply`, m, { content: '저도 궁금했어요!' }, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await communityCounts(t.db);
    // At once (inside the 5 s reply gap and the 10-minute duplicate window), twice.
    for (let i = 0; i < 2; i++) {
      const again = await call('POST', `${BASE[kind]}/${postId}/reply`, m, { content: '저도 궁금했어요!' }, key);
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
    }
    expect(await communityCounts(t.db)).toEqual(before);
    expect(await replyRows(postId)).toBe(1);
    expect(await takeDomainEvents(t.db, ['community.reply.created'], 100)).toHaveLength(1);
    // Without a key the same text is still the duplicate rule's 12 (behaviour unchanged).
    refused(await call('POST', `${BASE[kind]}/${postId}/reply`, m, { content: '저도 궁금했어요!' }), 12, '같은 내용을 방금 올리셨어요');
    expect(await communityCounts(t.db)).toEqual(before);
  });

  it.each(['dashboard', 'qna', 'survey'] as const)('%s: requests racing with one key write one reply and all answer it', async (kind) => {
    const [author, m] = [await account(), await account()];
    const postId = await postOf(kind, author.userId);
    const key = { 'idempotency-key': `race-${kind}-0001` };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', `${BASE[kind]}/${postId}/reply`, m, { content: '동시에 보낸 댓글이에요' }, key)),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(new Set(answers.map((a) => a.json().data.replyId)).size).toBe(1);
    expect(await replyRows(postId)).toBe(1);
    expect((await get(`${BASE[kind]}/${postId}`)).json().data.replyCount).toBe(1);
  });

  it('a key reused on another path (another post, another kind, a like) is 12 and writes nothing', async () => {
    const [author, m] = [await account(), await account()];
    const [p1, p2, q] = [await postOf('dashboard', author.userId), await postOf('dashboard', author.userId), await postOf('qna', author.userId)];
    const key = { 'idempotency-key': 'offline-reuse-0001' };
    expect((await call('POST', `${D}/${p1}/reply`, m, { content: '첫 번째 댓글이에요' }, key)).statusCode).toBe(200);
    const before = await communityCounts(t.db);
    for (const [url, body] of [
      [`${D}/${p2}/reply`, { content: '다른 글에 단 댓글이에요' }],
      [`${Q}/${q}/reply`, { content: '다른 종류에 단 답변이에요' }],
    ] as const)
      refused(await call('POST', url, m, body, key), 12, 'Idempotency-Key');
    refused(await call('PUT', `${D}/${p2}/like`, m, { likeYN: 'Y' }, key), 12, 'Idempotency-Key');
    expect(await communityCounts(t.db)).toEqual(before);
    // A like's key on a reply create: 12 too.
    const likeKey = { 'idempotency-key': 'offline-like-then-reply' };
    expect((await call('PUT', `${D}/${p2}/like`, m, { likeYN: 'Y' }, likeKey)).statusCode).toBe(200);
    const after = await communityCounts(t.db);
    refused(await call('POST', `${D}/${p2}/reply`, m, { content: '좋아요 키로 쓴 댓글' }, likeKey), 12);
    expect(await communityCounts(t.db)).toEqual(after);
  });

  it('a refused first try is not remembered: the same key delivers once the cause is gone; bad keys are 12 before anything runs', async () => {
    const [author, m] = [await account(), await account()];
    const postId = await postOf('dashboard', author.userId);
    // The gap rule (1 reply / 5 s) refuses the keyed reply right after another one.
    expect((await call('POST', `${D}/${postId}/reply`, m, { content: '먼저 단 댓글' })).statusCode).toBe(200);
    const key = { 'idempotency-key': 'offline-retry-0001' };
    refused(await call('POST', `${D}/${postId}/reply`, m, { content: '나중에 단 댓글' }, key), 131);
    await t.db.execute(sql`update community_replies set created_at = created_at - interval '1 minute' where user_id = ${m.userId}`);
    const ok = await call('POST', `${D}/${postId}/reply`, m, { content: '나중에 단 댓글' }, key);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await replyRows(postId)).toBe(2);
    const before = await communityCounts(t.db);
    refused(await call('POST', `${D}/${postId}/reply`, m, { content: '키가 잘못된 댓글' }, { 'idempotency-key': 'short' }), 12);
    expect(await communityCounts(t.db)).toEqual(before);
  });
});

describe('the detail cache: served from memory, every write visible on the next read', () => {
  it('a row changed behind the server is not seen (cached) until a write on that post; other posts are unaffected; later reply pages are read as asked', async () => {
    const [author, m] = [await account(), await account()];
    const [postId, other] = [await postOf('dashboard', author.userId), await postOf('dashboard', author.userId)];
    const r1 = await insertReply(t.db, { postId, userId: author.userId, createdAt: minutesAgo(30) });
    await insertReply(t.db, { postId, userId: author.userId, createdAt: minutesAgo(20) });
    const title = (await get(`${D}/${postId}`)).json().data.title as string;
    const otherTitle = (await get(`${D}/${other}`)).json().data.title as string;
    const firstPage = (await get(`${D}/${postId}/reply?size=1`)).json().data;
    expect(firstPage.items.map((r: { replyId: number }) => r.replyId)).toEqual([r1]);
    await t.db.execute(sql`update community_posts set title = '몰래 바뀐 제목' where post_id in (${postId}, ${other})`);
    await t.db.execute(sql`update community_replies set content = '몰래 바뀐 댓글' where post_id = ${postId}`);
    expect((await get(`${D}/${postId}`)).json().data.title).toBe(title);
    expect((await get(`${D}/${postId}/reply?size=1`)).json().data.items[0].content).not.toBe('몰래 바뀐 댓글');
    // The second page carries a cursor: read from the database.
    expect((await get(`${D}/${postId}/reply?size=1&cursor=${firstPage.nextCursor}`)).json().data.items[0].content).toBe('몰래 바뀐 댓글');
    // A like on the post drops its entries: the next read is the database's.
    expect((await call('PUT', `${D}/${postId}/like`, m, { likeYN: 'Y' })).statusCode).toBe(200);
    expect((await get(`${D}/${postId}`)).json().data).toMatchObject({ title: '몰래 바뀐 제목', likeCount: 1 });
    expect((await get(`${D}/${postId}/reply?size=1`)).json().data.items[0].content).toBe('몰래 바뀐 댓글');
    expect((await get(`${D}/${other}`)).json().data.title).toBe(otherTitle);
  });

  it('view counts are not announced: the detail shows a view after its entry expires (≤ 10 s), not at once', async () => {
    const author = await account();
    const postId = await postOf('dashboard', author.userId);
    expect((await get(`${D}/${postId}`)).json().data.viewCount).toBe(0);
    const view = await call('POST', '/api/v1/community/view-count', undefined, { communityType: 'dashboard', postId }, { deviceuuid: 'w-viewer-1' });
    expect(view.json().data).toMatchObject({ viewCount: 1, counted: true });
    expect((await get(`${D}/${postId}`)).json().data.viewCount).toBe(0);
  });

  type Ctx = { author: Who; m: Who; postId: number; replyId: number; kind: Kind };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the answers' data differ per call
  type Answer = { statusCode: number; json(): { code: number; message: string; data: any } };
  type Case = {
    name: string;
    kind: Kind;
    /** The write (by `m` unless it says otherwise); must answer 200. */
    write: (c: Ctx) => ReturnType<typeof call>;
    /** What the next reads must show: the detail's answer and the first reply page's. */
    expect: (detail: Answer, replies: Answer, c: Ctx) => void;
  };
  const ids = (res: Answer) => (res.json().data.items as Array<{ replyId: number }>).map((r) => r.replyId);
  /**
   * Reports that hide (issue 29: weighed by trust, server/domain/moderation/flag-weights.ts): a
   * 신뢰 회원 reports first (not hidden yet), then `m`, made a 신뢰 회원 too; the second report's answer.
   */
  const hiddenByTrusted = async (m: Who, body: { targetType: 'post' | 'reply'; targetId: number; reasonCode: string }) => {
    const first = await account();
    await makeTrusted(t.db, first.userId, 3);
    await makeTrusted(t.db, m.userId, 3);
    const res = await call('POST', '/api/v1/community/accuse', first, body);
    expect(res.json().data.hidden).toBe(false);
    return call('POST', '/api/v1/community/accuse', m, body);
  };
  /** A member's reply with `content`: the detail counts 2 replies and the first page ends with it. */
  const replyAdded = (name: string, kind: Kind, content: string): Case => ({
    name,
    kind,
    write: (c) => call('POST', `${BASE[kind]}/${c.postId}/reply`, c.m, { content }),
    expect: (d, r) => {
      expect(d.json().data.replyCount).toBe(2);
      expect(r.json().data.items.at(-1).content).toBe(content);
    },
  });
  /** A member's like of the post: the detail counts 1 like. */
  const liked = (name: string, kind: Kind): Case => ({
    name,
    kind,
    write: (c) => call('PUT', `${BASE[kind]}/${c.postId}/like`, c.m, { likeYN: 'Y' }),
    expect: (d) => expect(d.json().data.likeCount).toBe(1),
  });
  const cases: Case[] = [
    replyAdded('reply on a post', 'dashboard', '새로 단 댓글이에요'),
    {
      name: 'reply deleted',
      kind: 'dashboard',
      write: (c) => call('DELETE', `${D}/${c.postId}/reply/${c.replyId}`, c.author),
      expect: (d, r, c) => {
        expect(d.json().data.replyCount).toBe(0);
        expect(ids(r)).not.toContain(c.replyId);
      },
    },
    {
      name: 'post edited',
      kind: 'dashboard',
      write: (c) => call('PUT', `${D}/${c.postId}`, c.author, { boardCode: 'recipe', title: '고친 제목이에요', content: '고친 본문이에요. 제철 과일 이야기.' }),
      expect: (d) => expect(d.json().data).toMatchObject({ title: '고친 제목이에요', board: { code: 'recipe' } }),
    },
    {
      name: 'post deleted',
      kind: 'dashboard',
      write: (c) => call('DELETE', `${D}/${c.postId}`, c.author),
      expect: (d, r, c) => {
        expect(d.json().data).toMatchObject({ status: 'deleted', title: '삭제된 글이에요', content: '' });
        expect(ids(r)).toEqual([c.replyId]); // replies stay readable
      },
    },
    liked('post liked', 'dashboard'),
    {
      name: 'post clipped',
      kind: 'dashboard',
      write: (c) => call('PUT', `${D}/${c.postId}/clipping`, c.m, { clippingYN: 'Y' }),
      expect: (d) => expect(d.json().data.clipCount).toBe(1),
    },
    {
      name: 'reply liked',
      kind: 'dashboard',
      write: (c) => call('PUT', `${D}/${c.postId}/reply/${c.replyId}/like`, c.m, { likeYN: 'Y' }),
      expect: (_d, r) => expect(r.json().data.items[0].likeCount).toBe(1),
    },
    {
      name: 'post hidden by a report',
      kind: 'dashboard',
      write: (c) => hiddenByTrusted(c.m, { targetType: 'post', targetId: c.postId, reasonCode: 'spam' }),
      expect: (d, r) => {
        refused(d, 8, '신고가 접수되어 검토 중인 글이에요');
        refused(r, 8, '신고가 접수되어 검토 중인 글이에요');
      },
    },
    {
      name: 'reply hidden by a report',
      kind: 'dashboard',
      write: (c) => hiddenByTrusted(c.m, { targetType: 'reply', targetId: c.replyId, reasonCode: 'abuse' }),
      expect: (_d, r, c) => expect(ids(r)).not.toContain(c.replyId),
    },
    replyAdded('answer on a question', 'qna', '냉장고 채소칸에 두세요'),
    {
      name: 'answer accepted',
      kind: 'qna',
      write: (c) => call('PUT', `${Q}/${c.postId}/accept/${c.replyId}`, c.author),
      expect: (d, r, c) => {
        expect(d.json().data.acceptedReplyId).toBe(c.replyId);
        expect(r.json().data.items[0]).toMatchObject({ replyId: c.replyId, isAccepted: true });
      },
    },
    liked('question liked', 'qna'),
    {
      name: 'question edited',
      kind: 'qna',
      write: (c) => call('PUT', `${Q}/${c.postId}`, c.author, { title: '고친 질문이에요', content: '귤은 어디에 두어야 오래 가나요? 고쳐 씁니다.' }),
      expect: (d) => expect(d.json().data.title).toBe('고친 질문이에요'),
    },
    {
      name: 'survey voted',
      kind: 'survey',
      write: async (c) => {
        const option = await one<{ id: number }>(sql`select option_id as id from survey_options where post_id = ${c.postId} order by position limit 1`);
        return call('PUT', `${S}/${c.postId}/vote`, c.m, { optionId: Number(option.id) });
      },
      expect: (d) => expect(d.json().data.voteTotal).toBe(1),
    },
    replyAdded('survey reply', 'survey', '저는 사과에 한 표!'),
    {
      name: 'survey reply deleted',
      kind: 'survey',
      write: (c) => call('DELETE', `${S}/${c.postId}/reply/${c.replyId}`, c.author),
      expect: (d, r) => {
        expect(d.json().data.replyCount).toBe(0);
        expect(ids(r)).toEqual([]);
      },
    },
    liked('survey liked', 'survey'),
    {
      name: 'survey deleted',
      kind: 'survey',
      write: (c) => call('DELETE', `${S}/${c.postId}`, c.author),
      expect: (d, r, c) => {
        refused(d, 8);
        expect(ids(r)).toEqual([c.replyId]); // replies of a deleted survey stay readable, as a post's
      },
    },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const [author, m] = [await account(), await account()];
    const postId = await postOf(c.kind, author.userId);
    const replyId = await insertReply(t.db, { postId, userId: author.userId, createdAt: minutesAgo(30) });
    if (c.kind === 'qna') await t.db.execute(sql`update community_replies set user_id = ${m.userId} where reply_id = ${replyId}`); // an answer to accept
    const ctx: Ctx = { author, m, postId, replyId, kind: c.kind };
    const detailUrl = `${BASE[c.kind]}/${postId}`;
    // Fill the cache, and check it holds: a second read is the same answer.
    const before = await get(detailUrl);
    expect(before.statusCode, before.body).toBe(200);
    expect((await get(`${detailUrl}/reply`)).statusCode).toBe(200);
    const res = await c.write(ctx);
    expect(res.statusCode, res.body).toBe(200);
    c.expect(await get(detailUrl), await get(`${detailUrl}/reply`), ctx);
  });
});

describe('GET /community/board', () => {
  it('boards in their sort order, each with its visible posts only (hidden, deleted, questions and surveys left out)', async () => {
    const author = await account();
    const count = async () =>
      Object.fromEntries(((await get('/api/v1/community/board')).json().data as Array<{ code: string; postCount: number }>).map((b) => [b.code, b.postCount]));
    const res = await get('/api/v1/community/board');
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Array<{ code: string; name: string; postCount: number }>;
    const order = (await t.db.execute(sql`select code from community_boards order by sort_order, board_id`)) as unknown as { rows: Array<{ code: string }> };
    expect(list.map((b) => b.code)).toEqual(order.rows.map((r) => r.code));
    expect(list.findIndex((b) => b.code === 'recipe')).toBeLessThan(list.findIndex((b) => b.code === 'free')); // sort 10 before 90
    expect(list.find((b) => b.code === 'recipe')).toMatchObject({ name: '레시피' });
    const start = await count();
    await insertPost(t.db, { userId: author.userId, boardId: boards.recipe });
    await insertPost(t.db, { userId: author.userId, boardId: boards.recipe });
    await insertPost(t.db, { userId: author.userId, boardId: boards.recipe, status: 'hidden' });
    await insertPost(t.db, { userId: author.userId, boardId: boards.recipe, status: 'deleted' });
    await insertPost(t.db, { userId: author.userId, type: 'qna' });
    const now = await count();
    expect(now.recipe).toBe(start.recipe! + 2);
    expect(now.free).toBe(start.free);
    const visible = await one<{ n: number }>(sql`select count(*)::int as n from community_posts where board_id = ${boards.recipe} and status = 'visible'`);
    expect(now.recipe).toBe(Number(visible.n));
  });
});

describe('survey replies', () => {
  const ids = (page: { items: Array<{ replyId: number }> }) => page.items.map((r) => r.replyId);
  it('list oldest first with cursor pages; create (trimmed) tells the survey’s author, not for one’s own survey; delete own only, softly', async () => {
    const [author, a, b] = [await account(), await account(), await account()];
    const surveyId = await postOf('survey', author.userId);
    await takeDomainEvents(t.db, ['community.reply.created'], 1000);
    const older = await insertReply(t.db, { postId: surveyId, userId: b.userId, createdAt: minutesAgo(10) });
    const r1 = await call('POST', `${S}/${surveyId}/reply`, a, { content: '  사과가 제일이죠  ' });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().data).toMatchObject({ postId: surveyId, content: '사과가 제일이죠', isAccepted: false, likeCount: 0 });
    const own = await call('POST', `${S}/${surveyId}/reply`, author, { content: '참여 고마워요' });
    expect(own.statusCode).toBe(200);
    const page1 = (await get(`${S}/${surveyId}/reply?size=2`)).json().data;
    expect(ids(page1)).toEqual([older, r1.json().data.replyId]);
    const page2 = (await get(`${S}/${surveyId}/reply?size=2&cursor=${page1.nextCursor}`)).json().data;
    expect(ids(page2)).toEqual([own.json().data.replyId]);
    expect(page2.nextCursor).toBeNull();
    expect((await get(`${S}/${surveyId}`)).json().data.replyCount).toBe(3);
    const events = await takeDomainEvents(t.db, ['community.reply.created'], 100);
    expect(events.map((e) => e.payload)).toEqual([
      { postId: surveyId, replyId: r1.json().data.replyId, communityType: 'survey', toUserId: author.userId, fromUserId: a.userId },
    ]);

    const theirs = r1.json().data.replyId as number;
    const before = await communityCounts(t.db);
    refused(await call('DELETE', `${S}/${surveyId}/reply/${theirs}`, b), 12, '내가 쓴 댓글만 삭제할 수 있어요');
    refused(await call('DELETE', `${S}/${surveyId}/reply/${theirs}`, author), 12); // the survey's author neither
    expect(await communityCounts(t.db)).toEqual(before);
    expect((await call('DELETE', `${S}/${surveyId}/reply/${theirs}`, a)).statusCode).toBe(200);
    expect((await call('DELETE', `${S}/${surveyId}/reply/${theirs}`, a)).statusCode).toBe(200); // again: the same answer
    expect(ids((await get(`${S}/${surveyId}/reply`)).json().data)).toEqual([older, own.json().data.replyId]);
    expect((await get(`${S}/${surveyId}`)).json().data.replyCount).toBe(2);
    const row = await one<{ status: string; content: string }>(sql`select status, content from community_replies where reply_id = ${theirs}`);
    expect(row).toEqual({ status: 'deleted', content: '사과가 제일이죠' });
    // Ids of another kind or another survey: 8.
    const post = await postOf('dashboard', author.userId);
    refused(await get(`${S}/${post}/reply`), 8, '설문을 찾을 수 없어요');
    refused(await call('POST', `${S}/${post}/reply`, a, { content: '게시글에 설문 댓글' }), 8);
    const otherSurvey = await postOf('survey', author.userId);
    refused(await call('DELETE', `${S}/${otherSurvey}/reply/${older}`, b), 8);
    refused(await get(`${S}/999999/reply`), 8);
  });

  it('banned words (incl. evasions) are 12 with the word named; nothing written', async () => {
    const [author, m] = [await account(), await account()];
    const surveyId = await postOf('survey', author.userId);
    const before = await communityCounts(t.db);
    for (const content of ['이 설문 시발 뭐야', '시 1 발 이게 뭐야', 'ㅅㅣㅂㅏㄹ 설문']) {
      refused(await call('POST', `${S}/${surveyId}/reply`, m, { content }), 12, /댓글/);
    }
    expect(await communityCounts(t.db)).toEqual(before);
    // The classic false positive passes.
    expect((await call('POST', `${S}/${surveyId}/reply`, m, { content: '시발역에서 만나요' })).statusCode).toBe(200);
  });

  it('the attack run’s evasions (issue 29): a reply 씨ㅤ발 (U+3164 filler) and its kin are 12 on every kind, nothing written; 병신년 운세 and 개새우 pass', async () => {
    const [author, m] = [await account(), await account()];
    const ids = { dashboard: await postOf('dashboard', author.userId), qna: await postOf('qna', author.userId), survey: await postOf('survey', author.userId) };
    const before = await communityCounts(t.db);
    for (const [kind, noun] of [
      ['dashboard', '댓글'],
      ['qna', '답변'],
      ['survey', '댓글'],
    ] as const) {
      const res = await call('POST', `${BASE[kind]}/${ids[kind]}/reply`, m, { content: '씨\u3164발' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 12, message: `${noun}에 사용할 수 없는 단어가 있어요(씨\u3164발). 고쳐서 다시 올려 주세요.` });
    }
    for (const content of ['시\uffa0발', '시ㅡ발 진짜', '씨8새', '병sin', 'ѕhit', '카지no 가입', 'f*ck'])
      refused(await call('POST', `${D}/${ids.dashboard}/reply`, m, { content }), 12, /댓글에 사용할 수 없는 단어가 있어요/);
    expect(await communityCounts(t.db)).toEqual(before);
    expect((await call('POST', `${D}/${ids.dashboard}/reply`, m, { content: '병신년 운세에 귤이 좋대요' })).statusCode).toBe(200);
    await t.db.execute(sql`update community_replies set created_at = now() - interval '6 seconds' where user_id = ${m.userId}`);
    expect((await call('POST', `${D}/${ids.dashboard}/reply`, m, { content: '개새우 튀김 맛있어요' })).statusCode).toBe(200);
  });

  it('the sandbox: 1 reply / 5 s (131), the same text within 10 minutes (12), at most 2 links for a new member (13); nothing written', async () => {
    const [author, m, fresh] = [await account(), await account(), await account({ newMember: true })];
    const surveyId = await postOf('survey', author.userId);
    expect((await call('POST', `${S}/${surveyId}/reply`, m, { content: '첫 댓글이에요' })).statusCode).toBe(200);
    let before = await communityCounts(t.db);
    refused(await call('POST', `${S}/${surveyId}/reply`, m, { content: '바로 또 단 댓글' }), 131, /초 후에 다시/);
    expect(await communityCounts(t.db)).toEqual(before);
    await t.db.execute(sql`update community_replies set created_at = created_at - interval '1 minute' where user_id = ${m.userId}`);
    refused(await call('POST', `${S}/${surveyId}/reply`, m, { content: '첫  댓글이에요' }), 12, '같은 내용을 방금 올리셨어요');
    expect(await communityCounts(t.db)).toEqual(before);
    refused(await call('POST', `${S}/${surveyId}/reply`, fresh, { content: 'https://a.kr https://b.kr https://c.kr 보세요' }), 13);
    expect(await communityCounts(t.db)).toEqual(before);
    expect((await call('POST', `${S}/${surveyId}/reply`, fresh, { content: 'https://a.kr https://b.kr 보세요' })).statusCode).toBe(200);
    before = await communityCounts(t.db);
    expect(before.replies).toBeGreaterThan(0);
  });

  it('a deleted survey: replies readable, no new reply (8); a hidden one: 8 for both; a closed one still takes replies', async () => {
    const [author, m] = [await account(), await account()];
    const deleted = await postOf('survey', author.userId, { status: 'deleted' });
    const kept = await insertReply(t.db, { postId: deleted, userId: author.userId, createdAt: minutesAgo(5) });
    expect(ids((await get(`${S}/${deleted}/reply`)).json().data)).toEqual([kept]);
    const hidden = await postOf('survey', author.userId, { status: 'hidden' });
    await insertReply(t.db, { postId: hidden, userId: author.userId, createdAt: minutesAgo(5) });
    const before = await communityCounts(t.db);
    refused(await call('POST', `${S}/${deleted}/reply`, m, { content: '삭제된 설문에 댓글' }), 8, '삭제된 글에는 댓글을 달 수 없어요');
    refused(await call('POST', `${S}/${hidden}/reply`, m, { content: '가려진 설문에 댓글' }), 8, '신고가 접수되어 검토 중인 글이에요');
    refused(await get(`${S}/${hidden}/reply`), 8, '신고가 접수되어 검토 중인 글이에요');
    refused(await call('DELETE', `${S}/${hidden}/reply/${kept}`, author), 8);
    expect(await communityCounts(t.db)).toEqual(before);
    const closed = (await fixturePost(t.db, { type: 'survey', userId: author.userId, endsAt: minutesAgo(1), createdAt: minutesAgo(120) })).postId;
    expect((await call('POST', `${S}/${closed}/reply`, m, { content: '결과가 궁금했어요' })).statusCode).toBe(200);
  });

  it('bad bodies and ids: 4xx with a SPEC code, nothing written', async () => {
    const [author, m] = [await account(), await account()];
    const surveyId = await postOf('survey', author.userId);
    const before = await communityCounts(t.db);
    for (const [body, code] of [
      [{}, 10],
      [{ content: '' }, 10],
      [{ content: '   ' }, 10],
      [{ content: '가'.repeat(1001) }, 13],
      [{ content: 'a\u0000b' }, 12],
      [{ content: 12 }, 12],
    ] as const)
      refused(await call('POST', `${S}/${surveyId}/reply`, m, body), code);
    for (const id of ['0', 'abc', '99999999999', '999999']) {
      const res = await call('POST', `${S}/${id}/reply`, m, { content: '없는 설문에 댓글' });
      refused(res, res.statusCode === 404 ? 8 : res.json().code);
      expect([8, 12, 13]).toContain(res.json().code);
    }
    expect(await communityCounts(t.db)).toEqual(before);
  });

  describe('who may write (authorization matrix): visitor, unfinished sign-up, banned, withdrawn, other member, owner', () => {
    const cases = [
      {
        name: 'reply to a survey',
        ownerOnly: false,
        run: (w: Who | undefined, c: { surveyId: number; replyId: number }, n: number) =>
          call('POST', `${S}/${c.surveyId}/reply`, w, { content: `설문 댓글 ${n}번째예요` }),
      },
      {
        name: 'delete a survey reply',
        ownerOnly: true,
        run: (w: Who | undefined, c: { surveyId: number; replyId: number }) => call('DELETE', `${S}/${c.surveyId}/reply/${c.replyId}`, w),
      },
    ];
    it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
      const owner = await account();
      const callers = await matrixCallers(account, owner, c.ownerOnly);
      let n = 0;
      for (const [label, who, expected] of callers) {
        // A fresh survey (by someone else) with the owner's reply, per caller.
        const surveyId = await postOf('survey', (await account()).userId);
        const replyId = await insertReply(t.db, { postId: surveyId, userId: owner.userId, createdAt: minutesAgo(30) });
        const res = await matrixAnswer(t.db, label, expected, () => c.run(who, { surveyId, replyId }, ++n));
        if (expected === 'ok') expect(res.json().code).toBe(0);
      }
    });
  });
});

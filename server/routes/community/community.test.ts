/**
 * Community posts, questions and replies on the real app and database (issue 15;
 * docs/decisions/017-community-posts.md): writing and reading, cursor pages that neither repeat
 * nor skip, popular vs newest order, the daily board by KST day, soft delete, hidden posts,
 * accepted answers (incl. two accepts racing), the new-user sandbox (counted from rows), the
 * duplicate and link rules, plain text kept as typed (XSS corpus), bad input as 4xx codes, and
 * the authorization matrix of every write with row counts proving refused calls wrote nothing.
 */
import { describe, expect, it, beforeAll } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { testTokens } from '@tests/setup/members.js';
import { invalidateBannedWords } from '@server/domain/moderation/banned-words.js';
import { bannedWords, communityPosts, communityReplies, domainEvents } from '@server/db/schema/index.js';
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

const t = useTestApp({ products: 60, tokens: testTokens }, 60000);

let boards: Record<string, number> = {};
beforeAll(async () => {
  boards = await ensureBoards(t.db);
});

const account = (opts?: Parameters<typeof makeAccount>[2]) => makeAccount(t.db, t.tokens!, opts);
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, who?: Who, payload?: unknown) =>
  t.app.inject({ method, url, headers: who?.headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const get = (url: string, who?: Who) => call('GET', url, who);
const D = '/api/v1/community/dashboard';
const Q = '/api/v1/community/qna';
const goodPost = (extra: object = {}) => ({
  boardCode: 'free',
  title: '딸기 보관 꿀팁',
  content: '딸기는 씻지 말고 키친타월에 싸서 냉장 보관하세요.',
  ...extra,
});
const goodQuestion = (extra: object = {}) => ({
  title: '귤 보관은 어떻게 하나요?',
  content: '귤 한 박스를 샀는데 오래 두고 먹으려면 어디에 두어야 하나요?',
  ...extra,
});
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

/** Every item of a list, following nextCursor. */
async function allPages(url: string, size: number, start: string | null = null) {
  const key = url.includes('/reply') ? 'replyId' : 'postId';
  const ids: number[] = [];
  let cursor: string | null = start;
  for (let i = 0; i < 100; i++) {
    const res = await get(`${url}${url.includes('?') ? '&' : '?'}size=${size}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { items: Array<Record<typeof key, number>>; nextCursor: string | null };
    expect(data.items.length).toBeLessThanOrEqual(size + 1);
    ids.push(...data.items.map((x) => x[key]));
    cursor = data.nextCursor;
    if (!cursor) break;
  }
  return ids;
}

describe('posts: write, read, edit', () => {
  it('a member writes a post with a product; the detail shows it to everyone, text as typed (trimmed, NFC)', async () => {
    const m = await account();
    const productNo = Number(
      ((await t.db.execute(sql`select product_no from products order by product_no limit 1`)) as unknown as { rows: Array<{ product_no: number }> }).rows[0]!
        .product_no,
    );
    const title = '  딸기 보관 꿀팁  '.normalize('NFD');
    const res = await call('POST', D, m, goodPost({ title, content: '첫 줄\r\n둘째 줄\t탭\n\n셋째 줄 — 씻지 마세요!', productNo }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const post = res.json().data;
    expect(post).toMatchObject({
      communityType: 'dashboard',
      status: 'visible',
      board: { code: 'free', name: expect.stringMatching(/^자유/) }, // '자유게시판' in the seeded community, '자유' where a test made the board
      title: '딸기 보관 꿀팁',
      content: '첫 줄\n둘째 줄\t탭\n\n셋째 줄 — 씻지 마세요!',
      author: { nickName: expect.stringMatching(/^커뮤/), isWithdrawn: false },
      product: { productNo },
      images: [],
      likeCount: 0,
      replyCount: 0,
      acceptedReplyId: null,
      updatedAt: null,
    });
    expect(post.title).toBe(post.title.normalize('NFC'));
    const detail = await get(`${D}/${post.postId}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.headers['cache-control']).toBe('public, max-age=0, must-revalidate'); // served from the detail cache (family 'detail')
    expect(detail.json().data).toEqual(post);
    expect(detail.json().data).not.toHaveProperty('isMine');

    // Member state is a member-only call, never stored.
    const mine = await get(`${D}/${post.postId}/my-state`, m);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json().data).toEqual({ postId: post.postId, isMine: true, liked: false, clipped: false });
    const other = await account();
    await t.db.execute(sql`insert into community_post_likes (user_id, post_id) values (${other.userId}, ${post.postId})`);
    await t.db.execute(sql`insert into community_clippings (user_id, post_id) values (${other.userId}, ${post.postId})`);
    expect((await get(`${D}/${post.postId}/my-state`, other)).json().data).toEqual({ postId: post.postId, isMine: false, liked: true, clipped: true });
    refused(await get(`${D}/${post.postId}/my-state`), 110);
  });

  it('the owner edits a post (board, text, product removed); updatedAt is set', async () => {
    const m = await account();
    const postId = await insertPost(t.db, { userId: m.userId, boardId: boards.free, createdAt: minutesAgo(60) });
    const res = await call(
      'PUT',
      `${D}/${postId}`,
      m,
      goodPost({ boardCode: 'recipe', title: '딸기잼 만들기', content: '딸기 1kg에 설탕 500g, 레몬즙 조금이면 충분해요.' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ postId, board: { code: 'recipe' }, title: '딸기잼 만들기', product: null });
    expect(res.json().data.updatedAt).not.toBeNull();
    expect((await get(`${D}/${postId}`)).json().data.title).toBe('딸기잼 만들기');
  });

  it('a withdrawn author shows as 탈퇴한 회원; an unknown, hidden or other-type id is 8', async () => {
    const gone = await account({ withdrawn: true });
    const postId = await insertPost(t.db, { userId: gone.userId, boardId: boards.free });
    const orphan = await insertPost(t.db, { userId: null, boardId: boards.free });
    expect((await get(`${D}/${postId}`)).json().data.author).toEqual({ nickName: '탈퇴한 회원', isWithdrawn: true });
    expect((await get(`${D}/${orphan}`)).json().data.author).toEqual({ nickName: '탈퇴한 회원', isWithdrawn: true });
    refused(await get(`${D}/999999`), 8);
    refused(await get(`${Q}/${postId}`), 8, '질문을 찾을 수 없어요');
    const hidden = await insertPost(t.db, { userId: gone.userId, boardId: boards.free, status: 'hidden' });
    refused(await get(`${D}/${hidden}`), 8, '신고가 접수되어 검토 중인 글이에요');
    refused(await get(`${D}/${hidden}/reply`), 8, '신고가 접수되어 검토 중인 글이에요');
  });
});

describe('lists: cursor pages, popular and newest, boards, daily board', () => {
  it('newest: pages follow created_at then id (ties included), never repeat or skip, even when posts are added meanwhile', async () => {
    const m = await account();
    // A board of its own, so other tests' posts do not interleave.
    await t.db.execute(sql`insert into community_boards (code, name, sort_order) values ('paging', '페이징', 50) on conflict do nothing`);
    const [{ board_id }] = (
      (await t.db.execute(sql`select board_id from community_boards where code = 'paging'`)) as unknown as { rows: Array<{ board_id: number }> }
    ).rows;
    const same = minutesAgo(30);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push(await insertPost(t.db, { userId: m.userId, boardId: board_id, createdAt: i % 5 === 0 ? same : minutesAgo(100 - i) }));
    const expected = (
      (await t.db.execute(
        sql`select post_id from community_posts where board_id = ${board_id} and status = 'visible' order by created_at desc, post_id desc`,
      )) as unknown as { rows: Array<{ post_id: number }> }
    ).rows.map((r) => r.post_id);
    expect(await allPages(`${D}?boardCode=paging&sort=newest`, 5)).toEqual(expected);

    // Walk again, adding a newer post and deleting nothing between pages: the walk is unchanged.
    const first = (await get(`${D}?boardCode=paging&sort=newest&size=5`)).json().data;
    await insertPost(t.db, { userId: m.userId, boardId: board_id });
    const rest = await allPages(`${D}?boardCode=paging&sort=newest`, 5, first.nextCursor);
    expect([...first.items.map((x: { postId: number }) => x.postId), ...rest]).toEqual(expected);
  });

  it('popular: (likes×3 + replies×2 + views×0.1) / (age hours + 2)^1.5 within 7 days; newest is by time', async () => {
    const m = await account();
    await t.db.execute(sql`insert into community_boards (code, name, sort_order) values ('popular', '인기', 51) on conflict do nothing`);
    const boardId = (await ensureBoards(t.db)).popular!;
    const fresh = await insertPost(t.db, { userId: m.userId, boardId, createdAt: minutesAgo(5) }); // score 0
    const loved = await insertPost(t.db, { userId: m.userId, boardId, createdAt: minutesAgo(60 * 24), likeCount: 40, replyCount: 10 });
    const viewed = await insertPost(t.db, { userId: m.userId, boardId, createdAt: minutesAgo(60 * 6), viewCount: 50, likeCount: 1 });
    const old = await insertPost(t.db, { userId: m.userId, boardId, createdAt: minutesAgo(60 * 24 * 8), likeCount: 10_000 });
    const score = (likes: number, replies: number, views: number, hours: number) => (likes * 3 + replies * 2 + views * 0.1) / Math.pow(hours + 2, 1.5);
    expect(score(40, 10, 0, 24)).toBeGreaterThan(score(1, 0, 50, 6));
    const popular = (await get(`${D}?boardCode=popular&sort=popular`)).json().data.items.map((x: { postId: number }) => x.postId);
    expect(popular).toEqual([loved, viewed, fresh]); // the 8-day-old post is outside the window
    const newest = (await get(`${D}?boardCode=popular&sort=newest`)).json().data.items.map((x: { postId: number }) => x.postId);
    expect(newest).toEqual([fresh, viewed, loved, old]);
    // Popular pages: the same order one by one, the cursor carrying the first page's time.
    expect(await allPages(`${D}?boardCode=popular&sort=popular`, 1)).toEqual([loved, viewed, fresh]);
    // The default sort is popular (communitySortFilterList selects it).
    expect((await get(`${D}?boardCode=popular`)).json().data.items[0].postId).toBe(loved);
  });

  it('hidden and deleted posts are left out; the Q&A list has questions only, with isAnswered', async () => {
    const m = await account();
    const visible = await insertPost(t.db, { userId: m.userId, type: 'qna' });
    const hidden = await insertPost(t.db, { userId: m.userId, type: 'qna', status: 'hidden' });
    const deleted = await insertPost(t.db, { userId: m.userId, type: 'qna', status: 'deleted' });
    const items = (await get(`${Q}?sort=newest&size=50`)).json().data.items as Array<{ postId: number; communityType: string; isAnswered: boolean }>;
    expect(items.map((x) => x.postId)).toContain(visible);
    expect(items.map((x) => x.postId)).not.toContain(hidden);
    expect(items.map((x) => x.postId)).not.toContain(deleted);
    expect(new Set(items.map((x) => x.communityType))).toEqual(new Set(['qna']));
    expect(items.find((x) => x.postId === visible)!.isAnswered).toBe(false);
  });

  it('the daily board: every kind of post of that KST day, midnight KST as the boundary', async () => {
    const m = await account();
    const before = await insertPost(t.db, { userId: m.userId, boardId: boards.free, createdAt: new Date('2025-03-10T14:59:59.999Z') }); // 23:59:59 KST on the 10th
    const atMidnight = await insertPost(t.db, { userId: m.userId, boardId: boards.free, createdAt: new Date('2025-03-10T15:00:00.000Z') }); // 00:00 KST on the 11th
    const question = await insertPost(t.db, { userId: m.userId, type: 'qna', createdAt: new Date('2025-03-11T03:00:00Z') });
    const survey = await insertPost(t.db, { userId: m.userId, type: 'survey', createdAt: new Date('2025-03-11T14:59:59Z') });
    await insertPost(t.db, { userId: m.userId, type: 'qna', createdAt: new Date('2025-03-11T05:00:00Z'), status: 'hidden' });
    await insertPost(t.db, { userId: m.userId, boardId: boards.free, createdAt: new Date('2025-03-11T15:00:00Z') }); // the 12th
    const day = (await get(`${D}/list?date=2025-03-11`)).json().data;
    expect(day.items.map((x: { postId: number }) => x.postId)).toEqual([survey, question, atMidnight]);
    expect(day.items.map((x: { communityType: string }) => x.communityType)).toEqual(['survey', 'qna', 'dashboard']);
    expect((await get(`${D}/list?date=2025-03-10`)).json().data.items.map((x: { postId: number }) => x.postId)).toEqual([before]);
    expect(await allPages(`${D}/list?date=2025-03-11`, 2)).toEqual([survey, question, atMidnight]);
    expect((await get(`${D}/list?date=2025-03-09`)).json().data).toEqual({ items: [], size: 20, nextCursor: null });
  });

  it.each([
    [`${D}?boardCode=nope`, 8],
    [`${D}?boardCode=NOPE!`, 12],
    [`${D}?sort=best`, 12],
    [`${D}?size=51`, 13],
    [`${D}?size=0`, 13],
    [`${D}?cursor=abc`, 12],
    [`${D}?sort=newest&cursor=${Buffer.from('["p",1,1,1]').toString('base64url')}`, 12],
    [`${D}?sort=newest&cursor=${Buffer.from('["n","2026-02-30 10:00:00+00",1]').toString('base64url')}`, 12],
    [`${D}?sort=popular&cursor=${Buffer.from('["p",1e300,1,1]').toString('base64url')}`, 12],
    [`${D}?sort=popular&cursor=${Buffer.from('["p",8639999999999999,1,1]').toString('base64url')}`, 12],
    [`${D}?sort=popular&cursor=${Buffer.from('["p",1700000000000,"1",1]').toString('base64url')}`, 12],
    [`${D}?sort=newest&cursor=${Buffer.from('["n","2026-01-01 10:00:00+00",0]').toString('base64url')}`, 12],
    [`${D}/list`, 10],
    [`${D}/list?date=2026-02-30`, 12],
    [`${D}/list?date=20260101`, 12],
    [`${D}/abc`, 12],
    [`${D}/0`, 13],
    [`${Q}/99999999999`, 12],
    [`${Q}/1/reply?cursor=%%%`, 12],
  ])('bad query %s → %i, never 500', async (url, code) => {
    const res = await get(url);
    refused(res, code);
  });
});

describe('soft delete', () => {
  it('the owner deletes a post: out of lists, the detail says 삭제된 글이에요 with no body, replies stay readable; again is the same', async () => {
    const [owner, replier] = [await account(), await account()];
    const postId = await insertPost(t.db, { userId: owner.userId, boardId: boards.free, title: '지울 글', content: '곧 지울 글의 내용입니다.' });
    const replyId = await insertReply(t.db, { postId, userId: replier.userId, content: '남는 댓글이에요' });
    const del = await call('DELETE', `${D}/${postId}`, owner);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json()).toMatchObject({ data: null, toastItems: [{ phrase: '게시글을 삭제했어요' }] });
    const detail = (await get(`${D}/${postId}`)).json().data;
    expect(detail).toMatchObject({ postId, status: 'deleted', title: '삭제된 글이에요', content: '', product: null, images: [] });
    expect((await get(`${D}?sort=newest&size=50`)).json().data.items.map((x: { postId: number }) => x.postId)).not.toContain(postId);
    const replies = (await get(`${D}/${postId}/reply`)).json().data.items;
    expect(replies).toEqual([expect.objectContaining({ replyId, content: '남는 댓글이에요' })]);
    expect((await call('DELETE', `${D}/${postId}`, owner)).statusCode).toBe(200);
    const [row] = await t.db.select().from(communityPosts).where(eq(communityPosts.postId, postId));
    expect(row).toMatchObject({ status: 'deleted', title: '지울 글' }); // kept, only marked
    expect(row!.deletedAt).not.toBeNull();
    // No new replies on a deleted post; no edits either.
    refused(await call('POST', `${D}/${postId}/reply`, replier, { content: '늦은 댓글' }), 8, '삭제된 글에는 댓글을 달 수 없어요');
    refused(await call('PUT', `${D}/${postId}`, owner, goodPost()), 8);
  });
});

describe('replies', () => {
  it('listed oldest first with cursor pages; the post author hears of others’ replies only; own reply deleted softly', async () => {
    const [author, a, b] = [await account(), await account(), await account()];
    const postId = await insertPost(t.db, { userId: author.userId, boardId: boards.free });
    await takeDomainEvents(t.db, ['community.reply.created'], 1000);
    const r1 = await call('POST', `${D}/${postId}/reply`, a, { content: '  저도 그렇게 해요!  ' });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().data).toMatchObject({ postId, content: '저도 그렇게 해요!', isAccepted: false, likeCount: 0 });
    const own = await call('POST', `${D}/${postId}/reply`, author, { content: '감사합니다 :)' });
    expect(own.statusCode).toBe(200);
    const older = await insertReply(t.db, { postId, userId: b.userId, createdAt: minutesAgo(10) });
    const hidden = await insertReply(t.db, { postId, userId: b.userId, status: 'hidden' });
    const ids = await allPages(`${D}/${postId}/reply`, 1);
    expect(ids).toEqual([older, r1.json().data.replyId, own.json().data.replyId]);
    expect(ids).not.toContain(hidden);
    expect((await get(`${D}/${postId}`)).json().data.replyCount).toBe(4);

    const events = await takeDomainEvents(t.db, ['community.reply.created'], 100);
    expect(events.map((e) => e.payload)).toEqual([
      { postId, replyId: r1.json().data.replyId, communityType: 'dashboard', toUserId: author.userId, fromUserId: a.userId },
    ]);

    // Another member's reply cannot be deleted; one's own can, softly, and again gives the same answer.
    const theirs = r1.json().data.replyId;
    const before = await communityCounts(t.db);
    refused(await call('DELETE', `${D}/${postId}/reply/${theirs}`, b), 12, '내가 쓴 댓글만 삭제할 수 있어요');
    expect(await communityCounts(t.db)).toEqual(before);
    expect((await call('DELETE', `${D}/${postId}/reply/${theirs}`, a)).statusCode).toBe(200);
    expect((await call('DELETE', `${D}/${postId}/reply/${theirs}`, a)).statusCode).toBe(200);
    expect(await allPages(`${D}/${postId}/reply`, 10)).toEqual([older, own.json().data.replyId]);
    expect((await get(`${D}/${postId}`)).json().data.replyCount).toBe(3);
    const [row] = await t.db.select().from(communityReplies).where(eq(communityReplies.replyId, theirs));
    expect(row).toMatchObject({ status: 'deleted', content: '저도 그렇게 해요!' });
    // A reply id of another post is 8.
    const elsewhere = await insertPost(t.db, { userId: author.userId, boardId: boards.free });
    refused(await call('DELETE', `${D}/${elsewhere}/reply/${older}`, b), 8);
  });
});

describe('accepted answers', () => {
  async function question() {
    const [asker, answerer, other] = [await account(), await account(), await account()];
    const postId = await insertPost(t.db, { userId: asker.userId, type: 'qna', createdAt: minutesAgo(30) });
    const first = await insertReply(t.db, { postId, userId: other.userId, createdAt: minutesAgo(20) });
    const answer = await insertReply(t.db, { postId, userId: answerer.userId, createdAt: minutesAgo(10) });
    const mine = await insertReply(t.db, { postId, userId: asker.userId, createdAt: minutesAgo(5) });
    return { asker, answerer, other, postId, first, answer, mine };
  }

  it('only the asker, never their own answer; pinned first; the answerer hears of it; exactly one', async () => {
    const q = await question();
    await takeDomainEvents(t.db, ['community.answer.accepted'], 1000);
    const before = await communityCounts(t.db);
    refused(await call('PUT', `${Q}/${q.postId}/accept/${q.answer}`, q.other), 12, '질문한 분만 답변을 채택할 수 있어요');
    refused(await call('PUT', `${Q}/${q.postId}/accept/${q.mine}`, q.asker), 12, '내 답변은 채택할 수 없어요');
    refused(await call('PUT', `${Q}/${q.postId}/accept/999999`, q.asker), 8);
    expect(await communityCounts(t.db)).toEqual(before);

    const ok = await call('PUT', `${Q}/${q.postId}/accept/${q.answer}`, q.asker);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ data: { postId: q.postId, acceptedReplyId: q.answer }, toastItems: [{ phrase: '답변을 채택했어요' }] });
    expect((await get(`${Q}/${q.postId}`)).json().data.acceptedReplyId).toBe(q.answer);
    const replies = (await get(`${Q}/${q.postId}/reply?size=2`)).json().data;
    expect(replies.items.map((r: { replyId: number; isAccepted: boolean }) => [r.replyId, r.isAccepted])).toEqual([
      [q.answer, true],
      [q.first, false],
      [q.mine, false],
    ]);
    expect(await allPages(`${Q}/${q.postId}/reply`, 1)).toEqual([q.answer, q.first, q.mine]);
    expect((await get(`${Q}?sort=newest&size=50`)).json().data.items.find((x: { postId: number }) => x.postId === q.postId).isAnswered).toBe(true);

    const events = await takeDomainEvents(t.db, ['community.answer.accepted'], 100);
    expect(events.map((e) => e.payload)).toEqual([{ postId: q.postId, replyId: q.answer, toUserId: q.answerer.userId, fromUserId: q.asker.userId }]);

    // The same again answers the same; another is 13; nothing changes.
    expect((await call('PUT', `${Q}/${q.postId}/accept/${q.answer}`, q.asker)).statusCode).toBe(200);
    const after = await communityCounts(t.db);
    refused(await call('PUT', `${Q}/${q.postId}/accept/${q.first}`, q.asker), 13, '이미 채택한 답변이 있어요');
    expect(await communityCounts(t.db)).toEqual(after);

    // The accepted answer and its question cannot be deleted.
    refused(await call('DELETE', `${Q}/${q.postId}/reply/${q.answer}`, q.answerer), 13, '채택된 답변은 삭제할 수 없어요');
    refused(await call('DELETE', `${Q}/${q.postId}`, q.asker), 13, '채택된 답변이 있는 질문은 삭제할 수 없어요');
    expect(await communityCounts(t.db)).toEqual(after);
    // Accepting on a board post is not a question: 8.
    const post = await insertPost(t.db, { userId: q.asker.userId, boardId: boards.free });
    refused(await call('PUT', `${Q}/${post}/accept/${q.answer}`, q.asker), 8);
  });

  it('two accepts racing on different answers: one wins, the other is a clear 13, one accepted row', async () => {
    for (let round = 0; round < 3; round++) {
      const q = await question();
      const [x, y] = await Promise.all([
        call('PUT', `${Q}/${q.postId}/accept/${q.answer}`, q.asker),
        call('PUT', `${Q}/${q.postId}/accept/${q.first}`, q.asker),
      ]);
      expect([x.statusCode, y.statusCode].sort()).toEqual([200, 400]);
      const loser = x.statusCode === 200 ? y : x;
      refused(loser, 13, '이미 채택한 답변이 있어요');
      const accepted = await t.db
        .select()
        .from(communityReplies)
        .where(sql`${communityReplies.postId} = ${q.postId} and ${communityReplies.isAccepted}`);
      expect(accepted).toHaveLength(1);
      const winner = (x.statusCode === 200 ? x : y).json().data.acceptedReplyId;
      expect(accepted[0]!.replyId).toBe(winner);
      expect((await get(`${Q}/${q.postId}`)).json().data.acceptedReplyId).toBe(winner);
    }
  });

  it('the database itself keeps one accepted answer per question (partial unique index)', async () => {
    const q = await question();
    await t.db.update(communityReplies).set({ isAccepted: true }).where(eq(communityReplies.replyId, q.first));
    await expect(t.db.update(communityReplies).set({ isAccepted: true }).where(eq(communityReplies.replyId, q.answer))).rejects.toThrow();
  });
});

describe('new-user sandbox, duplicates and links (counted from the rows)', () => {
  it('1 post / 30 s: the second is 131 with a Korean message, nothing written; a question counts too', async () => {
    const m = await account();
    expect((await call('POST', D, m, goodPost())).statusCode).toBe(200);
    const before = await communityCounts(t.db);
    const res = await call('POST', Q, m, goodQuestion());
    refused(res, 131, /초 후에 다시 올릴 수 있어요/);
    expect(res.statusCode).toBe(429);
    expect(await communityCounts(t.db)).toEqual(before);
  });

  it('the limit is read from the rows (so it holds across instances): a row 20 s old blocks, 40 s old does not', async () => {
    const m = await account();
    const id = await insertPost(t.db, { userId: m.userId, boardId: boards.free, createdAt: new Date(Date.now() - 20_000) });
    refused(await call('POST', D, m, goodPost()), 131);
    await t.db
      .update(communityPosts)
      .set({ createdAt: new Date(Date.now() - 40_000) })
      .where(eq(communityPosts.postId, id));
    expect((await call('POST', D, m, goodPost())).statusCode).toBe(200);
  });

  it('first day: 10 posts an hour; a member of two days is not limited so', async () => {
    const [fresh, settled] = [await account({ newMember: true }), await account()];
    for (const who of [fresh, settled])
      for (let i = 1; i <= 10; i++) await insertPost(t.db, { userId: who.userId, boardId: boards.free, createdAt: minutesAgo(i * 5) });
    const before = await communityCounts(t.db);
    refused(await call('POST', D, fresh, goodPost()), 131, '가입 첫날에는 한 시간에 10개까지 올릴 수 있어요');
    expect(await communityCounts(t.db)).toEqual(before);
    expect((await call('POST', D, settled, goodPost())).statusCode).toBe(200);
  });

  it('replies: 1 / 5 s', async () => {
    const [author, m] = [await account(), await account()];
    const postId = await insertPost(t.db, { userId: author.userId, boardId: boards.free });
    expect((await call('POST', `${D}/${postId}/reply`, m, { content: '첫 댓글' })).statusCode).toBe(200);
    const before = await communityCounts(t.db);
    refused(await call('POST', `${D}/${postId}/reply`, m, { content: '둘째 댓글' }), 131, /초 후에 다시 올릴 수 있어요/);
    expect(await communityCounts(t.db)).toEqual(before);
    await t.db.execute(sql`update community_replies set created_at = now() - interval '6 seconds' where user_id = ${m.userId}`);
    expect((await call('POST', `${D}/${postId}/reply`, m, { content: '둘째 댓글' })).statusCode).toBe(200);
  });

  it('the same title and body within 10 minutes: 12 같은 내용을 방금 올리셨어요 (spaces and case aside); after 10 minutes it is allowed', async () => {
    const m = await account();
    const id = await insertPost(t.db, {
      userId: m.userId,
      boardId: boards.free,
      title: '딸기 보관 꿀팁',
      content: 'Keep strawberries DRY and cold.',
      createdAt: minutesAgo(5),
    });
    const before = await communityCounts(t.db);
    refused(await call('POST', D, m, goodPost({ content: 'keep  strawberries dry and   cold.' })), 12, '같은 내용을 방금 올리셨어요');
    expect(await communityCounts(t.db)).toEqual(before);
    // Someone else may say the same.
    expect((await call('POST', D, await account(), goodPost({ content: 'Keep strawberries DRY and cold.' }))).statusCode).toBe(200);
    await t.db
      .update(communityPosts)
      .set({ createdAt: minutesAgo(11) })
      .where(eq(communityPosts.postId, id));
    expect((await call('POST', D, m, goodPost({ content: 'Keep strawberries DRY and cold.' }))).statusCode).toBe(200);
    // The same reply twice on one post.
    const postId = await insertPost(t.db, { userId: null, boardId: boards.free });
    await insertReply(t.db, { postId, userId: m.userId, content: '맛있어 보여요', createdAt: minutesAgo(1) });
    refused(await call('POST', `${D}/${postId}/reply`, m, { content: '맛있어 보여요' }), 12, '같은 내용을 방금 올리셨어요');
  });

  it('links: at most 2 for a member younger than a day (http(s):// and www.), any number afterwards', async () => {
    const [fresh, settled] = [await account({ newMember: true }), await account()];
    const three = '레시피는 https://a.example/1 과 http://b.example 그리고 www.c.example 에 있어요.';
    const before = await communityCounts(t.db);
    refused(await call('POST', D, fresh, goodPost({ content: three })), 13, '가입 첫날에는 링크를 2개까지만 넣을 수 있어요');
    const postId = await insertPost(t.db, { userId: null, boardId: boards.free });
    refused(await call('POST', `${D}/${postId}/reply`, fresh, { content: three }), 13);
    expect((await communityCounts(t.db)).posts).toBe((before!.posts! as number) + 1);
    expect((await call('POST', D, fresh, goodPost({ content: '레시피는 https://a.example/1 과 www.c.example 에 있어요.' }))).statusCode).toBe(200);
    expect((await call('POST', D, settled, goodPost({ content: three }))).statusCode).toBe(200);
  });

  it('banned words are refused with 12, nothing written', async () => {
    await t.db.insert(bannedWords).values({ word: '나쁜말테스트' }).onConflictDoNothing();
    invalidateBannedWords(t.db); // the list is cached for 30 s (server/domain/moderation/banned-words.ts)
    const m = await account();
    const before = await communityCounts(t.db);
    refused(await call('POST', D, m, goodPost({ title: '나쁜말테스트 제목' })), 12, '제목에 사용할 수 없는 단어가 있어요');
    refused(await call('POST', Q, m, goodQuestion({ content: '본문에 나 쁜 말 테 스 트 가 있어요 정말로' })), 12, '내용에 사용할 수 없는 단어가 있어요');
    const postId = await insertPost(t.db, { userId: null, boardId: boards.free });
    const after = await communityCounts(t.db);
    refused(await call('POST', `${D}/${postId}/reply`, m, { content: '나쁜말테스트' }), 12, '댓글에 사용할 수 없는 단어가 있어요');
    expect((await communityCounts(t.db)).replies).toBe(after!.replies);
    expect(before!.replies).toBe(after!.replies);
  });
});

describe('plain text in, the same plain text out (XSS corpus)', () => {
  const corpus = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<a href="javascript:alert(1)">링크</a>',
    'javascript:alert(document.cookie)',
    '<svg/onload=alert(1)>',
    '"><iframe src=//evil.example></iframe>',
    '&lt;b&gt;굵게&lt;/b&gt; &amp; &#x3C;',
    '<style>body{display:none}</style>',
    '{{constructor.constructor("alert(1)")()}}',
    '[클릭](javascript:alert(1)) ![x](x" onerror="alert(1))',
    "'; drop table community_posts; --",
    '<!-- 주석 --><b onmouseover=alert(1)>굵게</b>',
  ];
  it.each(corpus)('%s', async (payload) => {
    const m = await account();
    const content = `본문: ${payload} 끝`;
    const res = await call('POST', Q, m, goodQuestion({ title: payload.slice(0, 40), content }));
    expect(res.statusCode, res.body).toBe(200);
    const { postId } = res.json().data;
    const detail = (await get(`${Q}/${postId}`)).json().data;
    expect(detail.title).toBe(payload.slice(0, 40).trim());
    expect(detail.content).toBe(content);
    const reply = await call('POST', `${Q}/${postId}/reply`, await account(), { content: payload });
    expect(reply.json().data.content).toBe(payload);
    expect((await get(`${Q}/${postId}/reply`)).json().data.items[0].content).toBe(payload);
  });
});

describe('bad bodies: 4xx with a SPEC code and a Korean message, nothing written', () => {
  it.each([
    ['title too short', goodPost({ title: '가' }), 13],
    ['title of spaces only', goodPost({ title: '    ' }), 10],
    ['title over 40', goodPost({ title: '가'.repeat(41) }), 13],
    ['content under 10', goodPost({ content: '짧아요' }), 13],
    ['content over 5,000', goodPost({ content: '가'.repeat(5001) }), 13],
    ['content over the raw bound', goodPost({ content: '가'.repeat(20_001) }), 13],
    ['a NUL', goodPost({ content: '널 문자\u0000가 들어 있는 본문이에요' }), 12],
    ['a bell', goodPost({ title: '벨\u0007소리' }), 12],
    ['an RTL override', goodPost({ title: '\u202e역방향 제목' }), 12],
    ['a lone surrogate', goodPost({ content: '깨진 문자 \ud83c 가 있는 본문이에요' }), 12],
    ['missing title', { boardCode: 'free', content: '제목이 없는 글의 본문입니다.' }, 10],
    ['missing boardCode', { title: '게시판 없음', content: '게시판이 없는 글의 본문입니다.' }, 10],
    ['unknown board', goodPost({ boardCode: 'nope' }), 8],
    ['bad board code', goodPost({ boardCode: '자유' }), 12],
    ['unknown product', goodPost({ productNo: 9_999_999 }), 8],
    ['product not a number', goodPost({ productNo: '1' }), 12],
    ['title not a string', goodPost({ title: 12 }), 12],
    ['an array', [goodPost()], 12],
  ])('%s → %i', async (_label, body, code) => {
    const m = await account();
    const before = await communityCounts(t.db);
    refused(await call('POST', D, m, body), code as number);
    expect(await communityCounts(t.db)).toEqual(before);
  });

  it.each([
    ['empty', '', 10],
    ['spaces', '   \n ', 10],
    ['over 1,000', '가'.repeat(1001), 13],
    ['NUL', 'a\u0000b', 12],
  ])('reply %s → %i', async (_label, content, code) => {
    const [m, author] = [await account(), await account()];
    const postId = await insertPost(t.db, { userId: author.userId, boardId: boards.free });
    const before = await communityCounts(t.db);
    refused(await call('POST', `${D}/${postId}/reply`, m, { content }), code);
    expect(await communityCounts(t.db)).toEqual(before);
  });
});

describe('who may write (authorization matrix): visitor, unfinished sign-up, member, owner, other member, banned, withdrawn', () => {
  type Case = { name: string; run: (who: Who | undefined, ctx: Ctx) => ReturnType<typeof call>; ownerOnly: boolean };
  type Ctx = { postId: number; questionId: number; replyId: number; answerId: number; questionReplyId: number };

  /** Fresh targets owned by `owner` for each caller (so an allowed call does not change the next one's target). */
  async function targets(owner: Who, replier: Who): Promise<Ctx> {
    const postId = await insertPost(t.db, { userId: owner.userId, boardId: boards.free, createdAt: minutesAgo(60) });
    const questionId = await insertPost(t.db, { userId: owner.userId, type: 'qna', createdAt: minutesAgo(60) });
    const replyId = await insertReply(t.db, { postId, userId: owner.userId, createdAt: minutesAgo(50) });
    const questionReplyId = await insertReply(t.db, { postId: questionId, userId: owner.userId, createdAt: minutesAgo(50) });
    const answerId = await insertReply(t.db, { postId: questionId, userId: replier.userId, createdAt: minutesAgo(40) });
    return { postId, questionId, replyId, answerId, questionReplyId };
  }
  let n = 0;
  const unique = () => `고유한 본문 ${++n}번째 글이에요. 제철 과일 이야기.`;
  const cases: Case[] = [
    { name: 'create post', ownerOnly: false, run: (w) => call('POST', D, w, goodPost({ content: unique() })) },
    { name: 'edit post', ownerOnly: true, run: (w, c) => call('PUT', `${D}/${c.postId}`, w, goodPost({ content: unique() })) },
    { name: 'delete post', ownerOnly: true, run: (w, c) => call('DELETE', `${D}/${c.postId}`, w) },
    { name: 'reply to post', ownerOnly: false, run: (w, c) => call('POST', `${D}/${c.postId}/reply`, w, { content: unique() }) },
    { name: 'delete post reply', ownerOnly: true, run: (w, c) => call('DELETE', `${D}/${c.postId}/reply/${c.replyId}`, w) },
    { name: 'create question', ownerOnly: false, run: (w) => call('POST', Q, w, goodQuestion({ content: unique() })) },
    { name: 'edit question', ownerOnly: true, run: (w, c) => call('PUT', `${Q}/${c.questionId}`, w, goodQuestion({ content: unique() })) },
    { name: 'delete question', ownerOnly: true, run: (w, c) => call('DELETE', `${Q}/${c.questionId}`, w) },
    { name: 'answer a question', ownerOnly: false, run: (w, c) => call('POST', `${Q}/${c.questionId}/reply`, w, { content: unique() }) },
    { name: 'delete answer', ownerOnly: true, run: (w, c) => call('DELETE', `${Q}/${c.questionId}/reply/${c.questionReplyId}`, w) },
    { name: 'accept answer', ownerOnly: true, run: (w, c) => call('PUT', `${Q}/${c.questionId}/accept/${c.answerId}`, w) },
  ];

  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const owner = await account();
    const replier = await account();
    const callers = await matrixCallers(account, owner, c.ownerOnly);
    for (const [label, who, expected] of callers) {
      const ctx = await targets(owner, replier);
      const res = await matrixAnswer(t.db, label, expected, () => c.run(who, ctx));
      if (expected === 'ok') expect(res.json().code).toBe(0);
      if (expected === 110 && label === 'unfinished sign-up') expect(res.json().message).toBe('회원가입을 마치면 이용할 수 있어요.');
    }
  });

  it('the outbox holds only committed events: a refused reply emits none', async () => {
    const [author, banned] = [await account(), await account({ banned: true })];
    const postId = await insertPost(t.db, { userId: author.userId, boardId: boards.free });
    const before = await t.db.select().from(domainEvents);
    refused(await call('POST', `${D}/${postId}/reply`, banned, { content: '막힌 댓글' }), 130);
    expect(await t.db.select().from(domainEvents)).toEqual(before);
  });
});

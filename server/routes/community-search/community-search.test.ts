/**
 * GET /api/v1/community/search on the real app and a seeded database (issue 15;
 * docs/decisions/023-community-search.md): found by title and by body, 초성, spacing either way, a
 * syllable still being typed, a typo corrected through the product dictionary (and exact=Y keeping
 * the keyword), the communityType filter, hidden and deleted posts never shown, posts written,
 * edited and deleted through the API found or gone at once, the rank order, stable cursor pages,
 * the bounded window of newest posts, and bad input answered with a 4xx SPEC §8 code and a Korean
 * message, never a 500.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { testTokens } from '@tests/setup/members.js';
import type { CommunitySearchResult } from '@contract/community-search.js';
import { ensureBoards, insertPost, makeAccount } from '@tests/setup/community-kit.js';
import { encodeCursor } from '@server/domain/community/cursor.js';
import { encodeSearchCursor, queryStamp } from '@server/domain/community/search-cursor.js';
import { SEARCH_WINDOW } from '@server/domain/community/community-search.service.js';

const t = useTestApp({ products: 60, tokens: testTokens }, 60000);

const S = '/api/v1/community/search';
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const search = async (query: Record<string, string | number>) => {
  const res = await t.app.inject({ method: 'GET', url: S, query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as CommunitySearchResult;
};
const ids = (r: CommunitySearchResult) => r.items.map((i) => i.postId);

/** Expect a 4xx with `code` and a Korean message. */
function refused(res: { statusCode: number; json(): { code: number; message: string } }, code: number, message?: RegExp) {
  expect(res.statusCode, JSON.stringify(res.json())).toBeGreaterThanOrEqual(400);
  expect(res.statusCode).toBeLessThan(500);
  expect(res.json().code).toBe(code);
  expect(res.json().message).toMatch(/[가-힣]/);
  if (message) expect(res.json().message).toMatch(message);
}

let boards: Record<string, number> = {};
/** The fixture posts, by role. */
const p = {} as Record<'exact' | 'spaced' | 'body' | 'survey' | 'hidden' | 'deleted' | 'hallabong' | 'partial', number>;
let authorId = 0;

beforeAll(async () => {
  boards = await ensureBoards(t.db);
  authorId = (await makeAccount(t.db, t.tokens!)).userId;
  const post = (extra: Omit<Parameters<typeof insertPost>[1], 'userId'>) => insertPost(t.db, { userId: authorId, boardId: boards.free, ...extra });
  // 대게찜: the whole title (question), in the title with a space (post), only in the body (post).
  p.exact = await post({ type: 'qna', title: '대게찜', content: '대게찜은 몇 분이나 쪄야 하나요? 처음 해 봐요.', createdAt: hoursAgo(5) });
  p.spaced = await post({ title: '대게 찜 황금 비율', content: '영덕에서 받은 게를 쪄서 먹는 방법을 정리했어요.', createdAt: hoursAgo(3) });
  p.body = await post({ title: '주말 장보기 기록', content: '시장에서 대게찜 재료를 샀어요. 맛있게 먹었어요.', createdAt: hoursAgo(1) });
  p.survey = await post({ type: 'survey', title: '대게 어떻게 드세요?', content: '찜, 라면, 회 중에서 골라 주세요.', createdAt: hoursAgo(2) });
  p.hidden = await post({ title: '대게찜 신고된 글', content: '신고가 쌓여 가려진 글이에요.', status: 'hidden', createdAt: hoursAgo(1) });
  p.deleted = await post({ title: '대게찜 지운 글', content: '작성자가 지운 글이에요.', status: 'deleted', createdAt: hoursAgo(1) });
  p.hallabong = await post({ title: '한라봉 껍질 쉽게 까는 법', content: '꼭지 쪽에 칼집을 살짝 내면 잘 벗겨져요.', createdAt: hoursAgo(4) });
  p.partial = await post({ title: '댁에서 만드는 물회비빔소스', content: '고추장, 식초, 설탕을 2:1:1로 섞어요.', createdAt: hoursAgo(6) });
}, 60000);

describe('matching', () => {
  it('finds by title and by body, best first: whole title, title, body; hidden and deleted never', async () => {
    const r = await search({ keyword: '대게찜', size: 50 });
    expect(r).toMatchObject({ keyword: '대게찜', communityType: 'all', correctedKeyword: null, correction: null, nextCursor: null });
    const mine = ids(r).filter((id) => Object.values(p).includes(id));
    expect(mine).toEqual([p.exact, p.spaced, p.body]);
    expect(ids(r)).not.toContain(p.hidden);
    expect(ids(r)).not.toContain(p.deleted);
    expect(ids(r)).not.toContain(p.survey); // 대게 어떻게 …: 대게 but not 대게찜
    expect(r.total).toBe(r.items.length);
    // Items are the community lists' summaries.
    const exact = r.items.find((i) => i.postId === p.exact)!;
    expect(exact).toMatchObject({ communityType: 'qna', board: null, title: '대게찜', isAnswered: false, author: { isWithdrawn: false } });
    expect(exact.excerpt).toContain('몇 분');
    const body = r.items.find((i) => i.postId === p.body)!;
    expect(body).toMatchObject({ communityType: 'dashboard', board: { code: 'free' }, title: '주말 장보기 기록' });
  });

  it('ignores spacing both ways: 대게 찜 = 대게찜', async () => {
    const joined = await search({ keyword: '대게찜' });
    const spaced = await search({ keyword: '  대게   찜 ' });
    expect(spaced.keyword).toBe('대게 찜');
    expect(ids(spaced)).toEqual(ids(joined));
    expect(ids(spaced)).toContain(p.spaced);
    expect(ids(spaced)).toContain(p.exact);
  });

  it('초성: ㄷㄱ finds 대게 posts by their titles, ㄷㄱㅉ the 대게찜 ones', async () => {
    const r = await search({ keyword: 'ㄷㄱ', size: 50 });
    expect(ids(r)).toEqual(expect.arrayContaining([p.exact, p.spaced, p.survey]));
    expect(ids(r)).not.toContain(p.body); // 초성 matches titles only
    expect(ids(r)).not.toContain(p.hidden);
    // Every title found has two syllables in a row starting with ㄷ and ㄱ.
    for (const item of r.items) expect(item.title).toMatch(/[다-딯]\s*[가-깋]/);
    const chim = await search({ keyword: 'ㄷㄱㅉ' });
    expect(ids(chim).filter((id) => Object.values(p).includes(id))).toEqual([p.exact, p.spaced]);
  });

  it('a syllable still being typed: 대ㄱ finds 대게 and 댁', async () => {
    const r = await search({ keyword: '대ㄱ', size: 50 });
    expect(ids(r)).toEqual(expect.arrayContaining([p.exact, p.spaced, p.body, p.survey, p.partial]));
    expect(r.correctedKeyword).toBeNull();
  });

  it('a complete syllable matches as a syllable: 대 does not find 댁', async () => {
    const r = await search({ keyword: '물회비빔소스' });
    expect(ids(r)).toEqual([p.partial]);
    expect(ids(await search({ keyword: '대에서' }))).not.toContain(p.partial);
  });

  it('corrects a typo through the product dictionary (한라붕 → 한라봉), on later pages too; exact=Y keeps the keyword', async () => {
    const r = await search({ keyword: '한라붕' });
    expect(r).toMatchObject({ keyword: '한라붕', correctedKeyword: '한라봉', correction: 'dictionary' });
    expect(ids(r)).toContain(p.hallabong);
    const asTyped = await search({ keyword: '한라붕', exact: 'Y' });
    expect(asTyped).toMatchObject({ correctedKeyword: null, correction: null, total: 0, items: [] });
    // A word the dictionary holds is never "corrected" to another one.
    expect((await search({ keyword: '동물복지' })).correctedKeyword).toBeNull();
    // Nothing close: no correction, an empty answer.
    expect(await search({ keyword: '아이폰케이스' })).toMatchObject({ total: 0, items: [], correctedKeyword: null, nextCursor: null });
  });

  it('filters by communityType', async () => {
    const qna = await search({ keyword: '대게찜', communityType: 'qna' });
    expect(ids(qna)).toContain(p.exact);
    expect(qna.items.every((i) => i.communityType === 'qna')).toBe(true);
    const dashboard = await search({ keyword: '대게찜', communityType: 'dashboard' });
    expect(ids(dashboard)).toEqual(expect.arrayContaining([p.spaced, p.body]));
    expect(ids(dashboard)).not.toContain(p.exact);
    expect(dashboard.items.every((i) => i.communityType === 'dashboard')).toBe(true);
    const survey = await search({ keyword: '대게', communityType: 'survey' });
    expect(ids(survey)).toContain(p.survey);
    expect(survey.items.every((i) => i.communityType === 'survey')).toBe(true);
    expect(survey.communityType).toBe('survey');
  });

  it('user text is matched literally: regex and LIKE characters, latin case-insensitively', async () => {
    const id = await insertPost(t.db, { userId: authorId, boardId: boards.free, title: 'BBQ 소스 (1+1) 후기', content: '100% 국산 재료예요. a.b*c' });
    expect(ids(await search({ keyword: 'bbq' }))).toContain(id);
    expect(ids(await search({ keyword: '(1+1)' }))).toContain(id);
    expect(ids(await search({ keyword: '100%' }))).toContain(id);
    expect(ids(await search({ keyword: 'a.b*c' }))).toContain(id);
    expect(ids(await search({ keyword: 'a.b.c' }))).not.toContain(id);
    expect(ids(await search({ keyword: '1%국' }))).not.toContain(id);
    for (const keyword of ['(((', '[', '\\', '.*', 'a{1000}', '$^', '***:x', '(?i)', '%_%', 'ㄱ'.repeat(50), '👩‍👩‍👧‍👦'])
      expect((await t.app.inject({ url: S, query: { keyword } })).statusCode, keyword).toBe(200);
  });
});

describe('kept current with writes', () => {
  it('a post written, edited and deleted through the API is found, changed and gone at once', async () => {
    const member = await makeAccount(t.db, t.tokens!);
    const body = { boardCode: 'free', title: '도루묵찌개 끓이는 법', content: '도루묵은 비린내가 적어서 무를 넣고 끓이면 시원해요.' };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/community/dashboard', headers: member.headers, payload: body });
    expect(created.statusCode, created.body).toBe(200);
    const postId = created.json().data.postId as number;
    expect(ids(await search({ keyword: '도루묵찌개' }))).toEqual([postId]);
    expect(ids(await search({ keyword: 'ㄷㄹㅁ' }))).toContain(postId);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/community/dashboard/${postId}`,
      headers: member.headers,
      payload: { ...body, title: '양미리조림 만드는 법', content: '양미리는 간장에 졸이면 밥도둑이 따로 없어요.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(ids(await search({ keyword: '도루묵찌개' }))).toEqual([]);
    expect(ids(await search({ keyword: '양미리 조림' }))).toEqual([postId]);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/community/dashboard/${postId}`, headers: member.headers });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await search({ keyword: '양미리조림' })).toMatchObject({ total: 0, items: [] });
  });
});

describe('paging', () => {
  it('cursor pages neither repeat nor skip, in the rank order, and stay stable when posts are added meanwhile', async () => {
    const made: number[] = [];
    // 7 with the word in the title, 18 only in the body, at distinct times.
    for (let i = 0; i < 25; i++)
      made.push(
        await insertPost(t.db, {
          userId: authorId,
          boardId: boards.free,
          title: i < 7 ? `바다포도무침 만들기 ${i}` : `김장 이야기 ${i}`,
          content: i < 7 ? '바다포도는 찬물에 살짝 헹궈요.' : `올해는 바다포도무침도 해 봤어요. ${i}번째 기록이에요.`,
          createdAt: hoursAgo(30 - i),
        }),
      );
    const titleFirst = [...made.slice(0, 7).reverse(), ...made.slice(7).reverse()];
    const all = await search({ keyword: '바다포도무침', size: 50 });
    expect(ids(all)).toEqual(titleFirst);
    expect(all.total).toBe(25);

    const seen: number[] = [];
    let cursor: string | null = null;
    for (let page = 0; page < 10; page++) {
      const r = await search({ keyword: '바다포도 무침', size: 10, ...(cursor ? { cursor } : {}) });
      expect(r.total).toBe(page === 0 ? 25 : 26);
      seen.push(...ids(r));
      cursor = r.nextCursor;
      // A new matching post after the first page: it is newer than the cursor, so it does not shift the pages.
      if (page === 0) await insertPost(t.db, { userId: authorId, boardId: boards.free, title: '바다포도무침 새 글', content: '방금 올린 글이에요.' });
      if (!cursor) break;
    }
    expect(seen).toEqual(titleFirst);
  });

  it('a page past the end answers the total with no items', async () => {
    const stamp = queryStamp('대게찜', 'all');
    const end = encodeSearchCursor({ tier: 2, at: '1971-01-01 00:00:00+00', id: 1, corrected: null }, stamp);
    const r = await search({ keyword: '대게찜', cursor: end });
    expect(r.items).toEqual([]);
    expect(r.nextCursor).toBeNull();
    expect(r.total).toBeGreaterThanOrEqual(3);
  });
});

describe('bad input is a 4xx with a Korean message, never a 500', () => {
  it('keyword missing, blank, too long or with control characters', async () => {
    refused(await t.app.inject({ url: S }), 10);
    refused(await t.app.inject({ url: S, query: { keyword: '' } }), 10, /^검색어를 입력해 주세요\.$/);
    refused(await t.app.inject({ url: S, query: { keyword: ' \t ' } }), 10, /^검색어를 입력해 주세요\.$/);
    refused(await t.app.inject({ url: S, query: { keyword: '가'.repeat(51) } }), 13, /^검색어는 50자까지 입력할 수 있어요\.$/);
    refused(await t.app.inject({ url: S, query: { keyword: '🍎'.repeat(51) } }), 13, /50자/);
    refused(await t.app.inject({ url: S, query: { keyword: '가'.repeat(5000) } }), 13);
    refused(await t.app.inject({ url: S, query: { keyword: '대게\u0000' } }), 12, /검색어에 쓸 수 없는 문자/);
    refused(await t.app.inject({ url: S, query: { keyword: '대게\u007f찜' } }), 12);
    // 50 characters, spaces around trimmed: searched.
    expect((await search({ keyword: ` ${'가'.repeat(50)} ` })).keyword).toBe('가'.repeat(50));
    expect((await search({ keyword: '🍎'.repeat(50) })).items).toEqual([]);
    // Only invisible marks: nothing left to search, an empty answer.
    expect((await search({ keyword: '\u200b\u200b' })).items).toEqual([]);
  });

  it('communityType, exact, size and cursor out of their sets', async () => {
    refused(await t.app.inject({ url: S, query: { keyword: '대게', communityType: 'notice' } }), 12);
    refused(await t.app.inject({ url: S, query: { keyword: '대게', exact: 'yes' } }), 12);
    refused(await t.app.inject({ url: S, query: { keyword: '대게', size: '0' } }), 13);
    refused(await t.app.inject({ url: S, query: { keyword: '대게', size: '51' } }), 13);
    refused(await t.app.inject({ url: S, query: { keyword: '대게', cursor: 'not a cursor!' } }), 12);
    refused(await t.app.inject({ url: S, query: { keyword: '대게', cursor: 'AAAA' } }), 12);
    // Another list's cursor, another keyword's or type's cursor, forged fields.
    const listCursor = encodeCursor({ kind: 'n', at: '2026-01-01 00:00:00+00', id: 5 });
    refused(await t.app.inject({ url: S, query: { keyword: '대게', cursor: listCursor } }), 12, /처음부터/);
    const other = encodeSearchCursor({ tier: 0, at: '2026-01-01 00:00:00+00', id: 5, corrected: null }, queryStamp('곶감', 'all'));
    refused(await t.app.inject({ url: S, query: { keyword: '대게', cursor: other } }), 12);
    refused(await t.app.inject({ url: S, query: { keyword: '곶감', communityType: 'qna', cursor: other } }), 12);
    const stamp = queryStamp('대게', 'all');
    const forged = (raw: unknown[]) => Buffer.from(JSON.stringify(raw)).toString('base64url');
    for (const raw of [
      ['s', 3, '2026-01-01 00:00:00+00', 5, stamp, null],
      ['s', 0, '2026-13-01 00:00:00+00', 5, stamp, null],
      ['s', 0, "2026-01-01'; drop table users; --", 5, stamp, null],
      ['s', 0, '2026-01-01 00:00:00+00', 0, stamp, null],
      ['s', 0, '2026-01-01 00:00:00+00', 5, stamp, '가'.repeat(31)],
      ['s', 0, '2026-01-01 00:00:00+00', 5, stamp, '\u0000'],
      ['s', 0, '2026-01-01 00:00:00+00', 5, stamp],
    ])
      refused(await t.app.inject({ url: S, query: { keyword: '대게', cursor: forged(raw) } }), 12);
  });

  it('is public, answers the same to everyone and is cached by no one but the worker (live: no-cache)', async () => {
    const member = await makeAccount(t.db, t.tokens!);
    const anonymous = await t.app.inject({ url: S, query: { keyword: '대게찜' } });
    const signedIn = await t.app.inject({ url: S, query: { keyword: '대게찜' }, headers: member.headers });
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    expect(signedIn.json().data).toEqual(anonymous.json().data);
  });
});

describe('the search window', () => {
  it(`reads the newest ${SEARCH_WINDOW.toLocaleString('en')} posts of the kind: older ones drop out, other kinds keep theirs`, async () => {
    expect(ids(await search({ keyword: '대게', communityType: 'survey' }))).toContain(p.survey);
    // SEARCH_WINDOW newer surveys (that do not match) push the 대게 survey out of the survey window.
    await t.db.execute(sql`insert into community_posts (community_type, user_id, title, content, content_hash, created_at)
      select 'survey', ${authorId}, '채우기 설문 ' || g, '검색 창 시험용 글이에요 ' || g, md5(g::text), now() - interval '1 minute' + g * interval '1 ms'
      from generate_series(1, ${SEARCH_WINDOW}) g`);
    expect(ids(await search({ keyword: '대게', communityType: 'survey' }))).not.toContain(p.survey);
    expect(ids(await search({ keyword: '대게찜', communityType: 'qna' }))).toContain(p.exact);
  });
});

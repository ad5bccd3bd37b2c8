/**
 * GET /api/v1/community/bannedwords-validation on the real app and seeded database (issue 15;
 * docs/decisions/019-banned-words.md): valid and invalid texts, evasions, the exceptions' spans,
 * an answer that names only the caller's own characters, bad input (10 missing, 13 too long), the
 * per-address limit (131), no-store; the seeded list, its refill and the issue-29 words added once; the write seam
 * assertNoBannedWords (code 12, nothing to write) and an operator's edit seen after invalidation.
 */
import { describe, expect, it } from 'vitest';
import { count, eq, like } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { BANNED_WORDS_INVALID_TEXT, BANNED_WORDS_TEXT_MAX, BANNED_WORDS_VALID_TEXT } from '@contract/banned-words.js';
import { bannedWords } from '@server/db/schema/index.js';
import { DEFAULT_BANNED_WORDS, ISSUE_29_NOTE, seedBannedWords } from '@server/seed/banned-words.js';
import { assertNoBannedWords, invalidateBannedWords } from '@server/domain/moderation/banned-words.js';
import { ApiError } from '@server/errors.js';
import { BANNED_WORDS_VALIDATION_PER_MINUTE } from './community-words.routes.js';

const t = useTestApp({ products: 100 }, 60000);
const URL_BASE = '/api/v1/community/bannedwords-validation';
let address = 0;
/** Each test calls from its own client address, so the per-address limit is tested on its own. */
const check = (text: string | undefined, remoteAddress = `10.0.0.${++address}`) =>
  t.app.inject({ method: 'GET', url: text === undefined ? URL_BASE : `${URL_BASE}?text=${encodeURIComponent(text)}`, remoteAddress });

describe('GET /api/v1/community/bannedwords-validation', () => {
  it('a clean text is valid; the answer is never stored (no-store)', async () => {
    const res = await check('제주 한라봉 정말 달아요. 시발역에서 만나요!');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ code: 0, data: { isValid: true, message: BANNED_WORDS_VALID_TEXT, word: null } });
  });

  it.each([
    ['아 시발 진짜', '시발'],
    ['ㅅ1발', 'ㅅ1발'],
    ['ㅅ ㅣ ㅂ ㅏ ㄹ', 'ㅅ ㅣ ㅂ ㅏ ㄹ'],
    ['시\u200b발', '시\u200b발'],
    ['ｆｕｃｋ', 'ｆｕｃｋ'],
    ['병 신아', '병 신'],
    ['7H새끼', '7H새끼'],
    ['시발역에서 시발', '시발'],
    ['카 지 노 가입 이벤트', '카 지 노'],
  ])('%j is invalid and the answer shows the caller’s own characters %j', async (text, word) => {
    const res = await check(text);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ isValid: false, message: BANNED_WORDS_INVALID_TEXT, word });
  });

  it('never names the listed word or the list: only the characters the caller sent', async () => {
    const body = (await check('ㅅ1발 ㅂ ㅅ')).body;
    expect(body).not.toContain('시발');
    expect(body).not.toContain('병신');
    expect(JSON.parse(body).data.word).toBe('ㅅ1발');
  });

  it('bad input: missing or empty text → 10, longer than 1,000 characters → 13; 1,000 is fine', async () => {
    for (const res of [await check(undefined), await check('')]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(10);
    }
    const long = await check('가'.repeat(BANNED_WORDS_TEXT_MAX + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe(13);
    expect((await check('가'.repeat(BANNED_WORDS_TEXT_MAX))).json().data.isValid).toBe(true);
  });

  it(`is limited to ${BANNED_WORDS_VALIDATION_PER_MINUTE} calls a minute per client address (131), other addresses unaffected`, async () => {
    const codes: number[] = [];
    for (let i = 0; i <= BANNED_WORDS_VALIDATION_PER_MINUTE; i++) codes.push((await check(`사과${i}`, '10.9.9.9')).statusCode);
    expect(codes.slice(0, BANNED_WORDS_VALIDATION_PER_MINUTE).every((c) => c === 200)).toBe(true);
    const over = await check('사과', '10.9.9.9');
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(131);
    expect((await check('사과', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('the list in the database', () => {
  it('is seeded with the default list, and refilled only when empty', async () => {
    const rows = async () => Number((await t.db.select({ n: count() }).from(bannedWords))[0].n);
    const unique = new Set(DEFAULT_BANNED_WORDS.map((w) => w.word)).size;
    expect(await rows()).toBe(unique);
    expect(await seedBannedWords(t.db)).toBe(0); // an operator's table is left as it is
    const kept = await t.db.select().from(bannedWords);
    await t.db.delete(bannedWords);
    try {
      expect(await seedBannedWords(t.db)).toBe(unique); // an existing database seeded before the list
    } finally {
      await t.db.delete(bannedWords);
      await t.db.insert(bannedWords).values(kept);
    }
    expect(await rows()).toBe(unique);
  });

  it('a table seeded before issue 29 gets its words once; an operator’s removal of one stays removed', async () => {
    const kept = await t.db.select().from(bannedWords);
    const issue29 = DEFAULT_BANNED_WORDS.filter((w) => w.note.endsWith(ISSUE_29_NOTE));
    const issue29Words = [...new Set(issue29.map((w) => w.word))];
    try {
      await t.db.delete(bannedWords).where(like(bannedWords.note, `%${ISSUE_29_NOTE}`));
      invalidateBannedWords(t.db);
      expect((await check('씹발')).json().data.isValid).toBe(true); // the first list only
      expect(await seedBannedWords(t.db)).toBe(issue29Words.length);
      invalidateBannedWords(t.db);
      expect((await check('씹발')).json().data.isValid).toBe(false);
      expect((await check('병신년 운세')).json().data.isValid).toBe(true);
      await t.db.delete(bannedWords).where(eq(bannedWords.word, '씹발'));
      expect(await seedBannedWords(t.db)).toBe(0);
      expect(await t.db.select().from(bannedWords).where(eq(bannedWords.word, '씹발'))).toEqual([]);
    } finally {
      await t.db.delete(bannedWords);
      await t.db.insert(bannedWords).values(kept);
      invalidateBannedWords(t.db);
    }
  });

  it('an operator’s added word and exception apply once the cached list is invalidated', async () => {
    expect((await check('감자칩 최고')).json().data.isValid).toBe(true);
    await t.db.insert(bannedWords).values([
      { word: '감자칩', kind: 'block' },
      { word: '감자칩스', kind: 'allow' },
    ]);
    invalidateBannedWords(t.db);
    try {
      expect((await check('감 자 칩 최고')).json().data).toMatchObject({ isValid: false, word: '감 자 칩' });
      expect((await check('감자칩스 과자')).json().data.isValid).toBe(true);
    } finally {
      await t.db.delete(bannedWords).where(eq(bannedWords.word, '감자칩'));
      await t.db.delete(bannedWords).where(eq(bannedWords.word, '감자칩스'));
      invalidateBannedWords(t.db);
    }
    expect((await check('감자칩 최고')).json().data.isValid).toBe(true);
  });
});

describe('assertNoBannedWords (the seam every community write calls)', () => {
  it('passes clean fields and refuses the first field with a blocked word: code 12, a Korean message naming the field', async () => {
    await expect(assertNoBannedWords(t.db, { 제목: '수박씨 발라 먹는 법', 내용: '시발점은 할머니 레시피예요' })).resolves.toBeUndefined();
    const refused = await assertNoBannedWords(t.db, { 제목: '오늘의 레시피', 내용: '아 ㅅ1발 태웠어요' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ code: 12, message: '내용에 사용할 수 없는 단어가 있어요(ㅅ1발). 고쳐서 다시 올려 주세요.' });
  });
});

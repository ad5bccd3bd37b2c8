/**
 * Search relevance and honest popular searches (issue 13): a known word (category name, dictionary
 * word) is never corrected into another one (전복 ≠ 전북), a typo is corrected with
 * correctedKeyword and exact=Y turns that off, an answer with no products offers related
 * categories, and the popular list counts distinct devices of successful, uncorrected searches
 * only, each address once (issue 29), minus 초성, generic, banned and blocked terms, with pins first. Names come from the seeded
 * data, never hard-coded, so the tests survive a new catalogue.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { desc, eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { flushSearchLogs } from '@server/domain/search/search-log.js';
import { categories, products, searchKeywords, searchLogs, searchTermRules } from '@server/db/schema/index.js';
import { compactOf } from '@server/infra/hangul.js';
import { searchTermsCommand } from '@scripts/search-terms.js';
import { clearSearchCaches, keywordRank, RANK_MIN_DEVICES } from '@server/domain/search/index.js';
import { GENERIC_TERMS } from '@server/domain/search/popular.js';

const t = useTestApp({ products: 1000 });
const q = (s: string) => encodeURIComponent(s);

async function search(params: string, device?: string) {
  const res = await t.app.inject({ url: `/api/v1/search?${params}`, headers: device ? { deviceuuid: device } : {} });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json().data;
}
const rankTerms = async () => {
  clearSearchCaches(t.db);
  const res = await t.app.inject('/api/v1/search/rank');
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Array<{ rank: number; keyword: string; pinned?: boolean }>; fromLogs: boolean };
};

/** A typo of `word`: the vowel of its last syllable moved by `shift` (한라봉 → 한라붕 …). */
function typoOf(word: string, shift: number): string {
  const chars = [...word];
  const code = chars[chars.length - 1].charCodeAt(0) - 0xac00;
  const [lead, vowel, tail] = [Math.floor(code / 588), Math.floor((code % 588) / 28), code % 28];
  chars[chars.length - 1] = String.fromCharCode(0xac00 + lead * 588 + ((vowel + shift) % 21) * 28 + tail);
  return chars.join('');
}

describe('no correction of a known word', () => {
  it('전복 (a category name) is searched as 전복: never 전북, and a no-result answer offers related categories', async () => {
    const [abalone] = await t.db.select().from(categories).where(eq(categories.name, '전복'));
    const r = await search(`keyword=${q('전복')}`);
    expect(r.correctedKeyword).toBeNull();
    for (const p of r.items) expect(compactOf(`${p.name}${p.origin}`)).toContain('전복');
    if (r.total === 0) {
      expect(r.relatedCategories.length).toBeGreaterThan(0);
      for (const c of r.relatedCategories) expect(c.count).toBeGreaterThan(0);
      if (abalone) expect(r.relatedCategories.map((c: { code: string }) => c.code).some((code: string) => abalone.code.startsWith(code))).toBe(true);
    } else expect(r.relatedCategories).toEqual([]);
  });
  it('every category name (and its parts) is searched as typed, never corrected', async () => {
    const cats = await t.db.select({ name: categories.name }).from(categories);
    for (const { name } of cats.slice(0, 25)) {
      const r = await search(`keyword=${q(name.split('·')[0])}`);
      expect(r.correctedKeyword, name).toBeNull();
    }
  });
  it('a word with no product and no near category: no correction, no categories, 200', async () => {
    const r = await search(`keyword=${q('아이폰케이스')}`);
    expect(r).toMatchObject({ total: 0, correctedKeyword: null, relatedCategories: [] });
  });
});

describe('typo correction and the exact flag', () => {
  it('a typo of a dictionary word is corrected with correctedKeyword; exact=Y searches the typed word', async () => {
    const words = await t.db
      .select({ keyword: searchKeywords.keyword })
      .from(searchKeywords)
      .where(sql`${searchKeywords.kind} = 'word' and char_length(${searchKeywords.keyword}) = 3 and ${searchKeywords.keyword} ~ '^[가-힣]+$'`)
      .orderBy(desc(searchKeywords.weight))
      .limit(20);
    let checked = 0;
    for (const { keyword } of words) {
      for (const shift of [1, 2, 3]) {
        const typo = typoOf(keyword, shift);
        const exact = await search(`keyword=${q(typo)}&exact=Y`);
        if (exact.total > 0) continue;
        const known = await t.db.select().from(searchKeywords).where(eq(searchKeywords.keyword, typo));
        if (known.length) continue;
        expect(exact.correctedKeyword).toBeNull();
        const r = await search(`keyword=${q(typo)}`);
        if (r.correctedKeyword === null) continue; // another, closer word may be nowhere: try the next
        expect(r.total).toBeGreaterThan(0);
        expect(r.keyword).toBe(typo);
        if (r.correction === 'similar') continue; // the dictionary path is the one under test here
        expect(r.correction).toBe('dictionary');
        expect(exact.correction).toBeNull();
        checked++;
        break;
      }
      if (checked >= 2) break;
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });
  it('a similarity-fallback answer also names the word it is for (correction: similar) and exact=Y undoes it', async () => {
    // A dictionary phrase with two syllables too many ('청송사과요요'): more than 2 jamo edits from any
    // keyword, so no dictionary correction, but most of its jamo trigrams are in the products.
    const phrases = await t.db
      .select({ keyword: searchKeywords.keyword })
      .from(searchKeywords)
      .where(sql`${searchKeywords.kind} = 'phrase' and char_length(replace(${searchKeywords.keyword}, ' ', '')) between 4 and 6`)
      .orderBy(desc(searchKeywords.weight))
      .limit(20);
    let checked = 0;
    for (const { keyword } of phrases) {
      const typed = `${keyword.replace(/\s/g, '')}요요`;
      const r = await search(`keyword=${q(typed)}`);
      if (r.correction !== 'similar') continue;
      expect(r.total).toBeGreaterThan(0);
      expect(r.keyword).toBe(typed);
      // The word is one of the best match's own words (name words, a pair of them, or its origin).
      expect(typeof r.correctedKeyword).toBe('string');
      const first = r.items[0] as { productNo: number; name: string };
      const [best] = await t.db.select({ origin: products.origin }).from(products).where(eq(products.productNo, first.productNo));
      expect(compactOf(`${first.name} ${best.origin}`)).toContain(compactOf(r.correctedKeyword));
      const exact = await search(`keyword=${q(typed)}&exact=Y`);
      expect(exact).toMatchObject({ total: 0, correctedKeyword: null, correction: null });
      // The same answer from the cache says the same.
      expect((await search(`keyword=${q(typed)}`)).correctedKeyword).toBe(r.correctedKeyword);
      checked++;
      if (checked >= 2) break;
    }
    expect(checked).toBeGreaterThanOrEqual(1);
  });
  it('exact accepts only Y or N (12), with a Korean message', async () => {
    const res = await t.app.inject(`/api/v1/search?keyword=${q('사과')}&exact=true`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(12);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect((await search(`keyword=${q('사과')}&exact=N`)).total).toBeGreaterThan(0);
  });
});

describe('search log', () => {
  it('records the device, the result count and whether a correction answered', async () => {
    await flushSearchLogs(t.db); // rows queued by earlier searches land first
    await t.db.delete(searchLogs);
    await search(`keyword=${q('사과')}`, 'w-log-1');
    await search(`keyword=${q('ㅋㅋㅋ없는말')}`);
    await search(`keyword=${q('사과')}`, 'bad device id with spaces');
    await flushSearchLogs(t.db);
    const rows = await t.db.select().from(searchLogs).orderBy(searchLogs.logId);
    expect(rows.map((r) => [r.keyword, r.deviceUuid, r.resultCount > 0, r.corrected])).toEqual([
      ['사과', 'w-log-1', true, false],
      ['ㅋㅋㅋ없는말', null, false, false],
      ['사과', null, true, false],
    ]);
  });
});

describe('popular searches', () => {
  beforeEach(async () => {
    await flushSearchLogs(t.db); // rows queued by earlier searches land first
    await t.db.delete(searchLogs);
    await t.db.delete(searchTermRules);
  });
  const log = (keyword: string, devices: number, extra: Partial<typeof searchLogs.$inferInsert> = {}) =>
    t.db.insert(searchLogs).values(Array.from({ length: devices }, (_, i) => ({ keyword, deviceUuid: `w-${keyword}-${i}`, resultCount: 12, ...extra })));

  it(`needs ${RANK_MIN_DEVICES} distinct devices; one device searching many times counts once`, async () => {
    await log('한라봉', RANK_MIN_DEVICES);
    await t.db.insert(searchLogs).values(Array.from({ length: 10 }, () => ({ keyword: '대게', deviceUuid: 'w-one', resultCount: 5 })));
    await log('딸기', RANK_MIN_DEVICES - 1);
    const r = await rankTerms();
    expect(r.fromLogs).toBe(true);
    expect(r.items.map((i) => i.keyword)).toEqual(['한라봉']);
  });
  it('excludes zero-result, corrected, device-less, 초성-only and banned-word searches', async () => {
    await log('아이폰', 5, { resultCount: 0 });
    await log('한라붕', 5, { corrected: true });
    await log('ㅅㄱ', 5);
    await log('운영자', 5);
    await t.db.insert(searchLogs).values(Array.from({ length: 5 }, () => ({ keyword: '사과', deviceUuid: null, resultCount: 9 })));
    await log('참외', RANK_MIN_DEVICES);
    const r = await rankTerms();
    expect(r.items.map((i) => i.keyword)).toEqual(['참외']);
  });
  it('a single visitor zero-result search through the API never reaches the list', async () => {
    await search(`keyword=${q('아이폰')}`, 'w-visitor');
    await search(`keyword=${q('ㅅㄱ')}`, 'w-visitor');
    const r = await rankTerms();
    expect(r.fromLogs).toBe(false);
    expect(r.items.map((i) => i.keyword)).not.toContain('아이폰');
    expect(r.items.map((i) => i.keyword)).not.toContain('ㅅㄱ');
  });
  it('ranks by distinct devices with time decay', async () => {
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    await log('한라봉', 4, { createdAt: hoursAgo(48) }); // 4 × 0.25 = 1
    await log('대게', 3); // 3 × 1
    await log('오래된말', 5, { createdAt: hoursAgo(15 * 24) }); // outside the 14 days
    clearSearchCaches(t.db);
    const r = await keywordRank(t.db, new Date());
    expect(r.items.map((i) => i.keyword)).toEqual(['대게', '한라봉']);
    expect(r.items[1].score).toBeCloseTo(1, 1);
  });
  it('ops: a pinned term takes its rank, a blocked one disappears at once (the rank cache is invalidated)', async () => {
    await log('대게', 5);
    await log('참외', 4);
    await log('아이폰', 3);
    clearSearchCaches(t.db);
    const before = (await t.app.inject('/api/v1/search/rank')).json().data;
    expect(before.items.map((i: { keyword: string }) => i.keyword)).toEqual(['대게', '참외', '아이폰']);
    // No cache clear between: the block alone must change the next answer.
    expect((await searchTermsCommand(t.db, ['block', '아이 폰'])).code).toBe(0);
    expect((await searchTermsCommand(t.db, ['pin', '한라봉', '1'])).code).toBe(0);
    const after = (await t.app.inject('/api/v1/search/rank')).json().data;
    expect(after.items.map((i: { rank: number; keyword: string; pinned?: boolean }) => [i.rank, i.keyword, !!i.pinned])).toEqual([
      [1, '한라봉', true],
      [2, '대게', false],
      [3, '참외', false],
    ]);
    expect((await searchTermsCommand(t.db, ['unpin', '한라봉'])).code).toBe(0);
    const unpinned = (await t.app.inject('/api/v1/search/rank')).json().data;
    expect(unpinned.items.map((i: { keyword: string }) => i.keyword)).toEqual(['대게', '참외']);
  });
  it('made-up devices from one address count once (issue 29): 40 searches with 40 deviceUuids do not list a term; 3 addresses do', async () => {
    // A word the catalogue sells (the seeded data, not hard-coded): found as itself, with products, not generic.
    let name = '';
    for (const c of await t.db.select({ name: categories.name }).from(categories).orderBy(categories.name)) {
      if (c.name.length < 2 || GENERIC_TERMS.has(compactOf(c.name))) continue;
      const r = await search(`keyword=${q(c.name)}`);
      if (r.total > 0 && !r.correctedKeyword) {
        name = c.name;
        break;
      }
    }
    expect(name).not.toBe('');
    await flushSearchLogs(t.db);
    await t.db.delete(searchLogs);
    const searchFrom = (address: string, device: string) =>
      t.app.inject({ url: `/api/v1/search?keyword=${q(name)}`, headers: { deviceuuid: device }, remoteAddress: address });
    const pumped = await Promise.all(Array.from({ length: 40 }, (_, i) => searchFrom('203.0.113.7', `w-pump-${i}`)));
    expect(pumped.map((r) => r.statusCode)).toEqual(Array(40).fill(200));
    await flushSearchLogs(t.db);
    const rows = await t.db.select().from(searchLogs);
    expect(rows).toHaveLength(40);
    // One key for the address, never the address itself.
    expect(new Set(rows.map((r) => r.clientKey))).toEqual(new Set([rows[0]!.clientKey]));
    expect(rows[0]!.clientKey).toMatch(/^[\w-]{16}$/);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
    expect((await rankTerms()).items.map((i) => i.keyword)).not.toContain(name);
    // Two more addresses (an IPv6 one by its /64: two addresses of one /64 are one voter) make three.
    await searchFrom('2001:db8:1:2::10', 'w-honest-1');
    await searchFrom('2001:db8:1:2::11', 'w-honest-2');
    await flushSearchLogs(t.db);
    expect((await rankTerms()).items.map((i) => i.keyword)).not.toContain(name);
    await searchFrom('198.51.100.20', 'w-honest-3');
    await flushSearchLogs(t.db);
    expect((await rankTerms()).items.map((i) => i.keyword)).toContain(name);
  });
  it('generic words never reach the list (issue 29): 당일발송, 국산, 서울, 특가 …; a food with one of them does', async () => {
    for (const word of ['당일발송', '국산', '서울', '특가', '수제', '상품', '무료 배송']) await log(word, RANK_MIN_DEVICES + 5);
    await log('국산 참깨', RANK_MIN_DEVICES);
    const r = await rankTerms();
    expect(r.items.map((i) => i.keyword)).toEqual(['국산 참깨']);
  });
  it('a pin shows even with no logs, above the dictionary fallback', async () => {
    await searchTermsCommand(t.db, ['pin', '한라봉', '2']);
    const r = await rankTerms();
    expect(r.fromLogs).toBe(false);
    expect(r.items[1]).toMatchObject({ rank: 2, keyword: '한라봉', pinned: true });
    expect(r.items.filter((i) => i.keyword === '한라봉')).toHaveLength(1);
    expect(r.items.length).toBeLessThanOrEqual(10);
  });
});

describe('junk input', () => {
  it.each([['ㅋ'], ['ㅏㅏㅏ'], ['💩💩'], ['a'.repeat(50)], ['\u200b\u200b'], ["'; drop table search_logs; --"], ['전복%'], ['_']])(
    '%s → 200 (or 400 code 10 when nothing remains), never 500',
    async (kw) => {
      const res = await t.app.inject(`/api/v1/search?keyword=${q(kw)}`);
      expect([200, 400]).toContain(res.statusCode);
      if (res.statusCode === 400) expect(res.json().code).toBe(10);
      else expect(Array.isArray(res.json().data.relatedCategories)).toBe(true);
    },
  );
  it.each([
    ['exact=1', 12],
    ['exact=', 12],
  ])('search?keyword=사과&%s → 400 code %i', async (extra, code) => {
    const res = await t.app.inject(`/api/v1/search?keyword=${q('사과')}&${extra}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe(code);
  });
});

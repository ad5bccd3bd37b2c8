/**
 * Search host end to end (issue 4): each Korean matching rule through the real API and index,
 * filters and sorts, store search, decayed frequent keywords, autocomplete highlight, and bad
 * input that must be a 4xx or an empty result with no search log written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../tests/setup/test-app.js';
import { searchLogs } from '../../db/schema/index.js';
import { compactOf, jamoOf } from '../../lib/hangul.js';
import { keywordRank, withDeadline } from './search.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 1000 });
});
afterAll(async () => {
  await t?.close();
});

const q = (s: string) => encodeURIComponent(s);
async function search(params: string) {
  const res = await t.app.inject(`/api/v1/search?${params}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json().data;
}
const logCount = async () => Number((await t.db.select({ n: count() }).from(searchLogs))[0].n);

describe('Korean matching rules', () => {
  it('two syllables: 사과 finds only apple products', async () => {
    const r = await search(`keyword=${q('사과')}&size=100`);
    expect(r.total).toBeGreaterThan(5);
    for (const p of r.items) expect(compactOf(`${p.name}${p.origin}`)).toContain('사과');
  });
  it('one syllable: 굴 finds oysters, and not 구례 (syllable-level for a submitted word)', async () => {
    const r = await search(`keyword=${q('굴')}&size=100`);
    expect(r.total).toBeGreaterThan(0);
    for (const p of r.items) expect(p.name.replace(/\s/g, '')).toContain('굴');
  });
  it('initial consonants: ㅅㄱ suggests 사과 and finds apple products', async () => {
    const auto = (await t.app.inject(`/api/v2/auto-keyword?keyword=${q('ㅅㄱ')}`)).json().data;
    expect(auto.items.map((i: { keyword: string }) => i.keyword)).toContain('사과');
    const sagwa = auto.items.find((i: { keyword: string }) => i.keyword === '사과');
    expect(sagwa.highlight).toEqual({ start: 0, end: 2 });
    const r = await search(`keyword=${q('ㅅㄱ')}&size=50`);
    expect(r.items.some((p: { name: string }) => p.name.includes('사과'))).toBe(true);
    const long = await search(`keyword=${q('ㅊㅅㅅㄱ')}`);
    expect(long.total).toBeGreaterThan(0);
    for (const p of long.items) expect(p.name).toContain('청송');
  });
  it('mid-syllable: 사ㄱ finds 사과 products and autocompletes 사과', async () => {
    const r = await search(`keyword=${q('사ㄱ')}&size=20`);
    expect(r.items.some((p: { name: string }) => p.name.includes('사과'))).toBe(true);
    const auto = (await t.app.inject(`/api/v2/auto-keyword?keyword=${q('사ㄱ')}`)).json().data;
    expect(auto.items.map((i: { keyword: string }) => i.keyword)).toContain('사과');
  });
  it('spacing-insensitive: 햇 사과 and 햇사과 give the same results', async () => {
    const a = await search(`keyword=${q('햇 사과')}&size=50`);
    const b = await search(`keyword=${q('햇사과')}&size=50`);
    expect(a.total).toBeGreaterThan(0);
    expect(a.items.map((p: { productNo: number }) => p.productNo)).toEqual(b.items.map((p: { productNo: number }) => p.productNo));
  });
  it('a typo in a longer word: 청송사가 still finds 청송 사과', async () => {
    const r = await search(`keyword=${q('청송사가')}`);
    expect(r.total).toBeGreaterThan(0);
    expect(r.correctedKeyword).toBe('청송 사과');
    for (const p of r.items) expect(p.name).toContain('청송');
    const auto = (await t.app.inject(`/api/v2/auto-keyword?keyword=${q('영덕대개')}`)).json().data;
    expect(auto.items.map((i: { keyword: string }) => i.keyword)).toContain('영덕 대게');
  });
  it('English/number tokens: 5KG matches 5kg options', async () => {
    const r = await search(`keyword=${q('5KG')}&size=30`);
    expect(r.total).toBeGreaterThan(0);
    for (const p of r.items) expect(p.name.toLowerCase()).toContain('5kg');
  });
});

describe('filters and sort', () => {
  it('price range and 낮은 가격순 order the results', async () => {
    const all = await search(`keyword=${q('사과')}&size=100`);
    const r = await search(`keyword=${q('사과')}&minPrice=20000&maxPrice=40000&sort=priceAsc&size=100`);
    const prices = r.items.map((p: { salePrice: number }) => p.salePrice);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const p of prices) expect(p >= 20000 && p <= 40000).toBe(true);
    expect(r.maxPrice).toBe(all.maxPrice);
    expect(all.maxPrice).toBe(Math.max(...all.items.map((p: { salePrice: number }) => p.salePrice)));
  });
  it('category, discount and high-price sort', async () => {
    const r = await search(`keyword=${q('사과')}&categoryCode=10&discountRate=20&sort=priceDesc&size=50`);
    for (const p of r.items) expect(p.discountRate).toBeGreaterThanOrEqual(20);
    const prices = r.items.map((p: { salePrice: number }) => p.salePrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const none = await search(`keyword=${q('사과')}&categoryCode=12`);
    expect(none.total).toBe(0);
    const facets = (await search(`keyword=${q('사과')}`)).categories;
    expect(facets[0]).toMatchObject({ code: '10', name: '과일' });
  });
});

describe('stores, ranking, recommendations', () => {
  it('finds a store by a partial name', async () => {
    const res = (await t.app.inject(`/api/v1/search/shop?keyword=${q('햇살')}`)).json().data;
    expect(res.total).toBeGreaterThan(0);
    for (const s of res.items) expect(`${s.name}${s.localName}${s.city}`.replace(/\s/g, '')).toContain('햇살');
  });
  it('frequent keywords come from logs with time decay', async () => {
    await t.db.delete(searchLogs);
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    // 3 searches two days ago (weight 0.25 each) vs 1 search now (weight 1): the recent one wins.
    await t.db.insert(searchLogs).values([{ keyword: '한라봉', createdAt: hoursAgo(48) }, { keyword: '한라봉', createdAt: hoursAgo(48) }, { keyword: '한라봉', createdAt: hoursAgo(48) }, { keyword: '대게', createdAt: hoursAgo(0) }]);
    const rank = await keywordRank(t.db, now);
    expect(rank.fromLogs).toBe(true);
    expect(rank.items.map((i) => i.keyword)).toEqual(['대게', '한라봉']);
    expect(rank.items[1].score).toBeCloseTo(0.75, 2);
    await t.db.delete(searchLogs);
    const fallback = (await t.app.inject('/api/v1/search/rank')).json().data;
    expect(fallback.fromLogs).toBe(false);
    expect(fallback.items.length).toBeGreaterThan(0);
  });
  it('a successful first-page search is logged with its normalized keyword', async () => {
    await t.db.delete(searchLogs);
    await search(`keyword=${q('  사과  ')}`);
    await search(`keyword=${q('사과')}&page=2`);
    const rows = await t.db.select().from(searchLogs);
    expect(rows.map((r) => r.keyword)).toEqual(['사과']);
  });
  it('recommendations and recommended keywords are in Korean', async () => {
    const rec = (await t.app.inject('/api/v1/search/recommendation')).json().data;
    expect(rec.items.length).toBeGreaterThan(0);
    const kw = (await t.app.inject('/api/v1/search/recommend-keyword')).json().data;
    expect(kw.items.length).toBeGreaterThan(0);
    for (const k of kw.items) expect(k).toMatch(/[가-힣]/);
  });
});

describe('bad input', () => {
  it.each([
    ['', 400, 10],
    ['keyword=', 400, 10],
    ['keyword=%20%20%20', 400, 10],
    [`keyword=${'가'.repeat(51)}`, 400, 13],
    ['keyword=%00abc', 400, 12],
    ['keyword=a%1Fb', 400, 12],
    [`keyword=${q('사과')}&keyword=${q('배')}`, 400, 12],
    [`keyword=${q('사과')}&sort=cheapest`, 400, 12],
    [`keyword=${q('사과')}&minPrice=-1`, 400, 13],
    [`keyword=${q('사과')}&maxPrice=1e12`, 400, 13],
    [`keyword=${q('사과')}&maxPrice=abc`, 400, 12],
    [`keyword=${q('사과')}&categoryCode=1,2`, 400, 12],
    [`keyword=${q('사과')}&size=101`, 400, 13],
  ])('search?%s → %i code %i, nothing logged', async (params, status, code) => {
    const before = await logCount();
    const res = await t.app.inject(`/api/v1/search?${params}`);
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(code);
    expect(res.json().message).toMatch(/[가-힣]/);
    expect(await logCount()).toBe(before);
  });
  it.each([[q("' OR 1=1 --")], [q('%_%')], [q('🍎🍎')], [q('\u202e사과')], ['%ED%A0%80'], [q('<script>alert(1)</script>')]])('hostile keyword %s is an ordinary (often empty) search', async (kw) => {
    const res = await t.app.inject(`/api/v1/search?keyword=${kw}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(0);
  });
  it('%_% does not match everything (LIKE wildcards are literal)', async () => {
    expect((await search(`keyword=${q('%_%')}`)).total).toBe(0);
  });
  it('autocomplete and store search reject bad input too', async () => {
    expect((await t.app.inject('/api/v2/auto-keyword')).json().code).toBe(10);
    expect((await t.app.inject(`/api/v2/auto-keyword?keyword=${'x'.repeat(60)}`)).json().code).toBe(13);
    expect((await t.app.inject('/api/v1/search/shop?keyword=%07')).json().code).toBe(12);
  });
  it('a query past the deadline is code 52, not a hang', async () => {
    const never = new Promise<never>(() => {});
    await expect(withDeadline(never, 20)).rejects.toMatchObject({ code: 52 });
  });
  it('jamo keys of the index match the library', async () => {
    const rows = await t.db.execute(sql`select jamo from product_search limit 1`);
    expect(typeof (rows as unknown as { rows: Array<{ jamo: string }> }).rows[0].jamo).toBe('string');
    expect(jamoOf('사과')).toBe('ㅅㅏㄱㅗㅏ');
  });
});

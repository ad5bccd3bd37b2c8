/**
 * Search host end to end (issue 4): each Korean matching rule through the real API and index,
 * filters and sorts, store search, decayed frequent keywords, autocomplete highlight, and bad
 * input that must be a 4xx or an empty result with no search log written.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray, like, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { flushSearchLogs } from '@server/domain/search/search-log.js';
import { products, productSearch, searchKeywords, searchLogs } from '@server/db/schema/index.js';
import { syllableGrams } from '@server/domain/search/grams.js';
import { compactOf, jamoOf } from '@server/infra/hangul.js';
import { clearSearchCaches, keywordRank, matchCondition, refreshSearchIndex, withDeadline } from '@server/domain/search/index.js';

const t = useTestApp({ products: 1000 });

const q = (s: string) => encodeURIComponent(s);
async function search(params: string) {
  const res = await t.app.inject(`/api/v1/search?${params}`);
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.json().data;
}
const logCount = async () => {
  await flushSearchLogs(t.db); // the log is written behind the request (search-log.ts)
  return Number((await t.db.select({ n: count() }).from(searchLogs))[0].n);
};

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
    // a seeded 영덕 crab phrase ('영덕 대게', '영덕 홍게' …, whichever lines the seed drew), typed unspaced with 개 for 게
    const [{ name }] = await t.db
      .select({ name: products.name })
      .from(products)
      .where(sql`${products.name} like '영덕 %게 %'`)
      .limit(1);
    const phrase = name.split(' ').slice(0, 2).join(' ');
    const auto = (await t.app.inject(`/api/v2/auto-keyword?keyword=${q(phrase.replace(' ', '').replace(/게$/, '개'))}`)).json().data;
    expect(auto.items.map((i: { keyword: string }) => i.keyword)).toContain(phrase);
  });
  it('did you mean, for swapped jamo and a missing final consonant (issue 30): 한랍오 → 한라봉, 전보 → 전복', async () => {
    for (const [typed, meant] of [
      ['한랍오', '한라봉'],
      ['전보', '전복'],
    ]) {
      const exists = await t.db
        .select({ n: count() })
        .from(products)
        .where(sql`replace(${products.name}, ' ', '') like ${`%${meant}%`}`);
      expect(Number(exists[0].n), `the seed sells ${meant}`).toBeGreaterThan(0);
      const r = await search(`keyword=${q(typed)}`);
      expect(r.correctedKeyword, typed).toBe(meant);
      expect(r.total).toBeGreaterThan(0);
      for (const p of r.items) expect(compactOf(`${p.name}${p.origin}`)).toContain(meant);
    }
  });
  it('no did-you-mean that is not a catalogue word: every correction is a dictionary word within the edit budget', async () => {
    const known = new Set((await t.db.select({ k: searchKeywords.keyword }).from(searchKeywords)).map((r) => r.k));
    for (const typed of ['한랍오', '전보', '청송사가', '사가', '고두어']) {
      const r = await search(`keyword=${q(typed)}`);
      if (r.correction === 'dictionary') expect(known.has(r.correctedKeyword), `${typed} → ${r.correctedKeyword}`).toBe(true);
    }
  });
  it('English/number tokens: 5KG matches 5kg options', async () => {
    const r = await search(`keyword=${q('5KG')}&size=30`);
    expect(r.total).toBeGreaterThan(0);
    for (const p of r.items) expect(p.name.toLowerCase()).toContain('5kg');
  });
});

describe('complete words are matched exactly at syllable level (n-gram index)', () => {
  /**
   * Ground truth straight from the catalogue: products whose name + origin contains every word,
   * spacing and case ignored (several words match each anywhere: '청송 사과' finds 청송 햇사과, matching.ts).
   */
  const truth = async (words: string[]) => {
    const each = words.map((w) => sql`replace(lower(name || origin), ' ', '') like ${`%${w}%`}`);
    const r = (await t.db.execute(sql`select count(*)::int as n from products where ${sql.join(each, sql` and `)}`)) as unknown as {
      rows: Array<{ n: number }>;
    };
    return Number(r.rows[0].n);
  };
  it.each(['사과', '굴', '배', '청송 사과', '5KG', '10', 'kg'])('%s finds exactly the products containing it, spacing and case ignored', async (query) => {
    const words = query.toLowerCase().split(' '); // the forms truth() compares: '청송 사과' → 청송, 사과; '5KG' → '5kg'
    const expected = await truth(words);
    expect(expected).toBeGreaterThan(0);
    const r = await search(`keyword=${q(query)}&size=100`);
    expect(r.total).toBe(expected);
    for (const p of r.items) for (const word of words) expect(compactOf(`${p.name}${p.origin}`)).toContain(word);
  });
  it('the index function search_grams() computes the same grams as syllableGrams()', async () => {
    for (const text of ['청송꿀사과가정용5kg', '사과사과', 'a', '🍎사과', '1.2kg(8~10과)']) {
      const r = (await t.db.execute(sql`select search_grams(${text}) as g`)) as unknown as { rows: Array<{ g: string[] }> };
      expect([...new Set(r.rows[0].g)].sort()).toEqual(syllableGrams(text).sort());
    }
  });
  it('plans never evaluate search_grams() per row (only as the GIN index expression)', async () => {
    for (const query of ['사과', '굴', '청송사과', '5kg', '사ㄱ', '청송사ㄱ', 'ㅅㄱ', 'ㄱ', 'ㅊㅅㅅㄱ']) {
      const m = await matchCondition(t.db, query);
      const plan = (
        (await t.db.execute(sql`explain select product_no from product_search where ${m!.where}`)) as unknown as { rows: Array<Record<string, string>> }
      ).rows
        .map((r) => Object.values(r)[0])
        .join('\n');
      expect(plan, `${query}\n${plan}`).not.toMatch(/Filter: .*search_grams/);
      expect(plan, `${query}\n${plan}`).not.toMatch(/BitmapAnd/);
    }
  });
  it('one syllable without a final consonant: 배 does not find 백태 or 티백', async () => {
    expect(await truth(['백'])).toBeGreaterThan(0);
    let page = 1;
    for (;;) {
      const r = await search(`keyword=${q('배')}&size=100&page=${page}`);
      for (const p of r.items) expect(compactOf(`${p.name}${p.origin}`)).toContain('배');
      if (!r.hasNext) break;
      page += 1;
    }
  });
  it('a one-consonant query expands into complete words: ㄱ does not find 구례 through 굴', async () => {
    // The expansion: the first three whole 초성 matches of the dictionary (what autocomplete lists first).
    const auto = (await t.app.inject(`/api/v2/auto-keyword?keyword=${q('ㄱ')}`)).json().data;
    const words: string[] = auto.items
      .filter((i: { keyword: string; kind: string }) => i.kind !== 'shop' && i.keyword.length === 1)
      .slice(0, 3)
      .map((i: { keyword: string }) => i.keyword);
    expect(words.length).toBeGreaterThan(0);
    const r = (await t.db.execute(
      sql`select count(*)::int as n from products where ${sql.join(
        words.map((w) => sql`replace(lower(name || origin), ' ', '') like ${`%${w}%`}`),
        sql` or `,
      )}`,
    )) as unknown as { rows: Array<{ n: number }> };
    let page = 1;
    let seen = 0;
    for (;;) {
      const res = await search(`keyword=${q('ㄱ')}&size=100&page=${page}`);
      expect(res.total).toBe(Number(r.rows[0].n));
      for (const p of res.items) expect(words.some((w) => compactOf(`${p.name}${p.origin}`).includes(w))).toBe(true);
      seen += res.items.length;
      if (!res.hasNext) break;
      page += 1;
    }
    expect(seen).toBe(Number(r.rows[0].n));
  });
});

describe('caches', () => {
  const body = async (params: string) => {
    const res = await t.app.inject(`/api/v1/search?${params}`);
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  it('a cached answer equals the uncached one, for every sort, filter and page', async () => {
    for (const params of [
      `keyword=${q('사과')}`,
      `keyword=${q('ㅅㄱ')}&sort=priceAsc&minPrice=10000`,
      `keyword=${q('사ㄱ')}&sort=newest&page=2&size=7`,
      `keyword=${q('5kg')}&categoryCode=10&discountRate=10&sort=discount`,
      `keyword=${q('청송사가')}`,
    ]) {
      clearSearchCaches(t.db);
      const cold = await body(params);
      const warm = await body(params);
      expect(warm).toEqual(cold);
    }
  });
  it('a product indexed after a search is found by the next search (in this process)', async () => {
    const before = await body(`keyword=${q('캐시검증딸기')}`);
    expect(before.total).toBe(0);
    const [template] = await t.db.select().from(products).limit(1);
    const { productNo: _omit, ...rest } = template;
    const [added] = await t.db
      .insert(products)
      .values({ ...rest, name: '캐시검증딸기 1kg' })
      .returning({ productNo: products.productNo });
    try {
      expect(await refreshSearchIndex(t.db)).toBe(1);
      const after = await body(`keyword=${q('캐시검증딸기')}`);
      expect(after.total).toBe(1);
      expect(after.items[0].productNo).toBe(added.productNo);
      // The facets of an earlier, broader match are recomputed too.
      expect((await body(`keyword=${q('검증딸기')}`)).total).toBe(1);
    } finally {
      await t.db.execute(sql`delete from product_search where product_no = ${added.productNo}`);
      await t.db.delete(products).where(eq(products.productNo, added.productNo));
    }
  });
  it('an index refreshed by another process (a new keyword stamp) drops the caches here', async () => {
    const word = '다른프로세스귤';
    expect((await body(`keyword=${q(word)}`)).total).toBe(0);
    // What another server's refreshSearchIndex leaves behind: a new product_search row, then new keyword ids.
    const [template] = await t.db.select().from(products).limit(1);
    const { productNo: _omit, ...rest } = template;
    const [added] = await t.db
      .insert(products)
      .values({ ...rest, name: `${word} 2kg` })
      .returning({ productNo: products.productNo });
    try {
      const keys = { compact: compactOf(`${word} 2kg`), jamo: jamoOf(`${word} 2kg`), choseong: '' };
      await t.db.insert(productSearch).values({
        productNo: added.productNo,
        ...keys,
        categoryCode: rest.categoryCode,
        salePrice: rest.salePrice,
        discountRate: rest.discountRate,
        salesCount: 0,
        recommendScore: 0,
        createdAt: new Date(),
      });
      // Same stamp: this process still answers from its cache (the documented refresh window).
      expect((await body(`keyword=${q(word)}`)).total).toBe(0);
      await t.db.insert(searchKeywords).values({ keyword: word, kind: 'word', weight: 1 });
      expect((await body(`keyword=${q(word)}`)).total).toBe(1);
    } finally {
      await t.db.delete(searchKeywords).where(eq(searchKeywords.keyword, word));
      await t.db.execute(sql`delete from product_search where product_no = ${added.productNo}`);
      await t.db.delete(products).where(eq(products.productNo, added.productNo));
      clearSearchCaches(t.db);
    }
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
    await flushSearchLogs(t.db); // rows queued by earlier searches land first
    await t.db.delete(searchLogs);
    const now = new Date();
    const hoursAgo = (h: number) => new Date(now.getTime() - h * 3600_000);
    // 3 devices two days ago (weight 0.25 each) vs 3 devices now (weight 1): the recent ones win.
    // (Issue 13: only successful searches of 3+ distinct devices count, see relevance.test.ts.)
    const at = (keyword: string, h: number) => [0, 1, 2].map((i) => ({ keyword, deviceUuid: `w-${i}`, resultCount: 3, createdAt: hoursAgo(h) }));
    await t.db.insert(searchLogs).values([...at('한라봉', 48), ...at('대게', 0)]);
    const rank = await keywordRank(t.db, now);
    expect(rank.fromLogs).toBe(true);
    expect(rank.items.map((i) => i.keyword)).toEqual(['대게', '한라봉']);
    expect(rank.items[1].score).toBeCloseTo(0.75, 2);
    await flushSearchLogs(t.db); // rows queued by earlier searches land first
    await t.db.delete(searchLogs);
    clearSearchCaches(t.db);
    const fallback = (await t.app.inject('/api/v1/search/rank')).json().data;
    expect(fallback.fromLogs).toBe(false);
    expect(fallback.items.length).toBeGreaterThan(0);
  });
  it('a successful first-page search is logged with its normalized keyword', async () => {
    await flushSearchLogs(t.db); // rows queued by earlier searches land first
    await t.db.delete(searchLogs);
    await search(`keyword=${q('  사과  ')}`);
    await search(`keyword=${q('사과')}&page=2`);
    await flushSearchLogs(t.db);
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
  it('after a keyword, recommends related products: 전복 (and the typo 전보) offers seafood, no 과일 (issue 30)', async () => {
    const categoryOf = async (items: Array<{ productNo: number }>) =>
      (
        await t.db
          .select({ no: products.productNo, code: products.categoryCode })
          .from(products)
          .where(
            inArray(
              products.productNo,
              items.map((p) => p.productNo),
            ),
          )
      ).map((r) => r.code);
    // what the shopper could be offered: in-stock seafood exists, so nothing else may be
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(products)
      .where(and(like(products.categoryCode, '12%'), eq(products.isSoldOut, false)));
    expect(Number(n)).toBeGreaterThan(0);
    for (const keyword of ['전복', '전보']) {
      const rec = (await t.app.inject(`/api/v1/search/recommendation?keyword=${q(keyword)}`)).json().data;
      expect(rec.items.length, keyword).toBeGreaterThan(0);
      const codes = await categoryOf(rec.items);
      expect(
        codes.filter((c) => !c.startsWith('12')),
        keyword,
      ).toEqual([]);
      // narrowest first: 전복 itself (121010) or its group 조개·갑각류 (1210) leads when in stock
      const [{ near }] = await t.db
        .select({ near: count() })
        .from(products)
        .where(and(like(products.categoryCode, '1210%'), eq(products.isSoldOut, false)));
      if (Number(near) > 0) expect(codes[0].startsWith('1210'), keyword).toBe(true);
    }
    // the card shape is the contract's, and without a keyword the answer is this month's best sellers as before
    const plain = (await t.app.inject('/api/v1/search/recommendation')).json().data;
    expect(Object.keys(plain.items[0]).sort()).toEqual(
      Object.keys((await t.app.inject(`/api/v1/search/recommendation?keyword=${q('전복')}`)).json().data.items[0]).sort(),
    );
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
  it.each([[q("' OR 1=1 --")], [q('%_%')], [q('🍎🍎')], [q('\u202e사과')], ['%ED%A0%80'], [q('<script>alert(1)</script>')]])(
    'hostile keyword %s is an ordinary (often empty) search',
    async (kw) => {
      const res = await t.app.inject(`/api/v1/search?keyword=${kw}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().code).toBe(0);
    },
  );
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

describe('search has a per-address limit (issue 29: 40 searches a minute from one address were all answered)', () => {
  const tight = useTestApp({ products: 100, env: { SEARCH_RATE_LIMIT_PER_MINUTE: '10' } });
  it('30 parallel searches from one address: at most 10 answered, the rest 429 code 131 in Korean and not logged; another address gets exactly its own 10', async () => {
    await flushSearchLogs(tight.db);
    await tight.db.delete(searchLogs);
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        tight.app.inject({
          url: `/api/v1/search?keyword=${encodeURIComponent('사과')}`,
          headers: { deviceuuid: `w-burst-${i}` },
          remoteAddress: '203.0.113.9',
        }),
      ),
    );
    const answered = burst.filter((r) => r.statusCode === 200);
    const refused = burst.filter((r) => r.statusCode !== 200);
    // At most 10: the in-memory counter of @fastify/rate-limit may refuse a whole parallel burst
    // over the limit (every request of it reads the burst's final count), never let one more through.
    expect(answered.length).toBeLessThanOrEqual(10);
    expect(refused.length).toBeGreaterThanOrEqual(20);
    for (const r of refused) {
      expect(r.statusCode).toBe(429);
      expect(r.json().code).toBe(131);
      expect(r.json().message).toMatch(/[가-힣]/);
    }
    await flushSearchLogs(tight.db);
    expect((await tight.db.select({ n: count() }).from(searchLogs))[0]!.n).toBe(answered.length);
    // One by one from another address: exactly 10 answered, the 11th refused.
    const fromOther = () => tight.app.inject({ url: `/api/v1/search?keyword=${encodeURIComponent('사과')}&page=2`, remoteAddress: '198.51.100.9' });
    for (let i = 0; i < 10; i++) expect((await fromOther()).statusCode).toBe(200);
    const over = await fromOther();
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe(131);
  });
});

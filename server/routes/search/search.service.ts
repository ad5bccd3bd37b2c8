/**
 * Search host service (issue 4; SPEC §7 search calls; design in docs/decisions/003-korean-search.md).
 *
 * Products are matched on precomputed keys in product_search (see server/lib/hangul.ts):
 *   - jamo infix  (`jamo LIKE '%ㅅㅏㄱㅗㅏ%'`, GIN trigram index) — 1–2 syllable words, mid-syllable
 *     typing, spacing differences, latin/number tokens;
 *   - choseong infix for 초성 queries of 3+ consonants; 1–2 consonant queries are expanded through
 *     the keyword dictionary (ㅅㄱ → 사과, 생굴 …) so they stay indexable;
 *   - trigram word similarity on jamo when nothing matched (typos in longer words).
 * Every search has a deadline (SEARCH_DEADLINE_MS); past it the caller gets code 52, never a hang.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, locals, products, productSearch, searchKeywords, searchLogs, shops } from '../../db/schema/index.js';
import { ApiError } from '../../errors.js';
import { choseongOf, compactOf, escapeLike, isChoseongQuery, jamoOf, matchRange, normalizeKeyword, searchKeys } from '../../lib/hangul.js';
import type { SearchQuery, SearchResult } from '../../contract/search.js';
import type { ProductCard, ShopCard } from '../../contract/display.js';
import type { Page } from '../../contract/envelope.js';
import { inSeason, productCardColumns, productCardsByNos, shopCardsQuery } from '../display/catalogue.service.js';
import { koreanMonth } from '../display/display.service.js';

export const SEARCH_DEADLINE_MS = 3000;
const LOG_HALF_LIFE_HOURS = 24;
const TYPO_SIMILARITY = 0.55;
/** Grade/packaging words that make poor recommended keywords on their own. */
const GRADE_WORDS = new Set(['명품', '특품', '산지직송', '무농약', '유기농', '못난이', '프리미엄', '인증', '가정용', '선물용']);

/** Run `work` with a deadline; past it the request fails with SPEC §8 code 52. */
export async function withDeadline<T>(work: Promise<T>, ms = SEARCH_DEADLINE_MS): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('SEARCH_ENGINE_ERROR')), ms);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/* ------------------------------ index maintenance ------------------------------ */

interface KeywordEntry {
  keyword: string;
  kind: string;
  weight: number;
  jamo: string;
  cho: string;
}
const dictionaries = new WeakMap<Db, Promise<KeywordEntry[]>>();

/** Words worth suggesting from a product name: Hangul-led tokens without digits or brackets. */
function nameWords(name: string): string[] {
  return name.split(/\s+/).filter((w) => /^[가-힣]{1,8}$/.test(w));
}

/**
 * Index products that have no search keys yet and rebuild the keyword dictionary when anything
 * changed. Called after seeding at start-up (server/index.ts) and by tests. Idempotent.
 * @returns number of products newly indexed
 */
export async function refreshSearchIndex(db: Db): Promise<number> {
  const missing = await db
    .select({
      productNo: products.productNo,
      name: products.name,
      origin: products.origin,
      categoryCode: products.categoryCode,
      salePrice: products.salePrice,
      discountRate: products.discountRate,
      salesCount: products.salesCount,
      rating: products.rating,
      createdAt: products.createdAt,
    })
    .from(products)
    .where(sql`not exists (select 1 from ${productSearch} ps where ps.product_no = ${products.productNo})`);
  for (let i = 0; i < missing.length; i += 1000) {
    // Name and origin only: a store's name is matched by store search, not product search.
    const rows = missing.slice(i, i + 1000).map((p) => ({
      productNo: p.productNo,
      ...searchKeys(`${p.name} ${p.origin}`),
      categoryCode: p.categoryCode,
      salePrice: p.salePrice,
      discountRate: p.discountRate,
      salesCount: p.salesCount,
      recommendScore: p.salesCount * p.rating,
      createdAt: p.createdAt,
    }));
    await db.insert(productSearch).values(rows).onConflictDoNothing();
  }
  const [{ n }] = await db.select({ n: count() }).from(searchKeywords);
  if (missing.length > 0 || Number(n) === 0) {
    await rebuildDictionary(db);
    // Fresh statistics so the planner prices the trigram indexes correctly.
    await db.execute(sql`analyze product_search`);
    await db.execute(sql`analyze products`);
  }
  return missing.length;
}

async function rebuildDictionary(db: Db) {
  const weights = new Map<string, { kind: string; weight: number }>();
  const add = (keyword: string, kind: string, weight: number) => {
    const k = keyword.trim();
    if (!k || k.length > 30) return;
    const cur = weights.get(k);
    if (cur) cur.weight += weight;
    else weights.set(k, { kind, weight });
  };
  const rows = await db.select({ name: products.name, origin: products.origin, sales: products.salesCount }).from(products);
  for (const r of rows) {
    const words = nameWords(r.name);
    for (const w of words) if (w.length >= 2 || /^[가-힣]$/.test(w)) add(w, 'word', 1 + r.sales / 1000);
    for (let i = 0; i + 1 < words.length; i++) add(`${words[i]} ${words[i + 1]}`, 'phrase', 1 + r.sales / 1000);
    add(r.origin, 'origin', 0.5);
  }
  const shopRows = await db.select({ name: shops.name, likes: shops.likeCount }).from(shops);
  for (const s of shopRows) add(s.name, 'shop', 1 + s.likes / 1000);
  const all = [...weights.entries()].map(([keyword, v]) => ({ keyword, kind: v.kind, weight: Math.round(v.weight * 100) / 100 }));
  await db.delete(searchKeywords);
  for (let i = 0; i < all.length; i += 1000) await db.insert(searchKeywords).values(all.slice(i, i + 1000));
  dictionaries.delete(db);
}

async function dictionary(db: Db): Promise<KeywordEntry[]> {
  let d = dictionaries.get(db);
  if (!d) {
    d = db
      .select()
      .from(searchKeywords)
      .orderBy(desc(searchKeywords.weight), asc(searchKeywords.keywordId))
      .then((rows) => rows.map((r) => ({ keyword: r.keyword, kind: r.kind, weight: r.weight, jamo: jamoOf(r.keyword), cho: choseongOf(r.keyword) })));
    dictionaries.set(db, d);
    d.catch(() => dictionaries.delete(db));
  }
  return d;
}

/* ------------------------------ matching ------------------------------ */

/** Levenshtein distance with an early exit above `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      rowMin = Math.min(rowMin, cur[j]);
    }
    if (rowMin > max) return max + 1;
    prev = cur;
  }
  return prev[b.length];
}

/** Dictionary keywords for a query: prefix matches first, then infix, by weight. */
async function suggest(db: Db, keyword: string, limit: number) {
  const dict = await dictionary(db);
  const q = compactOf(keyword);
  const cho = isChoseongQuery(q);
  const target = cho ? q : jamoOf(q);
  // Tiers: the whole keyword matches (ㅅㄱ → 사과), then prefix, then infix; by weight within a tier.
  const exact: KeywordEntry[] = [];
  const prefix: KeywordEntry[] = [];
  const infix: KeywordEntry[] = [];
  for (const e of dict) {
    const hay = (cho ? e.cho : e.jamo).replace(/\s/g, '');
    const at = hay.indexOf(target);
    if (at === 0 && hay.length === target.length) exact.push(e);
    else if (at === 0) prefix.push(e);
    else if (at > 0) infix.push(e);
    if (exact.length >= limit) break;
  }
  let found = [...exact, ...prefix, ...infix].slice(0, limit).map((e) => ({ entry: e, typo: false }));
  // Typos: only for longer words (≥ 3 syllables ≈ 6 jamo), at most 2 jamo edits.
  if (found.length < 3 && !cho && target.length >= 6) {
    const max = target.length >= 9 ? 2 : 1;
    const typo = dict
      .filter((e) => !found.some((f) => f.entry === e))
      .map((e) => ({ e, d: editDistance(target, e.jamo.replace(/\s/g, '').slice(0, target.length), max) }))
      .filter((x) => x.d <= max)
      .sort((a, b) => a.d - b.d || b.e.weight - a.e.weight)
      .slice(0, limit - found.length);
    found = [...found, ...typo.map((t) => ({ entry: t.e, typo: true }))];
  }
  return found;
}

/** GET /api/v2/auto-keyword: up to 10 suggestions with the matched range for highlighting. */
export async function autoKeyword(db: Db, keyword: string) {
  const normalized = normalizeKeyword(keyword);
  const found = await withDeadline(suggest(db, normalized, 10));
  return {
    keyword: normalized,
    items: found.map(({ entry, typo }) => ({ keyword: entry.keyword, kind: entry.kind, highlight: typo ? null : matchRange(entry.keyword, normalized) })),
  };
}

/** The SQL condition matching a keyword against product_search (see the module docstring). */
export async function matchCondition(db: Db, keyword: string): Promise<{ where: SQL; typo: boolean } | null> {
  const q = compactOf(keyword);
  if (!q) return null;
  if (isChoseongQuery(q) && q.length >= 3) return { where: sql`${productSearch.choseong} like ${`%${escapeLike(q)}%`}`, typo: false };
  const jamo = jamoOf(q);
  if (!isChoseongQuery(q) && jamo.length >= 3) {
    // The jamo infix uses the trigram index; the compact recheck keeps a submitted complete
    // word at syllable level ('굴' must not match '구례', whose jamo starts with ㄱㅜㄹ).
    // A trailing lone jamo ('사ㄱ') means the last syllable is still being typed: recheck the rest.
    const complete = /[ㄱ-ㅣ]$/.test(q) ? q.replace(/[ㄱ-ㅣ]+$/, '') : q;
    const recheck = complete ? sql` and ${productSearch.compact} like ${`%${escapeLike(complete)}%`}` : sql``;
    return { where: sql`(${productSearch.jamo} like ${`%${escapeLike(jamo)}%`}${recheck})`, typo: false };
  }
  // 1–2 initial consonants or a 1–2 jamo fragment: expand through the dictionary (indexable).
  // Prefer keywords the query spells out completely (ㅅㄱ → 사과, 생굴), at most 3, so the
  // expansion stays precise and small.
  const target = isChoseongQuery(q) ? q : jamoOf(q);
  const candidates = (await suggest(db, q, 8)).filter((s) => !s.typo && s.entry.kind !== 'shop' && !s.entry.keyword.includes(' '));
  const whole = candidates.filter((s) => (isChoseongQuery(q) ? s.entry.cho : s.entry.jamo).replace(/\s/g, '') === target);
  const words = (whole.length > 0 ? whole : candidates).slice(0, 3).map((s) => s.entry.jamo.replace(/\s/g, ''));
  if (words.length === 0) return { where: sql`false`, typo: false };
  // A UNION of single-LIKE subqueries: each uses the trigram index, where an OR of LIKEs makes
  // the planner fall back to a sequential scan (measured: 380 ms vs ~10 ms at 100k products).
  const union = sql.join(
    words.map((w) => sql`select ps.product_no from product_search ps where ps.jamo like ${`%${escapeLike(w)}%`}`),
    sql` union `,
  );
  return { where: sql`${productSearch.productNo} in (${union})`, typo: false };
}

function filterConditions(q: SearchQuery): SQL[] {
  const out: SQL[] = [];
  if (q.categoryCode?.length) out.push(sql`(${sql.join(q.categoryCode.map((c) => sql`${productSearch.categoryCode} like ${`${c}%`}`), sql` or `)})`);
  if (q.minPrice !== undefined) out.push(sql`${productSearch.salePrice} >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) out.push(sql`${productSearch.salePrice} <= ${q.maxPrice}`);
  if (q.discountRate !== undefined) out.push(sql`${productSearch.discountRate} >= ${q.discountRate}`);
  return out;
}

/** ORDER BY on product_search's copies of the sort columns (same rules as productOrder). */
function searchOrder(sort: SearchQuery['sort']): SQL[] {
  const ps = productSearch;
  switch (sort) {
    case 'sales':
      return [desc(ps.salesCount), asc(ps.productNo)];
    case 'priceAsc':
      return [asc(ps.salePrice), asc(ps.productNo)];
    case 'priceDesc':
      return [desc(ps.salePrice), asc(ps.productNo)];
    case 'discount':
      return [desc(ps.discountRate), asc(ps.productNo)];
    case 'newest':
      return [desc(ps.createdAt), asc(ps.productNo)];
    default:
      return [desc(ps.recommendScore), asc(ps.productNo)];
  }
}

async function runProductSearch(db: Db, q: SearchQuery, match: SQL, orderFirst?: SQL): Promise<SearchResult> {
  const filters = filterConditions(q);
  const base = and(match, ...filters);
  // Facets (depth-1 counts and the price ceiling) are computed on the keyword match alone; when no
  // filter is set their counts add up to the total, which saves a separate COUNT over the matches.
  const [ids, facets, roots] = await Promise.all([
    db
      .select({ productNo: productSearch.productNo })
      .from(productSearch)
      .where(base)
      .orderBy(...(orderFirst ? [orderFirst] : []), ...searchOrder(q.sort))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db
      .select({ code: sql<string>`left(${productSearch.categoryCode}, 2)`, n: count(), maxPrice: sql<number>`max(${productSearch.salePrice})`.mapWith(Number) })
      .from(productSearch)
      .where(match)
      .groupBy(sql`left(${productSearch.categoryCode}, 2)`),
    rootCategories(db),
  ]);
  const [items, total] = await Promise.all([
    productCardsByNos(db, ids.map((r) => r.productNo)),
    filters.length === 0 ? Promise.resolve(facets.reduce((s, f) => s + Number(f.n), 0)) : db.select({ total: count() }).from(productSearch).where(base).then((r) => Number(r[0].total)),
  ]);
  const names = new Map(roots.map((r) => [r.code, r.name]));
  return {
    keyword: '',
    correctedKeyword: null,
    items,
    page: q.page,
    size: q.size,
    total,
    hasNext: q.page * q.size < total,
    maxPrice: facets.reduce((m, f) => Math.max(m, f.maxPrice ?? 0), 0),
    categories: facets
      .map((f) => ({ code: f.code, name: names.get(f.code) ?? f.code, count: Number(f.n) }))
      .sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
  };
}

const rootCache = new WeakMap<Db, Promise<Array<{ code: string; name: string }>>>();
/** Depth-1 category names (a handful of rows that change only with a new catalogue). */
function rootCategories(db: Db) {
  let r = rootCache.get(db);
  if (!r) {
    r = db.select({ code: categories.code, name: categories.name }).from(categories).where(eq(categories.depth, 1));
    rootCache.set(db, r);
    r.catch(() => rootCache.delete(db));
  }
  return r;
}

/**
 * GET /api/v1/search: products for a keyword with filters and sort (SPEC §3).
 * Logs the normalized keyword for the frequent-keyword ranking on page 1 of a successful search.
 * @throws ApiError SEARCH_ENGINE_ERROR (52) past the deadline
 */
export async function searchProducts(db: Db, q: SearchQuery): Promise<SearchResult> {
  const keyword = normalizeKeyword(q.keyword);
  const result = await withDeadline(
    (async () => {
      const cond = await matchCondition(db, keyword);
      if (!cond) return { keyword, correctedKeyword: null, items: [], page: q.page, size: q.size, total: 0, hasNext: false, maxPrice: 0, categories: [] } satisfies SearchResult;
      let res = await runProductSearch(db, q, cond.where);
      const jamo = jamoOf(keyword);
      if (res.total === 0 && !isChoseongQuery(keyword) && jamo.length >= 6) {
        // Typos, first via the dictionary ("did you mean"): the closest keyword within 1–2 jamo
        // edits, searched exactly — as fast as a normal search.
        const correction = (await suggest(db, keyword, 10)).find((s) => s.typo && s.entry.kind !== 'shop');
        if (correction) {
          const corrected = await matchCondition(db, correction.entry.keyword);
          if (corrected) {
            const fixed = await runProductSearch(db, q, corrected.where);
            if (fixed.total > 0) return { ...fixed, keyword, correctedKeyword: correction.entry.keyword };
          }
        }
        // Typo tolerance: trigram word similarity on jamo (GIN-indexable `%>`), best match first.
        const similar = sql`word_similarity(${jamo}, ${productSearch.jamo}) >= ${TYPO_SIMILARITY} and ${productSearch.jamo} %> ${jamo}`;
        res = await runProductSearch(db, q, similar, sql`word_similarity(${jamo}, ${productSearch.jamo}) desc`);
      }
      return { ...res, keyword };
    })(),
  );
  if (q.page === 1 && keyword) await db.insert(searchLogs).values({ keyword });
  return result;
}

/** GET /api/v1/search/shop: stores whose name, city or region matches (partial, spacing- and jamo-aware). */
export async function searchShops(db: Db, q: { keyword: string; page: number; size: number }): Promise<Page<ShopCard>> {
  const keyword = normalizeKeyword(q.keyword);
  return withDeadline(
    (async () => {
      const rows = await db.select({ shopId: shops.shopId, name: shops.name, city: shops.city, local: locals.shortName, likes: shops.likeCount }).from(shops).innerJoin(locals, eq(locals.code, shops.localCode));
      const cho = isChoseongQuery(keyword);
      const target = cho ? compactOf(keyword) : jamoOf(keyword);
      const hits = rows
        .filter((r) => {
          const text = `${r.name} ${r.local} ${r.city}`;
          return (cho ? choseongOf(text) : jamoOf(text)).includes(target);
        })
        .sort((a, b) => Number(jamoOf(b.name).includes(target)) - Number(jamoOf(a.name).includes(target)) || b.likes - a.likes || a.shopId - b.shopId);
      const pageIds = hits.slice((q.page - 1) * q.size, q.page * q.size).map((h) => h.shopId);
      const cards = pageIds.length ? await shopCardsQuery(db).where(inArray(shops.shopId, pageIds)) : [];
      const byId = new Map(cards.map((c) => [c.shopId, c]));
      return { items: pageIds.map((id) => byId.get(id)!).filter(Boolean), page: q.page, size: q.size, total: hits.length, hasNext: q.page * q.size < hits.length };
    })(),
  );
}

/**
 * GET /api/v1/search/rank: frequent keywords of the last 14 days from the search logs, each
 * search weighted by 2^(−age / 24 h). Falls back to the dictionary's top words when there are no logs.
 */
export async function keywordRank(db: Db, now = new Date()) {
  const rows = await db
    .select({
      keyword: searchLogs.keyword,
      score: sql<number>`sum(power(0.5, extract(epoch from (${now.toISOString()}::timestamptz - ${searchLogs.createdAt})) / 3600.0 / ${LOG_HALF_LIFE_HOURS}))`.mapWith(Number),
    })
    .from(searchLogs)
    .where(sql`${searchLogs.createdAt} > ${now.toISOString()}::timestamptz - interval '14 days'`)
    .groupBy(searchLogs.keyword)
    .orderBy(sql`2 desc`, asc(searchLogs.keyword))
    .limit(10);
  if (rows.length > 0) return { items: rows.map((r, i) => ({ rank: i + 1, keyword: r.keyword, score: Math.round(r.score * 1000) / 1000 })), fromLogs: true };
  const dict = (await dictionary(db)).filter((e) => e.kind === 'word' && e.keyword.length >= 2).slice(0, 10);
  return { items: dict.map((e, i) => ({ rank: i + 1, keyword: e.keyword, score: 0 })), fromLogs: false };
}

/** GET /api/v1/search/recommendation: in-season best sellers for the empty search screen. */
export async function searchRecommendation(db: Db, now = new Date()): Promise<{ items: ProductCard[] }> {
  const items = await db
    .select(productCardColumns)
    .from(products)
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(and(inSeason(koreanMonth(now)), eq(products.isSoldOut, false)))
    .orderBy(desc(products.salesCount), asc(products.productNo))
    .limit(10);
  return { items };
}

/** GET /api/v1/search/recommend-keyword: two-word phrases of this month's best sellers ('청송 사과'). */
export async function recommendKeywords(db: Db, now = new Date()) {
  const rows = await db
    .select({ name: products.name })
    .from(products)
    .where(and(inSeason(koreanMonth(now)), eq(products.isSoldOut, false)))
    .orderBy(desc(products.salesCount), asc(products.productNo))
    .limit(60);
  const seen = new Set<string>();
  for (const r of rows) {
    const words = nameWords(r.name).filter((w) => !GRADE_WORDS.has(w));
    const phrase = words.slice(0, 2).join(' ');
    if (phrase && !seen.has(phrase)) seen.add(phrase);
    if (seen.size >= 8) break;
  }
  return { items: [...seen] };
}

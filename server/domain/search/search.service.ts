/**
 * Search host service (issue 4; SPEC §7 search calls; design in docs/decisions/003-korean-search.md).
 *
 * Products are matched on precomputed keys in product_search (server/infra/hangul.ts, ./grams.ts):
 *   - a complete word ('사과', '굴', '청송사과', '5kg'; spacing ignored) matches at syllable level,
 *     `compact LIKE '%q%'`, found through the GIN index on its n-grams (`search_grams(compact)`);
 *   - a word still being typed ('사ㄱ') matches the jamo infix (`jamo LIKE '%ㅅㅏㄱ%'`, GIN trigram
 *     index) with its completed syllables rechecked at syllable level;
 *   - choseong infix for 초성 queries of 3+ consonants; 1–2 consonant queries are expanded through
 *     the keyword dictionary (ㅅㄱ → 사과, 생굴 …) into complete-word matches;
 *   - trigram word similarity on jamo when nothing matched (typos in longer words).
 * Each search evaluates its match once (facets, total and page in one statement); facets and pages
 * are cached per match in ./cache.ts, invalidated whenever the index changes.
 * Every search has a deadline (SEARCH_DEADLINE_MS); past it the caller gets code 52, never a hang.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { categories, locals, products, productSearch, searchKeywords, searchLogs, searchTermRules, shops } from '@server/db/schema/index.js';
import { logSearch } from './search-log.js';
import { ApiError } from '@server/errors.js';
import { choseongOf, compactOf, escapeLike, isChoseongQuery, jamoOf, matchRange, normalizeKeyword, searchKeys } from '@server/infra/hangul.js';
import { SearchCaches } from './cache.js';
import { onCacheMessage, publishCacheMessage } from '@server/infra/cache/cache-bus.js';
import { gramsAreExact, queryGrams } from './grams.js';
import type { SearchQuery, SearchResult } from '@contract/search.js';
import type { ProductCard, ShopCard } from '@contract/display.js';
import type { Page } from '@contract/envelope.js';
import { inSeason, productCardsByNos, productCardsQuery, shopCardsQuery } from '@server/db/queries/catalogue.js';
import { koreanMonth } from '../catalogue/display.service.js';
import { BANNED_NICKNAME_WORDS } from '../accounts/account.service.js';

export const SEARCH_DEADLINE_MS = 3000;
const LOG_HALF_LIFE_HOURS = 24;
/** Popular searches (docs/decisions/003 "Honest popular searches"): window, and distinct devices a term needs. */
export const RANK_WINDOW_DAYS = 14;
export const RANK_MIN_DEVICES = 3;
export const RANK_SIZE = 10;
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

/* ------------------------------ index state ------------------------------ */

interface KeywordEntry {
  keyword: string;
  kind: string;
  weight: number;
  jamo: string;
  cho: string;
  /** jamo and cho without spaces (what matching compares), computed once per load. */
  flatJamo: string;
  flatCho: string;
}

/** Per database: the index stamp seen last, the dictionary and the caches valid for it. */
interface IndexState {
  stamp: number | null | undefined;
  /** Bumped on every invalidation; work started under an older generation is not cached. */
  generation: number;
  dictionary?: Promise<KeywordEntry[]>;
  caches: SearchCaches;
}
const states = new WeakMap<Db, IndexState>();

function stateOf(db: Db): IndexState {
  let s = states.get(db);
  if (!s) {
    const made = (s = { stamp: undefined, generation: 0, caches: new SearchCaches() });
    states.set(db, made);
    // clearSearchCaches on any instance, or the cache bus reconnecting (issue 18; server/infra/cache/cache-bus.ts).
    onCacheMessage(db, 'search', () => {
      made.generation += 1;
      made.caches.clear();
      rootCache.delete(db);
      categoryCache.delete(db);
    });
  }
  return s;
}

function invalidate(s: IndexState, stamp: number | null | undefined) {
  s.stamp = stamp;
  s.generation += 1;
  s.dictionary = undefined;
  s.caches.clear();
}

/**
 * The index state of `db`, checked against the index stamp (see ./cache.ts): one index probe on
 * search_keywords per request; a changed stamp drops the dictionary and every cache.
 */
async function indexState(db: Db): Promise<IndexState> {
  const s = stateOf(db);
  const [{ stamp }] = await db.select({ stamp: sql<number | null>`max(${searchKeywords.keywordId})` }).from(searchKeywords);
  const current = stamp === null ? null : Number(stamp);
  if (current !== s.stamp) invalidate(s, current);
  return s;
}

/**
 * The search index's generation for `db` after one stamp probe (see {@link indexState}): it changes
 * whenever the index changed (here or in another process) or the caches were cleared. The search
 * route's answer cache compares it on every request and empties itself on a change, so a cached
 * answer never outlives the index it was computed from.
 */
export async function indexGeneration(db: Db): Promise<number> {
  return (await indexState(db)).generation;
}

/**
 * Drop the cached facets, pages, dictionary look-ups and category names of `db`, on this instance at once and on every
 * other instance on the same database (cache bus channel cache_search). The benchmark measures the
 * uncached path with it. Index changes need no call: the index stamp drops them on every instance.
 */
export function clearSearchCaches(db: Db) {
  stateOf(db);
  publishCacheMessage(db, 'search', { all: true });
}

/* ------------------------------ index maintenance ------------------------------ */

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
    // The rebuild gives every keyword a new id: the index stamp changes for every process.
    await rebuildDictionary(db);
    // VACUUM merges the GIN indexes' pending lists (rows inserted since the last vacuum, which every
    // index scan reads in full: 28 ms of a 30 ms search on a freshly indexed 100k catalogue, where
    // PGlite has no autovacuum); ANALYZE gives the planner fresh statistics for them.
    await db.execute(sql`vacuum analyze product_search`);
    await db.execute(sql`analyze products`);
  }
  if (missing.length > 0) invalidate(stateOf(db), undefined);
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
  invalidate(stateOf(db), undefined);
}

function dictionary(db: Db, s: IndexState): Promise<KeywordEntry[]> {
  let d = s.dictionary;
  if (!d) {
    const loading = db
      .select()
      .from(searchKeywords)
      .orderBy(desc(searchKeywords.weight), asc(searchKeywords.keywordId))
      .then((rows) =>
        rows.map((r) => {
          const jamo = jamoOf(r.keyword);
          const cho = choseongOf(r.keyword);
          return { keyword: r.keyword, kind: r.kind, weight: r.weight, jamo, cho, flatJamo: jamo.replace(/\s/g, ''), flatCho: cho.replace(/\s/g, '') };
        }),
      );
    d = loading;
    s.dictionary = d;
    d.catch(() => {
      if (s.dictionary === loading) s.dictionary = undefined;
    });
  }
  return d;
}

/* ------------------------------ matching ------------------------------ */

let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
/** Levenshtein distance (UTF-16 units; jamo are single units) with an early exit above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length + 1);
    rowB = new Int32Array(b.length + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ai === b.charCodeAt(j - 1) ? 0 : 1));
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prev;
    prev = cur;
    cur = t;
  }
  return prev[b.length];
}

type Suggestion = { entry: KeywordEntry; typo: boolean };

/** Dictionary keywords for a query: whole matches, prefix, then infix, by weight; then typos. Cached per index stamp. */
async function suggest(db: Db, s: IndexState, keyword: string, limit: number): Promise<Suggestion[]> {
  const q = compactOf(keyword);
  const key = `${limit}|${q}`;
  const hit = s.caches.suggestions.get(key) as Suggestion[] | undefined;
  if (hit) return hit;
  const generation = s.generation;
  const dict = await dictionary(db, s);
  const cho = isChoseongQuery(q);
  const target = cho ? q : jamoOf(q);
  // Tiers: the whole keyword matches (ㅅㄱ → 사과), then prefix, then infix; by weight within a tier.
  const exact: KeywordEntry[] = [];
  const prefix: KeywordEntry[] = [];
  const infix: KeywordEntry[] = [];
  for (const e of dict) {
    const hay = cho ? e.flatCho : e.flatJamo;
    const at = hay.indexOf(target);
    if (at === 0 && hay.length === target.length) exact.push(e);
    else if (at === 0) prefix.push(e);
    else if (at > 0) infix.push(e);
    if (exact.length >= limit) break;
  }
  let found: Suggestion[] = [...exact, ...prefix, ...infix].slice(0, limit).map((e) => ({ entry: e, typo: false }));
  // Typos: only for longer words (≥ 3 syllables ≈ 6 jamo), at most 2 jamo edits.
  if (found.length < 3 && !cho && target.length >= 6) {
    const max = target.length >= 9 ? 2 : 1;
    const typo = dict
      .filter((e) => !found.some((f) => f.entry === e))
      .map((e) => ({ e, d: editDistance(target, e.flatJamo.slice(0, target.length), max) }))
      .filter((x) => x.d <= max)
      .sort((a, b) => a.d - b.d || b.e.weight - a.e.weight)
      .slice(0, limit - found.length);
    found = [...found, ...typo.map((t) => ({ entry: t.e, typo: true }))];
  }
  if (s.generation === generation) s.caches.suggestions.set(key, found);
  return found;
}

/** GET /api/v2/auto-keyword: up to 10 suggestions with the matched range for highlighting. */
export async function autoKeyword(db: Db, keyword: string) {
  const normalized = normalizeKeyword(keyword);
  const found = await withDeadline(indexState(db).then((s) => suggest(db, s, normalized, 10)));
  return {
    keyword: normalized,
    items: found.map(({ entry, typo }) => ({ keyword: entry.keyword, kind: entry.kind, highlight: typo ? null : matchRange(entry.keyword, normalized) })),
  };
}

/** A product match: its SQL condition, a key naming it for the caches, and an optional rank sorted first. */
export interface Match {
  where: SQL;
  key: string;
  typo: boolean;
  rank?: SQL;
}

const textArray = (xs: string[]) =>
  sql`array[${sql.join(
    xs.map((x) => sql`${x}`),
    sql`, `,
  )}]::text[]`;

/** The indexed n-grams of a product (the expression of the GIN index product_search_grams). */
const grams = sql`search_grams(${productSearch.compact})`;

/**
 * A complete word ('사과', '굴', '청송사과', '5kg' — compact form) at syllable level: the product's
 * compact key contains it. The n-gram index finds it; words of 4+ characters are rechecked with
 * LIKE on the stored key (never with search_grams(), which costs ~40 µs a row).
 */
export function wordCondition(q: string): SQL {
  const has = sql`${grams} @> ${textArray(queryGrams(q))}`;
  return gramsAreExact(q) ? has : sql`(${has} and ${productSearch.compact} like ${`%${escapeLike(q)}%`})`;
}

/** A query ending in lone jamo ('사ㄱ', '고구ㅁ'): the last syllable is still being typed. */
const TRAILING_JAMO = /[ㄱ-ㅣ]+$/;

/** The match of a keyword against product_search (see the module docstring). */
export async function matchCondition(db: Db, keyword: string): Promise<Match | null> {
  return matchIn(db, await indexState(db), keyword);
}

async function matchIn(db: Db, s: IndexState, keyword: string): Promise<Match | null> {
  const q = compactOf(keyword);
  if (!q) return null;
  const cho = isChoseongQuery(q);
  if (cho && q.length >= 3) return { where: sql`${productSearch.choseong} like ${`%${escapeLike(q)}%`}`, key: `c:${q}`, typo: false };
  // A complete word (no lone jamo at its end) matches at syllable level: a submitted '굴' does not
  // find '구례' (whose jamo starts with ㄱㅜㄹ), nor '배' find '백도'.
  if (!cho && !TRAILING_JAMO.test(q)) return { where: wordCondition(q), key: `w:${q}`, typo: false };
  const jamo = jamoOf(q);
  if (!cho && jamo.length >= 3) {
    // Mid-syllable: the jamo infix; the completed syllables at syllable level. Whichever part is
    // indexed, the other is a plain filter (strpos): search_grams() must never be rechecked per
    // row, as a BitmapAnd with the jamo trigram index would do (measured 1.8 s for '대ㄱ').
    const complete = q.replace(TRAILING_JAMO, '');
    const key = `m:${jamo}|${complete}`;
    if ([...complete].length >= 2) return { where: sql`(${wordCondition(complete)} and strpos(${productSearch.jamo}, ${jamo}) > 0)`, key, typo: false };
    const infix = sql`${productSearch.jamo} like ${`%${escapeLike(jamo)}%`}`;
    return { where: complete ? sql`(${infix} and strpos(${productSearch.compact}, ${complete}) > 0)` : infix, key, typo: false };
  }
  // 1–2 initial consonants or a 1–2 jamo fragment: expand through the dictionary into complete
  // words. Prefer keywords the query spells out completely (ㅅㄱ → 사과, 생굴), at most 3, so the
  // expansion stays precise and small.
  const target = cho ? q : jamo;
  const candidates = (await suggest(db, s, q, 8)).filter((x) => !x.typo && x.entry.kind !== 'shop' && !x.entry.keyword.includes(' '));
  const whole = candidates.filter((x) => (cho ? x.entry.flatCho : x.entry.flatJamo) === target);
  const words = [...new Set((whole.length > 0 ? whole : candidates).slice(0, 3).map((x) => compactOf(x.entry.keyword)))];
  if (words.length === 0) return { where: sql`false`, key: 'none', typo: false };
  if (words.length === 1) return { where: wordCondition(words[0]), key: `w:${words[0]}`, typo: false };
  // Words of 1–3 syllables are single grams: one `&&` over the index, exact. Longer words add an
  // index arm each and a strpos filter over all words, so the OR never rechecks search_grams().
  const single = words.filter(gramsAreExact);
  const longer = words.filter((w) => !gramsAreExact(w));
  const key = `x:${words.join(',')}`;
  const exact = sql`${grams} && ${textArray(single)}`;
  if (longer.length === 0) return { where: exact, key, typo: false };
  const arms = [...(single.length ? [exact] : []), ...longer.map((w) => sql`${grams} @> ${textArray(queryGrams(w))}`)];
  const contains = sql.join(
    words.map((w) => sql`strpos(${productSearch.compact}, ${w}) > 0`),
    sql` or `,
  );
  return { where: sql`((${sql.join(arms, sql` or `)}) and (${contains}))`, key, typo: false };
}

/** Filters on the match's columns (unqualified: product_search's names, also those of the set `m` below). */
function filterConditions(q: SearchQuery): SQL[] {
  const out: SQL[] = [];
  if (q.categoryCode?.length)
    out.push(
      sql`(${sql.join(
        q.categoryCode.map((c) => sql`category_code like ${`${c}%`}`),
        sql` or `,
      )})`,
    );
  if (q.minPrice !== undefined) out.push(sql`sale_price >= ${q.minPrice}`);
  if (q.maxPrice !== undefined) out.push(sql`sale_price <= ${q.maxPrice}`);
  if (q.discountRate !== undefined) out.push(sql`discount_rate >= ${q.discountRate}`);
  return out;
}

/** Each sort on product_search's copies of the sort columns (same rules as productOrder): column and direction, then product_no. */
const SEARCH_ORDER: Record<SearchQuery['sort'], [column: string, direction: 'asc' | 'desc']> = {
  recommend: ['recommend_score', 'desc'],
  sales: ['sales_count', 'desc'],
  priceAsc: ['sale_price', 'asc'],
  priceDesc: ['sale_price', 'desc'],
  discount: ['discount_rate', 'desc'],
  newest: ['created_at', 'desc'],
};

/**
 * One page of a match with its facets. The match is evaluated once, into a materialized set `m`
 * from which the facets (depth-1 counts and the price ceiling, before filters), the filtered total
 * and the page are read — only the parts the caches do not already hold for this match.
 */
async function runProductSearch(db: Db, s: IndexState, q: SearchQuery, match: Match): Promise<SearchResult> {
  const generation = s.generation;
  const filters = filterConditions(q);
  const pageKey = `${match.key}|${JSON.stringify([q.categoryCode ?? null, q.minPrice ?? null, q.maxPrice ?? null, q.discountRate ?? null, q.sort, q.page, q.size])}`;
  let facets = s.caches.facets.get(match.key);
  let page = s.caches.pages.get(pageKey);
  if (!facets || !page) {
    const [sortColumn, direction] = SEARCH_ORDER[q.sort] ?? SEARCH_ORDER.recommend;
    const order = sql.raw(`${match.rank ? 'rank desc, ' : ''}${sortColumn} ${direction}, product_no`);
    // Only the columns this request reads: each column of each matched row costs in PGlite (a 15k-row
    // match measured 16 % faster with four columns than with eight).
    const columns = [...new Set(['product_no', 'category_code', 'sale_price', sortColumn, ...(q.discountRate !== undefined ? ['discount_rate'] : [])])].join(
      ', ',
    );
    const filtered = filters.length ? sql` where ${and(...filters)}` : sql``;
    const parts: SQL[] = [];
    if (!facets)
      parts.push(
        sql`(select coalesce(json_agg(json_build_array(code, n, max_price)), '[]')::text from (select left(category_code, 2) as code, count(*)::int as n, max(sale_price)::int as max_price from m group by 1) f) as facets`,
      );
    if (!page) {
      parts.push(
        sql`(select coalesce(string_agg(product_no::text, ',' order by ${order}), '') from (select * from m${filtered} order by ${order} limit ${q.size} offset ${(q.page - 1) * q.size}) p) as ids`,
      );
      if (filters.length) parts.push(sql`(select count(*)::int from m${filtered}) as total`);
    }
    const statement = sql`with m as materialized (select ${sql.raw(columns)}${match.rank ? sql`, ${match.rank} as rank` : sql``} from ${productSearch} where ${match.where}) select ${sql.join(parts, sql`, `)}`;
    const res = (await db.execute(statement)) as unknown as { rows: Array<{ facets?: string; ids?: string; total?: number | string }> };
    const row = res.rows[0];
    if (!facets) {
      const raw = JSON.parse(row.facets!) as Array<[string, number, number | null]>;
      facets = {
        total: raw.reduce((sum, [, n]) => sum + Number(n), 0),
        maxPrice: raw.reduce((m, [, , p]) => Math.max(m, Number(p ?? 0)), 0),
        categories: raw.map(([code, n]) => ({ code, count: Number(n) })).sort((a, b) => b.count - a.count || a.code.localeCompare(b.code)),
      };
      if (s.generation === generation) s.caches.facets.set(match.key, facets);
    }
    if (!page) {
      page = { ids: row.ids ? row.ids.split(',').map(Number) : [], total: filters.length ? Number(row.total) : facets.total };
      if (s.generation === generation) s.caches.pages.set(pageKey, page);
    }
  }
  const [items, roots] = await Promise.all([productCardsByNos(db, page.ids), rootCategories(db)]);
  const names = new Map(roots.map((r) => [r.code, r.name]));
  return {
    keyword: '',
    correctedKeyword: null,
    correction: null,
    relatedCategories: [],
    items,
    page: q.page,
    size: q.size,
    total: page.total,
    hasNext: q.page * q.size < page.total,
    maxPrice: facets.maxPrice,
    categories: facets.categories.map((f) => ({ code: f.code, name: names.get(f.code) ?? f.code, count: f.count })),
  };
}

const rootCache = new WeakMap<Db, Promise<Array<{ code: string; name: string }>>>();
/** Depth-1 category names (a handful of rows that change only with a new catalogue). */
function rootCategories(db: Db) {
  let r = rootCache.get(db);
  if (!r) {
    // .then(): a Drizzle query is a lazy thenable that runs again on every await; cache its result.
    r = db
      .select({ code: categories.code, name: categories.name })
      .from(categories)
      .where(eq(categories.depth, 1))
      .then((rows) => rows);
    rootCache.set(db, r);
    r.catch(() => rootCache.delete(db));
  }
  return r;
}

/**
 * Words a shopper means as typed: dictionary keywords (product words, phrases, origins — a
 * specialty's name is its products' words) and category names with their parts ('굴·꼬막·소라' →
 * 굴, 꼬막, 소라), in compact form. A query that is one of them is never "corrected" to another
 * word: 전복 stays 전복 even when no product holds it and 전북 is one jamo away.
 */
async function knownWords(db: Db, s: IndexState): Promise<Set<string>> {
  const hit = s.caches.suggestions.get('known') as Set<string> | undefined;
  if (hit) return hit;
  const generation = s.generation;
  const [dict, cats] = await Promise.all([dictionary(db, s), categoryList(db)]);
  const known = new Set<string>();
  for (const e of dict) if (e.kind !== 'shop') known.add(compactOf(e.keyword));
  for (const c of cats) for (const part of [c.name, ...categoryNameParts(c.name)]) known.add(compactOf(part));
  if (s.generation === generation) s.caches.suggestions.set('known', known);
  return known;
}

/** The parts of a category name ('굴·꼬막·소라' → 굴, 꼬막, 소라; '수산·해산물' → 수산, 해산물). */
function categoryNameParts(name: string): string[] {
  return name.split(/[·/,\s]+/).filter(Boolean);
}

const categoryCache = new WeakMap<Db, Promise<Array<{ code: string; name: string; depth: number }>>>();
/** The whole category tree, flat (a few dozen rows that change only with a new catalogue). */
function categoryList(db: Db) {
  let r = categoryCache.get(db);
  if (!r) {
    r = db
      .select({ code: categories.code, name: categories.name, depth: categories.depth })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.code))
      .then((rows) => rows);
    categoryCache.set(db, r);
    r.catch(() => categoryCache.delete(db));
  }
  return r;
}

/**
 * Categories to offer when a keyword found nothing: those whose name or a part of it is the keyword,
 * contains it, is contained in it (2+ syllables), or is one jamo edit from it — each with its parent
 * groups — keeping only those that hold products, narrowest first, at most 4.
 */
export async function relatedCategories(db: Db, keyword: string): Promise<SearchResult['relatedCategories']> {
  const q = compactOf(keyword);
  if (!q || isChoseongQuery(q)) return [];
  const qJamo = jamoOf(q);
  const cats = await categoryList(db);
  const byCode = new Map(cats.map((c) => [c.code, c]));
  const close = (part: string) => {
    const p = compactOf(part);
    if (!p) return false;
    if (p === q || p.includes(q)) return true;
    if ([...p].length >= 2 && q.includes(p)) return true;
    return [...q].length >= 2 && editDistance(qJamo, jamoOf(p), 1) <= 1;
  };
  const codes: string[] = [];
  for (const c of [...cats].sort((a, b) => b.depth - a.depth)) {
    if (!close(c.name) && !categoryNameParts(c.name).some(close)) continue;
    for (let len = c.code.length; len >= 2; len -= 2) {
      const code = c.code.slice(0, len);
      if (byCode.has(code) && !codes.includes(code)) codes.push(code);
    }
  }
  if (codes.length === 0) return [];
  const counts = await db
    .select({
      code: sql<string>`c.code`,
      n: sql<number>`(select count(*)::int from ${products} p where p.category_code like c.code || '%' and not p.is_sold_out)`.mapWith(Number),
    })
    .from(sql`unnest(${textArray(codes)}) as c(code)`);
  const n = new Map(counts.map((r) => [r.code, r.n]));
  return codes
    .filter((code) => (n.get(code) ?? 0) > 0)
    .slice(0, 4)
    .map((code) => ({ code, name: byCode.get(code)!.name, depth: byCode.get(code)!.depth, count: n.get(code)! }));
}

/**
 * Trigram similarity (pg_trgm's `similarity`: shared trigrams over all trigrams, each word padded
 * with two spaces before and one after) of two jamo strings, 0 … 1.
 */
export function trigramSimilarity(a: string, b: string): number {
  const trigrams = (text: string) => {
    const set = new Set<string>();
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const padded = `  ${word} `;
      for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
    }
    return set;
  };
  const ta = trigrams(a);
  const tb = trigrams(b);
  let shared = 0;
  for (const g of ta) if (tb.has(g)) shared++;
  const all = ta.size + tb.size - shared;
  return all === 0 ? 0 : shared / all;
}

/**
 * The word a similarity-fallback answer is for (issue 13: "‘청송 사과’ 검색 결과예요"): among the
 * words, two-word phrases and origin of the most similar product (the first of the answer, whatever
 * the sort), the one whose jamo is closest to the keyword's (trigramSimilarity; the longer on a
 * tie). Null when the product has no Hangul word. Cached with the dictionary look-ups.
 */
async function similarTerm(db: Db, s: IndexState, keyword: string, similar: Match): Promise<string | null> {
  const key = `similar|${compactOf(keyword)}`;
  const hit = s.caches.suggestions.get(key) as Suggestion[] | undefined;
  if (hit) return hit[0]?.entry.keyword ?? null;
  const generation = s.generation;
  const [best] = await db
    .select({ name: products.name, origin: products.origin })
    .from(productSearch)
    .innerJoin(products, eq(products.productNo, productSearch.productNo))
    .where(similar.where)
    .orderBy(desc(similar.rank!), asc(productSearch.productNo))
    .limit(1);
  let term: string | null = null;
  if (best) {
    const words = nameWords(best.name);
    const candidates = [...words, ...words.slice(1).map((w, i) => `${words[i]} ${w}`), best.origin].filter((w) => w.trim().length > 0);
    const target = jamoOf(compactOf(keyword));
    let score = -1;
    for (const c of candidates) {
      const sc = trigramSimilarity(target, jamoOf(compactOf(c)));
      if (sc > score || (sc === score && term !== null && c.length > term.length)) [term, score] = [c, sc];
    }
  }
  const found: Suggestion[] = term ? [{ entry: { keyword: term, kind: 'similar', weight: 0, jamo: '', cho: '', flatJamo: '', flatCho: '' }, typo: true }] : [];
  if (s.generation === generation) s.caches.suggestions.set(key, found);
  return term;
}

const emptyResult = (q: SearchQuery, keyword: string): SearchResult => ({
  keyword,
  correctedKeyword: null,
  correction: null,
  relatedCategories: [],
  items: [],
  page: q.page,
  size: q.size,
  total: 0,
  hasNext: false,
  maxPrice: 0,
  categories: [],
});

/**
 * GET /api/v1/search: products for a keyword with filters and sort (SPEC §3).
 * A keyword that finds nothing is corrected (dictionary typo, then jamo similarity) unless
 * `exact=Y` or it is itself a known word (knownWords: 전복 never becomes 전북); an answer with no
 * products at all (before filters) carries relatedCategories.
 * Page 1 is logged for the popular searches with the caller's device (the deviceUuid header, SPEC
 * §3 uid; null when absent), the result count and whether a correction answered it — queued
 * (search-log.ts): the row reaches search_logs within about a second, or at flushSearchLogs(db).
 * @throws ApiError SEARCH_ENGINE_ERROR (52) past the deadline
 */
export async function searchProducts(db: Db, q: SearchQuery, deviceUuid?: string | null): Promise<SearchResult> {
  const { result, logged } = await searchProductsWithLog(db, q);
  if (logged) logSearchOf(db, logged, deviceUuid);
  return result;
}

/** What the popular-search log records of one search (page 1 with a keyword only). */
export interface SearchLogFacts {
  keyword: string;
  /** What the keyword found before the filters (the facet counts): a price filter that empties the page is no failed search. */
  resultCount: number;
  /** Answered for another word (dictionary typo or similarity): never counts as a popular search. */
  corrected: boolean;
}

/**
 * Queue one search of `facts` for the popular searches with the caller's device (SPEC §3 uid; null
 * when absent). Not awaited: the answer never waits on the log's INSERT (search-log.ts, decision 035).
 */
export function logSearchOf(db: Db, facts: SearchLogFacts, deviceUuid?: string | null): void {
  logSearch(db, { ...facts, deviceUuid: deviceUuid || null });
}

/**
 * {@link searchProducts} without the log: the answer, and what to log for it (null: nothing — a
 * later page or an empty keyword). The search route caches answers (issue 18) and logs every
 * request itself, hit or miss.
 * @throws ApiError SEARCH_ENGINE_ERROR (52) past the deadline
 */
export async function searchProductsWithLog(db: Db, q: SearchQuery): Promise<{ result: SearchResult; logged: SearchLogFacts | null }> {
  const keyword = normalizeKeyword(q.keyword);
  let approximate = false;
  const result = await withDeadline(
    (async (): Promise<SearchResult> => {
      const s = await indexState(db);
      const cond = await matchIn(db, s, keyword);
      if (!cond) return emptyResult(q, keyword);
      let res = await runProductSearch(db, s, q, cond);
      const jamo = jamoOf(keyword);
      const correctable =
        q.exact !== 'Y' && res.total === 0 && !isChoseongQuery(keyword) && jamo.length >= 6 && !(await knownWords(db, s)).has(compactOf(keyword));
      if (correctable) {
        // Typos, first via the dictionary ("did you mean"): the closest keyword within 1–2 jamo
        // edits, searched exactly — as fast as a normal search.
        const correction = (await suggest(db, s, keyword, 10)).find((x) => x.typo && x.entry.kind !== 'shop');
        if (correction) {
          const corrected = await matchIn(db, s, correction.entry.keyword);
          if (corrected) {
            const fixed = await runProductSearch(db, s, q, corrected);
            if (fixed.total > 0) return { ...fixed, keyword, correctedKeyword: correction.entry.keyword, correction: 'dictionary' };
          }
        }
        // Typo tolerance: trigram word similarity on jamo (GIN-indexable `%>`), best match first.
        const similarity = sql`word_similarity(${jamo}, ${productSearch.jamo})`;
        const similar: Match = {
          where: sql`${similarity} >= ${TYPO_SIMILARITY} and ${productSearch.jamo} %> ${jamo}`,
          key: `s:${jamo}`,
          typo: true,
          rank: similarity,
        };
        res = await runProductSearch(db, s, q, similar);
        // Not what was typed either: logged as corrected, so it never counts as a popular search.
        approximate = res.total > 0;
        // …and said on screen like a dictionary correction, with the word the results are for.
        const term = approximate ? await similarTerm(db, s, keyword, similar) : null;
        if (term) return { ...res, keyword, correctedKeyword: term, correction: 'similar' };
      }
      return { ...res, keyword, relatedCategories: res.total === 0 && res.categories.length === 0 ? await relatedCategories(db, keyword) : [] };
    })(),
  );
  const logged =
    q.page === 1 && keyword
      ? {
          keyword,
          resultCount: Math.max(
            result.total,
            result.categories.reduce((n, c) => n + c.count, 0),
          ),
          corrected: approximate || result.correctedKeyword !== null,
        }
      : null;
  return { result, logged };
}

/** GET /api/v1/search/shop: stores whose name, city or region matches (partial, spacing- and jamo-aware). */
export async function searchShops(db: Db, q: { keyword: string; page: number; size: number }): Promise<Page<ShopCard>> {
  const keyword = normalizeKeyword(q.keyword);
  return withDeadline(
    (async () => {
      const rows = await db
        .select({ shopId: shops.shopId, name: shops.name, city: shops.city, local: locals.shortName, likes: shops.likeCount })
        .from(shops)
        .innerJoin(locals, eq(locals.code, shops.localCode));
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
      return {
        items: pageIds.map((id) => byId.get(id)!).filter(Boolean),
        page: q.page,
        size: q.size,
        total: hits.length,
        hasNext: q.page * q.size < hits.length,
      };
    })(),
  );
}

type RankItem = { rank: number; keyword: string; score: number; pinned?: boolean };

/** Ops rules (scripts/search-terms.ts), with their stamp: count and latest change. */
async function termRules(db: Db) {
  const rows = await db.select().from(searchTermRules);
  const stamp = `${rows.length}|${Math.max(0, ...rows.map((r) => r.updatedAt.getTime()))}`;
  return { rows, stamp };
}

/**
 * Whether a term may appear among the popular searches at all: not 초성 only (ㅅㄱ), not a banned
 * word (SPEC §5; the nickname list of the account host), not blocked by ops (compared without spaces).
 */
export function rankable(term: string, blocked: Set<string>): boolean {
  const c = compactOf(term);
  if (!c || isChoseongQuery(c) || /^[ㄱ-ㅣ]+$/.test(c)) return false;
  if (BANNED_NICKNAME_WORDS.some((w) => c.includes(w))) return false;
  return !blocked.has(c);
}

/**
 * GET /api/v1/search/rank: the popular searches (SPEC §7 search/rank; docs/decisions/003
 * "Honest popular searches"). Organic terms come from the search logs of the last
 * RANK_WINDOW_DAYS: only searches that found products without a correction, by devices that sent
 * a deviceUuid; each device counts once per term (its latest search, weighted 2^(−age / 24 h)), and
 * a term needs RANK_MIN_DEVICES distinct devices. Blocked, banned and 초성-only terms never appear;
 * pinned terms take their fixed rank and the organic ones fill the other places. With no organic
 * term the dictionary's top words fill in (`fromLogs: false`). Cached per rules stamp (./cache.ts).
 */
export async function keywordRank(db: Db, now = new Date()): Promise<{ items: RankItem[]; fromLogs: boolean }> {
  const s = await indexState(db);
  const rules = await termRules(db);
  const cacheKey = `${rules.stamp}|${Math.floor(now.getTime() / 60_000)}`;
  const hit = s.caches.rank.get(rules.stamp) as { key: string; value: { items: RankItem[]; fromLogs: boolean } } | undefined;
  if (hit && hit.key === cacheKey) return hit.value;
  const generation = s.generation;
  const blocked = new Set(rules.rows.filter((r) => r.action === 'block').map((r) => compactOf(r.term)));
  const pins = rules.rows
    .filter((r) => r.action === 'pin' && r.pinRank !== null && r.pinRank >= 1 && r.pinRank <= RANK_SIZE)
    .sort((a, b) => a.pinRank! - b.pinRank! || a.updatedAt.getTime() - b.updatedAt.getTime());
  const at = now.toISOString();
  const res = (await db.execute(sql`
    with per_device as (
      select ${searchLogs.keyword} as keyword, max(${searchLogs.createdAt}) as last
      from ${searchLogs}
      where ${searchLogs.createdAt} > ${at}::timestamptz - make_interval(days => ${RANK_WINDOW_DAYS})
        -- at is JS time (ms); PostgreSQL stamps rows in µs: a row logged in the same ms as at is not in its future
        and date_trunc('milliseconds', ${searchLogs.createdAt}) <= ${at}::timestamptz
        and ${searchLogs.deviceUuid} is not null and ${searchLogs.resultCount} > 0 and not ${searchLogs.corrected}
      group by 1, ${searchLogs.deviceUuid}
    )
    select keyword, count(*)::int as devices,
      sum(power(0.5, extract(epoch from (${at}::timestamptz - last)) / 3600.0 / ${LOG_HALF_LIFE_HOURS}))::float8 as score
    from per_device group by keyword having count(*) >= ${RANK_MIN_DEVICES}
    order by score desc, keyword limit 50`)) as unknown as { rows: Array<{ keyword: string; score: number | string }> };
  const pinnedTerms = new Set(pins.map((p) => compactOf(p.term)));
  let organic = res.rows
    .filter((r) => rankable(r.keyword, blocked) && !pinnedTerms.has(compactOf(r.keyword)))
    .map((r) => ({ keyword: r.keyword, score: Math.round(Number(r.score) * 1000) / 1000 }));
  const fromLogs = organic.length > 0;
  if (!fromLogs)
    organic = (await dictionary(db, s))
      .filter(
        (e) =>
          e.kind === 'word' && e.keyword.length >= 2 && !GRADE_WORDS.has(e.keyword) && rankable(e.keyword, blocked) && !pinnedTerms.has(compactOf(e.keyword)),
      )
      .slice(0, RANK_SIZE)
      .map((e) => ({ keyword: e.keyword, score: 0 }));
  // Pins at their ranks (a later pin to a taken rank goes to the next free one), organic terms in the gaps.
  const slots: Array<{ keyword: string; score: number; pinned?: boolean } | undefined> = new Array(RANK_SIZE).fill(undefined);
  for (const p of pins) {
    let i = p.pinRank! - 1;
    while (i < RANK_SIZE && slots[i]) i++;
    if (i < RANK_SIZE) slots[i] = { keyword: p.term, score: 0, pinned: true };
  }
  const rest = organic[Symbol.iterator]();
  for (let i = 0; i < RANK_SIZE; i++) if (!slots[i]) slots[i] = rest.next().value;
  const items = slots.filter((x) => x !== undefined).map((x, i) => ({ rank: i + 1, ...x }));
  const value = { items, fromLogs };
  if (s.generation === generation) s.caches.rank.set(rules.stamp, { key: cacheKey, value });
  return value;
}

/** GET /api/v1/search/recommendation: in-season best sellers for the empty search screen. */
export async function searchRecommendation(db: Db, now = new Date()): Promise<{ items: ProductCard[] }> {
  const items = await productCardsQuery(db)
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

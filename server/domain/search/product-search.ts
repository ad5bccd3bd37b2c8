/**
 * Product search (issue 4; SPEC §7 search; docs/decisions/003-korean-search.md): a keyword's match
 * (./matching.ts) evaluated once per request into its facets, filtered total and page (cached per
 * match in ./cache.ts), sorted; a keyword that finds nothing corrected through the dictionary, then
 * by jamo similarity, unless it is a word a shopper means as typed; an empty answer offers related
 * categories. Every request has a deadline (./deadline.ts).
 */
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchQuery, SearchResult } from '@contract/search.js';
import type { Db } from '@server/db/client.js';
import { productCardsByNos } from '@server/db/queries/catalogue.js';
import { products, productSearch } from '@server/db/schema/index.js';
import { compactOf, isChoseongQuery, jamoOf, normalizeKeyword } from '@server/infra/hangul.js';
import { categoryList, categoryNameParts, relatedCategories, rootCategories } from './categories.js';
import { withDeadline } from './deadline.js';
import { CORRECTION_MIN_JAMO, correctionFor, dictionary, nameWords, type Suggestion } from './dictionary.js';
import { trigramSimilarity } from './edit-distance.js';
import { indexState, type IndexState } from './index-state.js';
import { matchIn, type Match } from './matching.js';
import { logSearch } from './search-log.js';

/** Jamo word similarity from which a product is a typo's answer (pg_trgm word_similarity, 0 … 1). */
const TYPO_SIMILARITY = 0.55;

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

/**
 * Whether a keyword is meant as typed (never corrected): it is a known word, or every word of it is
 * (issue 33: '꿀 사과' is two words a shopper means, a pairing the catalogue lacks — not a typo, so
 * no similarity scan over the catalogue; the answer offers related categories instead).
 */
function meantAsTyped(keyword: string, known: Set<string>): boolean {
  if (known.has(compactOf(keyword))) return true;
  const words = keyword.split(' ').map(compactOf).filter(Boolean);
  return words.length > 1 && words.every((w) => known.has(w));
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
 * when absent) and address key (server/infra/client-key.ts; null when unknown). Not awaited: the answer never
 * waits on the log's INSERT (search-log.ts, decision 035).
 */
export function logSearchOf(db: Db, facts: SearchLogFacts, deviceUuid?: string | null, clientKey?: string | null): void {
  logSearch(db, { ...facts, deviceUuid: deviceUuid || null, clientKey: clientKey || null });
}

/**
 * {@link searchProducts} without the log: the answer, and what to log for it (null: nothing — a
 * later page or an empty keyword). The search route caches answers (issue 18) and logs every
 * request itself, hit or miss.
 * @throws ApiError SEARCH_ENGINE_ERROR (52) past the deadline
 */
export async function searchProductsWithLog(
  db: Db,
  q: SearchQuery,
  /** Told each match the search evaluates, in order (the query-plan guard and the benchmark read them). */
  onMatch?: (match: Match) => void,
): Promise<{ result: SearchResult; logged: SearchLogFacts | null }> {
  const run = (s: IndexState, match: Match) => {
    onMatch?.(match);
    return runProductSearch(db, s, q, match);
  };
  const keyword = normalizeKeyword(q.keyword);
  let approximate = false;
  const result = await withDeadline(
    (async (): Promise<SearchResult> => {
      const s = await indexState(db);
      const cond = await matchIn(db, s, keyword);
      if (!cond) return emptyResult(q, keyword);
      let res = await run(s, cond);
      const jamo = jamoOf(keyword);
      const correctable =
        q.exact !== 'Y' &&
        res.total === 0 &&
        !isChoseongQuery(keyword) &&
        jamo.length >= CORRECTION_MIN_JAMO &&
        !meantAsTyped(keyword, await knownWords(db, s));
      if (correctable) {
        // Typos, first via the dictionary ("did you mean"): the closest keyword within 1–2 jamo
        // edits, searched exactly — as fast as a normal search.
        const correction = await correctionFor(db, s, keyword);
        if (correction) {
          const corrected = await matchIn(db, s, correction.keyword);
          if (corrected) {
            const fixed = await run(s, corrected);
            if (fixed.total > 0) return { ...fixed, keyword, correctedKeyword: correction.keyword, correction: 'dictionary' };
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
        res = await run(s, similar);
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

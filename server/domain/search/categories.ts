/**
 * Category names for search (issue 4, issue 13 "no dead ends"): the depth-1 names the facets show,
 * and the categories to offer when a keyword found nothing. Loaded once per database (a few dozen
 * rows that change only with a new catalogue) and forgotten with the search caches.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { SearchResult } from '@contract/search.js';
import type { Db } from '@server/db/client.js';
import { categories, products } from '@server/db/schema/index.js';
import { compactOf, isChoseongQuery, jamoOf } from '@server/infra/hangul.js';
import { editDistance } from './edit-distance.js';
import { onSearchCachesCleared } from './index-state.js';

const rootCache = new WeakMap<Db, Promise<Array<{ code: string; name: string }>>>();
/** Depth-1 category names (a handful of rows that change only with a new catalogue). */
export function rootCategories(db: Db) {
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

/** The parts of a category name ('굴·꼬막·소라' → 굴, 꼬막, 소라; '수산·해산물' → 수산, 해산물). */
export function categoryNameParts(name: string): string[] {
  return name.split(/[·/,\s]+/).filter(Boolean);
}

const categoryCache = new WeakMap<Db, Promise<Array<{ code: string; name: string; depth: number }>>>();
/** The whole category tree, flat (a few dozen rows that change only with a new catalogue). */
export function categoryList(db: Db) {
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
  const inStock = await categoryCounts(db);
  const n = new Map(codes.map((code) => [code, [...inStock].reduce((sum, [leaf, count]) => (leaf.startsWith(code) ? sum + count : sum), 0)]));
  return codes
    .filter((code) => (n.get(code) ?? 0) > 0)
    .slice(0, 4)
    .map((code) => ({ code, name: byCode.get(code)!.name, depth: byCode.get(code)!.depth, count: n.get(code)! }));
}

/** How old the per-category counts of related categories may be (ms): a suggestion's count, not a stock figure. */
export const CATEGORY_COUNTS_MAX_AGE_MS = 60_000;
const countsCache = new WeakMap<Db, { at: number; counts: Promise<Map<string, number>> }>();

/**
 * In-stock products per category code, from one grouped scan at most every
 * CATEGORY_COUNTS_MAX_AGE_MS (issue 33: counted per suggested code on every empty answer, the scan
 * cost ~150 ms at 100,000 products). Not dropped with the search caches: it is reference data with
 * its own age, like the category pages' counts.
 */
function categoryCounts(db: Db, now = Date.now()): Promise<Map<string, number>> {
  const hit = countsCache.get(db);
  if (hit && now - hit.at < CATEGORY_COUNTS_MAX_AGE_MS) return hit.counts;
  const counts = db
    .select({ code: products.categoryCode, n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(products)
    .where(eq(products.isSoldOut, false))
    .groupBy(products.categoryCode)
    .then((rows) => new Map(rows.map((r) => [r.code, r.n])));
  countsCache.set(db, { at: now, counts });
  counts.catch(() => countsCache.delete(db));
  return counts;
}

onSearchCachesCleared((db) => {
  rootCache.delete(db);
  categoryCache.delete(db);
});

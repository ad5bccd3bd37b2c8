/**
 * Recommendations for the empty search screen (SPEC §7 search/recommendation, recommend-keyword):
 * this month's in-season best sellers — or, after a keyword, products related to it (issue 30: a 전복
 * search offered 감귤 and 절임배추) — and two-word phrases of the best sellers ('청송 사과').
 */
import { and, asc, desc, eq, inArray, like, notInArray, or, sql } from 'drizzle-orm';
import type { ProductCard } from '@contract/display.js';
import type { Db } from '@server/db/client.js';
import { inSeason, productCardsQuery } from '@server/db/queries/catalogue.js';
import { products } from '@server/db/schema/index.js';
import { koreanMonth } from '../catalogue/display.service.js';
import { relatedCategories } from './categories.js';
import { nameWords } from './dictionary.js';
import { searchProductsWithLog } from './product-search.js';

/** Grade/packaging words that make poor recommended keywords on their own. */
export const GRADE_WORDS = new Set(['명품', '특품', '산지직송', '무농약', '유기농', '못난이', '프리미엄', '인증', '가정용', '선물용']);

/** How many products the recommendation answers with. */
const RECOMMENDATION_SIZE = 10;

/**
 * GET /api/v1/search/recommendation: products to offer on the empty search screen. Without a keyword,
 * this month's in-season best sellers. With one (the search that found nothing, or nothing left in
 * stock), products related to it (issue 30): in-stock products of the categories of its top matches
 * (depth 3, i.e. the same kind), then of their depth-2 and then depth-1 groups — or, when nothing
 * matches, of the categories close to the keyword (relatedCategories: 전보 → 전복) — in-season and
 * best-selling first. Unrelated best sellers only when no related product is in stock.
 */
export async function searchRecommendation(db: Db, now = new Date(), keyword?: string): Promise<{ items: ProductCard[] }> {
  const month = koreanMonth(now);
  const items: ProductCard[] = [];
  for (const tier of keyword ? tiersOf(await keywordCategories(db, keyword)) : []) {
    if (items.length >= RECOMMENDATION_SIZE) break;
    const shown = items.map((p) => p.productNo);
    items.push(
      ...(await productCardsQuery(db)
        .where(
          and(
            eq(products.isSoldOut, false),
            or(...tier.map((code) => like(products.categoryCode, `${code}%`))),
            shown.length ? notInArray(products.productNo, shown) : undefined,
          ),
        )
        .orderBy(desc(inSeason(month)), desc(products.salesCount), asc(products.productNo))
        .limit(RECOMMENDATION_SIZE - items.length)),
    );
  }
  if (items.length > 0) return { items };
  const best = await productCardsQuery(db)
    .where(and(inSeason(month), eq(products.isSoldOut, false)))
    .orderBy(desc(products.salesCount), asc(products.productNo))
    .limit(RECOMMENDATION_SIZE);
  return { items: best };
}

/**
 * Category codes a keyword is about: the depth-3 categories of its top matches (the search's first
 * page, sold out or not, corrected like the search corrects), most frequent first; when it matches
 * nothing, the categories close to it (relatedCategories, any depth).
 */
async function keywordCategories(db: Db, keyword: string): Promise<string[]> {
  let top: number[] = [];
  try {
    const { result } = await searchProductsWithLog(db, { keyword, page: 1, size: 20, sort: 'recommend' });
    top = result.items.map((p) => p.productNo);
  } catch {
    // past the search deadline: the categories close to the keyword still say what it is about
  }
  if (top.length > 0) {
    const rows = await db
      .select({ code: products.categoryCode, n: sql<number>`count(*)::int`.mapWith(Number) })
      .from(products)
      .where(inArray(products.productNo, top))
      .groupBy(products.categoryCode)
      .orderBy(desc(sql`count(*)`), asc(products.categoryCode));
    return rows.map((r) => r.code);
  }
  return (await relatedCategories(db, keyword)).map((c) => c.code);
}

/** The tiers to recommend from, narrowest first: the depth-3 codes, then their depth-2 groups, then depth-1. */
function tiersOf(codes: string[]): string[][] {
  const tiers = [6, 4, 2].map((len) => [...new Set(codes.filter((c) => c.length >= len).map((c) => c.slice(0, len)))]);
  return tiers.filter((tier) => tier.length > 0);
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

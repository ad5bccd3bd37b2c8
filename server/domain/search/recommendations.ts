/**
 * Recommendations for the empty search screen (SPEC §7 search/recommendation, recommend-keyword):
 * this month's in-season best sellers, and two-word phrases of them ('청송 사과').
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { ProductCard } from '@contract/display.js';
import type { Db } from '@server/db/client.js';
import { inSeason, productCardsQuery } from '@server/db/queries/catalogue.js';
import { products } from '@server/db/schema/index.js';
import { koreanMonth } from '../catalogue/display.service.js';
import { nameWords } from './dictionary.js';

/** Grade/packaging words that make poor recommended keywords on their own. */
export const GRADE_WORDS = new Set(['명품', '특품', '산지직송', '무농약', '유기농', '못난이', '프리미엄', '인증', '가정용', '선물용']);

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

/**
 * Index maintenance (issue 4; docs/decisions/003-korean-search.md): search keys for products that
 * have none (./grams.ts n-grams, jamo, choseong: server/infra/hangul.ts searchKeys) and the
 * dictionary rebuilt when anything changed.
 */
import { count, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { products, productSearch, searchKeywords } from '@server/db/schema/index.js';
import { searchKeys } from '@server/infra/hangul.js';
import { rebuildDictionary } from './dictionary.js';
import { invalidateIndexState, stateOf } from './index-state.js';

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
  if (missing.length > 0) invalidateIndexState(stateOf(db), undefined);
  return missing.length;
}

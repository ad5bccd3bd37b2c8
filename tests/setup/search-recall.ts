/**
 * The labelled search queries (issues 4 and 33; docs/decisions/003-korean-search.md "Recall"): each
 * query with the words a product's name must contain to be one it should find (its ground truth:
 * the compact name contains every word). Shared by `npm run bench:search` (on 100,000 products) and
 * the recall guard of `npm test` (server/domain/search/search-guards.test.ts, on 3,000).
 */
import { sql } from 'drizzle-orm';
import { searchQuerySchema } from '@contract/search.js';
import type { Db } from '@server/db/client.js';
import { matchCondition, searchProducts } from '@server/domain/search/index.js';

/** [query, the words (compact, lower case) a product name must all contain]. */
export const LABELLED_QUERIES: ReadonlyArray<readonly [query: string, truth: readonly string[]]> = [
  ['사과', ['사과']],
  ['ㅅㄱ', ['사과']],
  ['사ㄱ', ['사과']],
  ['대게', ['대게']],
  ['ㄷㄱ', ['대게']],
  ['전복', ['전복']],
  ['ㅈㅂ', ['전복']],
  ['굴', ['굴']],
  ['한우', ['한우']],
  ['참외', ['참외']],
  ['청송 사과', ['청송사과']],
  ['청송사과', ['청송사과']],
  ['ㅊㅅㅅㄱ', ['청송사과']],
  ['햇 사과', ['햇사과']],
  ['청송사가', ['청송사과']],
  ['영덕대개', ['영덕대게']],
  ['완도전보', ['완도전복']],
  ['5kg', ['5kg']],
  ['한라봉', ['한라봉']],
  ['곶감', ['곶감']],
  // Words apart in the name (issue 33): '완도 활전복 1kg', '사과 3kg'.
  ['완도 전복', ['완도', '전복']],
  ['영덕 대게', ['영덕', '대게']],
  ['3kg 사과', ['3kg', '사과']],
];

export interface RecallRow {
  query: string;
  expected: number;
  found: number;
  recall: number;
}

const count = async (db: Db, q: ReturnType<typeof sql>) => Number(((await db.execute(q)) as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
const nameHasAll = (words: readonly string[], alias = 'p') =>
  sql.join(
    words.map((w) => sql`replace(lower(${sql.raw(alias)}.name), ' ', '') like ${`%${w}%`}`),
    sql` and `,
  );

/**
 * Recall of each labelled query on the catalogue of `db`: of the products whose name holds every
 * truth word, how many the search finds — through its match (server/domain/search matchCondition),
 * and when that finds none, through the whole search (the typo corrections), every page.
 */
export async function measureRecall(db: Db, queries = LABELLED_QUERIES): Promise<RecallRow[]> {
  const rows: RecallRow[] = [];
  for (const [query, truth] of queries) {
    const expected = await count(db, sql`select count(*)::int as n from products p where ${nameHasAll(truth)}`);
    let found = 0;
    const cond = await matchCondition(db, query);
    if (cond)
      found = await count(
        db,
        sql`select count(*)::int as n from product_search join products p on p.product_no = product_search.product_no where (${cond.where}) and ${nameHasAll(truth)}`,
      );
    if (found === 0 && expected > 0) {
      for (let page = 1; page <= 50; page += 1) {
        const res = await searchProducts(db, searchQuerySchema.parse({ keyword: query, size: 100, page }));
        found += res.items.filter((p) => truth.every((w) => p.name.replace(/\s/g, '').toLowerCase().includes(w))).length;
        if (!res.hasNext) break;
      }
    }
    rows.push({ query, expected, found, recall: expected ? Math.round((Math.min(found, expected) / expected) * 1000) / 1000 : 1 });
  }
  return rows;
}

/** Overall recall: found over expected, summed over the queries. */
export function overallRecall(rows: RecallRow[]): number {
  const expected = rows.reduce((s, r) => s + r.expected, 0);
  const found = rows.reduce((s, r) => s + Math.min(r.found, r.expected), 0);
  return expected ? Math.round((found / expected) * 1000) / 1000 : 1;
}

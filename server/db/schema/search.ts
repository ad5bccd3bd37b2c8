/**
 * Search index tables (issue 4; decisions in docs/decisions/003-korean-search.md).
 * product_search holds, per product, the spacing-free lowercase text (name + origin), its jamo
 * decomposition and its initial consonants. A GIN index on the syllable n-grams of the text
 * (search_grams(compact): every 1-, 2- and 3-character substring, server/routes/search/grams.ts)
 * answers complete words of any length, 1–2 syllables included, where `ILIKE '%사과%'` has no
 * trigram; GIN trigram indexes on the jamo and choseong forms answer mid-syllable, 초성 and typos.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

export const productSearch = pgTable(
  'product_search',
  {
    productNo: integer('product_no').primaryKey(),
    compact: text('compact').notNull(),
    jamo: text('jamo').notNull(),
    choseong: text('choseong').notNull(),
    // Copies of the product's filter and sort columns, so a search sorts, filters and counts
    // inside this table and joins only the page it returns (refreshSearchIndex keeps them in sync).
    categoryCode: text('category_code').notNull(),
    salePrice: integer('sale_price').notNull(),
    discountRate: smallint('discount_rate').notNull(),
    salesCount: integer('sales_count').notNull(),
    recommendScore: bigint('recommend_score', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    // Expression index: the n-grams live only in the index, so the table stays narrow (a stored
    // text[] column tripled it, 3,821 → 11,700 pages, and every matched row costs a page visit).
    // search_grams() is created by migration 0004 (see server/routes/search/grams.ts).
    index('product_search_grams').using('gin', sql`search_grams(${t.compact})`),
    index('product_search_jamo_trgm').using('gin', t.jamo.op('gin_trgm_ops')),
    index('product_search_choseong_trgm').using('gin', t.choseong.op('gin_trgm_ops')),
  ],
);

/** Autocomplete dictionary: specialty names, product words, origins and shop names with a weight. */
export const searchKeywords = pgTable('search_keywords', {
  keywordId: serial('keyword_id').primaryKey(),
  keyword: text('keyword').notNull().unique(),
  kind: text('kind').notNull(),
  weight: real('weight').notNull(),
});

/** Search log for frequent keywords (normalized keyword only; no user or device data). */
export const searchLogs = pgTable(
  'search_logs',
  {
    logId: serial('log_id').primaryKey(),
    keyword: text('keyword').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('search_logs_created_idx').on(t.createdAt)],
);

/**
 * Search index tables (issue 4; decisions in docs/decisions/003-korean-search.md).
 * product_search holds, per product, the spacing-free lowercase text (name + origin + shop),
 * its jamo decomposition and its initial consonants; GIN trigram indexes on the jamo and
 * choseong forms answer 2-syllable, mid-syllable, 초성 and typo queries (a 2-syllable word is
 * 4–6 jamo, enough for trigrams, where `ILIKE '%사과%'` on syllables is not).
 */
import { bigint, index, integer, pgTable, real, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

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
  (t) => [index('product_search_jamo_trgm').using('gin', t.jamo.op('gin_trgm_ops')), index('product_search_choseong_trgm').using('gin', t.choseong.op('gin_trgm_ops'))],
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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_logs_created_idx').on(t.createdAt)],
);

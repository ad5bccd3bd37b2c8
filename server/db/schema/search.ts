/**
 * Search index tables (issue 4; decisions in docs/decisions/003-korean-search.md).
 * product_search holds, per product, the spacing-free lowercase text (name + origin), its jamo
 * decomposition and its initial consonants. A GIN index on the syllable n-grams of the text
 * (search_grams(compact): every 1-, 2- and 3-character substring, server/domain/search/grams.ts)
 * answers complete words of any length, 1–2 syllables included, where `ILIKE '%사과%'` has no
 * trigram; GIN trigram indexes on the jamo and choseong forms answer mid-syllable, 초성 and typos.
 */
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, real, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz } from './columns.js';

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
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    // Expression index: the n-grams live only in the index, so the table stays narrow (a stored
    // text[] column tripled it, 3,821 → 11,700 pages, and every matched row costs a page visit).
    // search_grams() is created by migration 0004 (see server/domain/search/grams.ts).
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

/**
 * Search log for the popular searches (SPEC §7 search/rank; docs/decisions/003-korean-search.md
 * "Honest popular searches"): the normalized keyword, the device that searched (SPEC §3 uid /
 * deviceUuid header; null for server renders and callers without one — never counted), how many
 * products the keyword found (before filters) and whether a correction answered it. No user data.
 */
export const searchLogs = pgTable(
  'search_logs',
  {
    logId: serial('log_id').primaryKey(),
    keyword: text('keyword').notNull(),
    deviceUuid: text('device_uuid'),
    /**
     * The searching client's address as a keyed hash (server/infra/client-key.ts; issue 29:
     * each address counts once per term in the popular searches). Never the address itself; null on
     * rows logged before it existed (each such device then counts as an address of its own).
     */
    clientKey: text('client_key'),
    resultCount: integer('result_count').notNull().default(0),
    corrected: boolean('corrected').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('search_logs_created_idx').on(t.createdAt)],
);

/**
 * Ops rules for the popular searches (scripts/search-terms.ts): `pin` puts a term at a fixed rank
 * (1–10) whatever the logs say; `block` keeps a term off the list. One rule per normalized term.
 */
export const searchTermRules = pgTable('search_term_rules', {
  term: text('term').primaryKey(),
  action: text('action', { enum: ['pin', 'block'] }).notNull(),
  pinRank: smallint('pin_rank'),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

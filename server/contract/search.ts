/**
 * Search host contract (SPEC §2 /search, §3 search filters, §7 search calls, §8 code 52).
 * Pure zod shared with the client.
 *
 *   GET /api/v1/search?keyword&categoryCode&minPrice&maxPrice&discountRate&sort&page&size&exact → searchResultSchema
 *   GET /api/v1/search/shop?keyword&page&size                 → page of shopCard
 *   GET /api/v1/search/rank                                   → frequent keywords (decayed log counts)
 *   GET /api/v1/search/recommendation?keyword                 → recommended products (empty state; related to keyword when given)
 *   GET /api/v2/auto-keyword?keyword                          → suggestions with highlight ranges
 *   GET /api/v1/search/recommend-keyword                      → recommended keywords
 *
 * keyword: 1–50 characters after trimming, no control characters (missing → 10, too long → 13,
 * control characters → 12). categoryCode: comma-separated depth-1/2/3 codes (at most 10).
 * Prices are integer KRW (0 … 100,000,000); discountRate is a minimum whole percent.
 * exact: `Y` searches the keyword as typed, never corrected ('한라붕' stays 한라붕: the link back
 * from a corrected answer); `N` or absent lets a typo be corrected. Anything else → 12 (Y/N flags as
 * in SPEC §7 adYN/pushYN). Decision: docs/decisions/003-korean-search.md "Honest popular searches".
 */
import { z } from './schema-kit.js';
import { pageOf, pageQuerySchema } from './envelope.js';
import { productCardSchema, productSortSchema, shopCardSchema } from './display.js';

export const KEYWORD_MAX_LENGTH = 50;

export const keywordSchema = z
  .string()
  .transform((s) => s.trim())
  .pipe(
    z
      .string()
      .min(1, '검색어를 입력해 주세요')
      .max(KEYWORD_MAX_LENGTH, `검색어는 ${KEYWORD_MAX_LENGTH}자까지 입력할 수 있어요`)
      .refine((s) => !/\p{Cc}/u.test(s), { message: '검색어에 사용할 수 없는 문자가 있어요', params: { kind: 'format' } }),
  );

const categoryListSchema = z
  .string()
  .regex(/^(\d{2}|\d{4}|\d{6})(,(\d{2}|\d{4}|\d{6})){0,9}$/, '카테고리 코드 형식이 올바르지 않아요')
  .transform((s) => [...new Set(s.split(','))]);

export const searchQuerySchema = pageQuerySchema.extend({
  keyword: keywordSchema,
  categoryCode: categoryListSchema.optional(),
  minPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  maxPrice: z.coerce.number().int().min(0).max(100_000_000).optional(),
  discountRate: z.coerce.number().int().min(0).max(99).optional(),
  sort: productSortSchema.default('recommend'),
  exact: z.enum(['Y', 'N'], { message: 'exact는 Y 또는 N이어야 해요' }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = pageOf(productCardSchema).extend({
  keyword: z.string(),
  /** Highest sale price among all matches (before the price filter): the slider's upper bound (SPEC §9). */
  maxPrice: z.number().int(),
  /** Depth-1 categories of the matches with counts (before the category filter). */
  categories: z.array(z.object({ code: z.string(), name: z.string(), count: z.number().int() })),
  /**
   * When the keyword matched nothing and the answer is for another word: a close dictionary keyword
   * ('청송사가' → '청송 사과'), or, for the similarity fallback, the word of the best match closest
   * to the keyword. The screen says "‘청송 사과’ 검색 결과예요 · ‘청송사가’로 검색" (issue 13).
   */
  correctedKeyword: z.string().nullable(),
  /**
   * How the answer was corrected (issue 13, additive): 'dictionary' (a keyword within 1–2 jamo
   * edits, searched exactly), 'similar' (jamo trigram similarity over all products, the typo
   * tolerance fallback), null when the keyword was searched as typed. Set exactly when
   * correctedKeyword is.
   */
  correction: z.enum(['dictionary', 'similar']).nullable(),
  /**
   * When nothing matched: categories whose name is close to the keyword (or that hold it), with
   * their product counts, so the shopper has somewhere to go ('전복' → 전복, 조개·갑각류). Empty otherwise.
   */
  relatedCategories: z.array(z.object({ code: z.string(), name: z.string(), depth: z.number().int(), count: z.number().int() })),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const shopSearchQuerySchema = pageQuerySchema.extend({ keyword: keywordSchema });
export const shopSearchResultSchema = pageOf(shopCardSchema);

export const keywordRankSchema = z.object({
  /** score: decayed count of distinct devices; pinned: fixed by ops (scripts/search-terms.ts). */
  items: z.array(z.object({ rank: z.number().int(), keyword: z.string(), score: z.number(), pinned: z.boolean().optional() })),
  /** True when the ranking comes from real search logs, false when it is the curated fallback. */
  fromLogs: z.boolean(),
});

export const autoKeywordQuerySchema = z.object({ keyword: keywordSchema });
export const autoKeywordSchema = z.object({
  keyword: z.string(),
  items: z.array(
    z.object({
      keyword: z.string(),
      kind: z.string(),
      /** UTF-16 range of the matched part in `keyword`, for highlighting; null when matched by typo tolerance. */
      highlight: z.object({ start: z.number().int(), end: z.number().int() }).nullable(),
    }),
  ),
});

export const recommendKeywordSchema = z.object({ items: z.array(z.string()) });
export const recommendationSchema = z.object({ items: z.array(productCardSchema) });
/** The keyword whose search came up empty (issue 30, additive): the recommendation is then related to it. */
export const recommendationQuerySchema = z.object({ keyword: keywordSchema.optional() });

export { pageQuerySchema };

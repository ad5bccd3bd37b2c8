/**
 * The search domain (issues 4 and 27; SPEC §7 search calls; design in docs/decisions/003-korean-search.md).
 *
 * Products are matched on precomputed keys in product_search (server/infra/hangul.ts, ./grams.ts):
 *   - a complete word ('사과', '굴', '청송사과', '5kg'; spacing ignored) matches at syllable level,
 *     `compact LIKE '%q%'`, found through the GIN index on its n-grams (`search_grams(compact)`);
 *   - a word still being typed ('사ㄱ') matches the jamo infix (`jamo LIKE '%ㅅㅏㄱ%'`, GIN trigram
 *     index) with its completed syllables rechecked at syllable level;
 *   - choseong infix for 초성 queries of 3+ consonants; 1–2 consonant queries are expanded through
 *     the keyword dictionary (ㅅㄱ → 사과, 생굴 …) into complete-word matches;
 *   - trigram word similarity on jamo when nothing matched (typos in longer words).
 * Each search evaluates its match once (facets, total and page in one statement); facets and pages
 * are cached per match in ./cache.ts, invalidated whenever the index changes.
 * Every search has a deadline (SEARCH_DEADLINE_MS); past it the caller gets code 52, never a hang.
 */
export { SEARCH_DEADLINE_MS, withDeadline } from './deadline.js';
export { clearSearchCaches, indexGeneration } from './index-state.js';
export { refreshSearchIndex } from './indexing.js';
export { autoKeyword } from './dictionary.js';
export { editDistance, trigramSimilarity } from './edit-distance.js';
export { matchCondition, wordCondition, type Match } from './matching.js';
export { relatedCategories } from './categories.js';
export { logSearchOf, searchProducts, searchProductsWithLog, type SearchLogFacts } from './product-search.js';
export { searchShops } from './shops.js';
export { keywordRank, rankable, RANK_MIN_DEVICES, RANK_SIZE, RANK_WINDOW_DAYS } from './popular.js';
export { recommendKeywords, searchRecommendation } from './recommendations.js';

/**
 * Small in-process caches of the search host (issue 4; docs/decisions/003-korean-search.md).
 *
 * Everything cached here is derived from the search index alone (product_search and the keyword
 * dictionary), never from live product data: product cards are always read fresh. The index only
 * changes through refreshSearchIndex, which rebuilds the dictionary whenever it indexes a product,
 * and every rebuild gives the keywords new serial ids. So `max(keyword_id)` is a version stamp of
 * the whole index: each request reads it (one index probe) and a new value drops every cache of
 * that database — also when another server process refreshed the index. Likes and stock are not in
 * the index (cards are read fresh), so no like or product write needs to drop these; an explicit
 * clearSearchCaches(db) is published on the cache bus (channel cache_search, issue 18) and reaches
 * every instance.
 * Least-recently-used eviction is lru-cache's.
 */
import { LRUCache } from 'lru-cache';

/** Sizes: facets and pages are a few hundred bytes each, so the whole cache stays around a megabyte. */
export const CACHE_SIZES = { facets: 1000, pages: 2000, suggestions: 2000 } as const;
/** The popular searches are recomputed at most this often (ms) for the same ops rules. */
export const RANK_TTL_MS = 60_000;

export interface Facets {
  total: number;
  maxPrice: number;
  categories: Array<{ code: string; count: number }>;
}

/** The caches of one database, valid for one index stamp. */
export class SearchCaches {
  /** Facets of a match (filter-independent), by match key. */
  readonly facets = new LRUCache<string, Facets>({ max: CACHE_SIZES.facets });
  /** Page ids and the filtered total, by match key + filters + sort + page + size. */
  readonly pages = new LRUCache<string, { ids: number[]; total: number }>({ max: CACHE_SIZES.pages });
  /** Dictionary look-ups (suggestions, expansions, typo corrections), by kind + keyword. */
  readonly suggestions = new LRUCache<string, object>({ max: CACHE_SIZES.suggestions });
  /**
   * The popular-search list, by ops-rules stamp (count and latest change of search_term_rules,
   * read on every rank request) for RANK_TTL_MS: a pin or block — also one made by
   * scripts/search-terms.ts in another process — changes the stamp, so a blocked term is never
   * served from here after the block.
   */
  readonly rank = new LRUCache<string, object>({ max: 4, ttl: RANK_TTL_MS });
  clear() {
    this.rank.clear();
    this.facets.clear();
    this.pages.clear();
    this.suggestions.clear();
  }
}

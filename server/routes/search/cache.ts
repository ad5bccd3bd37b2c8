/**
 * Small in-process caches of the search host (issue 4; docs/decisions/003-korean-search.md).
 *
 * Everything cached here is derived from the search index alone (product_search and the keyword
 * dictionary), never from live product data: product cards are always read fresh. The index only
 * changes through refreshSearchIndex, which rebuilds the dictionary whenever it indexes a product,
 * and every rebuild gives the keywords new serial ids. So `max(keyword_id)` is a version stamp of
 * the whole index: each request reads it (one index probe) and a new value drops every cache of
 * that database — also when another server process refreshed the index.
 */

/** A least-recently-used map with a fixed number of entries (Map keeps insertion order). */
export class Lru<K, V> {
  private readonly map = new Map<K, V>();
  constructor(readonly max: number) {
    if (!(max >= 1)) throw new RangeError('Lru size must be at least 1');
  }
  get size() {
    return this.map.size;
  }
  get(key: K): V | undefined {
    const v = this.map.get(key);
    if (v === undefined) return undefined;
    this.map.delete(key);
    this.map.set(key, v);
    return v;
  }
  set(key: K, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value as K);
  }
  clear(): void {
    this.map.clear();
  }
}

/** Sizes: facets and pages are a few hundred bytes each, so the whole cache stays around a megabyte. */
export const CACHE_SIZES = { facets: 1000, pages: 2000, suggestions: 2000 } as const;

export interface Facets {
  total: number;
  maxPrice: number;
  categories: Array<{ code: string; count: number }>;
}

/** The caches of one database, valid for one index stamp. */
export class SearchCaches {
  /** Facets of a match (filter-independent), by match key. */
  readonly facets = new Lru<string, Facets>(CACHE_SIZES.facets);
  /** Page ids and the filtered total, by match key + filters + sort + page + size. */
  readonly pages = new Lru<string, { ids: number[]; total: number }>(CACHE_SIZES.pages);
  /** Dictionary look-ups (suggestions, expansions, typo corrections), by kind + keyword. */
  readonly suggestions = new Lru<string, unknown>(CACHE_SIZES.suggestions);
  clear() {
    this.facets.clear();
    this.pages.clear();
    this.suggestions.clear();
  }
}

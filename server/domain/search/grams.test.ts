/** Pure rules behind the search index and its caches (issue 4): syllable n-grams, the LRU, edit distance. */
import { describe, expect, it } from 'vitest';
import { compactOf } from '@server/infra/hangul.js';
import { CACHE_SIZES, SearchCaches } from './cache.js';
import { gramsAreExact, queryGrams, syllableGrams } from './grams.js';
import { editDistance } from './edit-distance.js';

/** What the index promises: a product has all the query's grams whenever its compact key contains the query. */
const indexFinds = (text: string, q: string) => {
  const grams = new Set(syllableGrams(compactOf(text)));
  return queryGrams(compactOf(q)).every((g) => grams.has(g));
};

describe('syllable n-grams', () => {
  it('are the distinct substrings of one to three characters of the compact key', () => {
    expect(syllableGrams('청송사과')).toEqual(['청', '송', '사', '과', '청송', '송사', '사과', '청송사', '송사과']);
    expect(syllableGrams('사과사과')).toEqual(['사', '과', '사과', '과사', '사과사', '과사과']);
    expect(syllableGrams('5kg')).toEqual(['5', 'k', 'g', '5k', 'kg', '5kg']);
    expect(syllableGrams('')).toEqual([]);
  });
  it('count code points, not UTF-16 units (emoji stay whole)', () => {
    expect(syllableGrams('🍎사')).toEqual(['🍎', '사', '🍎사']);
    expect(queryGrams('🍎')).toEqual(['🍎']);
  });
  it('queries of one to three characters are a single gram and decide exactly', () => {
    expect(queryGrams('굴')).toEqual(['굴']);
    expect(queryGrams('사과')).toEqual(['사과']);
    expect(queryGrams('한라봉')).toEqual(['한라봉']);
    expect(gramsAreExact('굴')).toBe(true);
    expect(gramsAreExact('5kg')).toBe(true);
    expect(gramsAreExact('청송사과')).toBe(false);
    expect(gramsAreExact('')).toBe(false);
  });
  it('longer queries need every 3-character substring (a superset, rechecked with LIKE)', () => {
    expect(queryGrams('청송사과')).toEqual(['청송사', '송사과']);
    expect(queryGrams('과과과과')).toEqual(['과과과']);
    expect(indexFinds('사과 청송', '청송사과')).toBe(false);
    // A superset: '가나다 나다라' has 가나다 and 나다라 but not '가나다라'; the LIKE recheck removes it.
    expect(indexFinds('가나다 나다라', '가나다라')).toBe(true);
  });
  it.each([
    ['청송 꿀사과 가정용 5kg', '사과'],
    ['청송 꿀사과 가정용 5kg', '꿀 사과'],
    ['청송 꿀사과 가정용 5kg', '5KG'],
    ['청송 꿀사과 가정용 5kg', '꿀사과가정용'],
    ['통영 생굴 1kg', '굴'],
  ])('find every product whose name contains the word, spacing ignored: %s has %s', (text, q) => {
    expect(indexFinds(text, q)).toBe(true);
  });
  it.each([
    ['구례 산수유', '굴', false],
    ['파주 장단콩 백태 1kg', '배', false],
    ['나주 배 7.5kg', '배', true],
  ])('are syllable level (굴 is not in 구례, 배 is not in 백태): %s has %s → %s', (text, q, found) => {
    expect(indexFinds(text, q)).toBe(found);
  });
});

describe('search caches (LRU, lru-cache)', () => {
  it('evict the least recently used entry at their size', () => {
    const caches = new SearchCaches();
    const max = CACHE_SIZES.facets;
    const facets = (total: number) => ({ total, maxPrice: 0, categories: [] });
    for (let i = 0; i < max; i++) caches.facets.set(`k${i}`, facets(i));
    expect(caches.facets.get('k0')?.total).toBe(0); // k0 is now the most recent
    caches.facets.set('new', facets(-1));
    expect(caches.facets.get('k1')).toBeUndefined();
    expect(caches.facets.get('k0')?.total).toBe(0);
    expect(caches.facets.get('new')?.total).toBe(-1);
    expect(caches.facets.size).toBe(max);
  });
  it('overwrite in place and clear all three', () => {
    const caches = new SearchCaches();
    caches.pages.set('a', { ids: [1], total: 1 });
    caches.pages.set('a', { ids: [2], total: 1 });
    caches.suggestions.set('s', []);
    expect(caches.pages.size).toBe(1);
    expect(caches.pages.get('a')?.ids).toEqual([2]);
    caches.clear();
    expect(caches.pages.get('a')).toBeUndefined();
    expect(caches.suggestions.size).toBe(0);
    expect([caches.facets.max, caches.pages.max, caches.suggestions.max]).toEqual([CACHE_SIZES.facets, CACHE_SIZES.pages, CACHE_SIZES.suggestions]);
  });
});

describe('edit distance', () => {
  it('is Levenshtein, capped at max + 1', () => {
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('kitten', 'sitting', 2)).toBe(3);
    expect(editDistance('', 'abc', 5)).toBe(3);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    // 청송사가 → 청송사과 in jamo: one substitution and one insertion (ㅏ → ㅗㅏ).
    expect(editDistance('ㅊㅓㅇㅅㅗㅇㅅㅏㄱㅏ', 'ㅊㅓㅇㅅㅗㅇㅅㅏㄱㅗㅏ', 2)).toBe(1);
  });
  it('counts a swap of two neighbouring jamo as one edit (issue 30: 한랍오 → 한라봉)', () => {
    expect(editDistance('ㅎㅏㄴㄹㅏㅂㅇㅗ', 'ㅎㅏㄴㄹㅏㅂㅗㅇ', 1)).toBe(1);
    expect(editDistance('ab', 'ba', 2)).toBe(1);
    expect(editDistance('abc', 'ca', 3)).toBe(3); // optimal string alignment: no edit of a swapped pair
  });
  it('handles strings longer than its buffers', () => {
    const a = 'ㄱ'.repeat(200);
    expect(editDistance(a, `${a}ㄴ`, 2)).toBe(1);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { addRecentSearch, clearRecentSearches, readRecentSearches, removeRecentSearch, RECENT_SEARCHES_MAX } from './recent-searches';
import { hashKeyword } from './keyword-hash';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('keeps the most recent first, without duplicates, at most 10', () => {
    for (let i = 0; i < 12; i++) addRecentSearch(`검색${i}`);
    addRecentSearch('검색5');
    const list = readRecentSearches();
    expect(list).toHaveLength(RECENT_SEARCHES_MAX);
    expect(list[0]).toBe('검색5');
    expect(list.filter((x) => x === '검색5')).toHaveLength(1);
    expect(list).not.toContain('검색0');
  });
  it('deletes one and all; ignores blanks and corrupt storage', () => {
    addRecentSearch('사과');
    addRecentSearch('  ');
    addRecentSearch('대게');
    expect(removeRecentSearch('사과')).toEqual(['대게']);
    expect(clearRecentSearches()).toEqual([]);
    localStorage.setItem('recentSearches', '{oops');
    expect(readRecentSearches()).toEqual([]);
  });
});

describe('keyword hash (SPEC §5)', () => {
  it('is the SHA-256 of the lowercase, trimmed keyword', async () => {
    // sha256("abc")
    expect(await hashKeyword('  ABC ')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(await hashKeyword('사과')).toBe(await hashKeyword(' 사과 '));
  });
});

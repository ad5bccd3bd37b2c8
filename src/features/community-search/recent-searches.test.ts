/**
 * The community's recent searches on the device (issue 15; docs/decisions/025): newest first,
 * de-duplicated by their normalised words, at most 10, removable one by one or all, robust to a
 * damaged value, separate from the product search's list, and wiped at logout.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { COMMUNITY_RECENT_SEARCHES_KEY, RECENT_SEARCHES_KEY, wipePersonalData } from '~/lib/offline-storage';
import {
  addRecentCommunitySearch,
  clearRecentCommunitySearches,
  COMMUNITY_RECENT_MAX,
  readRecentCommunitySearches,
  removeRecentCommunitySearch,
  useRecentCommunitySearches,
} from './recent-searches';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('community recent searches', () => {
  it('keeps the newest first and moves a repeated search to the top (spacing does not make a new entry)', () => {
    addRecentCommunitySearch('대게찜');
    addRecentCommunitySearch('  한라봉   보관 ');
    addRecentCommunitySearch('김장');
    expect(addRecentCommunitySearch('한라봉 보관')).toEqual(['한라봉 보관', '김장', '대게찜']);
    expect(JSON.parse(localStorage.getItem(COMMUNITY_RECENT_SEARCHES_KEY)!)).toEqual(['한라봉 보관', '김장', '대게찜']);
  });

  it('ignores blank searches', () => {
    expect(addRecentCommunitySearch('   ')).toEqual([]);
    expect(localStorage.getItem(COMMUNITY_RECENT_SEARCHES_KEY)).toBeNull();
  });

  it(`keeps at most ${COMMUNITY_RECENT_MAX}, dropping the oldest`, () => {
    for (let i = 1; i <= 12; i++) addRecentCommunitySearch(`검색어${i}`);
    const list = readRecentCommunitySearches();
    expect(list).toHaveLength(COMMUNITY_RECENT_MAX);
    expect(list[0]).toBe('검색어12');
    expect(list).not.toContain('검색어2');
    expect(list).not.toContain('검색어1');
    expect(JSON.parse(localStorage.getItem(COMMUNITY_RECENT_SEARCHES_KEY)!)).toHaveLength(COMMUNITY_RECENT_MAX);
  });

  it('removes one, and all at once', () => {
    addRecentCommunitySearch('사과');
    addRecentCommunitySearch('배');
    expect(removeRecentCommunitySearch('사과')).toEqual(['배']);
    expect(clearRecentCommunitySearches()).toEqual([]);
    expect(localStorage.getItem(COMMUNITY_RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('reads a damaged or foreign value as empty, and drops non-text entries', () => {
    localStorage.setItem(COMMUNITY_RECENT_SEARCHES_KEY, '{not json');
    expect(readRecentCommunitySearches()).toEqual([]);
    localStorage.setItem(COMMUNITY_RECENT_SEARCHES_KEY, JSON.stringify({ a: 1 }));
    expect(readRecentCommunitySearches()).toEqual([]);
    localStorage.setItem(COMMUNITY_RECENT_SEARCHES_KEY, JSON.stringify(['굴', 3, null, ' ', '꼬막']));
    expect(readRecentCommunitySearches()).toEqual(['굴', '꼬막']);
  });

  it('is its own list: the product search history is untouched', () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['사과']));
    addRecentCommunitySearch('대게');
    clearRecentCommunitySearches();
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['사과']);
  });

  it('is wiped at logout with the other personal data', async () => {
    addRecentCommunitySearch('대게');
    await wipePersonalData();
    expect(localStorage.getItem(COMMUNITY_RECENT_SEARCHES_KEY)).toBeNull();
    expect(readRecentCommunitySearches()).toEqual([]);
  });

  it('the hook follows changes from this tab and from other tabs', () => {
    const { result } = renderHook(() => useRecentCommunitySearches());
    expect(result.current).toEqual([]);
    act(() => void addRecentCommunitySearch('대게'));
    expect(result.current).toEqual(['대게']);
    act(() => {
      localStorage.setItem(COMMUNITY_RECENT_SEARCHES_KEY, JSON.stringify(['굴', '대게']));
      window.dispatchEvent(new StorageEvent('storage', { key: COMMUNITY_RECENT_SEARCHES_KEY }));
    });
    expect(result.current).toEqual(['굴', '대게']);
  });
});

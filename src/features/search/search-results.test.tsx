/**
 * Search results' filters (issue 30 rough edges): a filter that empties a keyword's results says so
 * and offers 필터 초기화 (not "check the spelling"), the category chips' counts — of the keyword
 * before price and discount — are not shown beside a price or discount filter they would
 * contradict, and the filters fit one chip row: the price form opens from its chip.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SearchResult } from '@contract/search';
import { renderScreenAt } from '~/test-utils/render-screen';
import { SearchResults } from './components/search-results';
import type { SearchFilters } from './api';
import { searchQueries } from './queries';
import type { QueryClient } from '@tanstack/react-query';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const result = (over: Partial<SearchResult>): SearchResult => ({
  keyword: '전복',
  correctedKeyword: null,
  correction: null,
  relatedCategories: [],
  items: [],
  page: 1,
  size: 20,
  total: 0,
  hasNext: false,
  maxPrice: 111760,
  categories: [{ code: '12', name: '수산·해산물', count: 5 }],
  ...over,
});

function show(filters: SearchFilters, first: SearchResult) {
  // Nothing reaches the network: the first page is in the cache, anything else never answers.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
  const onChange = vi.fn();
  const seed = (client: QueryClient) => client.setQueryData(searchQueries.results(filters).queryKey, { pages: [first], pageParams: [1] });
  renderScreenAt(
    () => <SearchResults filters={filters} sortItems={[]} discountItems={[{ code: '50', name: '50% 이상', isSelected: false }]} onChange={onChange} />,
    '/search',
    seed,
  );
  return onChange;
}

describe('search results filters', () => {
  it('a filter that empties the results: 조건에 맞는 상품이 없어요 with 필터 초기화, which clears every filter', async () => {
    const onChange = show({ keyword: '전복', discountRate: 50 }, result({}));
    expect(await screen.findByText('선택한 조건에 맞는 상품이 없어요')).toBeTruthy();
    expect(screen.queryByText(/철자/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '필터 초기화' }));
    expect(onChange).toHaveBeenCalledWith({ minPrice: undefined, maxPrice: undefined, discountRate: undefined, categoryCode: undefined });
    // the category chip's count (5, before the discount filter) would contradict the empty list
    expect(screen.getByRole('button', { name: '수산·해산물' })).toBeTruthy();
  });
  it('a keyword with no products at all keeps its own advice (no 필터 초기화)', async () => {
    show({ keyword: '전보' }, result({ categories: [], maxPrice: 0 }));
    expect(await screen.findByText('‘전보’에 맞는 상품이 없어요')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '필터 초기화' })).toBeNull();
  });
  it('the filters are one chip row: the price form opens from its chip; category counts without other filters', async () => {
    show({ keyword: '전복' }, result({ total: 0, categories: [{ code: '12', name: '수산·해산물', count: 5 }] }));
    const row = await screen.findByRole('group', { name: '검색 필터' });
    expect(row.textContent).toContain('50% 이상');
    expect(row.textContent).toContain('수산·해산물 5');
    expect(screen.queryByRole('textbox', { name: '최소 가격' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '가격' }));
    expect(screen.getByRole('textbox', { name: '최소 가격' })).toBeTruthy();
  });
});

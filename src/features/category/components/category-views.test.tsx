/**
 * Category detail's depth-3 tab row (SPEC §2 /category/detail/{secondCode?}/{thirdCode?}; issue 30
 * "전체 looks selected beside the real tab"): exactly one tab is current — 전체 when no depth-3 code
 * is chosen, the chosen code otherwise — and only that one carries aria-current="page" (which is
 * also what the tabs recipe draws as selected).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CategoryNode } from '@contract/display';
import { renderWithRouter } from '~/components/layout/test-router';
import { createQueryClient } from '~/lib/query-client';
import { okResponse, resetClientTest } from '~/test-utils/member-session';
import { categoryQueries } from '../queries';
import { CategoryDetail } from './category-views';

const node = (code: string, name: string, depth: number, parentCode: string | null, children: CategoryNode[] = []): CategoryNode => ({
  code,
  name,
  depth,
  parentCode,
  imageUrl: '/img/c.png',
  children,
});

const fruit = node('1010', '과일', 2, '10', [node('101010', '사과', 3, '1010'), node('101020', '배', 3, '1010'), node('101030', '감귤', 3, '1010')]);

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => okResponse({ items: [], page: 1, size: 20, total: 0, hasNext: false }));
});
afterEach(resetClientTest);

async function openAt(path: string) {
  const client = createQueryClient();
  client.setQueryData(categoryQueries.tree('1010').queryKey, { roots: [], selected: fruit, breadcrumbs: [] });
  const detail = (thirdCode?: string) => () => (
    <CategoryDetail
      secondCode="1010"
      thirdCode={thirdCode}
      sortItems={[{ code: 'recommend', name: '추천순', isSelected: true }]}
      sort="recommend"
      onSortChange={() => {}}
    />
  );
  await renderWithRouter(
    { '/category/detail/1010': detail(), '/category/detail/1010/101010': detail('101010'), '/category/detail/1010/101020': detail('101020') },
    { initial: path, root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
  );
  return within(screen.getByRole('navigation', { name: '하위 카테고리' }));
}

describe('category detail tabs (issue 30)', () => {
  it('with a depth-3 code chosen, only that tab is current — not 전체 beside it', async () => {
    const tabs = await openAt('/category/detail/1010/101010');
    const current = tabs.getAllByRole('link', { current: 'page' });
    expect(current.map((a) => a.textContent)).toEqual(['사과']);
    expect(tabs.getByRole('link', { name: '전체' }).getAttribute('aria-current')).toBeNull();
  });

  it('without a depth-3 code, 전체 is the one current tab', async () => {
    const tabs = await openAt('/category/detail/1010');
    expect(tabs.getAllByRole('link', { current: 'page' }).map((a) => a.textContent)).toEqual(['전체']);
  });

  it('another chosen code moves the selection with it', async () => {
    const tabs = await openAt('/category/detail/1010/101020');
    expect(tabs.getAllByRole('link', { current: 'page' }).map((a) => a.textContent)).toEqual(['배']);
  });
});

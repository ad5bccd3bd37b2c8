/**
 * /search/list hydrates without a mismatch (issue 30: React error #418 there): the server has no
 * device storage, so it draws no recent searches; the browser that has some must hydrate that
 * same HTML first and show its own list right after.
 */
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchHome } from './components/search-home';
import { addRecentSearch } from './recent-searches';

afterEach(() => localStorage.clear());

const tree = () => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { enabled: false } } })}>
    <SearchHome onPick={() => undefined} />
  </QueryClientProvider>
);

describe('search home hydration', () => {
  it('hydrates the server HTML (no recent searches) on a device that has some, then shows them', async () => {
    localStorage.clear();
    const html = renderToString(tree()); // what the server draws: it never sees the device's storage
    addRecentSearch('전복');
    addRecentSearch('한라봉');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, tree(), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain('한라봉');
    expect(container.textContent).toContain('전복');
    container.remove();
  });
});

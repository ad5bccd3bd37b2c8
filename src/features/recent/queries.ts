/** Recently viewed query factory: read from IndexedDB, so it runs with or without a network. */
import { queryOptions } from '@tanstack/react-query';
import { listRecentProducts } from './store';

export const recentQueries = {
  all: () => ['recent'] as const,
  list: () => queryOptions({ queryKey: [...recentQueries.all(), 'list'], queryFn: listRecentProducts, networkMode: 'always', staleTime: 0 }),
};

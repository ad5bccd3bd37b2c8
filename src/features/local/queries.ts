/** Local query factory. */
import { persisted } from '~/lib/query-meta';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchLocalShops, fetchLocals } from './api';

export const localQueries = {
  all: () => ['local'] as const,
  list: () => queryOptions({ meta: persisted, queryKey: [...localQueries.all(), 'list'], queryFn: fetchLocals }),
  shops: (code: string) =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...localQueries.all(), 'shops', code],
      queryFn: ({ pageParam }) => fetchLocalShops(code, pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.shops.hasNext ? last.shops.page + 1 : undefined),
    }),
};

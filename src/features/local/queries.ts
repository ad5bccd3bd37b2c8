/** Local query factory. */
import { queryOptions } from '@tanstack/react-query';
import { persisted } from '~/lib/query-meta';
import { pagedQuery } from '~/lib/paged-query';
import { fetchLocalShops, fetchLocals } from './api';

export const localQueries = {
  all: () => ['local'] as const,
  list: () => queryOptions({ meta: persisted, queryKey: [...localQueries.all(), 'list'], queryFn: fetchLocals }),
  shops: (code: string) => pagedQuery([...localQueries.all(), 'shops', code], (page) => fetchLocalShops(code, page), { pageOf: (answer) => answer.shops }),
};

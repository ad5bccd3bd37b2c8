/** Best query factory. */
import { persisted } from '~/lib/query-meta';
import { queryOptions } from '@tanstack/react-query';
import { fetchBestRank, fetchHomeBest } from './api';

export const bestQueries = {
  all: () => ['best'] as const,
  home: () => queryOptions({ meta: persisted, queryKey: [...bestQueries.all(), 'home'], queryFn: fetchHomeBest }),
  rank: (categoryCode: string) =>
    queryOptions({ meta: persisted, queryKey: [...bestQueries.all(), 'rank', categoryCode], queryFn: () => fetchBestRank(categoryCode) }),
};

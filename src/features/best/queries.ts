/** Best query factory. */
import { queryOptions } from '@tanstack/react-query';
import { fetchBestRank, fetchHomeBest } from './api';

export const bestQueries = {
  all: () => ['best'] as const,
  home: () => queryOptions({ queryKey: [...bestQueries.all(), 'home'], queryFn: fetchHomeBest }),
  rank: (categoryCode: string) => queryOptions({ queryKey: [...bestQueries.all(), 'rank', categoryCode], queryFn: () => fetchBestRank(categoryCode) }),
};

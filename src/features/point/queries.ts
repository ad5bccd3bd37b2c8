/**
 * Stars queries (issue 16; docs/decisions/026 "Points and levels"). Member data, so keys start
 * with 'user' (removed at logout, invalidated when the member changes: lib/auth/session.ts) and
 * carry the session generation; never `meta: persisted`; stale at once (a star earned elsewhere
 * shows on the next visit). The endpoints are under /point and /mypage (PERSONAL_API_PATH).
 */
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { PointHistoryFilter } from '@contract/points';
import { fetchMypage, fetchPointGuide, fetchPointHistory, fetchPointSummary } from './api';

export const pointQueries = {
  all: (generation: number) => ['user', 'point', generation] as const,
  mypage: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'mypage'] as const, queryFn: fetchMypage, staleTime: 0 }),
  summary: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'summary'] as const, queryFn: fetchPointSummary, staleTime: 0 }),
  history: (filter: PointHistoryFilter, generation: number) =>
    infiniteQueryOptions({
      queryKey: [...pointQueries.all(generation), 'history', filter] as const,
      queryFn: ({ pageParam }) => fetchPointHistory(filter, pageParam || undefined),
      initialPageParam: '',
      getNextPageParam: (last) => last.nextCursor ?? undefined,
      staleTime: 0,
    }),
  guide: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'guide'] as const, queryFn: fetchPointGuide, staleTime: 0 }),
};

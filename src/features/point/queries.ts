/**
 * Stars queries (issue 16; docs/decisions/026 "Points and levels"). Member data, so keys start
 * with 'user' (removed at logout, invalidated when the member changes: lib/auth/session.ts) and
 * carry the session generation; never `meta: persisted`; stale at once (a star earned elsewhere
 * shows on the next visit). The endpoints are under /point and /mypage (PERSONAL_API_PATH).
 */
import { infiniteQueryOptions, queryOptions, useMutation } from '@tanstack/react-query';
import type { PointHistoryFilter } from '@contract/points';
import type { ExchangeBody } from '@contract/stars-exchange';
import { cursorQuery } from '~/lib/paged-query';
import {
  fetchExchangeInfo,
  fetchExchanges,
  fetchMypage,
  fetchPointBalance,
  fetchPointGuide,
  fetchPointHistory,
  fetchPointSummary,
  postExchange,
  putExchangeAuto,
} from './api';

export const pointQueries = {
  all: (generation: number) => ['user', 'point', generation] as const,
  mypage: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'mypage'] as const, queryFn: fetchMypage, staleTime: 0 }),
  /** The balance alone (GET /api/v1/point): the 별 포인트 card's headline. */
  balance: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'balance'] as const, queryFn: fetchPointBalance, staleTime: 0 }),
  /** The balance with this month's figures (GET /api/v2/point/summary). */
  summary: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'summary'] as const, queryFn: fetchPointSummary, staleTime: 0 }),
  history: (filter: PointHistoryFilter, generation: number) =>
    cursorQuery([...pointQueries.all(generation), 'history', filter] as const, (cursor) => fetchPointHistory(filter, cursor), { staleTime: 0 }),
  exchangeInfo: (generation: number) =>
    queryOptions({ queryKey: [...pointQueries.all(generation), 'exchange', 'info'] as const, queryFn: fetchExchangeInfo, staleTime: 0 }),
  /** Finished exchanges (completed, failed), newest first, numbered pages. */
  exchanges: (generation: number) =>
    infiniteQueryOptions({
      queryKey: [...pointQueries.all(generation), 'exchange', 'list'] as const,
      queryFn: ({ pageParam }) => fetchExchanges(pageParam),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.hasNext ? last.page + 1 : undefined),
      staleTime: 0,
    }),
  guide: (generation: number) => queryOptions({ queryKey: [...pointQueries.all(generation), 'guide'] as const, queryFn: fetchPointGuide, staleTime: 0 }),
};

/** An exchange moves stars: every stars query (balance, history, exchange screen) is read again after it. */
const movesStars = { invalidates: [['user', 'point']] };

/** POST /api/v1/user/point/exchange with its Idempotency-Key (a retry of the same exchange passes the same key). */
export const useExchange = () => useMutation({ mutationFn: ({ body, key }: { body: ExchangeBody; key: string }) => postExchange(body, key), meta: movesStars });
/** PUT /api/v1/user/point/exchange/auto. */
export const useSetExchangeAuto = () => useMutation({ mutationFn: putExchangeAuto, meta: movesStars });

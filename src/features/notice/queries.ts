/** Notice query factory. */
import { persisted } from '~/lib/query-meta';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { fetchLastNotice, fetchNotice, fetchNotices } from './api';

export const noticeQueries = {
  all: () => ['notice'] as const,
  list: () =>
    infiniteQueryOptions({
      meta: persisted,
      queryKey: [...noticeQueries.all(), 'list'],
      queryFn: ({ pageParam }) => fetchNotices(pageParam),
      initialPageParam: 1,
      getNextPageParam: (l) => (l.hasNext ? l.page + 1 : undefined),
    }),
  detail: (noticeId: number) => queryOptions({ meta: persisted, queryKey: [...noticeQueries.all(), 'detail', noticeId], queryFn: () => fetchNotice(noticeId) }),
  last: () => queryOptions({ meta: persisted, queryKey: [...noticeQueries.all(), 'last'], queryFn: fetchLastNotice }),
};

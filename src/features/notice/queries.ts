/** Notice query factory. */
import { queryOptions } from '@tanstack/react-query';
import { persisted } from '~/lib/query-meta';
import { pagedQuery } from '~/lib/paged-query';
import { fetchLastNotice, fetchNotice, fetchNotices } from './api';

export const noticeQueries = {
  all: () => ['notice'] as const,
  list: () => pagedQuery([...noticeQueries.all(), 'list'], fetchNotices),
  detail: (noticeId: number) => queryOptions({ meta: persisted, queryKey: [...noticeQueries.all(), 'detail', noticeId], queryFn: () => fetchNotice(noticeId) }),
  last: () => queryOptions({ meta: persisted, queryKey: [...noticeQueries.all(), 'last'], queryFn: fetchLastNotice }),
};

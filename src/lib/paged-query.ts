/**
 * Options of the two kinds of paged list, for useInfiniteQuery and the router's prefetchInfiniteQuery.
 *
 * `pagedQuery`: a numbered-page list (SPEC §7 display and search hosts: `page` from 1, answers carry
 * `{ page, hasNext }`) for useInfiniteQuery and the router's prefetchInfiniteQuery: the next page is
 * `page + 1` while `hasNext`, and public catalogue lists may be persisted on the device (`meta`).
 *
 *   pagedQuery([...shopQueries.all(), 'list', sort], (page) => fetchShops(sort, page))
 *   pagedQuery(key, (page) => fetchLocalShops(code, page), { pageOf: (answer) => answer.shops })
 *
 * `cursorQuery`: a cursor-paged list (community, alarms, stars; answers carry `nextCursor`): the
 * first page has no cursor, the next starts after `nextCursor` while there is one.
 *
 *   cursorQuery([...alarmQueries.all(generation), 'list', type], (cursor) => fetchAlarms(type, cursor), { staleTime: 0 })
 */
import { infiniteQueryOptions } from '@tanstack/react-query';
import { persisted } from './query-meta';

/** What a page answer says about its place in the list. */
export interface PageInfo {
  page: number;
  hasNext: boolean;
}

export interface PagedQueryOptions<TPage> {
  /** Where the page info sits when the answer nests it (default: the answer itself). */
  pageOf?: (answer: TPage) => PageInfo;
  /** Fresh for this long (ms) instead of SPEC §9's 300000. */
  staleTime?: number;
}

export function pagedQuery<TPage, TKey extends readonly unknown[]>(
  queryKey: TKey,
  fetchPage: (page: number) => Promise<TPage>,
  { pageOf = (answer) => answer as PageInfo, staleTime }: PagedQueryOptions<TPage> = {},
) {
  return infiniteQueryOptions({
    meta: persisted,
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: TPage) => {
      const info = pageOf(last);
      return info.hasNext ? info.page + 1 : undefined;
    },
    ...(staleTime === undefined ? {} : { staleTime }),
  });
}

export interface CursorQueryOptions {
  /** Fresh for this long (ms). */
  staleTime: number;
  /** Public data that may be kept on the device (`meta: persisted`); member data never is. */
  persist?: boolean;
}

export function cursorQuery<TPage extends { nextCursor: string | null }, TKey extends readonly unknown[]>(
  queryKey: TKey,
  fetchPage: (cursor?: string) => Promise<TPage>,
  { staleTime, persist = false }: CursorQueryOptions,
) {
  return infiniteQueryOptions({
    ...(persist ? { meta: persisted } : {}),
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam || undefined),
    initialPageParam: '',
    getNextPageParam: (last: TPage) => last.nextCursor ?? undefined,
    staleTime,
  });
}

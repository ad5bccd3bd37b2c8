/**
 * A screen drawn from one query (the member's 내 등급, 별 안내): the route header `title`, then
 * `view(data)` once the data is there, the ErrorState with 다시 시도 when the query failed, or a
 * PageSkeleton of `rows` while it loads; `children` (links that need no data) follow in every state.
 */
import type { ReactNode } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ErrorState } from '~/components/ui/error-state';
import { PageSkeleton } from '~/components/ui/skeleton';
import { Header } from './header';

/** `options`: the feature factory's entry, e.g. `levelQueries.mine(generation)`. */
export function QueryScreen<TData, TKey extends QueryKey>({
  title,
  options,
  rows,
  view,
  children,
}: {
  title: string;
  options: UseQueryOptions<TData, Error, TData, TKey>;
  rows?: number;
  view: (data: TData) => ReactNode;
  children?: ReactNode;
}) {
  const q = useQuery(options);
  return (
    <div className={css({ pb: '32px' })}>
      <Header title={title} />
      {q.data ? view(q.data) : q.error ? <ErrorState error={q.error} onRetry={() => q.refetch()} /> : <PageSkeleton rows={rows} />}
      {children}
    </div>
  );
}

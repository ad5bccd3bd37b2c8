/**
 * One infinite list (issue 11): loading skeleton, Korean error state with 다시 시도, empty state, the
 * items, and a footer whose sentinel fetches the next page when it nears the viewport (or says the
 * list is complete). Every paged list of the storefront renders through it.
 *
 *   <InfiniteList query={q} itemsOf={(p) => p.items} empty={<EmptyState title="…" />}>
 *     {(items, first) => <ProductCardGrid products={items} />}
 *   </InfiniteList>
 */
import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ErrorState } from '~/components/ui/error-state';
import { PageSkeleton } from '~/components/ui/skeleton';
import { useInfiniteSentinel } from '~/lib/use-infinite-sentinel';
import { ShopCard } from './shop-card';
import type { ShopCard as ShopCardData } from '@contract/display';

export interface InfiniteListProps<TPage, TItem> {
  query: UseInfiniteQueryResult<InfiniteData<TPage>, Error>;
  /** The items of one page, e.g. `(p) => p.items`. */
  itemsOf: (page: TPage) => TItem[];
  /** Shown when the first page has no items. */
  empty: ReactNode;
  /** The footer's note once every page is shown. */
  endText?: string;
  /** The loaded items (all pages, in order) and the first page (totals, corrections). */
  children: (items: TItem[], firstPage: TPage) => ReactNode;
}

export function InfiniteList<TPage, TItem>({ query, itemsOf, empty, endText, children }: InfiniteListProps<TPage, TItem>) {
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap(itemsOf);
  if (items.length === 0) return <>{empty}</>;
  return (
    <>
      {children(items, query.data.pages[0]!)}
      <InfiniteFooter hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} endText={endText} />
    </>
  );
}

/** Footer of an infinite list: sentinel, loading row, or the end-of-list note. */
function InfiniteFooter({
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  endText = '마지막 상품까지 모두 봤어요',
}: {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  endText?: string;
}) {
  const ref = useInfiniteSentinel(() => {
    if (hasNextPage && !isFetchingNextPage) fetchNextPage();
  }, hasNextPage);
  return (
    <div ref={ref} className={css({ py: '24px', textAlign: 'center', fontSize: '13px', color: 'fg.subtle' })}>
      {isFetchingNextPage ? '더 불러오는 중…' : hasNextPage ? '' : endText}
    </div>
  );
}

/** A list of store cards (store list, region, store search); `localCode` links to the region's store page. */
export function ShopCardList({ shops, localCode }: { shops: ShopCardData[]; localCode?: string }) {
  return (
    <ul className={css({ listStyle: 'none' })}>
      {shops.map((s) => (
        <li key={s.shopId}>
          <ShopCard shop={s} localCode={localCode} />
        </li>
      ))}
    </ul>
  );
}

/** The grey count line above a list ("총 120개", "가게 24곳"). */
export function ListCount({ children }: { children: ReactNode }) {
  return (
    <p aria-live="polite" className={css({ px: '16px', py: '8px', fontSize: '13px', color: 'fg.muted' })}>
      {children}
    </p>
  );
}

/**
 * One infinite list (issue 11; numbered or, since issue 15, cursor pages — `TParam`): loading skeleton, Korean error state with 다시 시도, empty state, the
 * items, and a footer whose sentinel fetches the next page when it nears the viewport (or says the
 * list is complete). Every paged list of the storefront renders through it.
 *
 * It reads its query with Suspense (issue 12): on the server the list is drawn with its data, or —
 * when the data is late — as its skeleton, the data streaming into the same response; the browser
 * hydrates exactly that. A failure shows the error state in the list's place only.
 *
 *   <InfiniteList options={categoryQueries.products(code, sort)} itemsOf={(p) => p.items} empty={<EmptyState title="…" />}>
 *     {(items, first) => <ProductCardGrid products={items} />}
 *   </InfiniteList>
 *
 * A list of plain rows draws them with `RowList`:
 *
 *   <InfiniteList options={alarmQueries.list(type, generation)} itemsOf={(p) => p.items} empty={noAlarms}>
 *     {(items) => <RowList label="알림 목록" items={items} row={(a) => <AlarmItem key={a.alarmId} alarm={a} />} />}
 *   </InfiniteList>
 */
import { Suspense, type ReactNode } from 'react';
import { useSuspenseInfiniteQuery, type InfiniteData, type QueryKey, type UseSuspenseInfiniteQueryOptions } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { PartErrorBoundary } from '~/components/ui/error-boundary';
import { PageSkeleton } from '~/components/ui/skeleton';
import { useInfiniteSentinel } from '~/lib/use-infinite-sentinel';
import { ShopCard } from './shop-card';
import type { ShopCard as ShopCardData } from '@contract/display';

export interface InfiniteListProps<TPage, TItem, TKey extends QueryKey = QueryKey, TParam = number> {
  /** The list's query options (a feature factory's entry, e.g. `categoryQueries.products(code, sort)`). */
  options: UseSuspenseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>;
  /** The items of one page, e.g. `(p) => p.items`. */
  itemsOf: (page: TPage) => TItem[];
  /** Shown when the first page has no items. */
  empty: ReactNode;
  /** Drawn above the items (and above the empty state) from the first page: chips, facets. */
  before?: (firstPage: TPage) => ReactNode;
  /** The footer's note once every page is shown. */
  endText?: string;
  /** The loaded items (all pages, in order) and the first page (totals, corrections). */
  children: (items: TItem[], firstPage: TPage) => ReactNode;
}

export function InfiniteList<TPage, TItem, TKey extends QueryKey, TParam = number>(props: InfiniteListProps<TPage, TItem, TKey, TParam>) {
  return (
    <PartErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <InfiniteListBody {...props} />
      </Suspense>
    </PartErrorBoundary>
  );
}

function InfiniteListBody<TPage, TItem, TKey extends QueryKey, TParam>({
  options,
  itemsOf,
  empty,
  before,
  endText,
  children,
}: InfiniteListProps<TPage, TItem, TKey, TParam>) {
  const query = useSuspenseInfiniteQuery(options);
  const first = query.data.pages[0]!;
  const items = query.data.pages.flatMap(itemsOf);
  return (
    <>
      {before?.(first)}
      {items.length === 0 ? (
        empty
      ) : (
        <>
          {children(items, first)}
          <InfiniteFooter hasNextPage={query.hasNextPage} isFetchingNextPage={query.isFetchingNextPage} fetchNextPage={query.fetchNextPage} endText={endText} />
        </>
      )}
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

const bareList = css({ listStyle: 'none' });

/** A list of store cards (store list, region, store search); `localCode` links to the region's store page. */
export function ShopCardList({ shops, localCode }: { shops: ShopCardData[]; localCode?: string }) {
  return (
    <ul className={bareList}>
      {shops.map((s) => (
        <li key={s.shopId}>
          <ShopCard shop={s} localCode={localCode} />
        </li>
      ))}
    </ul>
  );
}

/** The usual body of an infinite list: a bare `<ul>` named `label` (for screen readers and tests), `row(item)` each — a keyed `<li>`. */
export function RowList<TItem>({ label, items, row }: { label: string; items: TItem[]; row: (item: TItem) => ReactNode }) {
  return (
    <ul aria-label={label} className={bareList}>
      {items.map((item) => row(item))}
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

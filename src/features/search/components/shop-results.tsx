/** Store results (SPEC §2 /search/stores): stores matching a partial name or region. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { searchQueries } from '../queries';
import { ShopCard } from '~/components/catalogue/shop-card';
import { InfiniteFooter } from '~/components/catalogue/infinite-footer';
import { EmptyState } from '~/components/ui/empty-state';
import { ErrorState } from '~/components/ui/error-state';
import { PageSkeleton } from '~/components/ui/skeleton';

export function ShopResults({ keyword }: { keyword: string }) {
  const q = useInfiniteQuery(searchQueries.shops(keyword));
  const shops = q.data?.pages.flatMap((p) => p.items) ?? [];
  if (q.isPending) return <PageSkeleton />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => q.refetch()} />;
  if (shops.length === 0) return <EmptyState title={`'${keyword}'에 맞는 가게가 없어요`} description="가게 이름이나 지역 이름으로 찾아보세요." />;
  return (
    <div>
      <p className={css({ px: '16px', py: '8px', fontSize: '13px', color: 'gray.600' })}>가게 {q.data.pages[0].total}곳</p>
      <ul className={css({ listStyle: 'none' })}>
        {shops.map((s) => (
          <li key={s.shopId}>
            <ShopCard shop={s} />
          </li>
        ))}
      </ul>
      <InfiniteFooter hasNextPage={q.hasNextPage} isFetchingNextPage={q.isFetchingNextPage} fetchNextPage={q.fetchNextPage} endText="모든 가게를 봤어요" />
    </div>
  );
}

/** Footer of an infinite list: sentinel, loading row, or the end-of-list note. */
import { css } from 'styled-system/css';
import { useInfiniteSentinel } from '~/lib/use-infinite-sentinel';

export function InfiniteFooter({
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
    <div ref={ref} className={css({ py: '24px', textAlign: 'center', fontSize: '13px', color: 'gray.500' })}>
      {isFetchingNextPage ? '더 불러오는 중…' : hasNextPage ? '' : endText}
    </div>
  );
}

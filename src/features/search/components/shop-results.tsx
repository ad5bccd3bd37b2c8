/** Store results (SPEC §2 /search/stores): stores matching a partial name or region. */
import { InfiniteList, ListCount, ShopCardList } from '~/components/catalogue/infinite-list';
import { searchQueries } from '../queries';
import { EmptyState } from '~/components/ui/empty-state';

export function ShopResults({ keyword }: { keyword: string }) {
  return (
    <div>
      <InfiniteList
        options={searchQueries.shops(keyword)}
        itemsOf={(p) => p.items}
        empty={<EmptyState title={`'${keyword}'에 맞는 가게가 없어요`} description="가게 이름이나 지역 이름으로 찾아보세요." />}
        endText="모든 가게를 봤어요"
      >
        {(shops, first) => (
          <>
            <ListCount>가게 {first.total}곳</ListCount>
            <ShopCardList shops={shops} />
          </>
        )}
      </InfiniteList>
    </div>
  );
}

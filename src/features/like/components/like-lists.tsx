/**
 * The member's 찜 lists (issue 13; docs/decisions/012-like-lists.md): /my-page/like with the tabs
 * 상품 / 가게 (`?tab=shop`), each an infinite list of the member's likes, most recently liked first
 * (GET /api/v1/user/like/product|shop, 20 a page). Product cards carry their KRW price and a heart;
 * shop rows their region and counts and a heart. Tapping a heart un-찜s through the offline queue:
 * the item stays where it is, un-hearted and dimmed, until the list is read again (the next visit),
 * so a mistaken tap is undone with a second tap. Also the counts 마이페이지 shows (`LikeCount`).
 */
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import type { ProductCard as ProductCardData, ShopCard as ShopCardData } from '@contract/display';
import { InfiniteList } from '~/components/catalogue/infinite-list';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { ShopCard } from '~/components/catalogue/shop-card';
import { Header } from '~/components/layout/header';
import { EmptyState } from '~/components/ui/empty-state';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { LIKE_LIST_PATH, type LikeTab } from '../paths';
import { likeQueries } from '../queries';
import { ListedLikeButton } from './like-button';

const TABS: Array<{ tab: LikeTab; label: string; unit: string }> = [
  { tab: 'product', label: '상품', unit: '개' },
  { tab: 'shop', label: '가게', unit: '곳' },
];

const listOf = (tab: LikeTab) => (tab === 'shop' ? likeQueries.likedShops() : likeQueries.likedProducts());

/** How many products / shops the member has liked ("12개", "3곳"), or nothing while unknown. */
export function LikeCount({ tab }: { tab: LikeTab }) {
  const { accessToken } = useSession();
  // The list's own first page (opening the list afterwards shows it at once); only its total is read.
  const q = useInfiniteQuery({ ...(listOf(tab) as ReturnType<typeof likeQueries.likedProducts>), enabled: !!accessToken });
  const total = q.data?.pages[0]?.total;
  if (total === undefined) return null;
  return (
    <>
      {formatNumber(total)}
      {TABS.find((t) => t.tab === tab)!.unit}
    </>
  );
}

const tabClasses = tabs();

/** A dimmed item once its heart is off (the heart's aria-pressed is what the style reads). */
const unlikedDim = css({ '&:has([aria-pressed=false]) > :first-child': { opacity: 0.45 }, transition: 'opacity 0.2s' });

const heartOnPicture = css({
  position: 'absolute',
  top: '6px',
  right: '6px',
  minW: '44px',
  minH: '44px',
  w: '44px',
  h: '44px',
  borderRadius: '50%',
  border: 'none',
  boxShadow: '0 1px 4px rgba(0, 0, 0, 0.18)',
});

/**
 * When the list was last read (ms), for the hearts to trust it from then on (no check call per
 * heart). Asked while the list's items render, i.e. once its data is there.
 */
function useListedAt(tab: LikeTab) {
  const queryClient = useQueryClient();
  return () => queryClient.getQueryState(listOf(tab).queryKey)?.dataUpdatedAt ?? 0;
}

/** What an empty 찜 list says, and where it leads. */
const noLikedProducts = (
  <EmptyState
    title="아직 찜한 상품이 없어요"
    description="마음에 드는 상품의 하트를 누르면 여기에 모여요."
    link={{ to: '/', label: '오늘의 특가 보러 가기' }}
  />
);
const noLikedShops = (
  <EmptyState
    title="아직 찜한 가게가 없어요"
    description="단골 삼고 싶은 가게를 찜하면 새 상품 소식을 놓치지 않아요."
    link={{ to: '/store', label: '가게 둘러보기' }}
  />
);

/** `listedAt`: when the list was last read (ms; useListedAt). */
function LikedProducts({ listedAt }: { listedAt: () => number }) {
  return (
    <InfiniteList options={likeQueries.likedProducts()} itemsOf={(p) => p.items} endText="찜한 상품을 모두 봤어요" empty={noLikedProducts}>
      {(items: ProductCardData[]) => (
        <div className={css({ pt: '16px' })}>
          <ProductGrid>
            {items.map((p, i) => (
              <div key={p.productNo} data-testid="liked-product" className={cx(unlikedDim, css({ position: 'relative', minW: 0 }))}>
                <ProductCard product={p} eager={i < 4} />
                <ListedLikeButton kind="product" targetId={p.productNo} name={p.name} listedAt={listedAt()} className={heartOnPicture} />
              </div>
            ))}
          </ProductGrid>
        </div>
      )}
    </InfiniteList>
  );
}

function LikedShops({ listedAt }: { listedAt: () => number }) {
  return (
    <InfiniteList options={likeQueries.likedShops()} itemsOf={(p) => p.items} endText="찜한 가게를 모두 봤어요" empty={noLikedShops}>
      {(items: ShopCardData[]) => (
        <ul className={css({ listStyle: 'none' })}>
          {items.map((s) => (
            <li key={s.shopId} data-testid="liked-shop" className={cx(unlikedDim, css({ display: 'flex', alignItems: 'stretch' }))}>
              <div className={css({ flex: 1, minW: 0 })}>
                <ShopCard shop={s} />
              </div>
              <div className={css({ display: 'flex', alignItems: 'center', pr: '12px', borderBottom: '1px solid token(colors.border.muted)' })}>
                <ListedLikeButton kind="shop" targetId={s.shopId} name={s.name} listedAt={listedAt()} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </InfiniteList>
  );
}

/** /my-page/like — 찜한 상품 / 찜한 가게. */
export function LikeListScreen({ tab }: { tab: LikeTab }) {
  const listedAt = useListedAt(tab);
  return (
    <div>
      <Header title="찜 목록" />
      <nav aria-label="찜 목록 종류" className={tabClasses.list}>
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to={LIKE_LIST_PATH}
            search={t.tab === 'shop' ? { tab: 'shop' } : {}}
            replace
            // Exact search: the 상품 tab (no parameter) is not "active" under ?tab=shop.
            activeOptions={{ exact: true }}
            aria-current={t.tab === tab ? 'page' : undefined}
            className={tabClasses.tab}
            style={{ minHeight: 44 }}
          >
            {t.label} <LikeCount tab={t.tab} />
          </Link>
        ))}
      </nav>
      {tab === 'shop' ? <LikedShops listedAt={listedAt} /> : <LikedProducts listedAt={listedAt} />}
    </div>
  );
}

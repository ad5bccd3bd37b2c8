/**
 * 자주 산 상품 (SPEC §2 /my-page/frequently-purchased; issue 16; docs/decisions/026 "## Game,
 * events, orders, banners"): the member's products from the shop's order history, most often ordered
 * first (then the latest order), as the storefront's product cards with "N번 구매" — an infinite list,
 * 20 a page. Empty: "아직 주문한 상품이 없어요" and a way to the best sellers.
 */
import { css } from 'styled-system/css';
import type { FrequentProduct } from '@contract/member-play';
import { InfiniteList } from '~/components/catalogue/infinite-list';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { Header } from '~/components/layout/header';
import { EmptyState } from '~/components/ui/empty-state';
import { formatDate, formatNumber } from '~/lib/format';
import { frequentQueries } from '../queries';

const noOrders = (
  <EmptyState
    title="아직 주문한 상품이 없어요"
    description="주문한 상품이 여기에 모여요. 다시 사고 싶을 때 한 번에 찾아보세요."
    link={{ to: '/best', label: '베스트 보러 가기' }}
  />
);

export function FrequentlyPurchasedScreen() {
  return (
    <div>
      <Header title="자주 산 상품" />
      <p className={css({ px: '16px', pt: '12px', fontSize: '13px', color: 'fg.muted' })}>
        많이 주문한 순서로 보여드려요. 같은 횟수면 최근에 산 상품이 먼저예요.
      </p>
      <InfiniteList options={frequentQueries.list()} itemsOf={(p) => p.items} endText="자주 산 상품을 모두 봤어요" empty={noOrders}>
        {(items: FrequentProduct[]) => (
          <div className={css({ pt: '16px' })}>
            <ProductGrid>
              {items.map((p, i) => (
                <div key={p.productNo} data-testid="frequent-product" className={css({ display: 'flex', flexDir: 'column', gap: '4px', minW: 0 })}>
                  <ProductCard product={p} eager={i < 4} />
                  <p className={css({ fontSize: '12px', color: 'accent.text', fontWeight: 700 })}>
                    {formatNumber(p.orderCount)}번 구매{' '}
                    <span className={css({ color: 'fg.muted', fontWeight: 400 })}>· 최근 {formatDate(p.lastOrderedAt)}</span>
                  </p>
                </div>
              ))}
            </ProductGrid>
          </div>
        )}
      </InfiniteList>
    </div>
  );
}

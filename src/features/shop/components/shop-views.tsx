/** Store screens (SPEC §2): home popular stores, /store list, /store/{shopId} detail with products. */
import { InfiniteList, ShopCardList } from '~/components/catalogue/infinite-list';
import type { ProductSort, ShopSort } from '@contract/rules';
import { Fragment, Suspense, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { Image } from '~/components/ui/image';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { ProductCardGrid } from '~/components/catalogue/product-card';
import { HomeSection } from '~/components/catalogue/home-section';
import { SortChips, type SortItem } from '~/components/catalogue/sort-chips';
import { formatNumber } from '~/lib/format';
import { shippingSummaryParts } from '~/lib/shipping';
import { shopQueries } from '../queries';

export function ShopSection() {
  const { data } = useSuspenseQuery(shopQueries.home());
  if (!data || data.shops.length === 0) return null;
  return (
    <HomeSection title="단골이 많은 인기 가게" moreTo="/store">
      <ShopCardList shops={data.shops.slice(0, 5)} />
    </HomeSection>
  );
}

const SHOP_SORTS: Array<{ code: ShopSort; name: string }> = [
  { code: 'recommend', name: '추천순' },
  { code: 'popular', name: '찜 많은 순' },
  { code: 'newest', name: '신규 입점순' },
  { code: 'name', name: '이름순' },
];

/** The store list; `sort` is the route's (URL ?sort), `onSortChange` writes it back. */
export function ShopList({ sort, onSortChange }: { sort: ShopSort; onSortChange: (sort: ShopSort) => void }) {
  return (
    <div>
      <Header title="가게" showHome />
      <SortChips
        items={SHOP_SORTS.map((s) => ({ ...s, isSelected: s.code === sort }))}
        value={sort}
        onChange={(c) => onSortChange(c as ShopSort)}
        label="가게 정렬"
      />
      <InfiniteList options={shopQueries.list(sort)} itemsOf={(p) => p.items} empty={<EmptyState title="가게가 없어요" />} endText="모든 가게를 봤어요">
        {(shops) => <ShopCardList shops={shops} />}
      </InfiniteList>
    </div>
  );
}

/** Store detail; `likeButton` is the 찜 control composed in by the route (features stay independent). */
export function ShopDetail({
  shopId,
  sortItems,
  sort,
  onSortChange,
  likeButton,
}: {
  shopId: number;
  sortItems: SortItem[];
  /** The route's product sort (URL ?sort, else the profile's default). */
  sort: ProductSort;
  onSortChange: (sort: ProductSort) => void;
  likeButton?: ReactNode;
}) {
  const { data: info } = useSuspenseQuery(shopQueries.info(shopId));
  return (
    <div>
      <Header
        title={info.name}
        showHome
        share={{ title: info.name, description: info.description, url: typeof location === 'undefined' ? '' : location.href, imageUrl: info.imageUrl }}
      />
      <section className={css({ display: 'flex', gap: '14px', p: '16px', alignItems: 'center' })}>
        <Image
          src={info.imageUrl}
          alt={info.name}
          width={80}
          height={80}
          loading="eager"
          className={css({ w: '80px', h: '80px', borderRadius: '16px', flexShrink: 0 })}
        />
        <div className={css({ display: 'flex', flexDir: 'column', gap: '4px', minW: 0, flex: 1 })}>
          <h2 className={css({ fontSize: '18px', fontWeight: 800 })}>{info.name}</h2>
          <span className={css({ fontSize: '13px', color: 'fg.muted' })}>
            {info.localName} {info.city}
          </span>
          <Suspense fallback={<Skeleton height={18} width="70%" />}>
            <ShopTotals shopId={shopId} />
          </Suspense>
        </div>
        {likeButton}
      </section>
      <p className={css({ px: '16px', pb: '12px', fontSize: '14px', color: 'fg.body', lineHeight: 1.6, wordBreak: 'keep-all' })}>{info.description}</p>
      <p
        className={css({
          mx: '16px',
          mb: '12px',
          px: '12px',
          py: '8px',
          fontSize: '13px',
          color: 'fg.secondary',
          bg: 'bg.subtle',
          borderRadius: '10px',
          lineHeight: 1.5,
          wordBreak: 'keep-all',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        <span className={css({ srOnly: true })}>배송 안내: </span>
        {/* each part stays on one line; a line breaks only after a '·' */}
        {shippingSummaryParts(info.shipping).map((part, i) => (
          <Fragment key={part}>
            {i > 0 && '\u00a0· '}
            <span className={css({ whiteSpace: 'nowrap' })}>{part}</span>
          </Fragment>
        ))}
      </p>
      <div className={css({ borderTop: '8px solid token(colors.bg.subtle)' })} />
      <SortChips items={sortItems} value={sort} onChange={(c) => onSortChange(c as ProductSort)} label="상품 정렬" />
      <InfiniteList options={shopQueries.products(shopId, sort)} itemsOf={(p) => p.items} empty={<EmptyState title="판매 중인 상품이 없어요" />}>
        {(products) => <ProductCardGrid products={products} />}
      </InfiniteList>
    </div>
  );
}

/** 상품 · 찜 · 평점 of a store (its own query: the line streams in when it is late). */
function ShopTotals({ shopId }: { shopId: number }) {
  const { data } = useSuspenseQuery(shopQueries.total(shopId));
  return (
    <span className={css({ fontSize: '13px', color: 'fg.secondary' })}>
      상품 {formatNumber(data.productCount)} · 찜 {formatNumber(data.likeCount)} · 평점 ★ {data.averageRating.toFixed(1)}
    </span>
  );
}

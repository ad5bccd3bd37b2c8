/**
 * Season screens (SPEC §2): /season overview, and the three /category/season pages that take
 * their input from the query string (month, occasionId, recommendationCategoryId).
 */
import { Link } from '@tanstack/react-router';

import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';

import { formatNumber } from '~/lib/format';

import { css } from 'styled-system/css';

import { Header } from '~/components/layout/header';

import { EmptyState } from '~/components/ui/empty-state';

import { ProductCard, ProductCardGrid } from '~/components/catalogue/product-card';
import { InfiniteList, ListCount } from '~/components/catalogue/infinite-list';

import { SectionHeader, moreLinkClass } from '~/components/catalogue/section-header';

import { seasonQueries } from '../queries';

import type { ProductCard as ProductCardData } from '@contract/display';

import type { Page } from '@contract/envelope';

const chip = css({
  flexShrink: 0,
  h: '34px',
  px: '14px',
  display: 'inline-flex',
  alignItems: 'center',
  borderRadius: '17px',
  fontSize: '14px',
  border: '1px solid',
  borderColor: 'border.default',
  color: 'fg.secondary',
  textDecoration: 'none',
  '&[aria-current=true]': { bg: 'accent.default', borderColor: 'accent.default', color: 'fg.inverse', fontWeight: 700 },
});
const chipRow = css({ display: 'flex', gap: '6px', overflowX: 'auto', px: '16px', py: '10px', scrollbarWidth: 'none' });

/** Home section: this month's delicacies, horizontally scrollable. */
export function SeasonSection() {
  const { data } = useQuery(seasonQueries.home());
  if (!data || data.products.length === 0) return null;
  return (
    <section className={css({ py: '16px' })}>
      <SectionHeader
        title={`${data.month}월, 지금이 제철`}
        subtitle="산지에서 가장 맛있을 때 보내드려요"
        more={
          <Link to="/season" className={moreLinkClass}>
            전체보기
          </Link>
        }
      />
      <div
        className={css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '40%', gap: '12px', overflowX: 'auto', px: '16px', scrollbarWidth: 'none' })}
      >
        {data.products.map((p) => (
          <ProductCard key={p.productNo} product={p} />
        ))}
      </div>
    </section>
  );
}

/** The products of a season theme (all three screens): count, grid, next pages. */
function SeasonProducts<TPage extends { products: Page<ProductCardData> }>({ query }: { query: UseInfiniteQueryResult<InfiniteData<TPage>, Error> }) {
  return (
    <InfiniteList query={query} itemsOf={(p) => p.products.items} empty={<EmptyState title="상품이 없어요" description="다른 조건을 선택해 보세요." />}>
      {(items, first) => (
        <>
          <ListCount>총 {formatNumber(first.products.total)}개</ListCount>
          <ProductCardGrid products={items} eagerCount={2} />
        </>
      )}
    </InfiniteList>
  );
}

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/** /season and /category/season/delicacy: products in season by month (?month=1..12). */
export function SeasonDelicacy({ month, title, linkTo }: { month?: number; title: string; linkTo: '/season' | '/category/season/delicacy' }) {
  const q = useInfiniteQuery(seasonQueries.delicacy(month));
  const current = q.data?.pages[0]?.month ?? month;
  return (
    <div>
      <Header title={title} showHome />
      <nav aria-label="월 선택" className={chipRow}>
        {MONTHS.map((m) => (
          <Link key={m} to={linkTo} search={{ month: m }} replace className={chip} aria-current={m === current ? 'true' : undefined}>
            {m}월
          </Link>
        ))}
      </nav>
      {current && <h2 className={css({ px: '16px', py: '8px', fontSize: '18px', fontWeight: 800 })}>{current}월 제철 특산물</h2>}
      <SeasonProducts query={q} />
    </div>
  );
}

/** /category/season/occasion?occasionId= */
export function SeasonOccasion({ occasionId }: { occasionId?: number }) {
  const q = useInfiniteQuery(seasonQueries.occasion(occasionId));
  const first = q.data?.pages[0];
  return (
    <div>
      <Header title="상황별 제철 추천" showHome />
      {first && (
        <nav aria-label="상황 선택" className={chipRow}>
          {first.occasions.map((o) => (
            <Link
              key={o.occasionId}
              to="/category/season/occasion"
              search={{ occasionId: o.occasionId }}
              replace
              className={chip}
              aria-current={o.occasionId === first.selectedOccasionId ? 'true' : undefined}
            >
              {o.name}
            </Link>
          ))}
        </nav>
      )}
      {first && (
        <p className={css({ px: '16px', pb: '8px', fontSize: '14px', color: 'fg.secondary' })}>
          {first.occasions.find((o) => o.occasionId === first.selectedOccasionId)?.description}
        </p>
      )}
      <SeasonProducts query={q} />
    </div>
  );
}

/** /category/season/recommendation/{recommendationCategoryId?} */
export function SeasonRecommendation({ recommendationCategoryId }: { recommendationCategoryId?: number }) {
  const q = useInfiniteQuery(seasonQueries.recommendation(recommendationCategoryId));
  const first = q.data?.pages[0];
  return (
    <div>
      <Header title="제철 추천" showHome />
      {first && (
        <nav aria-label="추천 분류" className={chipRow}>
          {first.categories.map((c) => (
            <Link
              key={c.recommendationCategoryId}
              to="/category/season/recommendation/{-$recommendationCategoryId}"
              params={{ recommendationCategoryId: String(c.recommendationCategoryId) }}
              replace
              className={chip}
              aria-current={c.recommendationCategoryId === first.selectedRecommendationCategoryId ? 'true' : undefined}
            >
              {c.name}
            </Link>
          ))}
        </nav>
      )}
      <SeasonProducts query={q} />
    </div>
  );
}

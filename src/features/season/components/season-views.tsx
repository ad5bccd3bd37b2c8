/**
 * Season screens (SPEC §2): /season overview, and the three /category/season pages that take
 * their input from the query string (month, occasionId, recommendationCategoryId).
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { type InfiniteData, type UseInfiniteQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import type { ProductCard as ProductCardData } from '@contract/display';
import type { Page } from '@contract/envelope';
import { formatNumber } from '~/lib/format';
import { Header } from '~/components/layout/header';
import { EmptyState } from '~/components/ui/empty-state';
import { ChipRow } from '~/components/ui/chip-row';
import { ProductCardGrid } from '~/components/catalogue/product-card';
import { HomeSection, ProductRail } from '~/components/catalogue/home-section';
import { InfiniteList, ListCount } from '~/components/catalogue/infinite-list';
import { seasonQueries } from '../queries';

const chipClass = chip({ size: 'md', tone: 'accent' });

/** Home section: this month's delicacies, horizontally scrollable. */
export function SeasonSection() {
  const { data } = useQuery(seasonQueries.home());
  if (!data || data.products.length === 0) return null;
  return (
    <HomeSection title={`${data.month}월, 지금이 제철`} subtitle="산지에서 가장 맛있을 때 보내드려요" moreTo="/season">
      <ProductRail products={data.products} />
    </HomeSection>
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

/** One chip of a season screen's row: a link to that theme, marked when it is the one shown. */
interface ThemeChip {
  key: string | number;
  name: string;
  current: boolean;
  link: LinkProps;
}

const themeChip = (key: number, name: string, current: boolean, link: LinkProps): ThemeChip => ({ key, name, current, link });

/** A season screen: header, the chip row of its themes (months, occasions, categories), an intro line and the products. */
function SeasonScreen<TPage extends { products: Page<ProductCardData> }>({
  title,
  label,
  chips,
  intro,
  query,
}: {
  title: string;
  label: string;
  chips: ThemeChip[] | undefined;
  intro?: ReactNode;
  query: UseInfiniteQueryResult<InfiniteData<TPage>, Error>;
}) {
  return (
    <div>
      <Header title={title} showHome />
      {chips && (
        <ChipRow as="nav" label={label}>
          {chips.map((c) => (
            <Link key={c.key} {...c.link} replace className={chipClass} aria-current={c.current ? 'true' : undefined}>
              {c.name}
            </Link>
          ))}
        </ChipRow>
      )}
      {intro}
      <SeasonProducts query={query} />
    </div>
  );
}

/** /season and /category/season/delicacy: products in season by month (?month=1..12). */
export function SeasonDelicacy({ month, title, linkTo }: { month?: number; title: string; linkTo: '/season' | '/category/season/delicacy' }) {
  const q = useInfiniteQuery(seasonQueries.delicacy(month));
  const current = q.data?.pages[0]?.month ?? month;
  const chips = MONTHS.map((m) => themeChip(m, `${m}월`, m === current, { to: linkTo, search: { month: m } }));
  const intro = current && <h2 className={css({ px: '16px', py: '8px', fontSize: '18px', fontWeight: 800 })}>{current}월 제철 특산물</h2>;
  return <SeasonScreen title={title} label="월 선택" chips={chips} intro={intro} query={q} />;
}

/** /category/season/occasion?occasionId= */
export function SeasonOccasion({ occasionId }: { occasionId?: number }) {
  const q = useInfiniteQuery(seasonQueries.occasion(occasionId));
  const first = q.data?.pages[0];
  const chips = first?.occasions.map((o) =>
    themeChip(o.occasionId, o.name, o.occasionId === first.selectedOccasionId, { to: '/category/season/occasion', search: { occasionId: o.occasionId } }),
  );
  const intro = first && (
    <p className={css({ px: '16px', pb: '8px', fontSize: '14px', color: 'fg.secondary' })}>
      {first.occasions.find((o) => o.occasionId === first.selectedOccasionId)?.description}
    </p>
  );
  return <SeasonScreen title="상황별 제철 추천" label="상황 선택" chips={chips} intro={intro} query={q} />;
}

/** /category/season/recommendation/{recommendationCategoryId?} */
export function SeasonRecommendation({ recommendationCategoryId }: { recommendationCategoryId?: number }) {
  const q = useInfiniteQuery(seasonQueries.recommendation(recommendationCategoryId));
  const first = q.data?.pages[0];
  const chips = first?.categories.map((c) =>
    themeChip(c.recommendationCategoryId, c.name, c.recommendationCategoryId === first.selectedRecommendationCategoryId, {
      to: '/category/season/recommendation/{-$recommendationCategoryId}',
      params: { recommendationCategoryId: String(c.recommendationCategoryId) },
    }),
  );
  return <SeasonScreen title="제철 추천" label="추천 분류" chips={chips} query={q} />;
}

/**
 * Season screens (SPEC §2): /season overview, and the three /category/season pages that take
 * their input from the query string (month, occasionId, recommendationCategoryId).
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { type InfiniteData, type QueryKey, type UseSuspenseInfiniteQueryOptions, useSuspenseQuery } from '@tanstack/react-query';
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
  const { data } = useSuspenseQuery(seasonQueries.home());
  if (!data || data.products.length === 0) return null;
  return (
    <HomeSection title={`${data.month}월, 지금이 제철`} subtitle="산지에서 가장 맛있을 때 보내드려요" moreTo="/season">
      <ProductRail products={data.products} />
    </HomeSection>
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

/**
 * A season screen: header, then — drawn with the first page of its products, which names the
 * themes — the chip row of its themes (months, occasions, categories), an intro line, the products.
 */
function SeasonScreen<TPage extends { products: Page<ProductCardData> }, TKey extends QueryKey>({
  title,
  label,
  options,
  chipsOf,
  introOf,
}: {
  title: string;
  label: string;
  options: UseSuspenseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, number>;
  chipsOf: (first: TPage) => ThemeChip[];
  introOf?: (first: TPage) => ReactNode;
}) {
  return (
    <div>
      <Header title={title} showHome />
      <InfiniteList
        options={options}
        itemsOf={(p) => p.products.items}
        before={(first) => (
          <>
            <ChipRow as="nav" label={label}>
              {chipsOf(first).map((c) => (
                <Link key={c.key} {...c.link} replace className={chipClass} aria-current={c.current ? 'true' : undefined}>
                  {c.name}
                </Link>
              ))}
            </ChipRow>
            {introOf?.(first)}
          </>
        )}
        empty={<EmptyState title="상품이 없어요" description="다른 조건을 선택해 보세요." />}
      >
        {(items, first) => (
          <>
            <ListCount>총 {formatNumber(first.products.total)}개</ListCount>
            <ProductCardGrid products={items} eagerCount={2} />
          </>
        )}
      </InfiniteList>
    </div>
  );
}

/** /season and /category/season/delicacy: products in season by month (?month=1..12). */
export function SeasonDelicacy({ month, title, linkTo }: { month?: number; title: string; linkTo: '/season' | '/category/season/delicacy' }) {
  return (
    <SeasonScreen
      title={title}
      label="월 선택"
      options={seasonQueries.delicacy(month)}
      chipsOf={(first) => MONTHS.map((m) => themeChip(m, `${m}월`, m === first.month, { to: linkTo, search: { month: m } }))}
      introOf={(first) => <h2 className={css({ px: '16px', py: '8px', fontSize: '18px', fontWeight: 800 })}>{first.month}월 제철 특산물</h2>}
    />
  );
}

/** /category/season/occasion?occasionId= */
export function SeasonOccasion({ occasionId }: { occasionId?: number }) {
  return (
    <SeasonScreen
      title="상황별 제철 추천"
      label="상황 선택"
      options={seasonQueries.occasion(occasionId)}
      chipsOf={(first) =>
        first.occasions.map((o) =>
          themeChip(o.occasionId, o.name, o.occasionId === first.selectedOccasionId, { to: '/category/season/occasion', search: { occasionId: o.occasionId } }),
        )
      }
      introOf={(first) => (
        <p className={css({ px: '16px', pb: '8px', fontSize: '14px', color: 'fg.secondary' })}>
          {first.occasions.find((o) => o.occasionId === first.selectedOccasionId)?.description}
        </p>
      )}
    />
  );
}

/** /category/season/recommendation/{recommendationCategoryId?} */
export function SeasonRecommendation({ recommendationCategoryId }: { recommendationCategoryId?: number }) {
  return (
    <SeasonScreen
      title="제철 추천"
      label="추천 분류"
      options={seasonQueries.recommendation(recommendationCategoryId)}
      chipsOf={(first) =>
        first.categories.map((c) =>
          themeChip(c.recommendationCategoryId, c.name, c.recommendationCategoryId === first.selectedRecommendationCategoryId, {
            to: '/category/season/recommendation/{-$recommendationCategoryId}',
            params: { recommendationCategoryId: c.recommendationCategoryId },
          }),
        )
      }
    />
  );
}

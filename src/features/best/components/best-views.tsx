/** Best sellers: home top-10 strip and the /best ranking with category tabs and rank movement. */
import { Link } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import { Header } from '~/components/layout/header';
import { EmptyState } from '~/components/ui/empty-state';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { HomeSection, ProductRail } from '~/components/catalogue/home-section';
import { bestQueries } from '../queries';

export function BestSection() {
  const { data } = useSuspenseQuery(bestQueries.home());
  if (!data || data.products.length === 0) return null;
  return (
    <HomeSection title="지금 가장 많이 팔린 베스트" moreTo="/best">
      <ProductRail products={data.products} ranked />
    </HomeSection>
  );
}

/**
 * Rank movement: ▲n / ▼n / NEW / –, heard as "5계단 상승" etc.: the words are visually hidden text
 * and the arrow is hidden from screen readers (a <span> may not be named by aria-label — axe
 * aria-prohibited-attr, issue 13).
 */
export function RankMove({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  if (previousRank === null) return <span className={css({ fontSize: '11px', fontWeight: 800, color: 'accent.text' })}>NEW</span>;
  const diff = previousRank - rank;
  const [mark, spoken, className] =
    diff > 0
      ? [`▲${diff}`, `${diff}계단 상승`, css({ fontSize: '11px', color: 'danger.default' })]
      : diff < 0
        ? [`▼${-diff}`, `${-diff}계단 하락`, css({ fontSize: '11px', color: 'blue.600' })]
        : ['–', '변동 없음', css({ fontSize: '11px', color: 'fg.subtle' })];
  return (
    <span className={className}>
      <span aria-hidden="true">{mark}</span>
      <span className={css({ srOnly: true })}>{spoken}</span>
    </span>
  );
}

const tabClasses = tabs();

export function BestRanking({ categoryCode }: { categoryCode: string }) {
  const { data } = useSuspenseQuery(bestQueries.rank(categoryCode));
  const tabs = [{ code: 'ALL', name: '전체' }, ...data.categories];
  return (
    <div>
      <Header title="베스트" showHome />
      <nav aria-label="카테고리" className={tabClasses.list}>
        {tabs.map((t) => (
          <Link
            key={t.code}
            to="/best"
            search={{ categoryCode: t.code }}
            replace
            aria-current={t.code === data.categoryCode ? 'page' : undefined}
            className={tabClasses.tab}
          >
            {t.name}
          </Link>
        ))}
      </nav>
      {data.items.length === 0 ? (
        <EmptyState title="랭킹이 아직 없어요" />
      ) : (
        <div className={css({ pt: '16px' })}>
          <ProductGrid>
            {data.items.map((item, i) => (
              <div key={item.rank} className={css({ display: 'flex', flexDir: 'column', gap: '4px' })}>
                <ProductCard product={item.product} rank={item.rank} eager={i < 2} />
                <RankMove rank={item.rank} previousRank={item.previousRank} />
              </div>
            ))}
          </ProductGrid>
        </div>
      )}
      <div className={css({ h: '24px' })} />
    </div>
  );
}

/** Best sellers: home top-10 strip and the /best ranking with category tabs and rank movement. */
import { Link } from '@tanstack/react-router';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { EmptyState } from '~/components/ui/empty-state';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { SectionHeader, moreLinkClass } from '~/components/catalogue/section-header';
import { bestQueries } from '../queries';

export function BestSection() {
  const { data } = useQuery(bestQueries.home());
  if (!data || data.products.length === 0) return null;
  return (
    <section className={css({ py: '16px' })}>
      <SectionHeader
        title="지금 가장 많이 팔린 베스트"
        more={
          <Link to="/best" className={moreLinkClass}>
            전체보기
          </Link>
        }
      />
      <div
        className={css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '40%', gap: '12px', overflowX: 'auto', px: '16px', scrollbarWidth: 'none' })}
      >
        {data.products.map((p, i) => (
          <ProductCard key={p.productNo} product={p} rank={i + 1} />
        ))}
      </div>
    </section>
  );
}

/** Rank movement: ▲n / ▼n / NEW / –. */
export function RankMove({ rank, previousRank }: { rank: number; previousRank: number | null }) {
  if (previousRank === null) return <span className={css({ fontSize: '11px', fontWeight: 800, color: 'accent.text' })}>NEW</span>;
  const diff = previousRank - rank;
  if (diff > 0)
    return (
      <span className={css({ fontSize: '11px', color: 'danger.default' })} aria-label={`${diff}계단 상승`}>
        ▲{diff}
      </span>
    );
  if (diff < 0)
    return (
      <span className={css({ fontSize: '11px', color: 'blue.600' })} aria-label={`${-diff}계단 하락`}>
        ▼{-diff}
      </span>
    );
  return (
    <span className={css({ fontSize: '11px', color: 'fg.subtle' })} aria-label="변동 없음">
      –
    </span>
  );
}

export function BestRanking({ categoryCode }: { categoryCode: string }) {
  const { data } = useSuspenseQuery(bestQueries.rank(categoryCode));
  const tabs = [{ code: 'ALL', name: '전체' }, ...data.categories];
  return (
    <div>
      <Header title="베스트" showHome />
      <nav
        aria-label="카테고리"
        className={css({
          display: 'flex',
          gap: '16px',
          overflowX: 'auto',
          px: '16px',
          borderBottom: '1px solid token(colors.border.muted)',
          scrollbarWidth: 'none',
        })}
      >
        {tabs.map((t) => (
          <Link
            key={t.code}
            to="/best"
            search={{ categoryCode: t.code }}
            replace
            aria-current={t.code === data.categoryCode ? 'page' : undefined}
            className={css({
              flexShrink: 0,
              py: '12px',
              fontSize: '15px',
              color: 'fg.muted',
              textDecoration: 'none',
              borderBottom: '2px solid transparent',
              '&[aria-current=page]': { color: 'fg.default', fontWeight: 800, borderColor: 'border.inverse' },
            })}
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

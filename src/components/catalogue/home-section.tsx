/**
 * A section of the home screen: its title (and subtitle), a 전체보기 link to the full list, and
 * the content — often a {@link ProductRail}, the horizontally scrolling row of product cards.
 */
import type { ReactNode } from 'react';
import { Link, type LinkProps } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ProductCard as ProductCardData } from '@contract/display';
import { ProductCard } from './product-card';
import { SectionHeader, moreLinkClass } from './section-header';

export function HomeSection({ title, subtitle, moreTo, children }: { title: string; subtitle?: string; moreTo: LinkProps['to']; children: ReactNode }) {
  return (
    <section className={css({ py: '16px' })}>
      <SectionHeader
        title={title}
        subtitle={subtitle}
        more={
          <Link to={moreTo} className={moreLinkClass}>
            전체보기
          </Link>
        }
      />
      {children}
    </section>
  );
}

/** Product cards in one scrolling row, 40 % of the column each; `ranked` numbers them 1, 2, 3… */
export function ProductRail({ products, ranked = false }: { products: ProductCardData[]; ranked?: boolean }) {
  return (
    <div
      className={css({ display: 'grid', gridAutoFlow: 'column', gridAutoColumns: '40%', gap: '12px', overflowX: 'auto', px: '16px', scrollbarWidth: 'none' })}
    >
      {products.map((p, i) => (
        <ProductCard key={p.productNo} product={p} rank={ranked ? i + 1 : undefined} />
      ))}
    </div>
  );
}

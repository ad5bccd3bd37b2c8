/**
 * Product card used by every list (shop, category, best, season, period, event). The product
 * page itself lives on the shop site (SPEC §1), so the card links there.
 */
import { css } from 'styled-system/css';
import type { ProductCard as ProductCardData } from '@contract/display';
import { shopUrls } from '~/lib/config';
import { formatNumber } from '~/lib/format';
import { Image } from '../ui/image';
import { PriceTag } from './price-tag';

export function ProductCard({
  product,
  rank,
  priceOverride,
  eager,
}: {
  product: ProductCardData;
  rank?: number;
  priceOverride?: { salePrice: number; discountRate: number };
  eager?: boolean;
}) {
  const salePrice = priceOverride?.salePrice ?? product.salePrice;
  const discountRate = priceOverride?.discountRate ?? product.discountRate;
  return (
    <a
      href={shopUrls.product(product.productNo)}
      className={css({ display: 'flex', flexDir: 'column', gap: '6px', textDecoration: 'none', color: 'inherit', minW: 0 })}
    >
      <div className={css({ position: 'relative', borderRadius: '10px', overflow: 'hidden', bg: 'bg.muted' })}>
        <Image src={product.imageUrl} alt={product.name} aspectRatio="1 / 1" className={css({ w: '100%' })} loading={eager ? 'eager' : 'lazy'} />
        {rank !== undefined && (
          <span
            className={css({
              position: 'absolute',
              top: 0,
              left: 0,
              minW: '28px',
              h: '28px',
              px: '6px',
              display: 'grid',
              placeItems: 'center',
              bg: rank <= 3 ? 'orange.700' : 'gray.800',
              color: 'fg.inverse',
              fontWeight: 800,
              fontSize: '14px',
              borderBottomRightRadius: '10px',
            })}
          >
            {rank}
          </span>
        )}
        {product.isSoldOut && (
          <span
            className={css({
              position: 'absolute',
              inset: 0,
              bg: 'rgba(0,0,0,0.45)',
              color: 'fg.inverse',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
            })}
          >
            품절
          </span>
        )}
      </div>
      <span className={css({ fontSize: '12px', color: 'fg.muted' })}>{product.shopName}</span>
      <span className={css({ fontSize: '14px', color: 'fg.default', lineHeight: 1.4, wordBreak: 'keep-all', lineClamp: 2 })}>{product.name}</span>
      <PriceTag price={product.price} salePrice={salePrice} discountRate={discountRate} size="sm" />
      <span className={css({ fontSize: '12px', color: 'fg.muted' })}>
        ★ {product.rating.toFixed(1)} · 후기 {formatNumber(product.reviewCount)}
      </span>
    </a>
  );
}

export function ProductGrid({ children }: { children: React.ReactNode }) {
  return <div className={css({ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: '20px 12px', px: '16px' })}>{children}</div>;
}

/** Product cards in the two-column grid; the first `eagerCount` pictures load at once (the first screen). */
export function ProductCardGrid({ products, eagerCount = 4 }: { products: ProductCardData[]; eagerCount?: number }) {
  return (
    <ProductGrid>
      {products.map((p, i) => (
        <ProductCard key={p.productNo} product={p} eager={i < eagerCount} />
      ))}
    </ProductGrid>
  );
}

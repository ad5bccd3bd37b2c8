/**
 * Price: discount % (red), selling price in KRW, struck list price when discounted.
 * The struck price is heard as "정가 12,000원": the word 정가 is visually hidden text inside the
 * <del>, not an aria-label (ARIA forbids naming a <del>, role deletion — axe aria-prohibited-attr,
 * and screen readers ignore such a label; issue 13).
 */
import { css } from 'styled-system/css';
import { formatKRW } from '~/lib/format';

export function PriceTag({
  price,
  salePrice,
  discountRate,
  size = 'md',
}: {
  price: number;
  salePrice: number;
  discountRate: number;
  size?: 'sm' | 'md' | 'lg';
}) {
  const fs = size === 'lg' ? '24px' : size === 'md' ? '16px' : '14px';
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: '4px' })}>
      {discountRate > 0 && (
        <span className={css({ color: 'danger.default', fontWeight: 800 })} style={{ fontSize: fs }}>
          {discountRate}%
        </span>
      )}
      <strong className={css({ fontWeight: 800, color: 'fg.default' })} style={{ fontSize: fs }}>
        {formatKRW(salePrice)}
      </strong>
      {discountRate > 0 && price > salePrice && (
        <del className={css({ color: 'fg.subtle', fontSize: '12px' })}>
          <span className={css({ srOnly: true })}>정가 </span>
          {formatKRW(price)}
        </del>
      )}
    </div>
  );
}

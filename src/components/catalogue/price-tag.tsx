/** Price: discount % (red), selling price in KRW, struck list price when discounted. */
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
        <del className={css({ color: 'fg.subtle', fontSize: '12px' })} aria-label={`정가 ${formatKRW(price)}`}>
          {formatKRW(price)}
        </del>
      )}
    </div>
  );
}

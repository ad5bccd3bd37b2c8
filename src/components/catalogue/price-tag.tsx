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
        <span className={css({ color: 'red.600', fontWeight: 800 })} style={{ fontSize: fs }}>
          {discountRate}%
        </span>
      )}
      <strong className={css({ fontWeight: 800, color: 'gray.900' })} style={{ fontSize: fs }}>
        {formatKRW(salePrice)}
      </strong>
      {discountRate > 0 && price > salePrice && (
        <del className={css({ color: 'gray.500', fontSize: '12px' })} aria-label={`정가 ${formatKRW(price)}`}>
          {formatKRW(price)}
        </del>
      )}
    </div>
  );
}

/** Store row: image, name, region, description, product and like counts. */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { ShopCard as ShopCardData } from '@contract/display';
import { formatNumber } from '~/lib/format';
import { Image } from '../ui/image';

export function ShopCard({ shop, localCode }: { shop: ShopCardData; localCode?: string }) {
  const link = localCode
    ? ({ to: '/local/store/$localCode/$shopId', params: { localCode, shopId: shop.shopId } } as const)
    : ({ to: '/store/$shopId', params: { shopId: shop.shopId } } as const);
  return (
    <Link
      {...link}
      className={css({
        display: 'flex',
        gap: '12px',
        px: '16px',
        py: '12px',
        textDecoration: 'none',
        color: 'inherit',
        borderBottom: '1px solid token(colors.border.muted)',
      })}
    >
      <Image src={shop.imageUrl} alt={shop.name} width={72} height={72} className={css({ w: '72px', h: '72px', borderRadius: '12px', flexShrink: 0 })} />
      <div className={css({ minW: 0, display: 'flex', flexDir: 'column', gap: '4px' })}>
        <strong className={css({ fontSize: '15px', color: 'fg.default' })}>{shop.name}</strong>
        <span className={css({ fontSize: '12px', color: 'fg.muted' })}>
          {shop.localName} {shop.city} · 상품 {formatNumber(shop.productCount)}개 · 찜 {formatNumber(shop.likeCount)}
        </span>
        <span className={css({ fontSize: '13px', color: 'fg.secondary', wordBreak: 'keep-all', lineClamp: 2 })}>{shop.description}</span>
      </div>
    </Link>
  );
}

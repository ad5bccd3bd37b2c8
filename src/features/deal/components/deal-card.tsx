/** Limited deal card: image, title, countdown, deal price in KRW, stock left. */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { DealCard as DealCardData } from '@contract/display';
import { Image } from '~/components/ui/image';
import { PriceTag } from '~/components/catalogue/price-tag';
import { formatDateTime, formatNumber } from '~/lib/format';
import { Countdown } from './countdown';

export const DEAL_STATUS_LABEL = { upcoming: '오픈 예정', live: '판매 중', soldOut: '품절', ended: '판매 종료' } as const;

export function StockBar({ stockLeft, stockTotal }: { stockLeft: number; stockTotal: number }) {
  const pct = stockTotal > 0 ? Math.round((stockLeft / stockTotal) * 100) : 0;
  return (
    <div className={css({ display: 'flex', alignItems: 'center', gap: '8px', fontSize: '12px', color: 'fg.secondary' })}>
      <div
        role="progressbar"
        aria-label="남은 수량"
        aria-valuemin={0}
        aria-valuemax={stockTotal}
        aria-valuenow={stockLeft}
        className={css({ flex: 1, h: '6px', bg: 'bg.muted', borderRadius: '3px', overflow: 'hidden' })}
      >
        <div className={css({ h: '100%', bg: 'accent.vivid' })} style={{ width: `${pct}%` }} />
      </div>
      <span>{stockLeft > 0 ? `${formatNumber(stockLeft)}개 남음` : '품절'}</span>
    </div>
  );
}

export function DealCard({ deal, serverTime, eager }: { deal: DealCardData; serverTime?: string; eager?: boolean }) {
  return (
    <Link
      to="/deal/$id"
      params={{ id: deal.dealId }}
      className={css({ display: 'flex', gap: '12px', px: '16px', py: '12px', textDecoration: 'none', color: 'inherit' })}
    >
      <div className={css({ position: 'relative', flexShrink: 0 })}>
        <Image
          src={deal.product.imageUrl}
          alt={deal.product.name}
          width={112}
          height={112}
          loading={eager ? 'eager' : 'lazy'}
          className={css({ w: '112px', h: '112px', borderRadius: '12px' })}
        />
        {deal.status !== 'live' && (
          <span
            className={css({
              position: 'absolute',
              inset: 0,
              borderRadius: '12px',
              bg: 'bg.shade',
              color: 'fg.inverse',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              fontSize: '14px',
            })}
          >
            {DEAL_STATUS_LABEL[deal.status]}
          </span>
        )}
      </div>
      <div className={css({ minW: 0, flex: 1, display: 'flex', flexDir: 'column', gap: '4px' })}>
        {deal.status === 'upcoming' ? (
          <span className={css({ fontSize: '13px', fontWeight: 700, color: 'accent.text' })}>{formatDateTime(deal.startAt)} 오픈</span>
        ) : (
          <Countdown endAt={deal.endAt} serverTime={serverTime} />
        )}
        <strong className={css({ fontSize: '15px', color: 'fg.default', wordBreak: 'keep-all', lineHeight: 1.35 })}>{deal.title}</strong>
        <span className={css({ fontSize: '12px', color: 'fg.muted', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>
          {deal.product.name}
        </span>
        <PriceTag price={deal.product.price} salePrice={deal.dealPrice} discountRate={deal.discountRate} />
        {deal.status !== 'upcoming' && <StockBar stockLeft={deal.stockLeft} stockTotal={deal.stockTotal} />}
      </div>
    </Link>
  );
}

/** Limited deal detail (SPEC §2 /deal/{id}): image, countdown, price, discount, stock, buy bar. */
import { useEffect, type ReactNode } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ProductDetail } from '@contract/display';
import { css } from 'styled-system/css';
import { Header } from '~/components/layout/header';
import { Image } from '~/components/ui/image';
import { PriceTag } from '~/components/catalogue/price-tag';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { SectionHeader } from '~/components/catalogue/section-header';
import { formatDateTime, formatNumber } from '~/lib/format';
import { dealQueries } from '../queries';
import { pageUrl } from './promotion-hero';
import { BuyBar } from './buy-bar';
import { Countdown } from './countdown';
import { ShippingRows } from './shipping-rows';
import { StockBar } from './deal-card';

/**
 * @param likeButton the 찜 control for the product (composed in by the route)
 * @param openAlarmButton 오픈 알림 받기 (composed in by the route), shown in the buy bar while the deal is upcoming
 * @param onViewed called once per shown deal with its product (deal price as salePrice) (the route records it as recently viewed)
 */
export function DealDetail({
  dealId,
  title = '한정 특가',
  likeButton,
  openAlarmButton,
  onViewed,
}: {
  dealId: number;
  title?: string;
  likeButton?: ReactNode;
  openAlarmButton?: ReactNode;
  onViewed?: (product: ProductDetail) => void;
}) {
  const { data: deal } = useSuspenseQuery(dealQueries.detail(dealId));
  const rec = useQuery(dealQueries.recommendation(dealId));
  const p = deal.product;
  useEffect(() => {
    onViewed?.({ ...p, salePrice: deal.dealPrice, discountRate: deal.discountRate });
    // once per product shown
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [p.productNo]);
  const months = p.seasonMonths.length === 12 ? '사계절' : `${p.seasonMonths.join('·')}월`;
  return (
    <div>
      <Header title={title} showHome share={{ title: deal.title, description: p.name, url: pageUrl(), imageUrl: p.imageUrl }} />
      <Image src={p.imageUrl} alt={p.name} loading="eager" fetchPriority="high" aspectRatio="1 / 1" className={css({ w: '100%' })} />
      <section className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '10px' })}>
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
          {deal.status === 'upcoming' ? (
            <span className={css({ fontWeight: 700, color: 'accent.text', fontSize: '14px' })}>{formatDateTime(deal.startAt)} 오픈 예정</span>
          ) : (
            <Countdown endAt={deal.endAt} serverTime={deal.serverTime} label="특가 종료까지 남은 시간" />
          )}
          <Link
            to="/store/$shopId"
            params={{ shopId: deal.shop.shopId }}
            className={css({
              fontSize: '13px',
              color: 'fg.secondary',
              textDecoration: 'none',
              minH: '44px',
              display: 'inline-flex',
              alignItems: 'center',
              gap: '2px',
            })}
          >
            {deal.shop.name}
            <span aria-hidden="true">›</span>
          </Link>
        </div>
        <p className={css({ fontSize: '14px', color: 'accent.text', fontWeight: 700 })}>{deal.title}</p>
        <h2 className={css({ fontSize: '20px', fontWeight: 800, lineHeight: 1.35, wordBreak: 'keep-all' })}>{p.name}</h2>
        <PriceTag price={p.price} salePrice={deal.dealPrice} discountRate={deal.discountRate} size="lg" />
        {deal.status !== 'upcoming' && <StockBar stockLeft={deal.stockLeft} stockTotal={deal.stockTotal} />}
        <dl className={css({ display: 'grid', gridTemplateColumns: '72px 1fr', rowGap: '6px', fontSize: '14px', mt: '8px', '& dt': { color: 'fg.muted' } })}>
          <dt>원산지</dt>
          <dd>{p.origin}</dd>
          <dt>구성</dt>
          <dd>{p.unit}</dd>
          <ShippingRows deal={deal} />
          <dt>제철</dt>
          <dd>{months}</dd>
          <dt>평점</dt>
          <dd>
            {/* the reviews page (issue 13, docs/decisions/014); the 12 px padding above and below makes a 44 px tap without moving the row */}
            <Link
              to="/product/$productNo/reviews"
              params={{ productNo: p.productNo }}
              className={css({ display: 'inline-block', py: '12px', my: '-12px', color: 'inherit', textDecoration: 'none' })}
            >
              {p.reviewCount > 0 && `★ ${p.rating.toFixed(1)} `}
              <span className={css({ color: 'fg.secondary', textDecoration: 'underline', textUnderlineOffset: '3px' })}>
                {p.reviewCount > 0 ? `(후기 ${formatNumber(p.reviewCount)})` : '아직 후기가 없어요'}
              </span>
              <span aria-hidden="true"> ›</span>
            </Link>
          </dd>
        </dl>
        <p className={css({ fontSize: '14px', lineHeight: 1.7, color: 'fg.body', bg: 'bg.subtle', p: '12px', borderRadius: '10px', wordBreak: 'keep-all' })}>
          {p.description}
        </p>
      </section>
      {rec.data && rec.data.length > 0 && (
        <section className={css({ py: '16px' })}>
          <SectionHeader title="함께 보면 좋은 상품" />
          <ProductGrid>
            {rec.data.slice(0, 6).map((r) => (
              <ProductCard key={r.productNo} product={r} />
            ))}
          </ProductGrid>
        </section>
      )}
      <BuyBar
        productNo={p.productNo}
        status={deal.status}
        promotion={deal.priceToken ? { dealId: deal.dealId, priceToken: deal.priceToken } : undefined}
        likeButton={likeButton}
        upcomingAction={deal.status === 'upcoming' ? openAlarmButton : undefined}
      />
    </div>
  );
}

/**
 * Period deal detail (SPEC §2 /period/{id}): banner, remaining time, products at period prices; while
 * live, each card opens the shop with the period and its signed price (docs/decisions/010).
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { EmptyState } from '~/components/ui/empty-state';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { shopUrls } from '~/lib/config';
import { formatDate } from '~/lib/format';
import { dealQueries } from '../queries';
import { Countdown } from './countdown';
import { DEAL_STATUS_LABEL } from './deal-card';
import { PromotionHero } from './promotion-hero';

export function PeriodDetail({ periodId, title = '기획전' }: { periodId: number; title?: string }) {
  const { data: period } = useSuspenseQuery(dealQueries.period(periodId));
  return (
    <div>
      <PromotionHero headerTitle={title} promotion={period} />
      <section className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '6px' })}>
        <h2 className={css({ fontSize: '20px', fontWeight: 800, wordBreak: 'keep-all' })}>{period.title}</h2>
        <p className={css({ fontSize: '14px', color: 'fg.secondary' })}>{period.subtitle}</p>
        <p className={css({ fontSize: '13px', color: 'fg.muted' })}>
          {formatDate(period.startAt)} ~ {formatDate(period.endAt)} · {DEAL_STATUS_LABEL[period.status]}
        </p>
        {period.status === 'live' && <Countdown endAt={period.endAt} serverTime={period.serverTime} label="기획전 종료까지 남은 시간" />}
      </section>
      {period.products.length === 0 ? (
        <EmptyState title="기획전 상품이 없어요" />
      ) : (
        <ProductGrid>
          {period.products.map((p, i) => (
            <ProductCard
              key={p.productNo}
              product={p}
              eager={i < 2}
              priceOverride={{ salePrice: p.periodPrice, discountRate: p.periodDiscountRate }}
              href={p.priceToken ? shopUrls.product(p.productNo, { periodId: period.periodId, priceToken: p.priceToken }) : undefined}
            />
          ))}
        </ProductGrid>
      )}
      <div className={css({ h: '24px' })} />
    </div>
  );
}

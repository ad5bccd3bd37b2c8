/** Event detail (SPEC §2 /event/{id}): banner, period, body text, featured products. */
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { ProductCard, ProductGrid } from '~/components/catalogue/product-card';
import { SectionHeader } from '~/components/catalogue/section-header';
import { formatDate } from '~/lib/format';
import { dealQueries } from '../queries';
import { DEAL_STATUS_LABEL } from './deal-card';
import { PromotionHero } from './promotion-hero';

/** @param applyButton the 응모하기 button the route composes in (features/event-apply), given the event's status */
export function EventDetail({ eventId, title = '이벤트', applyButton }: { eventId: number; title?: string; applyButton?: (status: string) => ReactNode }) {
  const { data: event } = useSuspenseQuery(dealQueries.event(eventId));
  return (
    <div>
      <PromotionHero headerTitle={title} promotion={event} />
      <section className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '8px' })}>
        <span
          className={css({
            alignSelf: 'flex-start',
            fontSize: '12px',
            fontWeight: 700,
            color: event.status === 'live' ? 'accent.text' : 'fg.muted',
            bg: event.status === 'live' ? 'accent.subtle' : 'bg.muted',
            px: '8px',
            py: '2px',
            borderRadius: '6px',
          })}
        >
          {event.status === 'live' ? '진행 중' : DEAL_STATUS_LABEL[event.status]}
        </span>
        <h2 className={css({ fontSize: '20px', fontWeight: 800, wordBreak: 'keep-all' })}>{event.title}</h2>
        <p className={css({ fontSize: '13px', color: 'fg.muted' })}>
          {formatDate(event.startAt)} ~ {formatDate(event.endAt)}
        </p>
        <p className={css({ fontSize: '15px', lineHeight: 1.7, color: 'fg.body', whiteSpace: 'pre-line', wordBreak: 'keep-all' })}>{event.content}</p>
      </section>
      {applyButton?.(event.status)}
      <section className={css({ py: '8px' })}>
        <SectionHeader title="이벤트 상품" />
        <ProductGrid>
          {event.products.map((p) => (
            <ProductCard key={p.productNo} product={p} />
          ))}
        </ProductGrid>
      </section>
      <div className={css({ h: '24px' })} />
    </div>
  );
}

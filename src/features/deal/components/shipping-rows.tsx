/**
 * 배송 · 배송비 · 도착 예정 rows of the deal page's <dl> (issue 13, docs/decisions/013-shipping-rules.md),
 * from the selling shop's rules. The estimate counts from the answer's serverTime, not the phone's
 * clock, so the server's HTML and the first browser render say the same (docs/decisions/008-ssr.md).
 * A deal that cannot be ordered now (upcoming, sold out, ended) shows the shop's dispatch rule instead.
 */
import type { DealDetail } from '@contract/display';
import { css } from 'styled-system/css';
import { arrivalText, deliveryText, dispatchRuleText, remoteAreaText, shippingFeeText } from '~/lib/shipping';

export function ShippingRows({ deal }: { deal: Pick<DealDetail, 'shop' | 'dealPrice' | 'serverTime' | 'status'> }) {
  const rules = deal.shop.shipping;
  const live = deal.status === 'live';
  return (
    <>
      <dt>배송</dt>
      <dd>{deliveryText(rules)}</dd>
      <dt>배송비</dt>
      <dd className={css({ fontVariantNumeric: 'tabular-nums' })}>
        {shippingFeeText(rules, deal.dealPrice)}
        <span className={css({ display: 'block', fontSize: '13px', color: 'fg.muted' })}>{remoteAreaText(rules)}</span>
      </dd>
      <dt>{live ? '도착 예정' : '출고'}</dt>
      <dd className={css({ fontVariantNumeric: 'tabular-nums', wordBreak: 'keep-all' })}>
        {live ? arrivalText(rules, deal.serverTime) : dispatchRuleText(rules)}
      </dd>
    </>
  );
}

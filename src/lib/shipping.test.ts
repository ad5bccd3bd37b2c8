import { describe, expect, it } from 'vitest';
import type { ShopShipping } from '@contract/display';
import {
  arrivalText,
  deliveryText,
  dispatchRuleText,
  isDispatchDay,
  remoteAreaText,
  shippingFeeText,
  shippingSchedule,
  shippingSummary,
  shippingSummaryParts,
} from './shipping';

const rules: ShopShipping = {
  deliveryType: 'cold',
  shippingFee: 3000,
  freeShippingThreshold: 30000,
  remoteAreaFee: 3000,
  dispatchCutoffHour: 14,
  dispatchLeadDays: 0,
};
/** An ISO instant from a Korea-time wall clock. */
const kst = (local: string) => new Date(`${local}+09:00`).toISOString();
const dayOf = (ymd: string) => Date.parse(`${ymd}T00:00:00Z`) / 86_400_000;

describe('shipping texts (issue 13)', () => {
  it('배송비: fee with its threshold, free from exactly the threshold, plain when never free', () => {
    expect(shippingFeeText(rules, 29990)).toBe('3,000원 (30,000원 이상 무료배송)');
    expect(shippingFeeText(rules, 30000)).toBe('무료배송');
    expect(shippingFeeText(rules, 30010)).toBe('무료배송');
    expect(shippingFeeText({ shippingFee: 3500, freeShippingThreshold: null }, 990000)).toBe('3,500원');
    expect(remoteAreaText(rules)).toBe('제주·도서산간 3,000원 추가');
    expect(deliveryText(rules)).toBe('냉장 택배 · 산지직송');
    expect(deliveryText({ deliveryType: 'frozen' })).toBe('냉동 택배 · 산지직송');
    expect(deliveryText({ deliveryType: 'parcel' })).toBe('일반 택배 · 산지직송');
  });

  it('before the cut-off on a weekday: leaves today, arrives tomorrow', () => {
    expect(arrivalText(rules, kst('2026-11-25T10:00:00'))).toBe('오늘 14시 전 주문 시 내일(11/26 목) 도착 예정');
    expect(arrivalText(rules, kst('2026-11-25T13:59:59'))).toBe('오늘 14시 전 주문 시 내일(11/26 목) 도착 예정');
  });

  it('after the cut-off: leaves the next business day', () => {
    expect(arrivalText(rules, kst('2026-11-25T14:00:00'))).toBe('지금 주문 시 모레(11/27 금) 도착 예정');
  });

  it('Friday after the cut-off and the weekend: Monday dispatch, Tuesday arrival; Friday before it arrives Saturday', () => {
    expect(arrivalText(rules, kst('2026-11-27T16:00:00'))).toBe('지금 주문 시 12/1(화) 도착 예정');
    expect(arrivalText(rules, kst('2026-11-28T09:00:00'))).toBe('지금 주문 시 12/1(화) 도착 예정');
    expect(arrivalText(rules, kst('2026-11-29T09:00:00'))).toBe('지금 주문 시 모레(12/1 화) 도착 예정');
    expect(arrivalText(rules, kst('2026-11-27T11:00:00'))).toBe('오늘 14시 전 주문 시 내일(11/28 토) 도착 예정');
    const s = shippingSchedule(rules, kst('2026-11-27T16:00:00'));
    expect([s.acceptDay, s.dispatchDay, s.arrivalDay]).toEqual([dayOf('2026-11-30'), dayOf('2026-11-30'), dayOf('2026-12-01')]);
  });

  it('made to order: lead days are business days before dispatch', () => {
    expect(arrivalText({ ...rules, dispatchLeadDays: 1 }, kst('2026-11-25T10:00:00'))).toBe('오늘 14시 전 주문 시 모레(11/27 금) 도착 예정');
    // Thursday + 2 business days (Fri, Mon) → Monday dispatch, Tuesday arrival
    const s = shippingSchedule({ ...rules, dispatchLeadDays: 2 }, kst('2026-11-26T10:00:00'));
    expect([s.dispatchDay, s.arrivalDay]).toEqual([dayOf('2026-11-30'), dayOf('2026-12-01')]);
    expect(dispatchRuleText({ dispatchCutoffHour: 13, dispatchLeadDays: 2 })).toBe('평일 13시 전 주문 시 2일 뒤 출고');
    expect(dispatchRuleText(rules)).toBe('평일 14시 전 주문 시 당일 출고');
  });

  it('no dispatch on a holiday or the day before one (성탄절, 추석, 설)', () => {
    // Thu 12/24 is the day before 성탄절: the parcel waits for Monday and arrives Tuesday
    expect(isDispatchDay(dayOf('2026-12-24'))).toBe(false);
    expect(arrivalText(rules, kst('2026-12-24T10:00:00'))).toBe('오늘 14시 전 주문 시 12/29(화) 도착 예정');
    // 추석 2026 (9/24–26): Wednesday 9/23 does not ship; Monday 9/28 does
    expect(shippingSchedule(rules, kst('2026-09-23T09:00:00')).arrivalDay).toBe(dayOf('2026-09-29'));
    // 설 2027 (2/6–2/9, with the 대체공휴일): Friday 2/5 → Wednesday 2/10 dispatch → Thursday 2/11
    expect(shippingSchedule(rules, kst('2027-02-05T09:00:00')).arrivalDay).toBe(dayOf('2027-02-11'));
    // an order on a holiday is accepted the next business day
    expect(shippingSchedule(rules, kst('2026-10-09T09:00:00')).acceptDay).toBe(dayOf('2026-10-12'));
  });

  it('counts in Korea time whatever the instant: 00:30 KST Thursday is still before Thursday’s cut-off', () => {
    expect(arrivalText(rules, '2026-11-25T15:30:00.000Z')).toBe('오늘 14시 전 주문 시 내일(11/27 금) 도착 예정');
    // 23:59 KST Wednesday is after Wednesday's cut-off
    expect(arrivalText(rules, '2026-11-25T14:59:00.000Z')).toBe('지금 주문 시 모레(11/27 금) 도착 예정');
  });

  it('store summary in one line', () => {
    expect(shippingSummary({ ...rules, shippingFee: 3500, freeShippingThreshold: 40000, dispatchCutoffHour: 13 })).toBe(
      '냉장 택배 · 배송비 3,500원 · 40,000원 이상 무료배송 · 평일 13시 전 주문 시 당일 출고',
    );
    expect(shippingSummary({ ...rules, deliveryType: 'parcel', freeShippingThreshold: null, dispatchLeadDays: 1 })).toBe(
      '일반 택배 · 배송비 3,000원 · 평일 14시 전 주문 시 1일 뒤 출고',
    );
    expect(shippingSummaryParts({ ...rules, freeShippingThreshold: null })).toEqual(['냉장 택배', '배송비 3,000원', '평일 14시 전 주문 시 당일 출고']);
  });
});

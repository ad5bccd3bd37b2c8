/**
 * What the deal page and the store page say about a shop's shipping (issue 13,
 * docs/decisions/013-shipping-rules.md), from its rules (`ShopShipping`, server/contract/display.ts),
 * a price in KRW and the server's time. Pure and clock-free: callers pass the time (the deal's
 * `serverTime` during render, so the server's HTML and the browser's first render agree).
 *
 * Calendar, all in Korea time (UTC+9, no daylight saving) whatever the machine's zone:
 * - a business day is Mon–Fri and not a public holiday (KR_HOLIDAYS);
 * - a dispatch day is a business day whose next day is not a public holiday either: fresh food is
 *   never handed to a courier on Saturday, Sunday or a holiday, nor the day before one, so it never
 *   waits in a depot — a Friday dispatch arrives on Saturday;
 * - an order placed on a business day before the cut-off hour is accepted that day, otherwise on
 *   the next business day; the shop then needs `dispatchLeadDays` business days, and the parcel
 *   leaves on the first dispatch day from there and arrives the next day (never a Sunday or a
 *   holiday, by the dispatch rule).
 */
import type { DeliveryType, ShopShipping } from '@contract/display';
import { formatKRW } from './format';

const DAY = 86_400_000;
const KST = 9 * 3_600_000;
const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** 배송 유형 labels. */
export const DELIVERY_LABELS: Record<DeliveryType, string> = { parcel: '일반 택배', cold: '냉장 택배', frozen: '냉동 택배' };

/**
 * Korean public holidays (관공서 공휴일, 대체공휴일 included) of 2026–2027 as KST 'YYYY-MM-DD'.
 * Couriers do not deliver on them. Add a year (and any 임시공휴일 when it is declared) here.
 */
export const KR_HOLIDAYS: ReadonlySet<string> = new Set([
  // 2026
  '2026-01-01', // 신정
  '2026-02-16', // 설날 연휴
  '2026-02-17', // 설날
  '2026-02-18', // 설날 연휴
  '2026-03-02', // 삼일절 대체공휴일 (3/1 일)
  '2026-05-05', // 어린이날
  '2026-05-25', // 부처님오신날 대체공휴일 (5/24 일)
  '2026-06-03', // 전국동시지방선거
  '2026-07-17', // 제헌절 (2026년부터 다시 공휴일)
  '2026-08-17', // 광복절 대체공휴일 (8/15 토)
  '2026-09-24', // 추석 연휴
  '2026-09-25', // 추석
  '2026-09-26', // 추석 연휴
  '2026-10-05', // 개천절 대체공휴일 (10/3 토)
  '2026-10-09', // 한글날
  '2026-12-25', // 성탄절
  // 2027
  '2027-01-01', // 신정
  '2027-02-06', // 설날 연휴
  '2027-02-07', // 설날
  '2027-02-08', // 설날 연휴
  '2027-02-09', // 설날 대체공휴일 (2/7 일)
  '2027-03-01', // 삼일절
  '2027-05-05', // 어린이날
  '2027-05-13', // 부처님오신날
  '2027-07-19', // 제헌절 대체공휴일 (7/17 토)
  '2027-08-16', // 광복절 대체공휴일 (8/15 일)
  '2027-09-14', // 추석 연휴
  '2027-09-15', // 추석
  '2027-09-16', // 추석 연휴
  '2027-10-04', // 개천절 대체공휴일 (10/3 일)
  '2027-10-11', // 한글날 대체공휴일 (10/9 토)
  '2027-12-27', // 성탄절 대체공휴일 (12/25 토)
]);

/** A KST calendar day as whole days since 1970-01-01 (KST). */
type KstDay = number;

const kstDayOf = (ms: number): KstDay => Math.floor((ms + KST) / DAY);
const kstHourOf = (ms: number) => Math.floor(((((ms + KST) % DAY) + DAY) % DAY) / 3_600_000);
/** 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday). */
const weekdayOf = (d: KstDay) => (((d + 4) % 7) + 7) % 7;
const isoOf = (d: KstDay) => new Date(d * DAY).toISOString().slice(0, 10);

/** Mon–Fri and not a public holiday. */
export function isBusinessDay(d: KstDay): boolean {
  const w = weekdayOf(d);
  return w >= 1 && w <= 5 && !KR_HOLIDAYS.has(isoOf(d));
}

/** A business day whose next day is a delivery day (not a public holiday). */
export function isDispatchDay(d: KstDay): boolean {
  return isBusinessDay(d) && !KR_HOLIDAYS.has(isoOf(d + 1));
}

const nextBusinessDay = (d: KstDay) => {
  let x = d + 1;
  while (!isBusinessDay(x)) x++;
  return x;
};

/** A KST day as "11/26(목)". */
export function formatMonthDay(d: KstDay): string {
  const date = new Date(d * DAY);
  return `${date.getUTCMonth() + 1}/${date.getUTCDate()}(${WEEKDAYS[weekdayOf(d)]})`;
}

export interface ShippingSchedule {
  /** KST days (see KstDay) the order is accepted, dispatched and delivered. */
  acceptDay: KstDay;
  dispatchDay: KstDay;
  arrivalDay: KstDay;
  /** Whether an order now is still in time for today's cut-off (today is a business day). */
  beforeCutoff: boolean;
}

/** When an order placed at `nowIso` leaves the shop and arrives (see the module's calendar). */
export function shippingSchedule(rules: Pick<ShopShipping, 'dispatchCutoffHour' | 'dispatchLeadDays'>, nowIso: string): ShippingSchedule {
  const ms = Date.parse(nowIso);
  const today = kstDayOf(ms);
  const beforeCutoff = isBusinessDay(today) && kstHourOf(ms) < rules.dispatchCutoffHour;
  const acceptDay = beforeCutoff ? today : nextBusinessDay(today);
  let ready = acceptDay;
  for (let k = 0; k < rules.dispatchLeadDays; k++) ready = nextBusinessDay(ready);
  let dispatchDay = ready;
  while (!isDispatchDay(dispatchDay)) dispatchDay++;
  return { acceptDay, dispatchDay, arrivalDay: dispatchDay + 1, beforeCutoff };
}

/**
 * The 도착 예정 line for an order placed at `nowIso`:
 * "오늘 14시 전 주문 시 내일(11/26 목) 도착 예정" before the cut-off on a business day, otherwise
 * "지금 주문 시 12/1(화) 도착 예정" (내일/모레 named when the day is that close).
 */
export function arrivalText(rules: Pick<ShopShipping, 'dispatchCutoffHour' | 'dispatchLeadDays'>, nowIso: string): string {
  const s = shippingSchedule(rules, nowIso);
  const days = s.arrivalDay - kstDayOf(Date.parse(nowIso));
  const date = new Date(s.arrivalDay * DAY);
  const md = `${date.getUTCMonth() + 1}/${date.getUTCDate()}`;
  const when = days === 1 || days === 2 ? `${days === 1 ? '내일' : '모레'}(${md} ${WEEKDAYS[weekdayOf(s.arrivalDay)]})` : formatMonthDay(s.arrivalDay);
  return `${s.beforeCutoff ? `오늘 ${rules.dispatchCutoffHour}시 전 주문 시` : '지금 주문 시'} ${when} 도착 예정`;
}

/** "평일 14시 전 주문 시 당일 출고" (made to order: "… 주문 시 2일 뒤 출고"); shown where no order time applies. */
export function dispatchRuleText(rules: Pick<ShopShipping, 'dispatchCutoffHour' | 'dispatchLeadDays'>): string {
  return `평일 ${rules.dispatchCutoffHour}시 전 주문 시 ${rules.dispatchLeadDays > 0 ? `${rules.dispatchLeadDays}일 뒤` : '당일'} 출고`;
}

/** "냉장 택배 · 산지직송" (every partner ships from its own premises). */
export function deliveryText(rules: Pick<ShopShipping, 'deliveryType'>): string {
  return `${DELIVERY_LABELS[rules.deliveryType]} · 산지직송`;
}

/**
 * The 배송비 line for one item at `price` KRW: "무료배송" when the price reaches the threshold,
 * "3,000원 (30,000원 이상 무료배송)" below it, "3,000원" when the shop never ships free.
 */
export function shippingFeeText(rules: Pick<ShopShipping, 'shippingFee' | 'freeShippingThreshold'>, price: number): string {
  const t = rules.freeShippingThreshold;
  if (t !== null && price >= t) return '무료배송';
  return t === null ? formatKRW(rules.shippingFee) : `${formatKRW(rules.shippingFee)} (${formatKRW(t)} 이상 무료배송)`;
}

/** "제주·도서산간 3,000원 추가". */
export function remoteAreaText(rules: Pick<ShopShipping, 'remoteAreaFee'>): string {
  return `제주·도서산간 ${formatKRW(rules.remoteAreaFee)} 추가`;
}

/** The store page's line, in parts: ["냉장 택배", "배송비 3,500원", "40,000원 이상 무료배송", "평일 13시 전 주문 시 당일 출고"]. */
export function shippingSummaryParts(rules: ShopShipping): string[] {
  const parts = [DELIVERY_LABELS[rules.deliveryType], `배송비 ${formatKRW(rules.shippingFee)}`];
  if (rules.freeShippingThreshold !== null) parts.push(`${formatKRW(rules.freeShippingThreshold)} 이상 무료배송`);
  return [...parts, dispatchRuleText(rules)];
}

/** The parts joined: "냉장 택배 · 배송비 3,500원 · 40,000원 이상 무료배송 · 평일 13시 전 주문 시 당일 출고". */
export function shippingSummary(rules: ShopShipping): string {
  return shippingSummaryParts(rules).join(' · ');
}

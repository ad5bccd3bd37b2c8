/**
 * How stars read on screen (issue 16): "별 1,200개"; a KST day 'YYYY-MM-DD' as "11월 30일".
 */
import { formatNumber } from '~/lib/format';

/** 1200 → "별 1,200개". */
export const starText = (n: number) => `별 ${formatNumber(n)}개`;

/** '2026-11-30' → "11월 30일" (the day is already a KST calendar day). */
export function lastDayOf(day: string): string {
  const [, m, d] = day.split('-').map(Number);
  return `${m}월 ${d}일`;
}

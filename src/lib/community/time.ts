/**
 * Community dates in Korean, in Korea time (UTC+9) whatever the device's zone (docs/decisions/022):
 * relative times on list items and replies, the daily board's day header and its neighbours (the
 * check of its `{date}` is ./route-inputs `validDay`, which the route tree loads at start-up).
 */
import { DAY_MS, KST_MS, relativeKoreanTime } from '~/lib/relative-time';

const WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'] as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** '11.20' this year, '2025.11.20' before (KST). */
export function shortDate(iso: string, nowMs: number): string {
  const d = new Date(Date.parse(iso) + KST_MS);
  const now = new Date(nowMs + KST_MS);
  const md = `${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`;
  return d.getUTCFullYear() === now.getUTCFullYear() ? md : `${d.getUTCFullYear()}.${md}`;
}

/**
 * How long ago, as a Korean community writes it: '방금 전' (< 1 min, or a clock slightly ahead),
 * 'N분 전' (< 1 h), 'N시간 전' (earlier the same KST day), '어제' (the KST day before), else
 * {@link shortDate} ('11.20' / '2025.11.20').
 */
export function relativeTime(iso: string, nowMs: number): string {
  return relativeKoreanTime(iso, nowMs, () => shortDate(iso, nowMs));
}

/** '2026-11-24' → '11월 24일 (화)'. */
export function dayHeader(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 (${WEEKDAYS[d.getUTCDay()]})`;
}

/** The calendar day `delta` days from `date` (YYYY-MM-DD). */
export function shiftDay(date: string, delta: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** Today in Korea as YYYY-MM-DD. */
export function kstToday(nowMs: number): string {
  return new Date(nowMs + KST_MS).toISOString().slice(0, 10);
}

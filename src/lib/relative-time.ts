/**
 * Korean relative times in Korea time (UTC+9), whatever the device's zone: the part the 알림 list
 * and the community share. Older times are each caller's own wording.
 */

/** 9 hours: Korea's offset from UTC (no daylight saving), ms. */
export const KST_MS = 9 * 3600_000;
export const DAY_MS = 86400_000;

/** Days since 1970-01-01 of the KST calendar day holding `ms`. */
export const kstDay = (ms: number) => Math.floor((ms + KST_MS) / DAY_MS);

/**
 * How long before `nowMs` the time `iso` was: '방금 전' (< 1 min, or a clock slightly ahead),
 * 'N분 전' (< 1 h), 'N시간 전' (earlier the same KST day), '어제' (the KST day before); else
 * `older(days, at)` with the KST calendar days between (≥ 2) and the time in ms. An unreadable time is ''.
 */
export function relativeKoreanTime(iso: string, nowMs: number, older: (days: number, at: number) => string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const diff = nowMs - at;
  if (diff < 60_000) return '방금 전';
  if (diff < 3600_000) return `${Math.floor(diff / 60_000)}분 전`;
  const days = kstDay(nowMs) - kstDay(at);
  if (days <= 0) return `${Math.floor(diff / 3600_000)}시간 전`;
  if (days === 1) return '어제';
  return older(days, at);
}

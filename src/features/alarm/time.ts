/** When an alarm came, as a Korean app writes it, in Korea time (UTC+9) whatever the device's zone. */
import { KST_MS, relativeKoreanTime } from '~/lib/relative-time';

/**
 * '방금 전' (< 1 min), 'N분 전' (< 1 h), 'N시간 전' (the same KST day), '어제', 'N일 전' (< 7 days),
 * else '11월 20일' (KST). An unreadable time is ''.
 */
export function alarmTime(iso: string, nowMs: number): string {
  return relativeKoreanTime(iso, nowMs, (days, at) => {
    if (days < 7) return `${days}일 전`;
    const d = new Date(at + KST_MS);
    return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;
  });
}

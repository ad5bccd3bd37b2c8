/** When an alarm came, as a Korean app writes it, in Korea time (UTC+9) whatever the device's zone. */
const KST_MS = 9 * 3600_000;
const DAY_MS = 86400_000;
const kstDay = (ms: number) => Math.floor((ms + KST_MS) / DAY_MS);

/**
 * '방금 전' (< 1 min), 'N분 전' (< 1 h), 'N시간 전' (the same KST day), '어제', 'N일 전' (< 7 days),
 * else '11월 20일' (KST). An unreadable time is ''.
 */
export function alarmTime(iso: string, nowMs: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const diff = nowMs - at;
  if (diff < 60_000) return '방금 전';
  if (diff < 3600_000) return `${Math.floor(diff / 60_000)}분 전`;
  const days = kstDay(nowMs) - kstDay(at);
  if (days <= 0) return `${Math.floor(diff / 3600_000)}시간 전`;
  if (days === 1) return '어제';
  if (days < 7) return `${days}일 전`;
  const d = new Date(at + KST_MS);
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일`;
}

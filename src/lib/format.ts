/**
 * Display formatting for Korean shoppers: prices in KRW ("12,900원"), dates ("2026.11.23"),
 * remaining time for limited-deal countdowns ("02:15:09", "3일 02:15:09").
 */
const numberFormat = new Intl.NumberFormat('ko-KR');

export function formatNumber(n: number): string {
  return numberFormat.format(n);
}

/** Integer KRW → "12,900원". */
export function formatKRW(won: number): string {
  return `${numberFormat.format(Math.round(won))}원`;
}

/** ISO time → "2026.11.23" in Korea time (UTC+9). */
export function formatDate(iso: string): string {
  const d = new Date(Date.parse(iso) + 9 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}.${p(d.getUTCMonth() + 1)}.${p(d.getUTCDate())}`;
}

/** ISO time → "11월 23일 14:00" in Korea time, for deal opening times. */
export function formatDateTime(iso: string): string {
  const d = new Date(Date.parse(iso) + 9 * 3600_000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일 ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}`;
}

/** Remaining milliseconds → "HH:MM:SS", with "N일 " in front when a day or more remains. Negative → "00:00:00". */
export function formatRemaining(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${days > 0 ? `${days}일 ` : ''}${p(h)}:${p(m)}:${p(s)}`;
}

/**
 * Display formatting for Korean shoppers: prices in KRW ("12,900원"), dates ("2026.11.23"),
 * remaining time for limited-deal countdowns ("02:15:09", "3일 02:15:09").
 */
let numberFormat: Intl.NumberFormat | undefined;

/**
 * A number as ko-KR writes it: "1,234,567", "-1,200", "4.5". Integers are grouped by hand: the
 * first Intl formatter of a page loads ICU's locale data, about 30 ms of start-up on a phone for
 * every price on the first screen (issue 6). Other numbers go to Intl.NumberFormat('ko-KR').
 */
export function formatNumber(n: number): string {
  if (Number.isSafeInteger(n)) return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  numberFormat ??= new Intl.NumberFormat('ko-KR');
  return numberFormat.format(n);
}

/** KRW → "12,900원" (rounded to the won). */
export function formatKRW(won: number): string {
  return `${formatNumber(Math.round(won))}원`;
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

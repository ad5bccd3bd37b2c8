/**
 * KST (UTC+9, no daylight saving) calendar boundaries for the stars rules (daily caps, the game's
 * day, expiry at a month's end). All functions take and return instants (Date).
 */
const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** 00:00 KST of the KST day containing `now`. */
export function kstDayStart(now: Date): Date {
  const shifted = now.getTime() + KST_OFFSET_MS;
  return new Date(Math.floor(shifted / DAY_MS) * DAY_MS - KST_OFFSET_MS);
}

/** The KST calendar day of `now` as 'YYYY-MM-DD'. */
export function kstDay(now: Date): string {
  return new Date(now.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
}

/** 00:00 KST on the 1st of the KST month containing `now`, plus `addMonths` months. */
export function kstMonthStart(now: Date, addMonths = 0): Date {
  const shifted = new Date(now.getTime() + KST_OFFSET_MS);
  return new Date(Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth() + addMonths, 1) - KST_OFFSET_MS);
}

/** The KST month of `now` as 'YYYY-MM'. */
export function kstMonth(now: Date): string {
  return kstDay(now).slice(0, 7);
}

/**
 * Query-string validators for routes that "take the query string as input" (SPEC §2).
 * Invalid values are dropped (the page falls back to its default) rather than erroring.
 */
const int = (v: unknown, min: number, max: number) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

export const monthSearch = (s: Record<string, unknown>): { month?: number } => ({ month: int(s.month, 1, 12) });
export const occasionSearch = (s: Record<string, unknown>): { occasionId?: number } => ({ occasionId: int(s.occasionId, 1, 2147483647) });
export const bestSearch = (s: Record<string, unknown>): { categoryCode?: string } => ({
  categoryCode: typeof s.categoryCode === 'string' && /^(ALL|\d{2})$/.test(s.categoryCode) ? s.categoryCode : undefined,
});

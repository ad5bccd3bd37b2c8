/**
 * Titles of the seeded limited deals (한정 특가), kept truthful (issue 30: a deal titled "오늘만 이 가격"
 * ended in "1일 00:02"). A title that promises a time holds only for a deal whose window keeps the
 * promise at every moment a shopper can see it live: from the schedule anchor on (the seed's `now`,
 * app_release.schedule_anchor_at — the clock is never before it) until the deal ends. refreshSchedule
 * moves the anchor and every window by the same whole days and Korea has no daylight saving time, so
 * a title true at the seed stays true after any move; `retitledDeal` corrects a database seeded
 * before this rule.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** Korea Standard Time (UTC+9, no daylight saving). */
const KST_OFFSET = 9 * HOUR;

/** How close the end of a deal titled 마감 임박 may be, at most, when a shopper first sees it. */
export const CLOSING_SOON_HOURS = 3;
/** How long a deal titled 타임 특가 may run, at most (a sale of some hours, not days). */
export const TIME_SALE_HOURS = 24;

/** Titles that promise nothing about time: true for any deal. */
export const PLAIN_DEAL_TITLES = ['한정 수량 특가', '산지 직송 초특가', '선착순 특가'] as const;

/** A deal's window. */
export interface DealWindow {
  startAt: Date;
  endAt: Date;
}

/** Midnight (KST) that ends the Korean day of `at`. */
export function endOfKstDay(at: Date): Date {
  return new Date(Math.floor((at.getTime() + KST_OFFSET) / DAY) * DAY + DAY - KST_OFFSET);
}

/**
 * Titles that promise a time, each with when it is true of a deal seen from `anchor` on (a live
 * shopper's clock `x` is ≥ anchor and < endAt):
 * - 오늘만 이 가격: the deal ends by the midnight (KST) ending the anchor's day, so by the end of x's day;
 * - 마감 임박: live at the anchor and ending within CLOSING_SOON_HOURS of it, so of x;
 * - 타임 특가: the whole window is at most TIME_SALE_HOURS long, and it has not ended.
 */
const TIMED_DEAL_TITLES: Record<string, (w: DealWindow, anchor: Date) => boolean> = {
  '오늘만 이 가격': (w, anchor) => w.endAt > anchor && w.endAt <= endOfKstDay(anchor),
  '마감 임박': (w, anchor) => w.startAt <= anchor && w.endAt > anchor && w.endAt.getTime() - anchor.getTime() <= CLOSING_SOON_HOURS * HOUR,
  '타임 특가': (w, anchor) => w.endAt > anchor && w.endAt.getTime() - w.startAt.getTime() <= TIME_SALE_HOURS * HOUR,
};

/** Every title the seed gives a deal, in its draw order. */
export const DEAL_TITLES = ['오늘만 이 가격', '한정 수량 특가', '타임 특가', '산지 직송 초특가', '선착순 특가', '마감 임박'] as const;

/** Whether a deal title's lead ("오늘만 이 가격" of "오늘만 이 가격 · 완도 전복") is true of the window seen from `anchor`. */
export function dealTitleHolds(lead: string, w: DealWindow, anchor: Date): boolean {
  const rule = TIMED_DEAL_TITLES[lead];
  return rule ? rule(w, anchor) : true;
}

/** The seed's titles that are true of a deal with window `w` seeded at `anchor` (never empty: the plain ones always are). */
export function dealTitlesFor(w: DealWindow, anchor: Date): string[] {
  return DEAL_TITLES.filter((title) => dealTitleHolds(title, w, anchor));
}

/**
 * The title a deal should have from `anchor` on: its own when its lead holds, else the same title
 * with a plain lead (chosen by the deal's id, so the same each time); null when it is fine.
 */
export function retitledDeal(d: DealWindow & { dealId: number; title: string }, anchor: Date): string | null {
  const [lead, ...rest] = d.title.split(' · ');
  if (dealTitleHolds(lead, d, anchor)) return null;
  return [PLAIN_DEAL_TITLES[d.dealId % PLAIN_DEAL_TITLES.length], ...rest].join(' · ');
}

/**
 * Admin preview reads (issue 17; SPEC §2 /admin-deal/{id}, /admin-period/{id}, /admin-event/{id},
 * /admin-notice/{id}; docs/decisions/032-admin-preview.md): the public detail of an item in ANY
 * state — 비공개, 예약됨, 종료 — with that state. Nothing is written: no view is counted, no price
 * token is signed (a preview is not a sale). Unknown id → ApiError NO_DATA (8).
 */
import { eq } from 'drizzle-orm';
import type { PreviewState } from '@contract/admin-preview.js';
import type { Db } from '@server/db/client.js';
import { deals, events, periods } from '@server/db/schema/index.js';
import { iso } from '@server/db/queries/catalogue.js';
import { getDeal, getEvent, getPeriod, previewNotice } from '@server/domain/catalogue/display.service.js';

/**
 * The preview state at `now`: no publishedAt → draft; a later one → scheduled; a window that is
 * over (endAt ≤ now) → ended; else live.
 */
export function previewState(publishedAt: Date | null, endAt: Date | null, now: Date): PreviewState {
  if (!publishedAt) return 'draft';
  if (publishedAt > now) return 'scheduled';
  if (endAt && endAt <= now) return 'ended';
  return 'live';
}

const answer = <T>(item: T, publishedAt: Date | null, endAt: Date | null, now: Date) => ({
  state: previewState(publishedAt, endAt, now),
  publishedAt: publishedAt ? iso(publishedAt) : null,
  item,
});

export async function previewDeal(db: Db, dealId: number, now = new Date()) {
  const item = await getDeal(db, dealId, now, { preview: true });
  const [row] = await db.select({ publishedAt: deals.publishedAt, endAt: deals.endAt }).from(deals).where(eq(deals.dealId, dealId));
  return answer(item, row.publishedAt, row.endAt, now);
}

export async function previewPeriod(db: Db, periodId: number, now = new Date()) {
  const item = await getPeriod(db, periodId, now, { preview: true });
  const [row] = await db.select({ publishedAt: periods.publishedAt, endAt: periods.endAt }).from(periods).where(eq(periods.periodId, periodId));
  return answer(item, row.publishedAt, row.endAt, now);
}

export async function previewEvent(db: Db, eventId: number, now = new Date()) {
  const item = await getEvent(db, eventId, now, { preview: true });
  const [row] = await db.select({ publishedAt: events.publishedAt, endAt: events.endAt }).from(events).where(eq(events.eventId, eventId));
  return answer(item, row.publishedAt, row.endAt, now);
}

export async function previewNoticeItem(db: Db, noticeId: number, now = new Date()) {
  const { notice, publishedAt } = await previewNotice(db, noticeId);
  return answer(notice, publishedAt, null, now);
}

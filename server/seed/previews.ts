/**
 * Seeded preview items (issue 17, SPEC §2 /admin-deal, /admin-period, /admin-event, /admin-notice;
 * docs/decisions/032-admin-preview.md): every seeded deal, period and event is published 30 days
 * before the seed time and every seeded notice when it was written (its created_at), and each kind gets one 예약됨 item (published 5 days after the seed
 * time) and one 비공개 item (published_at null) that only the admin preview shows. No random draws:
 * the rest of the seed stays as it was.
 */
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

const DAY = 86_400_000;

/** Ids of the seeded preview items: `scheduled` is published later, `draft` never (until an operator does). */
export interface PreviewSeed {
  deal: { scheduled: number; draft: number };
  period: { scheduled: number; draft: number };
  event: { scheduled: number; draft: number };
  notice: { scheduled: number; draft: number };
}

/** Mark every row seeded so far as published (see the module comment) and add the preview items. */
export async function seedPreviewItems(db: Db, now: Date): Promise<PreviewSeed> {
  const published = new Date(now.getTime() - 30 * DAY);
  const later = new Date(now.getTime() + 5 * DAY);
  for (const table of [t.deals, t.periods, t.events])
    await db
      .update(table)
      .set({ publishedAt: published })
      .where(sql`true`);
  // A notice went public when it was written: its date (the list's, the members' notice alarm's) is its publication.
  await db
    .update(t.notices)
    .set({ publishedAt: sql`${t.notices.createdAt}` })
    .where(sql`true`);

  const [source] = await db.select().from(t.deals).where(isNotNull(t.deals.publishedAt)).orderBy(asc(t.deals.dealId)).limit(1);
  const deal = (title: string, publishedAt: Date | null, startAt: Date) => ({
    productNo: source.productNo,
    title,
    dealPrice: source.dealPrice,
    discountRate: source.discountRate,
    stockTotal: 100,
    stockLeft: 100,
    startAt,
    endAt: new Date(startAt.getTime() + DAY),
    sortOrder: 99,
    publishedAt,
  });
  const deals = await db
    .insert(t.deals)
    .values([deal('[예약] 김장철 절임배추 특가', later, later), deal('[비공개] 설 선물 한우 특가 (준비 중)', null, new Date(now.getTime() + 40 * DAY))])
    .returning({ id: t.deals.dealId });

  /**
   * The 예약됨 and 비공개 copies of a period or event, in that order: the scheduled one is published
   * and starts `later`, the draft (never published) starts 40 days after the seed; each runs `days` days.
   */
  const previewPair = (scheduledTitle: string, draftTitle: string, days: number) =>
    [
      { title: scheduledTitle, publishedAt: later },
      { title: draftTitle, publishedAt: null },
    ].map(({ title, publishedAt }) => {
      const startAt = publishedAt ?? new Date(now.getTime() + 40 * DAY);
      return { title, startAt, endAt: new Date(startAt.getTime() + days * DAY), publishedAt };
    });

  const [period] = await db.select().from(t.periods).orderBy(asc(t.periods.periodId)).limit(1);
  const periodItems = await db.select().from(t.periodProducts).where(eq(t.periodProducts.periodId, period.periodId));
  const periods = await db
    .insert(t.periods)
    .values(
      previewPair('[예약] 12월 겨울 과일 기획전', '[비공개] 설맞이 선물 기획전 (준비 중)', 10).map((r) => ({
        ...r,
        subtitle: '운영자가 준비 중인 기획전이에요',
        bannerImageUrl: period.bannerImageUrl,
      })),
    )
    .returning({ id: t.periods.periodId });
  for (const p of periods) if (periodItems.length) await db.insert(t.periodProducts).values(periodItems.map((r) => ({ ...r, periodId: p.id })));

  const [event] = await db.select().from(t.events).orderBy(asc(t.events.eventId)).limit(1);
  const eventItems = await db.select().from(t.eventProducts).where(eq(t.eventProducts.eventId, event.eventId));
  const events = await db
    .insert(t.events)
    .values(
      previewPair('[예약] 연말 감사 이벤트', '[비공개] 새해 출석 이벤트 (준비 중)', 14).map((r) => ({
        ...r,
        subtitle: '운영자가 준비 중인 이벤트예요',
        content: '이벤트 내용을 준비하고 있어요. 공개 전에 문구와 상품을 확인해 주세요.',
        bannerImageUrl: event.bannerImageUrl,
      })),
    )
    .returning({ id: t.events.eventId });
  for (const e of events) if (eventItems.length) await db.insert(t.eventProducts).values(eventItems.map((r) => ({ ...r, eventId: e.id })));

  const notices = await db
    .insert(t.notices)
    .values([
      {
        title: '[예약] 연말 배송 일정 안내',
        content: '12월 마지막 주에는 택배사 물량이 많아 배송이 하루이틀 늦어질 수 있어요.',
        createdAt: later,
        publishedAt: later,
      },
      { title: '[비공개] 개인정보 처리방침 개정 안내 (초안)', content: '개정 내용을 정리하고 있어요.', createdAt: now, publishedAt: null },
    ])
    .returning({ id: t.notices.noticeId });

  const pair = (rows: Array<{ id: number }>) => ({ scheduled: rows[0].id, draft: rows[1].id });
  return { deal: pair(deals), period: pair(periods), event: pair(events), notice: pair(notices) };
}

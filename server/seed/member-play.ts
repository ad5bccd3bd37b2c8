/**
 * Seed rows of the game/events/orders/banners part of the member economy (issue 16;
 * docs/decisions/026-member-economy.md "## Game, events, orders, banners"):
 *
 * - Shop stand-in orders for the seeded community members (not withdrawn): each has 2–4 favourite
 *   products (from the 200 best sellers) bought again and again, plus one-off orders — 3 to 14 order
 *   lines over the last 180 days, quantity 1–3 — so "자주 산 상품" ranks believably.
 * - Adon banners: for 'home', 'my-page' and 'community', current ones (started 3 days ago, ending
 *   in a year) plus one that has ended and one that has not started, so the display window shows.
 *   Images are the catalogue's generated banners (public/images/banners/*.svg).
 *
 * Deterministic: the seed's PRNG (createRng) drives every choice, given { seed, now }.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';

type Rng = { next(): number; int(min: number, max: number): number; pick<T>(arr: readonly T[]): T; chance(p: number): boolean };

const DAY = 24 * 3600_000;
/** XOR-ed into the seed for the orders' own PRNG stream. */
const ORDER_SEED_SALT = 0x0bde75;

/** The banner set, in display order per placement; link paths are in-app (the event's is filled in). */
const BANNERS: Array<{ placement: string; title: string; image: string; link: string; window: 'current' | 'ended' | 'future' }> = [
  { placement: 'home', title: '매일 한 번 룰렛 돌리고 별 받아가세요', image: 'app-points', link: '/game', window: 'current' },
  { placement: 'home', title: '이번 주 제철 특가 모아보기', image: 'fruit', link: '/season', window: 'current' },
  { placement: 'home', title: '지난 설 선물세트 기획전', image: 'newyear-gift', link: '/best', window: 'ended' },
  { placement: 'home', title: '김장철 절임배추 사전 예약', image: 'kimjang', link: '/best', window: 'future' },
  { placement: 'my-page', title: '오늘의 룰렛, 최대 별 100개', image: 'app-points', link: '/game', window: 'current' },
  { placement: 'my-page', title: '이벤트 응모하고 별 받기', image: 'review', link: 'event', window: 'current' },
  { placement: 'my-page', title: '주말 한정 산지 직송 특가', image: 'weekend', link: '/best', window: 'ended' },
  { placement: 'community', title: '구매 후기 남기고 별 모으기', image: 'review', link: '/community/main/dashboard', window: 'current' },
];

/** Insert the banner set (windows relative to `now`). */
export async function seedBanners(db: Db, now: Date): Promise<number> {
  const [ev] = await db
    .execute(sql`select event_id as id from events where start_at <= ${now} and end_at > ${now} order by event_id limit 1`)
    .then((r) => (r as unknown as { rows: Array<{ id: number }> }).rows);
  const windowOf = (w: (typeof BANNERS)[number]['window']) =>
    w === 'current'
      ? { startAt: new Date(now.getTime() - 3 * DAY), endAt: new Date(now.getTime() + 365 * DAY) }
      : w === 'ended'
        ? { startAt: new Date(now.getTime() - 40 * DAY), endAt: new Date(now.getTime() - 10 * DAY) }
        : { startAt: new Date(now.getTime() + 20 * DAY), endAt: new Date(now.getTime() + 50 * DAY) };
  const rows = BANNERS.map((b, i) => ({
    placement: b.placement,
    title: b.title,
    imageUrl: `/images/banners/${b.image}.svg`,
    linkUrl: b.link === 'event' ? (ev ? `/event/${ev.id}` : '/best') : b.link,
    sortOrder: i,
    ...windowOf(b.window),
  }));
  await db.insert(t.adonBanners).values(rows);
  return rows.length;
}

/** Order lines for the seeded community members (see the module comment). */
export async function seedOrders(db: Db, opts: { now: Date; seed: number; createRng: (seed: number) => Rng }): Promise<number> {
  const rng = opts.createRng(opts.seed ^ ORDER_SEED_SALT);
  const q = async <T>(s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;
  const members = await q<{ id: number }>(
    sql`select user_id as id from users where provider_uid like 'seed:community:%' and withdrawn_at is null and nick_name is not null order by user_id`,
  );
  const best = await q<{ no: number }>(sql`select product_no as no from products where stock > 0 order by sales_count desc, product_no limit 200`);
  if (!members.length || !best.length) return 0;
  const rows: Array<typeof t.shopOrders.$inferInsert> = [];
  for (const m of members) {
    const favourites = Array.from({ length: rng.int(2, 4) }, () => rng.pick(best).no);
    const lines = rng.int(3, 14);
    for (let i = 0; i < lines; i++) {
      const productNo = rng.chance(0.7) ? rng.pick(favourites) : rng.pick(best).no;
      const orderedAt = new Date(opts.now.getTime() - rng.int(1, 180) * DAY - rng.int(0, 23) * 3600_000 - rng.int(0, 59) * 60_000);
      rows.push({ userId: m.id, productNo, quantity: rng.chance(0.75) ? 1 : rng.int(2, 3), orderedAt });
    }
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(t.shopOrders).values(rows.slice(i, i + 500));
  return rows.length;
}

/**
 * Seed orders and banners where none exist yet (a fresh seed, or a database seeded before issue 16).
 * Cheap when done: two one-row reads.
 */
export async function seedMemberPlay(
  db: Db,
  opts: { now: Date; seed: number; createRng: (seed: number) => Rng },
): Promise<{ orders: number; banners: number }> {
  const [anyBanner] = await db.select({ id: t.adonBanners.bannerId }).from(t.adonBanners).limit(1);
  const [anyOrder] = await db.select({ id: t.shopOrders.orderLineId }).from(t.shopOrders).limit(1);
  return {
    banners: anyBanner ? 0 : await seedBanners(db, opts.now),
    orders: anyOrder ? 0 : await seedOrders(db, opts),
  };
}

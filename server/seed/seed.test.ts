/**
 * Seed: deterministic (same seed → same rows), realistic sizes (SPEC-driven issue 2 minimums),
 * consistent prices, a schedule that follows the clock, and every stored image path exists.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { backfillShipping, refreshSchedule, salePriceOf, seedDatabase } from './index.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

const NOW = new Date('2026-11-23T03:00:00Z');
/** Rows of a raw `db.execute` result (the driver-neutral Db type leaves it untyped). */
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
let a: Database;
let b: Database;

beforeAll(async () => {
  [a, b] = await Promise.all([
    openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() }),
    openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() }),
  ]);
  await Promise.all([a.migrate(), b.migrate()]);
  await Promise.all([seedDatabase(a.db, { products: 1000, seed: 7, now: NOW }), seedDatabase(b.db, { products: 1000, seed: 7, now: NOW })]);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe('seed', () => {
  it('is deterministic for the same seed and time', async () => {
    const rowsA = await a.db.select().from(t.products).orderBy(asc(t.products.productNo));
    const rowsB = await b.db.select().from(t.products).orderBy(asc(t.products.productNo));
    expect(rowsA.length).toBe(1000);
    expect(rowsB).toEqual(rowsA);
    expect(await b.db.select().from(t.deals).orderBy(asc(t.deals.dealId))).toEqual(await a.db.select().from(t.deals).orderBy(asc(t.deals.dealId)));
  });
  it('spreads ≥ 60 stores over all 17 시/도 and uses three category levels', async () => {
    const perLocal = rowsOf<{ local_code: string; n: number }>(await a.db.execute(sql`select local_code, count(*)::int as n from shops group by 1`));
    expect(perLocal.length).toBe(17);
    expect(perLocal.reduce((s, r) => s + Number(r.n), 0)).toBeGreaterThanOrEqual(60);
    const depths = rowsOf<{ depth: number }>(await a.db.execute(sql`select distinct depth from categories order by 1`));
    expect(depths.map((r) => Number(r.depth))).toEqual([1, 2, 3]);
    const bad = rowsOf(await a.db.execute(sql`select 1 from products p join categories c on c.code = p.category_code where c.depth <> 3`));
    expect(bad.length).toBe(0);
  });
  it('prices are integer KRW consistent with the discount rate, names are Korean', async () => {
    const rows = await a.db.select().from(t.products);
    for (const p of rows) {
      expect(p.salePrice).toBe(salePriceOf(p.price, p.discountRate));
      expect(p.salePrice % 10).toBe(0);
      expect(p.name).toMatch(/[가-힣]/);
      expect(p.seasonMonths.every((m) => m >= 1 && m <= 12)).toBe(true);
    }
    expect(rows.some((p) => p.name.includes('청송 사과') || p.name.includes('청송 꿀사과') || p.name.includes('청송 햇사과'))).toBe(true);
  });
  it('has live, upcoming and ended limited deals at seed time', async () => {
    const deals = await a.db.select().from(t.deals);
    const live = deals.filter((d) => d.startAt <= NOW && d.endAt > NOW);
    expect(live.length).toBeGreaterThan(5);
    expect(deals.some((d) => d.startAt > NOW)).toBe(true);
    expect(deals.some((d) => d.endAt <= NOW)).toBe(true);
  });
  it('refreshSchedule moves a stale schedule forward by whole days so deals are live again', async () => {
    const later = new Date(NOW.getTime() + 10 * 86400000 + 3600000);
    const before = await a.db.select().from(t.deals).orderBy(asc(t.deals.dealId));
    expect(before.filter((d) => d.startAt <= later && d.endAt > later)).toHaveLength(0);
    await refreshSchedule(a.db, later);
    const after = await a.db.select().from(t.deals).orderBy(asc(t.deals.dealId));
    expect(after.filter((d) => d.startAt <= later && d.endAt > later).length).toBeGreaterThan(5);
    expect(after[0].startAt.getTime() - before[0].startAt.getTime()).toBe(10 * 86400000);
    await refreshSchedule(a.db, later); // idempotent for the same day
    const again = await a.db.select().from(t.deals).orderBy(asc(t.deals.dealId));
    expect(again[0].startAt.getTime()).toBe(after[0].startAt.getTime());
  });
  it('every image path stored in the database exists in public/', async () => {
    const res = rowsOf<{ url: string }>(
      await a.db.execute(sql`
      select image_url as url from products union select image_url from shops union select image_url from locals
      union select image_url from categories union select banner_image_url from periods union select banner_image_url from events
      union select image_url from season_occasions`),
    );
    expect(res.length).toBeGreaterThan(50);
    const missing = res.map((r) => r.url).filter((u) => !existsSync(path.join(process.cwd(), 'public', u)));
    expect(missing).toEqual([]);
  });
});

describe('shipping backfill (issue 13)', () => {
  it('gives an older database (every shop at the migration defaults) the rules a fresh seed gives, once', async () => {
    const fresh = await a.db.select().from(t.shops).orderBy(asc(t.shops.shopId));
    expect(new Set(fresh.map((s) => s.deliveryType)).size).toBeGreaterThan(1);
    // what migration 0008 left in a data folder seeded before it
    await a.db.execute(
      sql`update shops set delivery_type = 'parcel', shipping_fee = 3000, free_shipping_threshold = null, remote_area_fee = 3000, dispatch_cutoff_hour = 14, dispatch_lead_days = 0`,
    );
    expect(await backfillShipping(a.db, 7)).toBe(fresh.length);
    expect(await a.db.select().from(t.shops).orderBy(asc(t.shops.shopId))).toEqual(fresh);
    // once any shop has rules of its own, nothing is touched again (an edited shop keeps its edit)
    await a.db.execute(sql`update shops set shipping_fee = 2500 where shop_id = ${fresh[0].shopId}`);
    expect(await backfillShipping(a.db, 7)).toBe(0);
    const [first] = await a.db.select().from(t.shops).orderBy(asc(t.shops.shopId)).limit(1);
    expect(first.shippingFee).toBe(2500);
    await a.db.execute(sql`update shops set shipping_fee = ${fresh[0].shippingFee} where shop_id = ${fresh[0].shopId}`);
  });
});

describe('deal titles keep their promise (issue 30: "오늘만 이 가격" ended in 1일 00:02)', () => {
  const HOUR = 3600_000;
  /** The Korean (KST, UTC+9) calendar day of a moment, as a day number. */
  const kstDay = (ms: number) => Math.floor((ms + 9 * HOUR) / (24 * HOUR));
  type Deal = typeof t.deals.$inferSelect;
  /** The deals live at `x` whose title says something about time that is false at `x`, with why. */
  const untrueAt = (deals: Deal[], x: Date) =>
    deals
      .filter((d) => d.startAt <= x && d.endAt > x)
      .flatMap((d) => {
        const lead = d.title.split(' · ')[0];
        const left = d.endAt.getTime() - x.getTime();
        // ends by midnight (KST) of the day it is seen: the last moment of the deal is on that day
        if (lead === '오늘만 이 가격' && kstDay(d.endAt.getTime() - 1) !== kstDay(x.getTime()))
          return [`${d.title} ends ${d.endAt.toISOString()} (seen ${x.toISOString()})`];
        if (lead === '마감 임박' && left > 3 * HOUR) return [`${d.title} has ${Math.round(left / HOUR)} h left`];
        if (lead === '타임 특가' && d.endAt.getTime() - d.startAt.getTime() > 24 * HOUR)
          return [`${d.title} runs ${Math.round((d.endAt.getTime() - d.startAt.getTime()) / HOUR)} h`];
        return [];
      });
  /** Every hour of two days from `from`: each deal title must hold whenever a shopper sees the deal live. */
  const untrueOver = (deals: Deal[], from: Date) => [
    ...new Set(Array.from({ length: 48 }, (_, h) => untrueAt(deals, new Date(from.getTime() + h * HOUR))).flat()),
  ];

  it('a fresh seed titles a deal 오늘만 / 마감 임박 / 타임 특가 only when its window keeps that, at every hour it is live', async () => {
    const deals = await b.db.select().from(t.deals).orderBy(asc(t.deals.dealId));
    expect(untrueOver(deals, NOW)).toEqual([]);
    // the plain titles are still used and the timed ones still appear where true
    expect(new Set(deals.map((d) => d.title.split(' · ')[0])).size).toBeGreaterThan(2);
  });
  it('titles stay true after refreshSchedule moves the deals into another day, and an older database is re-titled', async () => {
    // 3 days and 13 h later: 01:00 the next KST day, so times of day wrap past midnight
    const later = new Date(NOW.getTime() + 3 * 24 * HOUR + 13 * HOUR);
    await refreshSchedule(b.db, later);
    const moved = await b.db.select().from(t.deals).orderBy(asc(t.deals.dealId));
    expect(moved.filter((d) => d.startAt <= later && d.endAt > later).length).toBeGreaterThan(0);
    expect(untrueOver(moved, later)).toEqual([]);
    // a database seeded before the rule: a 40-hour deal titled 오늘만 이 가격 is given a title with no promise
    const live = moved.find((d) => d.startAt <= later && d.endAt > later)!;
    const [, product] = live.title.split(' · ');
    await b.db
      .update(t.deals)
      .set({ title: `오늘만 이 가격 · ${product}`, endAt: new Date(later.getTime() + 40 * HOUR) })
      .where(sql`deal_id = ${live.dealId}`);
    await refreshSchedule(b.db, later);
    const [fixed] = await b.db
      .select()
      .from(t.deals)
      .where(sql`deal_id = ${live.dealId}`);
    expect(fixed.title).not.toMatch(/^(오늘만 이 가격|마감 임박|타임 특가)/);
    expect(fixed.title.endsWith(` · ${product}`)).toBe(true);
    expect(untrueOver(await b.db.select().from(t.deals), later)).toEqual([]);
  });
});

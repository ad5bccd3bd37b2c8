/**
 * The seed knows what month it is (issue 30, docs/decisions/041-seasonal-calendar.md): seeded in each
 * of the 12 months (KST), every live deal, every 기획전/이벤트 item, every home and season section item
 * and every product on sale is in season that month or a stored/processed form named so
 * (season-calendar.ts) — and, checked by name alone, 매실·수박·복숭아·참외 are not sold fresh in
 * December nor 대게·딸기 in July.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { getHomeSeason } from '../domain/catalogue/display.service.js';
import { hundredWonItemsOf, refreshSchedule, seedDatabase } from './index.js';
import { SPECIALTIES } from './specialties.js';
import { SEASON_CALENDAR, SEASON_SOURCES, isFreshIn, kstMonthOf, offerOf } from './season-calendar.js';
import { specialtyKeyOf } from './themes.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

/** Rows of a raw `db.execute` result. */
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** Fresh kinds that must not be on sale fresh in a month, by name alone: [month, kind word, words of the processed forms allowed]. */
const OUT_OF_SEASON: Array<[number, RegExp, RegExp]> = [
  [12, /매실/, /매실청/],
  [12, /수박/, /$^/],
  [12, /복숭아/, /복숭아즙/],
  [12, /참외/, /$^/],
  [7, /대게/, /$^/],
  [7, /딸기/, /$^/],
  [1, /햇|햅/, /$^/],
];

describe('season calendar (issue 30)', () => {
  it('covers every kind, agrees with specialties.json, and cites its sources', () => {
    expect(SEASON_SOURCES.join(' ')).toMatch(/농촌진흥청/);
    expect(SEASON_SOURCES.join(' ')).toMatch(/해양수산부/);
    expect(SEASON_SOURCES.join(' ')).toMatch(/aT/);
    expect(SPECIALTIES.filter((sp) => !SEASON_CALENDAR[sp.key]).map((sp) => sp.key)).toEqual([]);
    expect(Object.keys(SEASON_CALENDAR).filter((k) => !SPECIALTIES.some((sp) => sp.key === k))).toEqual([]);
    const disagree = SPECIALTIES.filter(
      (sp) => [...SEASON_CALENDAR[sp.key].fresh].sort((a, b) => a - b).join() !== [...sp.months].sort((a, b) => a - b).join(),
    );
    expect(disagree.map((sp) => sp.key)).toEqual([]);
  });

  it('reads the month in Korea, and names what it allows', () => {
    expect(kstMonthOf(new Date('2026-11-30T14:59:59Z'))).toBe(11);
    expect(kstMonthOf(new Date('2026-11-30T15:00:00Z'))).toBe(12);
    expect(offerOf('gwangyang-maesil', '광양 황매실 5kg', 12)).toBeNull();
    expect(offerOf('gwangyang-maesil', '광양 매실청 1L', 12)).toBe('청');
    expect(offerOf('cheongsong-apple', '청송 사과 가정용 5kg', 7)).toBeNull();
    expect(offerOf('cheongsong-apple', '청송 저장 사과 가정용 5kg', 7)).toBe('stored');
    expect(offerOf('changnyeong-onion', '창녕 햇양파 5kg', 1)).toBeNull();
    for (let m = 1; m <= 12; m++) {
      const items = hundredWonItemsOf(m);
      expect(items.length, `month ${m}`).toBeGreaterThanOrEqual(2);
      expect(items.every((key) => isFreshIn(key, m))).toBe(true);
    }
  });
});

/**
 * What a database shows in featured places at `now` that is not offered in `month`: live deals,
 * 기획전/이벤트 items (of live and coming ones), best lists, 테마별·제철 추천 shelves, 이달의 제철 and
 * every product on sale. Each place must hold something.
 */
async function featuredProblems(d: Database, now: Date, month: number): Promise<string[]> {
  const products = await d.db.select().from(t.products);
  const byNo = new Map(products.map((p) => [p.productNo, p]));
  const problems: string[] = [];
  const check = (where: string, productNos: number[]) => {
    if (productNos.length === 0) problems.push(`${where}: empty`);
    for (const no of productNos) {
      const p = byNo.get(no)!;
      if (offerOf(specialtyKeyOf(p), p.name, month) === null) problems.push(`${where}: ${p.name}`);
    }
  };
  const at = sql`${now.toISOString()}::timestamptz`;
  const live = rowsOf<{ product_no: number }>(await d.db.execute(sql`select product_no from deals where start_at <= ${at} and end_at > ${at}`));
  if (live.length <= 5) problems.push(`한정 특가: ${live.length} live`);
  check(
    '한정 특가',
    live.map((r) => r.product_no),
  );
  const shown = (table: 'period_products' | 'event_products', owner: 'periods' | 'events', id: 'period_id' | 'event_id') =>
    d.db
      .execute(
        sql`select x.product_no from ${sql.identifier(table)} x join ${sql.identifier(owner)} o on o.${sql.identifier(id)} = x.${sql.identifier(id)} where o.end_at > ${at}`,
      )
      .then((r) => rowsOf<{ product_no: number }>(r).map((row) => row.product_no));
  check('기획전', await shown('period_products', 'periods', 'period_id'));
  check('이벤트', await shown('event_products', 'events', 'event_id'));
  check(
    '베스트',
    (await d.db.select().from(t.bestRanks)).map((r) => r.productNo),
  );
  check(
    '테마별 추천',
    (await d.db.select().from(t.seasonOccasionProducts)).map((r) => r.productNo),
  );
  check(
    '제철 추천',
    (await d.db.select().from(t.seasonRecommendationProducts)).map((r) => r.productNo),
  );
  const season = await getHomeSeason(d.db, now);
  if (season.month !== month) problems.push(`이달의 제철: month ${season.month}`);
  check(
    '이달의 제철',
    season.products.map((p) => p.productNo),
  );
  // the catalogue itself: whatever is on sale is offered this month (the rest is 품절)
  check(
    '판매 중',
    products.filter((p) => !p.isSoldOut).map((p) => p.productNo),
  );
  return problems;
}

/** Titles of the 기획전 that run or are coming at `now` (the admin preview's '[…]' copies aside). */
const runningPeriods = async (d: Database, now: Date) =>
  rowsOf<{ title: string }>(await d.db.execute(sql`select title from periods where end_at > ${now.toISOString()}::timestamptz`))
    .map((r) => r.title)
    .filter((title) => !title.startsWith('['))
    .join(' ');

describe.each(Array.from({ length: 12 }, (_, i) => i + 1))('the seed in month %i (KST)', (month) => {
  // the 1st at 00:30 KST: the previous day in UTC, so a seed reading the server's UTC month fails
  const now = new Date(Date.UTC(2026, month - 1, 1, 0, 30) - 9 * 3600_000);
  let d: Database;
  afterAll(async () => {
    await d?.close();
  });

  it('features only what is in season or a stored/processed form named so', async () => {
    d = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
    await d.migrate();
    await seedDatabase(d.db, { products: 100, seed: 11, now, communityPosts: 0 });
    expect(await featuredProblems(d, now, month)).toEqual([]);

    // by name alone, whatever the calendar says: no 수박 on sale in December, no 대게 in July
    const onSale = (await d.db.select().from(t.products)).filter((p) => !p.isSoldOut);
    for (const [m, kind, allowed] of OUT_OF_SEASON.filter(([m]) => m === month)) {
      expect(
        onSale.filter((p) => kind.test(p.name) && !allowed.test(p.name)).map((p) => p.name),
        `${m}월 ${kind}`,
      ).toEqual([]);
    }
    // the 기획전 that run are the month's: no 겨울 대게·굴 in July
    const periodTitles = await runningPeriods(d, now);
    if (month >= 4 && month <= 10) expect(periodTitles).not.toMatch(/겨울/);
    if (month >= 6 && month <= 8) expect(periodTitles).toMatch(/여름/);
  });
});

describe('an app that runs into another month (refreshSchedule)', () => {
  let d: Database;
  afterAll(async () => {
    await d?.close();
  });

  it('applies the new month’s calendar: December’s catalogue booted in July sells no 대게 and shows no 겨울 기획전', async () => {
    d = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
    await d.migrate();
    const seededAt = new Date('2026-12-10T03:00:00Z');
    await seedDatabase(d.db, { products: 100, seed: 11, now: seededAt, communityPosts: 0 });
    const july = new Date('2027-07-14T03:00:00Z');
    expect(await featuredProblems(d, july, 7)).not.toEqual([]);
    await refreshSchedule(d.db, july);
    expect(await featuredProblems(d, july, 7)).toEqual([]);
    expect(await runningPeriods(d, july)).not.toMatch(/겨울/);
    // what December sold out for the season is on sale again in its season (참외, 수박 in July)
    const onSale = (await d.db.select().from(t.products)).filter((p) => !p.isSoldOut);
    expect(onSale.some((p) => /참외|수박/.test(p.name))).toBe(true);
    // …and back in December, 청송 사과 is fresh again (no 저장), 예산 사과 (9–11월) is sold from storage
    const december = new Date('2027-12-08T03:00:00Z');
    await refreshSchedule(d.db, december);
    expect(await featuredProblems(d, december, 12)).toEqual([]);
    const after = await d.db.select().from(t.products);
    expect(after.filter((p) => specialtyKeyOf(p) === 'cheongsong-apple' && p.name.includes('저장')).map((p) => p.name)).toEqual([]);
    expect(after.filter((p) => specialtyKeyOf(p) === 'yesan-apple' && !p.name.includes('저장') && !p.isSoldOut).map((p) => p.name)).toEqual([]);
    // a 햇 product out of season is 품절, never '저장 햇양파'
    expect(after.filter((p) => /저장 (햇|햅)/.test(p.name)).map((p) => p.name)).toEqual([]);
  });
});

/**
 * A persisted catalogue follows the month (issue 30, docs/decisions/041-seasonal-calendar.md): when
 * the app boots in another month in Korea than the one its schedule was last aligned in
 * (app_release.schedule_anchor_at), refreshSchedule calls `refreshSeason`, which applies the seasonal
 * calendar to the stored catalogue as the seed would have: names gain or lose the stored word (청송
 * 저장 사과), products out of season become 품절 and those back in season are on sale again, deals of
 * products no longer offered move to products that are, and 기획전/이벤트/shelf items no longer
 * offered leave their lists; a 기획전/이벤트 whose theme is not of the new month ends. Deterministic given the
 * database and the month; touches only rows that change.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { itemWord } from './catalogue.js';
import { isSeasonal, offerOf, seasonOf, storedName } from './season-calendar.js';
import { SPECIALTIES } from './specialties.js';
import { EVENT_THEMES, PERIOD_THEMES, specialtyKeyOf } from './themes.js';

/** Sale price from list price and discount % (index.ts salePriceOf; repeated to keep this module free of the seed's). */
const salePriceOf = (price: number, rate: number) => Math.floor((price * (100 - rate)) / 100 / 10) * 10;

/** The name without the stored word the calendar gave it in another month ('청송 저장 사과' → '청송 사과'). */
function freshNameOf(key: string, name: string): string {
  const word = seasonOf(key).stored?.word;
  return word
    ? name
        .split(' ')
        .filter((w) => w !== word)
        .join(' ')
    : name;
}

/**
 * Apply the calendar of `month` (1–12, KST) to a catalogue last aligned in `fromMonth` (see the module comment).
 * @returns how many products changed (name or sale state)
 */
export async function refreshSeason(db: Db, fromMonth: number, month: number, now: Date): Promise<number> {
  const byKey = new Map(SPECIALTIES.map((sp) => [sp.key, sp]));
  const rows = await db
    .select({
      productNo: t.products.productNo,
      name: t.products.name,
      imageUrl: t.products.imageUrl,
      stock: t.products.stock,
      price: t.products.price,
      salePrice: t.products.salePrice,
      discountRate: t.products.discountRate,
      isSoldOut: t.products.isSoldOut,
    })
    .from(t.products)
    .orderBy(t.products.productNo);
  const changed: Array<{ productNo: number; name: string; stock: number }> = [];
  const offered: typeof rows = [];
  for (const p of rows) {
    const key = specialtyKeyOf(p);
    const sp = byKey.get(key);
    if (!sp) continue;
    const name = storedName(key, freshNameOf(key, p.name), itemWord(sp), month);
    const on = offerOf(key, name, month) !== null;
    // back in season (품절 only because `fromMonth` was not its season): on sale again with a stock
    // drawn from its number (the seed's own draw is gone); a product sold out by orders stays sold out
    const backInSeason = on && p.stock === 0 && offerOf(key, p.name, fromMonth) === null;
    const stock = !on ? 0 : backInSeason ? 50 + ((p.productNo * 7919) % 800) : p.stock;
    if (on && stock > 0) offered.push({ ...p, name, stock });
    if (name !== p.name || stock !== p.stock) changed.push({ productNo: p.productNo, name, stock });
  }
  const offeredNos = new Set(offered.map((p) => p.productNo));
  await db.transaction(async (tx) => {
    for (let i = 0; i < changed.length; i += 500) {
      const values = changed.slice(i, i + 500).map((c) => sql`(${c.productNo}::integer, ${c.name}, ${c.stock}::integer)`);
      await tx.execute(sql`update products set name = v.name, stock = v.stock, is_sold_out = (v.stock = 0)
        from (values ${sql.join(values, sql`, `)}) as v(no, name, stock) where products.product_no = v.no`);
    }
    // deals of products no longer offered move to offered ones (seasonal kinds in season first), priced below their sale price
    const fresh = offered.filter((p) => p.salePrice > 100 && isSeasonal(specialtyKeyOf(p)) && offerOf(specialtyKeyOf(p), p.name, month) === 'fresh');
    const pool = fresh.length > 0 ? fresh : offered.filter((p) => p.salePrice > 100);
    const deals = await tx
      .select({ dealId: t.deals.dealId, productNo: t.deals.productNo, title: t.deals.title, discountRate: t.deals.discountRate })
      .from(t.deals);
    const dealt = new Set(deals.map((d) => d.productNo));
    for (const d of deals) {
      if (offeredNos.has(d.productNo) || pool.length === 0) continue;
      let at = (d.dealId * 37 + 11) % pool.length;
      for (let k = 0; dealt.has(pool[at].productNo) && k < pool.length; k++) at = (at + 1) % pool.length;
      const p = pool[at];
      dealt.add(p.productNo);
      const rate = Math.min(70, Math.max(d.discountRate, p.discountRate + 5));
      const title = `${d.title.split(' · ')[0]} · ${byKey.get(specialtyKeyOf(p))!.name}`;
      await tx.execute(
        sql`update deals set product_no = ${p.productNo}, title = ${title}, discount_rate = ${rate}, deal_price = ${salePriceOf(p.price, rate)} where deal_id = ${d.dealId}`,
      );
    }
    // items no longer offered leave their lists
    const gone = rows.filter((p) => !offeredNos.has(p.productNo)).map((p) => p.productNo);
    for (let i = 0; i < gone.length; i += 1000) {
      const list = sql.join(
        gone.slice(i, i + 1000).map((n) => sql`${n}`),
        sql`, `,
      );
      for (const table of ['period_products', 'event_products', 'season_occasion_products', 'season_recommendation_products'])
        await tx.execute(sql`delete from ${sql.identifier(table)} where product_no in (${list})`);
    }
    // best lists keep their order without what is no longer offered
    const ranks = await tx.select().from(t.bestRanks).orderBy(t.bestRanks.categoryCode, t.bestRanks.rank);
    if (ranks.some((r) => !offeredNos.has(r.productNo))) {
      const kept = ranks.filter((r) => offeredNos.has(r.productNo));
      const next = new Map<string, number>();
      const renumbered = kept.map((r) => {
        const rank = (next.get(r.categoryCode) ?? 0) + 1;
        next.set(r.categoryCode, rank);
        return { ...r, rank };
      });
      await tx.delete(t.bestRanks);
      for (let i = 0; i < renumbered.length; i += 500) await tx.insert(t.bestRanks).values(renumbered.slice(i, i + 500));
    }
    // a 기획전 or 이벤트 whose theme runs in other months ends now (the month's own come with the next seed)
    const offSeason = [...PERIOD_THEMES, ...EVENT_THEMES].filter((theme) => theme.months && !theme.months.includes(month)).map((theme) => theme.title);
    if (offSeason.length) {
      const titles = sql.join(
        offSeason.map((title) => sql`${title}`),
        sql`, `,
      );
      const end = sql`${now.toISOString()}::timestamptz`;
      for (const table of ['periods', 'events'])
        await tx.execute(sql`update ${sql.identifier(table)} set end_at = least(end_at, ${end}), start_at = least(start_at, ${end} - interval '1 day')
          where title in (${titles}) and end_at > ${end}`);
    }
  });
  return changed.length;
}

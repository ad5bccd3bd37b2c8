/**
 * The seeded catalogue reads like a Korean merchant wrote it (issue 13): checked over the whole
 * default-size database (SEED_PRODUCTS=1200) — distinct names, no doubled words, certifications
 * only where they exist, unit prices per product line, leaf categories, curated 기획전/이벤트 and
 * particles (es-hangul josa) in every generated sentence.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.js';
import * as t from '../db/schema/index.js';
import {
  ALL_CERTIFICATIONS,
  CERTIFICATIONS,
  classOf,
  composeName,
  doubledWords,
  formOf,
  gradesOf,
  itemWord,
  lineKeyOf,
  ownProductOf,
  parseQuantity,
  pictureCaption,
} from './catalogue.js';
import { backfillReviews, ensureSeeded, seedDatabase } from './index.js';
import { repeatedWords, sentenceCount } from './reviews.js';
import { particleErrors } from './text-checks.js';
import { CATEGORY_TREE, SPECIALTIES } from './specialties.js';
import { EVENT_THEMES, matchesTheme, PERIOD_THEMES, specialtyKeyOf, themesOfMonth } from './themes.js';
import { kstMonthOf } from './season-calendar.js';
import { PRICE_BANDS_PER_KG } from './price-bands.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

const NOW = new Date('2026-11-23T03:00:00Z');
let d: Database;
let products: Array<typeof t.products.$inferSelect>;
let shops: Array<typeof t.shops.$inferSelect>;
const spOf = (p: { imageUrl: string }) => SPECIALTIES.find((s) => s.key === specialtyKeyOf(p))!;

beforeAll(async () => {
  d = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await d.migrate();
  await seedDatabase(d.db, { products: 1200, now: NOW });
  products = await d.db.select().from(t.products);
  shops = await d.db.select().from(t.shops);
});
afterAll(async () => {
  await d?.close();
});

describe('catalogue (issue 13)', () => {
  it('has the default size, every specialty, and ≥ 99% distinct names', () => {
    expect(products.length).toBe(1200);
    const keys = new Set(products.map((p) => specialtyKeyOf(p)));
    expect(SPECIALTIES.filter((s) => !keys.has(s.key)).map((s) => s.name)).toEqual([]);
    expect(new Set(products.map((p) => p.name)).size / products.length).toBeGreaterThanOrEqual(0.99);
  });

  it('no name repeats a word, and 햇 is never glued to a region or a certification', () => {
    expect(products.filter((p) => doubledWords(p.name).length > 0).map((p) => p.name)).toEqual([]);
    const glued = products.filter((p) => /(^| )(햇|꿀)(?!사과|배|감자|고구마|양파|마늘|밤|참외)[가-힣]/.test(p.name) && !/햅쌀/.test(p.name));
    expect(glued.map((p) => p.name)).toEqual([]);
    expect(products.filter((p) => /(^| )햇/.test(p.name) && classOf(spOf(p)) !== 'produce').map((p) => p.name)).toEqual([]);
  });

  it('an option that is a product of its own is named without the specialty’s product word (예천 들기름, not 예천 참기름 들기름)', async () => {
    const reviews = await d.db.select().from(t.productReviews);
    const standalone = SPECIALTIES.filter((s) => s.standalone?.length);
    expect(standalone.length).toBeGreaterThanOrEqual(10);
    let ownTotal = 0;
    for (const sp of standalone) {
      const ownProducts = products.filter((p) => specialtyKeyOf(p) === sp.key && sp.standalone!.includes(p.unit.split(' ')[0]));
      ownTotal += ownProducts.length;
      expect(ownProducts.filter((p) => p.name.split(' ').includes(itemWord(sp))).map((p) => p.name)).toEqual([]);
      // …and its description speaks of it, not of the specialty (no 참기름 in a 들기름's copy)
      expect(ownProducts.filter((p) => p.description.includes(itemWord(sp))).map((p) => `${p.name}: ${p.description}`)).toEqual([]);
      const own = new Set(ownProducts.map((p) => p.productNo));
      expect(reviews.filter((r) => own.has(r.productNo) && r.content.includes(itemWord(sp))).map((r) => r.content)).toEqual([]);
      // its picture is captioned with the product itself, not the specialty ('예천 들기름' on 들기름)
      for (const p of ownProducts) {
        const picture = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'public', `.${p.imageUrl}`), 'utf8');
        expect(picture, p.name).toContain(`aria-label="${pictureCaption(sp, p.unit.split(' ')[0])}"`);
        expect(p.name, p.imageUrl).toContain(pictureCaption(sp, p.unit.split(' ')[0]).split(' ').slice(-1)[0]);
      }
    }
    // which lines a shop sells is drawn; the products of their own are many all the same
    expect(ownTotal).toBeGreaterThanOrEqual(40);
    const spNamed = (name: string) => SPECIALTIES.find((sp) => sp.name === name)!;
    const plain = { cert: '', grade: '', tag: '', haet: false };
    expect(composeName({ sp: spNamed('예천 참기름'), option: '들기름 350ml', ...plain })).toBe('예천 들기름 350ml');
    expect(composeName({ sp: spNamed('제주 노니·알로에'), option: '알로에 젤 30포', ...plain })).toBe('제주 알로에 젤 30포');
    expect(composeName({ sp: spNamed('담양 전통된장'), option: '청국장 500g', ...plain })).toBe('담양 청국장 500g');
    expect(composeName({ sp: spNamed('예천 참기름'), option: '저온압착 350ml', ...plain })).toBe('예천 참기름 저온압착 350ml');
  });

  it('no grade contradicts its option: a 대 fish is not also 특대, and 원액 or 매실청 is not 특품/상품', () => {
    expect(products.filter((p) => / 대 (특대|대) /.test(` ${p.name} `)).map((p) => p.name)).toEqual([]);
    expect(products.filter((p) => /(원액|[가-힣]청|게장) (특품|상품|특대|대) /.test(`${p.name} `)).map((p) => p.name)).toEqual([]);
    const sp = SPECIALTIES.find((s) => s.name === '제주 은갈치')!;
    expect(gradesOf(sp, '대 6미')).toEqual([['', 1]]);
  });

  it('a processed-food shop selling several kinds of product is not named after one of them (강원 향토식품, not 강릉 전통 초당두부)', () => {
    let mixedShops = 0;
    for (const shop of shops) {
      const sold = [...new Set(products.filter((p) => p.shopId === shop.shopId).map(spOf))];
      if (!sold.every((sp) => classOf(sp) === 'processed') || new Set(sold.map((sp) => sp.category)).size < 2) continue;
      mixedShops++;
      expect(sold.filter((sp) => shop.name.includes(itemWord(sp))).map((sp) => `${shop.name}: ${sp.name}`)).toEqual([]);
    }
    expect(mixedShops).toBeGreaterThanOrEqual(2);
  });

  it('certifications only where they exist for the product class', () => {
    const wrong = products.filter((p) => {
      const allowed = CERTIFICATIONS[classOf(spOf(p))];
      return ALL_CERTIFICATIONS.some((c) => p.name.split(' ').includes(c) && !allowed.includes(c) && !spOf(p).name.includes(c));
    });
    expect(wrong.map((p) => p.name)).toEqual([]);
  });

  it('within a shop, a product line costs more in a larger size but never more per unit', () => {
    const lines = new Map<string, typeof products>();
    for (const p of products) {
      const k = `${p.shopId}|${lineKeyOf(p.name)}`;
      lines.set(k, [...(lines.get(k) ?? []), p]);
    }
    const multi = [...lines.values()].filter((l) => l.length > 1);
    expect(multi.length).toBeGreaterThan(100);
    const bad: string[] = [];
    for (const line of multi) {
      const sorted = line.map((p) => ({ p, q: parseQuantity(p.unit).base })).sort((a, b) => a.q - b.q);
      for (let i = 1; i < sorted.length; i++) {
        const [a, b] = [sorted[i - 1], sorted[i]];
        if (!(b.p.price > a.p.price) || b.p.price / b.q > a.p.price / a.q) bad.push(`${a.p.name} ${a.p.price} → ${b.p.name} ${b.p.price}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('every product sits in its kind’s category, a leaf of the tree (issue 30: mushrooms were listed under 뿌리·잎채소)', () => {
    const leaves = new Set(CATEGORY_TREE.map(([code]) => code).filter((code) => code.length === 6));
    const wrong = products.filter((p) => p.categoryCode !== spOf(p).category || !leaves.has(p.categoryCode)).map((p) => `${p.name}: ${p.categoryCode}`);
    expect(wrong).toEqual([]);
  });

  it('prices per kg sit in a plausible band for the kinds a shopper compares most (price-bands.ts states the source)', () => {
    const keys = new Set(products.map(specialtyKeyOf));
    // Every kind with a band is in the catalogue, so a renamed key cannot silently skip its check.
    expect(Object.keys(PRICE_BANDS_PER_KG).filter((key) => !keys.has(key))).toEqual([]);
    const outside: string[] = [];
    let checked = 0;
    for (const p of products) {
      const band = PRICE_BANDS_PER_KG[specialtyKeyOf(p)];
      const q = parseQuantity(p.unit);
      if (!band || q.kind !== 'weight' || p.name.includes('100원')) continue;
      checked += 1;
      const perKg = Math.round(p.price / (q.base / 1000));
      if (perKg < band[0] || perKg > band[1]) outside.push(`${p.name} ${p.price}원 = ${perKg}원/kg, band ${band[0]}–${band[1]}`);
    }
    expect(checked).toBeGreaterThan(300);
    expect(outside).toEqual([]);
  });

  it('한우: 1++ > 1+ > 1 per gram for one cut in one shop, and 국거리 cheaper per gram than 등심', () => {
    const hanwoo = products.filter((p) => p.name.includes('한우') && p.categoryCode === '131010' && !p.name.includes('세트'));
    const perG = (p: (typeof products)[number]) => p.price / parseQuantity(p.unit).base;
    const grade = (p: (typeof products)[number]) => (/1\+\+등급/.test(p.name) ? 3 : /1\+등급/.test(p.name) ? 2 : /1등급/.test(p.name) ? 1 : 0);
    let compared = 0;
    for (const a of hanwoo)
      for (const b of hanwoo) {
        const cut = (p: typeof a) => p.unit.replace(/[\d.]+(kg|g)/, '');
        if (a.shopId !== b.shopId || cut(a) !== cut(b) || grade(a) <= grade(b) || a.unit !== b.unit) continue;
        if (a.name.split(' ')[0] !== b.name.split(' ')[0]) continue;
        compared++;
        expect(perG(a), `${a.name} vs ${b.name}`).toBeGreaterThan(perG(b));
      }
    expect(compared).toBeGreaterThan(0);
    // soup and bulgogi cuts cost less per gram than steak cuts (the old seed had 국거리 600 g ≈ 2× 1++ 등심 500 g)
    const avg = (re: RegExp) => {
      const l = hanwoo.filter((p) => re.test(p.unit));
      expect(l.length, String(re)).toBeGreaterThan(0);
      return l.reduce((s, p) => s + perG(p), 0) / l.length;
    };
    expect(avg(/국거리|불고기/)).toBeLessThan(avg(/등심|채끝|안심/) * 0.7);
  });

  it('the tree’s codes and its nesting agree, and every category a shopper can open lists ≥ 5 products (issue 30: 5 of 10 tabs were empty)', () => {
    // A category lists the products whose code starts with its own (display.service.ts categoryProducts),
    // so a child must carry its parent's code: 버섯 under 버섯·양념채소 (1111) is 1111xx, not 1110xx.
    const codes = CATEGORY_TREE.map(([c]) => c);
    const orphans = codes.filter((c) => c.length > 2 && !codes.includes(c.slice(0, c.length - 2)));
    expect(orphans).toEqual([]);
    const childless = codes.filter((c) => c.length < 6 && !codes.some((o) => o.length === c.length + 2 && o.startsWith(c)));
    expect(childless).toEqual([]);
    const listed = (code: string) => products.filter((p) => p.categoryCode.startsWith(code)).length;
    expect(CATEGORY_TREE.filter(([c]) => listed(c) < 5).map(([c, n]) => `${c} ${n} ${listed(c)}`)).toEqual([]);
  });

  it('every leaf category holds ≥ 5 products, and shops sell their own trade in varied amounts', () => {
    const leaves = CATEGORY_TREE.filter(([c]) => c.length === 6);
    const per = (code: string) => products.filter((p) => p.categoryCode === code).length;
    expect(leaves.filter(([c]) => per(c) < 5).map(([c, n]) => `${c} ${n} ${per(c)}`)).toEqual([]);
    const counts = shops.map((s) => products.filter((p) => p.shopId === s.shopId).length);
    expect(new Set(counts).size).toBeGreaterThan(10);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(5);
    expect(new Set(shops.map((s) => s.description)).size).toBeGreaterThan(shops.length / 2);
    // a shop's products come from its own province and one depth-1 category (the 100원 taste items aside)
    for (const s of shops) {
      const own = products.filter((p) => p.shopId === s.shopId && p.salePrice > 100);
      expect(new Set(own.map((p) => spOf(p).localCode))).toEqual(new Set([s.localCode]));
      expect(new Set(own.map((p) => p.categoryCode.slice(0, 2))).size).toBe(1);
    }
    expect(
      shops.find((s) => s.name.includes('막창')) &&
        products.filter((p) => p.shopId === shops.find((s) => s.name.includes('막창'))!.shopId).every((p) => p.name.includes('막창')),
    ).toBe(true);
  });

  it('a shop named after a kind sells mostly that kind (≥ 80 %), and its other products are related (issue 30: 고추 명가 청양 sold 공주 알밤)', () => {
    const wrong: string[] = [];
    for (const s of shops) {
      const own = products.filter((p) => p.shopId === s.shopId && p.salePrice > 100);
      const words = s.name.split(' ');
      const named = SPECIALTIES.filter((sp) => words.some((w) => w === itemWord(sp) || w === `${itemWord(sp)}마을`));
      if (named.length === 0) continue;
      const kinds = own.map((p) => spOf(p));
      const best = named
        .map((sp) => ({ sp, share: kinds.filter((k) => itemWord(k) === itemWord(sp)).length / own.length }))
        .sort((a, b) => b.share - a.share)[0]!;
      if (best.share < 0.8) wrong.push(`${s.name}: ${Math.round(best.share * 100)}% ${itemWord(best.sp)}`);
      const unrelated = kinds.filter((k) => k.category.slice(0, 4) !== best.sp.category.slice(0, 4));
      if (unrelated.length) wrong.push(`${s.name}: ${unrelated.map((k) => k.name).join(', ')}`);
    }
    expect(wrong).toEqual([]);
    // and most shops still specialise: names without a product are the minority
    const general = shops.filter((s) => !SPECIALTIES.some((sp) => s.name.split(' ').some((w) => w === itemWord(sp) || w === `${itemWord(sp)}마을`)));
    expect(general.length).toBeLessThan(shops.length / 2);
    // and they do not all read alike (8 were "… 바른농부" and 8 "… 햇살농장")
    const patterns = general.map((s) =>
      s.name
        .replace(/ \d+호점$/, '')
        .split(' ')
        .slice(1)
        .join(' '),
    );
    const top = Math.max(...[...new Set(patterns)].map((p) => patterns.filter((x) => x === p).length));
    expect(top, patterns.join(', ')).toBeLessThanOrEqual(Math.ceil(general.length * 0.15));
  });

  it('seasons follow harvest months: not every product is in season in November', () => {
    const nov = products.filter((p) => p.seasonMonths.length < 12 && p.seasonMonths.includes(11)).length;
    expect(nov).toBeLessThan(products.length * 0.5);
    expect(
      products.filter((p) => p.categoryCode === '101014' && p.name.includes('딸기')).every((p) => p.seasonMonths.includes(1) && !p.seasonMonths.includes(8)),
    ).toBe(true);
  });

  it('every limited deal and 기획전 price is below its product’s own sale price (a 한정 특가 dearer than the everyday price was seen)', async () => {
    const salePrice = new Map(products.map((p) => [p.productNo, p.salePrice]));
    const dealRows = await d.db.select().from(t.deals);
    expect(dealRows.length).toBeGreaterThan(10);
    expect(
      dealRows.filter((r) => r.dealPrice >= salePrice.get(r.productNo)!).map((r) => `${r.dealId}: ${r.dealPrice} ≥ ${salePrice.get(r.productNo)}`),
    ).toEqual([]);
    const periodRows = await d.db.select().from(t.periodProducts);
    expect(periodRows.filter((r) => r.periodPrice >= salePrice.get(r.productNo)!).map((r) => `${r.periodId}/${r.productNo}`)).toEqual([]);
  });

  it('every 기획전 and 이벤트 item matches its theme; the 100원 딜 holds 100원 items', async () => {
    // the seed runs the themes of its month in Korea (issue 30: themes.ts themesOfMonth); November's include 겨울 대게·굴
    const month = kstMonthOf(NOW);
    const byNo = new Map(products.map((p) => [p.productNo, p]));
    for (const theme of themesOfMonth(PERIOD_THEMES, month)) {
      const [row] = await d.db.select().from(t.periods).where(eq(t.periods.title, theme.title));
      const items = await d.db.select().from(t.periodProducts).where(eq(t.periodProducts.periodId, row.periodId));
      expect(items.length, theme.title).toBeGreaterThanOrEqual(theme.size[0] > 6 ? 5 : 3);
      for (const it of items) {
        const p = byNo.get(it.productNo)!;
        expect(matchesTheme(theme.rule, p, month), `${theme.title}: ${p.name}`).toBe(true);
        expect(it.periodPrice).toBeLessThanOrEqual(p.salePrice);
      }
    }
    for (const theme of themesOfMonth(EVENT_THEMES, month)) {
      const [row] = await d.db.select().from(t.events).where(eq(t.events.title, theme.title));
      const items = await d.db.select().from(t.eventProducts).where(eq(t.eventProducts.eventId, row.eventId));
      expect(items.length, theme.title).toBeGreaterThanOrEqual(3);
      for (const it of items) expect(matchesTheme(theme.rule, byNo.get(it.productNo)!, month), `${theme.title}: ${byNo.get(it.productNo)!.name}`).toBe(true);
    }
    const crab = await d.db.select().from(t.periods).where(eq(t.periods.title, '겨울 제철 대게·굴 기획전'));
    const crabItems = await d.db.select().from(t.periodProducts).where(eq(t.periodProducts.periodId, crab[0].periodId));
    const names = crabItems.map((i) => byNo.get(i.productNo)!.name).join(' ');
    expect(names).toMatch(/대게|꽃게/);
    expect(names).toMatch(/굴|꼬막|소라/);
    const [hundred] = await d.db.select().from(t.events).where(eq(t.events.title, '첫 구매 100원 딜'));
    const hundredItems = await d.db.select().from(t.eventProducts).where(eq(t.eventProducts.eventId, hundred.eventId));
    expect(hundredItems.length).toBeGreaterThan(0);
    expect(hundredItems.every((i) => byNo.get(i.productNo)!.salePrice === 100)).toBe(true);
  });

  it('particles follow 받침 in every product and shop sentence', () => {
    const errors: string[] = [];
    for (const p of products) {
      const sp = spOf(p);
      errors.push(...particleErrors(p.description, [sp.name, itemWord(sp)]));
    }
    for (const s of shops) {
      const nouns = SPECIALTIES.filter((sp) => s.name.includes(itemWord(sp))).map(itemWord);
      errors.push(...particleErrors(s.description, nouns));
    }
    expect(errors).toEqual([]);
    // the old template's mistake: '대게이에요'
    expect(products.some((p) => p.description.includes('대게이에요'))).toBe(false);
    // verbs fit the class: processed food is made, not harvested
    const wrongVerb = products.filter((p) => classOf(spOf(p)) === 'processed' && /수확한|잡은/.test(p.description) && p.salePrice > 100);
    expect(wrongVerb.map((p) => p.name)).toEqual([]);
  });
});

describe('shipping rules (issue 13, docs/decisions/013-shipping-rules.md)', () => {
  it('every delivery type is used, and seafood, meat and 김치·반찬 never travel unchilled', () => {
    expect(new Set(shops.map((s) => s.deliveryType))).toEqual(new Set(['parcel', 'cold', 'frozen']));
    const shopOf = new Map(shops.map((s) => [s.shopId, s]));
    const unchilled = products.filter((p) => /^1[234]/.test(p.categoryCode) && shopOf.get(p.shopId)!.deliveryType === 'parcel');
    expect(unchilled.map((p) => `${shopOf.get(p.shopId)!.name}: ${p.name}`)).toEqual([]);
    // 대게 travels chilled, 과메기 frozen; 일반 택배 is the rule for produce and processed food
    expect(shops.filter((s) => s.imageUrl.includes('/yeongdeok-crab-')).every((s) => s.deliveryType === 'cold')).toBe(true);
    expect(shops.filter((s) => s.imageUrl.includes('/pohang-gwamegi-')).every((s) => s.deliveryType === 'frozen')).toBe(true);
    const produce = shops.filter((s) => /^1[015]/.test(products.find((p) => p.shopId === s.shopId && p.salePrice > 100)!.categoryCode));
    expect(produce.filter((s) => s.deliveryType === 'parcel').length).toBeGreaterThan(produce.length / 2);
  });

  it('fees, thresholds, cut-offs and lead days are in range, and some shops never ship free', () => {
    for (const s of shops) {
      expect(s.shippingFee, s.name).toBeGreaterThanOrEqual(3000);
      expect(s.shippingFee, s.name).toBeLessThanOrEqual(4000);
      if (s.deliveryType !== 'parcel') expect(s.shippingFee, s.name).toBeGreaterThanOrEqual(3500);
      if (s.freeShippingThreshold !== null) expect([30000, 40000, 50000], s.name).toContain(s.freeShippingThreshold);
      expect(s.remoteAreaFee, s.name).toBeGreaterThanOrEqual(3000);
      expect(s.remoteAreaFee, s.name).toBeLessThanOrEqual(5000);
      expect(s.dispatchCutoffHour, s.name).toBeGreaterThanOrEqual(11);
      expect(s.dispatchCutoffHour, s.name).toBeLessThanOrEqual(15);
      expect(s.dispatchLeadDays, s.name).toBeGreaterThanOrEqual(0);
      expect(s.dispatchLeadDays, s.name).toBeLessThanOrEqual(2);
    }
    const neverFree = shops.filter((s) => s.freeShippingThreshold === null).length;
    expect(neverFree).toBeGreaterThan(0);
    expect(neverFree).toBeLessThan(shops.length / 4);
    // most shops ship the same day; made-to-order ones (떡, 김치 …) need a day or two
    expect(shops.filter((s) => s.dispatchLeadDays === 0).length).toBeGreaterThan(shops.length / 2);
    expect(shops.filter((s) => s.name.includes('떡') || s.name.includes('김치')).some((s) => s.dispatchLeadDays > 0)).toBe(true);
  });
});

describe('reviews (issue 13, docs/decisions/014)', () => {
  const rowsOf = async <R>(q: ReturnType<typeof sql>) => ((await d.db.execute(q)) as unknown as { rows: R[] }).rows;
  /** Products whose review_count or rating_x10 differ from count(*) and round(avg × 10) of their rows. */
  const mismatches = () =>
    rowsOf<{ product_no: number }>(sql`
        select p.product_no from products p
        left join (select product_no, count(*)::int n, round(avg(rating) * 10)::int r from product_reviews group by product_no) s on s.product_no = p.product_no
        where p.review_count <> coalesce(s.n, 0) or p.rating_x10 <> coalesce(s.r, 0)`);

  it('review_count and rating_x10 of every product are its rows’ count and round(avg × 10)', async () => {
    expect(await mismatches()).toEqual([]);
    const counts = products.map((p) => p.reviewCount).sort((a, b) => a - b);
    // skewed: most products have 0–30, a few well over 100, some none yet
    expect(counts.filter((n) => n <= 30).length / counts.length).toBeGreaterThan(0.5);
    expect(counts.filter((n) => n >= 100).length).toBeGreaterThan(10);
    expect(counts.filter((n) => n === 0).length).toBeGreaterThan(0);
    expect(counts.at(-1)).toBeLessThanOrEqual(150);
  });

  it('is dated after its product was listed and never in the future; option is the product’s unit; names are masked', async () => {
    const rows = await d.db.select().from(t.productReviews);
    const byNo = new Map(products.map((p) => [p.productNo, p]));
    const bad = rows.filter((r) => {
      const p = byNo.get(r.productNo)!;
      return r.createdAt > NOW || r.createdAt < p.createdAt || r.option !== p.unit || !/^[가-힣]\*\*$/.test(r.authorName);
    });
    expect(bad.slice(0, 5)).toEqual([]);
    // mostly 4–5 stars, some 3, rare 1–2
    const share = (f: (n: number) => boolean) => rows.filter((r) => f(r.rating)).length / rows.length;
    expect(share((n) => n >= 4)).toBeGreaterThan(0.8);
    expect(share((n) => n <= 2)).toBeGreaterThan(0.01);
    expect(share((n) => n <= 2)).toBeLessThan(0.08);
  });

  it('texts are 1–3 short sentences with correct particles, no repeated word, rarely repeated within a product', async () => {
    const rows = await d.db.select().from(t.productReviews);
    const byNo = new Map(products.map((p) => [p.productNo, p]));
    const errors: string[] = [];
    const seen = new Map<number, Set<string>>();
    let repeats = 0;
    for (const r of rows) {
      const sp = spOf(byNo.get(r.productNo)!);
      errors.push(...particleErrors(r.content, [sp.name, itemWord(sp)]));
      if (repeatedWords(r.content).length) errors.push(`repeated: ${r.content}`);
      const sentences = sentenceCount(r.content);
      if (sentences < 1 || sentences > 3) errors.push(`sentences: ${r.content}`);
      const set = seen.get(r.productNo) ?? new Set<string>();
      if (set.has(r.content)) repeats++;
      seen.set(r.productNo, set.add(r.content));
    }
    expect(errors.slice(0, 10)).toEqual([]);
    expect(repeats / rows.length).toBeLessThan(0.02);
  });

  it('backfills a database seeded before reviews once, and then leaves it alone', async () => {
    await d.db.delete(t.productReviews);
    await d.db.update(t.products).set({ reviewCount: 734, rating: 47 });
    await ensureSeeded(d.db, { products: 1200, now: NOW });
    const [{ n }] = await rowsOf<{ n: number }>(sql`select count(*)::int n from product_reviews`);
    expect(n).toBeGreaterThan(10_000);
    expect(await mismatches()).toEqual([]);
    expect(await backfillReviews(d.db, NOW)).toBe(0);
    const [{ n: again }] = await rowsOf<{ n: number }>(sql`select count(*)::int n from product_reviews`);
    expect(again).toBe(n);
  });
});

describe('product pictures (issue 30, docs/decisions/044-product-pictures.md)', () => {
  const file = (imageUrl: string) => path.resolve(import.meta.dirname, '..', '..', 'public', `.${imageUrl}`);
  /** A picture without its caption and accessible name: what the shopper sees of the thing itself. */
  const drawing = (imageUrl: string) =>
    readFileSync(file(imageUrl), 'utf8')
      .replace(/aria-label="[^"]*"/, '')
      .replace(/<text x="300" y="560"[^>]*>[^<]*<\/text>/, '');

  it('every product’s picture file exists, captioned with its kind (or its product of its own)', () => {
    const missing = products.filter((p) => !existsSync(file(p.imageUrl))).map((p) => `${p.name}: ${p.imageUrl}`);
    expect(missing).toEqual([]);
    for (const p of products) {
      const sp = spOf(p);
      const own = ownProductOf(sp, p.unit);
      expect(readFileSync(file(p.imageUrl), 'utf8'), p.name).toContain(`aria-label="${pictureCaption(sp, own ? p.unit.split(' ')[0] : undefined)}"`);
    }
  });

  it('no two products share a picture unless they are the same thing (kind, product of its own, form); one thing has one picture', () => {
    const thingOf = (p: (typeof products)[number]) => {
      const sp = spOf(p);
      return [sp.key, ownProductOf(sp, p.unit) ?? '', formOf(sp, p.unit)].join(' | ');
    };
    const thingsOfPicture = new Map<string, Set<string>>();
    const picturesOfThing = new Map<string, Set<string>>();
    for (const p of products) {
      thingsOfPicture.set(p.imageUrl, (thingsOfPicture.get(p.imageUrl) ?? new Set()).add(thingOf(p)));
      picturesOfThing.set(thingOf(p), (picturesOfThing.get(thingOf(p)) ?? new Set()).add(p.imageUrl));
    }
    expect([...thingsOfPicture].filter(([, things]) => things.size > 1).map(([url, things]) => `${url}: ${[...things].join(' / ')}`)).toEqual([]);
    expect([...picturesOfThing].filter(([, urls]) => urls.size > 1).map(([thing, urls]) => `${thing}: ${[...urls].join(' ')}`)).toEqual([]);
    // the catalogue does sell kinds in several forms (매실 and 매실청, 굴비 and its 선물세트) …
    const formsOfKind = new Map<string, Set<string>>();
    for (const p of products) formsOfKind.set(spOf(p).key, (formsOfKind.get(spOf(p).key) ?? new Set()).add(formOf(spOf(p), p.unit)));
    expect([...formsOfKind.values()].filter((forms) => forms.size > 1).length).toBeGreaterThanOrEqual(30);
    // … and different things look different, not only by their caption
    const byDrawing = new Map<string, Set<string>>();
    for (const url of thingsOfPicture.keys()) byDrawing.set(drawing(url), (byDrawing.get(drawing(url)) ?? new Set()).add(url));
    const alike = [...byDrawing.values()].filter((urls) => urls.size > 1).map((urls) => [...urls]);
    // a product of its own is its kind's drawing captioned with its name (예천 참기름 and 들기름): only pictures of one kind and one form may look alike
    const kindAndForm = (url: string) => `${specialtyKeyOf({ imageUrl: url })} ${/\.(fresh|box|jar|dried|frozen|gift)\.svg$/.exec(url)?.[1] ?? ''}`;
    expect(alike.filter((urls) => new Set(urls.map(kindAndForm)).size > 1)).toEqual([]);
  });
});

/**
 * Deterministic seed of a realistic Korean catalogue (issue 2; decisions in
 * docs/decisions/001-catalogue-model.md). No network, no Math.random: a seeded PRNG drives
 * every choice, so the same { products, seed, now } always yields the same rows.
 *
 * Sizes: one partner store per trade (a 시/도's specialties of one category), ≥ 3 per 시/도
 * (products / 20 when larger), `products` products from 106 real regional specialties (every one
 * present, every leaf category ≥ 5 at the default size), 3-level categories, limited deals, themed
 * period deals and events (themes.ts), best ranks, season occasions/recommendations, notices and
 * the app_release row. Names, prices and copy follow catalogue.ts (issue 13, docs/decisions/009).
 */
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';
import { count, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import * as t from '../db/schema/index.js';
import { josa } from 'es-hangul';
import {
  CERT_FACTOR,
  CERTIFICATIONS,
  classOf,
  composeName,
  gradesOf,
  itemWord,
  lineKeyOf,
  ownProductOf,
  parseQuantity,
  productDescription,
  productPicture,
  scaleOption,
  shopDescription,
  shopName,
  generalShopName,
  GENERAL_PATTERN_COUNT,
  wordFactor,
  type ProductClass,
} from './catalogue.js';
import { CATEGORY_TREE, LOCALS, SPECIALTIES, type Specialty } from './specialties.js';
import { EVENT_THEMES, matchesTheme, PERIOD_THEMES, specialtyKeyOf, themesOfMonth, type Theme } from './themes.js';
import { isFreshIn, isSeasonal, kstMonthOf, offerOf, offeredIn, storedName } from './season-calendar.js';
import { dealTitlesFor, retitledDeal } from './deal-titles.js';
import { refreshSeason } from './season-refresh.js';
import { DEFAULT_SHIPPING, hashName, shippingRulesOf } from './shipping.js';
import { seedBannedWords } from './banned-words.js';
import { noticesAt } from './notices.js';
import { MAX_REVIEW_ROWS, ratingX10Of, reviewCountOf, reviewsOf, type ReviewedProduct, type SeedReview } from './reviews.js';
import { backfillCommunity, seedCommunity, type CommunitySummary } from './community.js';
import { seedMemberPlay } from './member-play.js';
import { seedStarMembers } from './stars.js';
import { seedPreviewItems, type PreviewSeed } from './previews.js';

export interface SeedSummary {
  locals: number;
  categories: number;
  shops: number;
  products: number;
  deals: number;
  periods: number;
  events: number;
  bestRanks: number;
  occasions: number;
  recommendations: number;
  notices: number;
  /** The unpublished preview items (issue 17; not counted in deals/periods/events/notices). */
  previews: PreviewSeed;
  reviews: number;
  /** the seeded community (issue 15, community.ts), null when none was asked for */
  community: CommunitySummary | null;
}

/** mulberry32: small, fast, well-distributed 32-bit PRNG. Returns floats in [0, 1). */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = a;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(arr: readonly T[]): T => arr[Math.floor(next() * arr.length)],
    chance: (p: number) => next() < p,
  };
}
type Rng = ReturnType<typeof createRng>;

/** The seed `seedDatabase` and `ensureSeeded` use unless told otherwise. */
export const DEFAULT_SEED = 20261123;

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Round a KRW amount to a "shop price" ending in 00 or 900. */
/** Share of a shop's products (the 100원 taste items aside) that must be one kind for the shop to carry that kind's name (issue 30). */
export const SHOP_NAMED_SHARE = 0.8;

/**
 * Names each shop after what it ended up selling (issue 30: 평창 산지직송 감자 sold 양양 송이): a shop
 * keeps its kind's name (청송 사과 농원) only when ≥ SHOP_NAMED_SHARE of its products are that kind;
 * otherwise it takes a name and a description without a product, with its 시/도 (강원 햇살농장).
 * Updates the shops' rows and `shopRows` (name, description) in place; shipping rules are drawn
 * again from the new name, as the shipping backfill draws them (shipping.ts, seeded by the name).
 */
async function nameShopsByWhatTheySell(
  db: Db,
  shopRows: Array<typeof t.shops.$inferInsert & { specialties: Specialty[]; cls: ProductClass; variant: number; province: string; item: string }>,
  shops: Array<{ shopId: number }>,
  productRows: Array<typeof t.products.$inferInsert>,
  specialtyOf: string[],
  seed: number,
): Promise<void> {
  const general = shopRows.map((row, s) => {
    const own = productRows.flatMap((p, k) => (p.shopId === shops[s].shopId && p.salePrice! > 100 ? [specialtyOf[k]] : []));
    const share = own.filter((name) => name === row.specialties[0].name).length / Math.max(1, own.length);
    return share < SHOP_NAMED_SHARE;
  });
  const used = new Set(shopRows.filter((_, s) => !general[s]).map((row) => row.name));
  for (const [s, row] of shopRows.entries()) {
    if (!general[s]) continue;
    // the least used of the class's patterns whose name is free (충남 바른농부, then 충남 들녘장터 …), so a
    // province's mixed shops do not all read alike
    const candidates = Array.from({ length: GENERAL_PATTERN_COUNT[row.cls] }, (_, k) => generalShopName(row.cls, row.variant + k, row.province));
    const patternOf = (n: string) => n.replace(row.province, '{city}');
    const uses = (n: string) => [...used].filter((u) => u.replace(/ \d+호점$/, '').endsWith(patternOf(n).replace('{city}', ''))).length;
    let name = [...candidates].sort((a, b) => Number(used.has(a)) - Number(used.has(b)) || uses(a) - uses(b))[0]!;
    for (let n = 2; used.has(name); n++) name = `${name.replace(/ \d+호점$/, '')} ${n}호점`;
    used.add(name);
    row.name = name;
    row.description = shopDescription(row.cls, row.variant, row.province, row.item, 0, true);
    const rules = shippingRulesOf(row.specialties[0], createRng(seed ^ hashName(name)));
    Object.assign(row, rules);
    await db
      .update(t.shops)
      .set({ name: row.name, description: row.description, ...rules })
      .where(eq(t.shops.shopId, shops[s].shopId));
  }
}

function shopPrice(n: number) {
  if (n < 10000) return Math.max(1000, Math.round(n / 100) * 100);
  return Math.round(n / 1000) * 1000 - 100;
}

/** Sale price from list price and discount %, rounded down to 10 KRW. */
export function salePriceOf(price: number, discountRate: number) {
  return Math.floor((price * (100 - discountRate)) / 100 / 10) * 10;
}

async function insertChunks<T>(db: Db, table: Parameters<Db['insert']>[0], rows: T[], size = 500) {
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as never);
  }
}

/** Logo variants per specialty (public/images/shops/<key>-<n>.svg, scripts/generate-images.ts). */
export const SHOP_LOGO_VARIANTS = 3;

/**
 * Fruits that can be a 첫 구매 100원 딜 item (a 500 g taste at 10,900원 − 99%), in order of preference:
 * the seed takes the first four in season that month (season-calendar.ts), so the taste is never a
 * fruit out of season (issue 30).
 */
const HUNDRED_WON_CANDIDATES = [
  'jeju-tangerine',
  'cheongsong-apple',
  'nonsan-strawberry',
  'daejeo-tomato',
  'jeju-hallabong',
  'seongju-melon',
  'cheongdo-peach',
  'gochang-bokbunja',
  'yeongdong-grape',
  'naju-pear',
  'jinyeong-persimmon',
];

/** The 100원 딜 fruits of a month (1–12): up to four candidates in season. */
export const hundredWonItemsOf = (month: number) => HUNDRED_WON_CANDIDATES.filter((key) => isFreshIn(key, month)).slice(0, 4);

/** Words a seller puts in front of a name, per class (most products carry none). */
const TAGS: Record<ProductClass, string[]> = {
  produce: ['', '', '산지직송', '농가직송'],
  seafood: ['', '', '산지직송', '당일발송'],
  livestock: ['', '', '당일발송', '냉장'],
  processed: ['', '', '당일발송', '수제'],
};

/** Size multipliers a line can be sold in (the option's own size is 1). */
const SIZE_STEPS = [0.5, 1, 2, 3];

interface LineCandidate {
  option: string;
  grade: string;
  gradeFactor: number;
  cert: string;
  tag: string;
  haet: boolean;
}

/** Every (option, grade, certification, tag) a specialty can be sold as, plain ones first, shuffled by the seed. */
function lineCandidates(sp: Specialty, rng: Rng): LineCandidate[] {
  const cls = classOf(sp);
  const certs = CERTIFICATIONS[cls].some((c) => sp.name.includes(c)) ? [''] : ['', ...CERTIFICATIONS[cls]];
  const out: Array<LineCandidate & { rank: number }> = [];
  for (const option of sp.units)
    for (const [grade, gradeFactor] of gradesOf(sp, option))
      for (const cert of certs)
        for (const tag of TAGS[cls])
          for (const haet of cls === 'produce' && sp.months.length < 12 ? [false, true] : [false])
            out.push({ option, grade, gradeFactor, cert, tag, haet, rank: (cert ? 1 : 0) + (tag ? 1 : 0) + (haet ? 0.5 : 0) + rng.next() * 1.5 });
  out.sort((x, y) => x.rank - y.rank);
  const seen = new Set<string>();
  return out.filter((c) => {
    const name = composeName({ sp, ...c });
    return seen.has(name) ? false : (seen.add(name), true);
  });
}

/** Shop price of an option at size `mult` before the shop's own factor: sub-linear in size, cut/grade/cert ladders. */
function basePriceOf(sp: Specialty, c: LineCandidate) {
  const q0 = parseQuantity(sp.units[0]);
  const q = parseQuantity(c.option);
  const size = q.kind === q0.kind && q.kind !== 'none' ? Math.pow(q.base / q0.base, 0.8) : 1;
  return (sp.basePrice * size * wordFactor(c.option) * c.gradeFactor * CERT_FACTOR[c.cert]) / wordFactor(sp.units[0]);
}

/** Largest shop price (…,900 or …00) not above n. */
function shopPriceFloor(n: number) {
  if (n < 10000) return Math.max(1000, Math.floor(n / 100) * 100);
  return Math.floor((n + 100) / 1000) * 1000 - 100;
}

interface Line {
  sizes: Array<{ name: string; option: string; mult: number }>;
  discountRate: number;
  /** prices per size for a shop: total grows with size, price per unit never does */
  prices(shopFactor: number): number[];
}

/**
 * `n` products of one specialty for one shop, as product lines of 1–3 sizes each. Names are
 * unique while the specialty's grammar has unused combinations (a per-specialty cursor walks them).
 */
function productLines(
  sp: Specialty,
  n: number,
  rng: Rng,
  used: Set<string>,
  cache: Map<string, { list: LineCandidate[]; at: number }>,
  shopUsed: Set<string>,
  repeat = false,
): Line[] {
  let entry = cache.get(sp.key);
  if (!entry) cache.set(sp.key, (entry = { list: lineCandidates(sp, rng), at: 0 }));
  const lines: Line[] = [];
  let left = n;
  for (let tries = 0; left > 0 && tries < entry.list.length; tries++) {
    const c = entry.list[entry.at % entry.list.length];
    entry.at++;
    const want = Math.min(left, rng.int(1, 3));
    const small = /맛보기|소포장|미니/.test(c.option);
    const steps = SIZE_STEPS.filter((m) => m === 1 || (!(small && m > 1) && scaleOption(c.option, m) !== null));
    const start = Math.max(0, Math.min(steps.indexOf(1) - rng.int(0, 1), steps.length - want));
    const sizes: Line['sizes'] = [];
    for (const mult of steps.slice(start)) {
      if (sizes.length >= want) break;
      const option = scaleOption(c.option, mult)!;
      const name = composeName({ sp, option, cert: c.cert, grade: c.grade, tag: c.tag, haet: c.haet });
      // one size of one line per shop: '5kg (M)' halved must not meet '2.5kg (S)' as the same product
      const sizeKey = `${lineKeyOf(name)}@${parseQuantity(option).base}`;
      if (shopUsed.has(name) || shopUsed.has(sizeKey) || (used.has(name) && !repeat)) continue;
      used.add(name);
      shopUsed.add(name);
      shopUsed.add(sizeKey);
      sizes.push({ name, option, mult });
    }
    if (sizes.length === 0) continue;
    left -= sizes.length;
    const base = basePriceOf(sp, c);
    lines.push({
      sizes,
      discountRate: rng.chance(0.15) ? 0 : rng.int(5, 45),
      prices(shopFactor) {
        const out: number[] = [];
        for (const [k, s] of sizes.entries()) {
          let p = shopPrice(base * shopFactor * Math.pow(s.mult, 0.8));
          if (k > 0) {
            const prev = out[k - 1];
            const perUnitCap = shopPriceFloor((prev * s.mult) / sizes[k - 1].mult);
            p = Math.min(p, perUnitCap);
            if (p <= prev) p = perUnitCap;
          }
          out.push(p);
        }
        return out;
      },
    });
  }
  return lines;
}

/** XOR-ed into the seed for the reviews' own PRNG stream. */
const REVIEW_SEED_SALT = 0x2e71e3;

/**
 * Reviews of products (index `at` into `reviewed`), oldest first per product, at most
 * MAX_REVIEW_ROWS in all (large catalogues scale every product's count down, keeping ≥ 1 where
 * there were any; past MAX_REVIEW_ROWS reviewed products, one each), with each product's review count and rating ×10 (products.review_count, rating_x10).
 */
function seedReviews(reviewed: ReviewedProduct[], now: Date, seed: number) {
  const rng = createRng(seed);
  const counts = reviewed.map((p) => reviewCountOf(p, now, rng));
  const total = counts.reduce((a, b) => a + b, 0);
  const reviewedCount = counts.filter((n) => n > 0).length;
  // Σ max(1, ⌊n × scale⌋) ≤ reviewed + total × scale = MAX_REVIEW_ROWS (one each when even that is too many)
  const scale = total <= MAX_REVIEW_ROWS ? 1 : Math.max(0, MAX_REVIEW_ROWS - reviewedCount) / total;
  const rows: Array<SeedReview & { at: number }> = [];
  const stats = reviewed.map((p, at) => {
    const n = scale < 1 && counts[at] > 0 ? Math.max(1, Math.floor(counts[at] * scale)) : counts[at];
    const reviews = reviewsOf(p, n, now, rng);
    for (const r of reviews) rows.push({ ...r, at });
    return { reviewCount: reviews.length, rating: ratingX10Of(reviews.map((r) => r.rating)) };
  });
  return { rows, stats };
}

/**
 * Insert review rows fast: 20,000 rows per statement as one JSON parameter (jsonb_to_recordset),
 * about ten times quicker on PGlite than multi-row VALUES with six parameters a row.
 */
async function insertReviews(db: Db, rows: Array<SeedReview & { productNo: number }>) {
  for (let i = 0; i < rows.length; i += 20_000) {
    const json = JSON.stringify(
      rows.slice(i, i + 20_000).map((r) => ({ p: r.productNo, a: r.authorName, r: r.rating, o: r.option, c: r.content, t: r.createdAt.toISOString() })),
    );
    await db.execute(sql`insert into product_reviews (product_no, author_name, rating, option, content, created_at)
      select p, a, r, o, c, t from jsonb_to_recordset(${json}::jsonb) as x(p integer, a text, r smallint, o text, c text, t timestamptz)`);
  }
}

/** What a product's reviews are written from, given its specialty. */
const reviewedOf = (sp: Specialty, p: { categoryCode: string; unit: string; createdAt: Date; salesCount: number }): ReviewedProduct => ({
  cls: classOf(sp),
  categoryCode: p.categoryCode,
  // a product of its own is reviewed as itself (들기름, not 참기름)
  item: ownProductOf(sp, p.unit)?.split(' ')[0] ?? itemWord(sp),
  unit: p.unit,
  createdAt: p.createdAt,
  salesCount: p.salesCount,
});

const OCCASIONS: Array<[string, string, number[]]> = [
  ['명절 선물', '설·추석에 마음을 전하는 산지 선물세트', [1, 2, 9, 10]],
  ['부모님 선물', '건강을 챙겨드리는 든든한 먹거리', []],
  ['캠핑 먹거리', '불판 위에서 더 맛있는 고기와 해산물', []],
  ['집들이·홈파티', '손님상에 올리기 좋은 제철 별미', []],
  ['아이 간식', '아이와 함께 먹기 좋은 달콤한 과일과 간식', []],
  ['다이어트 식단', '가볍고 건강하게 즐기는 채소와 곡물', []],
  ['김장 준비', '김장철 필수 재료를 한 번에', [11, 12]],
  ['보양식', '기운이 필요할 때 찾는 보양 재료', [6, 7, 8]],
];

/** Recommendation shelves: name, description, and whether it holds only kinds in their fresh season. */
const RECOMMENDATIONS: Array<[string, string, boolean?]> = [
  ['이번 주 제철', '지금 가장 맛있는 제철 먹거리', true],
  ['산지직송', '수확한 날 바로 보내는 산지 직송 상품'],
  ['지금 아니면 못 먹는', '짧은 제철이 끝나기 전에 꼭 맛봐야 할 별미', true],
  ['MD 추천', '제철장터 MD가 직접 맛보고 고른 상품'],
  ['1인 가구 소포장', '혼자서도 부담 없는 소포장 상품'],
];

/**
 * Seed an empty, migrated database.
 * @param opts.products number of products (≥ 100; the demo uses 1,200, benchmarks 100,000)
 * @param opts.seed PRNG seed (default 20261123)
 * @param opts.now reference time for deal schedules (default: current time)
 * @param opts.communityPosts community posts (default 390; 0 for none; benchmarks 100,000 — community.ts)
 */
export async function seedDatabase(db: Db, opts: { products: number; seed?: number; now?: Date; communityPosts?: number }): Promise<SeedSummary> {
  const rng = createRng(opts.seed ?? 20261123);
  const now = opts.now ?? new Date();
  // The catalogue follows the month in Korea at `now` (issue 30, docs/decisions/041-seasonal-calendar.md).
  const month = kstMonthOf(now);
  const hundredWonItems = hundredWonItemsOf(month);
  const productTotal = Math.max(100, Math.floor(opts.products));

  // Locals and categories
  await db
    .insert(t.locals)
    .values(LOCALS.map(([code, name, shortName], i) => ({ code, name, shortName, sortOrder: i + 1, imageUrl: `/images/locals/${code}.svg` })));
  await db.insert(t.categories).values(
    CATEGORY_TREE.map(([code, name], i) => ({
      code,
      name,
      depth: code.length / 2,
      parentCode: code.length > 2 ? code.slice(0, code.length - 2) : null,
      sortOrder: i + 1,
      imageUrl: `/images/categories/${code.slice(0, 2)}.svg`,
    })),
  );

  // Shops (issue 13): one trade per shop — a province's specialties of one depth-1 category (a 막창
  // house sells 막창, a 대게 수산 sells the province's seafood). Every trade gets a shop first, so every
  // specialty is on sale; the rest follow the trades' sizes. Product counts vary (8–40 at the default size).
  const trades = new Map<string, Specialty[]>();
  for (const sp of SPECIALTIES) {
    const k = `${sp.localCode}:${sp.category.slice(0, 2)}`;
    trades.set(k, [...(trades.get(k) ?? []), sp]);
  }
  const tradeList = [...trades.values()];
  // one shop per trade, then at least 3 shops in every 시/도 (SPEC-driven issue 2 minimum), then by trade size
  const shopTrades: Specialty[][] = [...tradeList];
  for (const [code] of LOCALS) {
    const own = tradeList.filter((tr) => tr[0].localCode === code);
    for (let k = 0; shopTrades.filter((tr) => tr[0].localCode === code).length < 3; k++) shopTrades.push(own[k % own.length]);
  }
  const shopTotal = Math.max(shopTrades.length, Math.round(productTotal / 20));
  const catalogueTotal = productTotal - hundredWonItems.length;
  while (shopTrades.length < shopTotal) {
    // weighted by the number of specialties in the trade
    let r = rng.int(0, SPECIALTIES.length - 1);
    shopTrades.push(tradeList.find((tr) => (r -= tr.length) < 0) ?? tradeList[0]);
  }
  const shopRows: Array<
    typeof t.shops.$inferInsert & {
      specialties: Specialty[];
      specialised: boolean;
      cls: ProductClass;
      variant: number;
      province: string;
      place: string;
      item: string;
    }
  > = [];
  const usedNames = new Set<string>();
  const mainUse = new Map<string, number>();
  for (let i = 0; i < shopTotal; i++) {
    const trade = shopTrades[i];
    // the trade's least used specialty leads the shop (its name and most of its products)
    const main = [...trade].sort((x, y) => (mainUse.get(x.key) ?? 0) - (mainUse.get(y.key) ?? 0))[0];
    mainUse.set(main.key, (mainUse.get(main.key) ?? 0) + 1);
    // The trade's first shop sells all of it (every specialty on sale); the shops added after it
    // specialise: their main kind and a few related ones (the same depth-2 category), so a shop named
    // after a kind sells mostly that kind (issue 30: 고추 명가 청양 sold 공주 알밤).
    const specialised = i >= tradeList.length || trade.length === 1;
    const words = main.name.split(' ');
    const item = itemWord(main);
    const cityWord = main.city.replace(/(시|군|구|읍)$/, '');
    const place = cityWord.length >= 2 && !main.name.includes(cityWord + ' ' + item) ? cityWord : words[0];
    const cls = classOf(main);
    const variant = rng.int(0, 99);
    // a processed-food shop selling several kinds of product is named after its 시/도, not one product
    const mixed = cls === 'processed' && new Set(trade.map((s) => s.category)).size > 1;
    const province = LOCALS.find(([code]) => code === main.localCode)![2];
    let name = mixed ? shopName(cls, variant, province, item, true) : shopName(cls, variant, place, item);
    // two mixed shops of one 시/도 take two patterns (대전 로컬푸드, 대전 전통식품) before a 2호점
    for (let k = 1; mixed && usedNames.has(name) && k < 3; k++) name = shopName(cls, variant + k, province, item, true);
    for (let n = 2; usedNames.has(name); n++) name = `${name.replace(/ \d+호점$/, '')} ${n}호점`;
    usedNames.add(name);
    shopRows.push({
      name,
      localCode: main.localCode,
      city: main.city,
      description: shopDescription(cls, rng.int(0, 99), place, item, rng.int(3, 40)),
      imageUrl: `/images/shops/${main.key}-${(variant % SHOP_LOGO_VARIANTS) + 1}.svg`,
      likeCount: rng.int(3, 4800),
      createdAt: new Date(now.getTime() - rng.int(30, 900) * DAY),
      // shipping rules (shipping.ts) from the shop's own PRNG: the catalogue's sequence is untouched
      ...shippingRulesOf(main, createRng((opts.seed ?? DEFAULT_SEED) ^ hashName(name))),
      specialties: [main, ...trade.filter((s) => s !== main && (!specialised || s.category.slice(0, 4) === main.category.slice(0, 4)))],
      specialised,
      cls,
      variant,
      province,
      place,
      item,
    });
  }
  await insertChunks(
    db,
    t.shops,
    shopRows.map(({ specialties: _s, specialised: _p, cls: _c, variant: _v, province: _r, place: _l, item: _i, ...row }) => row),
  );
  const shops = await db.select({ shopId: t.shops.shopId }).from(t.shops).orderBy(t.shops.shopId);

  // Product counts per shop: 8–40 drawn, scaled to the total; then slots per specialty.
  const drawn = shopRows.map(() => rng.int(8, 40));
  const sum = drawn.reduce((a, b) => a + b, 0);
  const floor = Math.min(8, Math.floor(catalogueTotal / shopTotal));
  const counts = drawn.map((d) => floor + Math.floor(((d - 8) * (catalogueTotal - floor * shopTotal)) / Math.max(1, sum - 8 * shopTotal)));
  for (let k = 0, left = catalogueTotal - counts.reduce((a, b) => a + b, 0); left !== 0 && k < 100 * shopTotal; k++) {
    const j = k % counts.length;
    if (left > 0) {
      counts[j]++;
      left--;
    } else if (counts[j] > 1) {
      counts[j]--;
      left++;
    }
  }
  // slots[shop] = specialty of each product; main gets about half, every trade specialty at least one
  const slots: Specialty[][] = shopRows.map((shop, s) => {
    const out: Specialty[] = [];
    const others = shop.specialties.slice(1);
    for (let k = 0; k < counts[s]; k++) {
      if (shop.specialised) out.push(others.length && rng.chance(0.08) ? rng.pick(others) : shop.specialties[0]);
      else if (k < others.length && k >= 1) out.push(others[k - 1]);
      else out.push(others.length && rng.chance(0.5) ? rng.pick(others) : shop.specialties[0]);
    }
    return out;
  });
  // every specialty ≥ 5 products (so every leaf category ≥ 5): move slots from the most used one of the same shop
  const perSp = new Map<string, number>();
  for (const list of slots) for (const sp of list) perSp.set(sp.key, (perSp.get(sp.key) ?? 0) + 1);
  for (const sp of SPECIALTIES) {
    for (let s = 0; (perSp.get(sp.key) ?? 0) < 5 && s < slots.length; s++) {
      if (!shopRows[s].specialties.includes(sp)) continue;
      for (let guard = 0; (perSp.get(sp.key) ?? 0) < 5 && guard < 40; guard++) {
        const list = slots[s];
        let best = -1;
        for (let j = 0; j < list.length; j++)
          if (list[j] !== sp && (perSp.get(list[j].key) ?? 0) > 5 && (best < 0 || perSp.get(list[j].key)! > perSp.get(list[best].key)!)) best = j;
        if (best < 0) {
          // no donor in this shop: the largest shop gives up a slot of a well-stocked specialty
          const donor = slots.reduce((m, l, j) => (j !== s && l.length > slots[m].length ? j : m), s === 0 ? 1 : 0);
          const at = slots[donor].findIndex((x) => (perSp.get(x.key) ?? 0) > 5);
          if (at < 0) break;
          perSp.set(slots[donor][at].key, perSp.get(slots[donor][at].key)! - 1);
          slots[donor].splice(at, 1);
          list.push(sp);
          perSp.set(sp.key, (perSp.get(sp.key) ?? 0) + 1);
          continue;
        }
        perSp.set(list[best].key, perSp.get(list[best].key)! - 1);
        list[best] = sp;
        perSp.set(sp.key, (perSp.get(sp.key) ?? 0) + 1);
      }
    }
  }

  const productRows: Array<typeof t.products.$inferInsert> = [];
  const specialtyOf: string[] = [];
  const usedProductNames = new Set<string>();
  const lineCache = new Map<string, { list: LineCandidate[]; at: number }>();
  const shopFactors = shopRows.map(() => 0.92 + rng.next() * 0.16);
  const shopNames = shopRows.map(() => new Set<string>());
  const addLines = (s: number, sp: Specialty, n: number, repeat: boolean) => {
    const shopFactor = shopFactors[s];
    let added = 0;
    {
      for (const p of productLines(sp, n, rng, usedProductNames, lineCache, shopNames[s], repeat)) {
        added += p.sizes.length;
        const price = p.prices(shopFactor);
        for (const [k, size] of p.sizes.entries()) {
          const province = LOCALS.find(([c]) => c === sp.localCode)![2];
          specialtyOf.push(sp.name);
          productRows.push({
            shopId: shops[s].shopId,
            categoryCode: sp.category,
            name: size.name,
            origin: `${province} ${sp.city}`,
            unit: size.option,
            description: productDescription(sp, `${province} ${sp.city}`.replace(/ (\S+)(시|군)$/, ' $1$2'), rng.int(0, 99), size.option),
            price: price[k],
            salePrice: salePriceOf(price[k], p.discountRate),
            discountRate: p.discountRate,
            seasonMonths: sp.months,
            stock: rng.chance(0.04) ? 0 : rng.int(5, 900),
            salesCount: Math.floor(Math.pow(rng.next(), 3) * 12000),
            likeCount: rng.int(0, 3000),
            imageUrl: productPicture(sp, size.option),
            createdAt: new Date(now.getTime() - rng.int(0, 400) * DAY - rng.int(0, 23) * HOUR),
          });
        }
      }
    }
    return added;
  };
  for (let s = 0; s < shopRows.length; s++) {
    const bySp = new Map<Specialty, number>();
    for (const sp of slots[s]) bySp.set(sp, (bySp.get(sp) ?? 0) + 1);
    for (const [sp, n] of bySp) {
      const added = addLines(s, sp, n, false);
      // the grammar holds ~30,000 distinct names: larger catalogues repeat a name in another shop (never in the same one)
      if (added < n && productTotal > 20_000) addLines(s, sp, n - added, true);
    }
  }
  // Every specialty ≥ 5 products even when a line lost a size to a name already taken …
  const rowsOf = (name: string) => specialtyOf.reduce((n, x) => n + (x === name ? 1 : 0), 0);
  for (const sp of SPECIALTIES) {
    for (let s = 0, have = rowsOf(sp.name); have < 5 && s < shopRows.length; s++) {
      if (shopRows[s].specialties.includes(sp)) have += addLines(s, sp, 5 - have, false);
    }
  }
  // Top up where a specialty's grammar ran out of unused names: other shops and specialties first,
  // then (only for very large catalogues) names another shop already uses.
  for (let round = 0, s = 0; productRows.length < catalogueTotal && round < 50; s = (s + 1) % shopRows.length) {
    const sp = rng.pick(shopRows[s].specialties);
    addLines(s, sp, Math.min(3, catalogueTotal - productRows.length), round >= 2);
    if (s === shopRows.length - 1) round++;
  }
  // … and back to the exact size: drop trailing rows of well-stocked specialties
  const perName = new Map<string, number>();
  for (const n of specialtyOf) perName.set(n, (perName.get(n) ?? 0) + 1);
  const perShop = new Map<number, number>();
  for (const r of productRows) perShop.set(r.shopId, (perShop.get(r.shopId) ?? 0) + 1);
  for (let k = productRows.length - 1; productRows.length > catalogueTotal && k >= 0; k--) {
    if (perName.get(specialtyOf[k])! > 5 && perShop.get(productRows[k].shopId)! > 12) {
      perName.set(specialtyOf[k], perName.get(specialtyOf[k])! - 1);
      perShop.set(productRows[k].shopId, perShop.get(productRows[k].shopId)! - 1);
      productRows.splice(k, 1);
      specialtyOf.splice(k, 1);
    }
  }
  // Out of season (season-calendar.ts): a fresh product sold from storage says so (청송 저장 사과), one
  // that is not sold that month at all (고창 수박 in December, 햇양파 in January) is 품절 — it stays in its
  // category, not offered; processed forms (매실청, 냉동 복분자) sell all year. Drawn after every PRNG
  // draw of the rows, so the catalogue's sequence is the same in every month.
  const spOfName = new Map(SPECIALTIES.map((sp) => [sp.name, sp]));
  for (const [k, row] of productRows.entries()) {
    const sp = spOfName.get(specialtyOf[k])!;
    row.name = storedName(sp.key, row.name!, itemWord(sp), month);
    if (!offeredIn(sp.key, row.name, month)) row.stock = 0;
  }
  // 첫 구매 100원 딜 items: a small size of a few fruits in season at 10,900원 − 99% = 100원
  const hundredWon: number[] = [];
  for (const key of hundredWonItems) {
    const sp = SPECIALTIES.find((x) => x.key === key)!;
    const s = shopRows.findIndex((sh) => sh.specialties.includes(sp));
    if (s < 0) continue;
    const province = LOCALS.find(([c]) => c === sp.localCode)![2];
    hundredWon.push(productRows.length);
    specialtyOf.push(sp.name);
    productRows.push({
      shopId: shops[s].shopId,
      categoryCode: sp.category,
      name: `첫구매 100원 ${sp.name} 맛보기 500g`,
      origin: `${province} ${sp.city}`,
      unit: '맛보기 500g',
      description: `제철장터에서 처음 구매하시는 분께 드리는 ${josa(sp.name, '이에요/예요')}. 1인 1회 구매할 수 있어요.`,
      price: 10900,
      salePrice: salePriceOf(10900, 99),
      discountRate: 99,
      seasonMonths: sp.months,
      stock: rng.int(50, 300),
      salesCount: rng.int(100, 3000),
      likeCount: rng.int(0, 900),
      imageUrl: productPicture(sp, '맛보기 500g'),
      createdAt: new Date(now.getTime() - rng.int(0, 30) * DAY),
    });
  }
  for (const p of productRows) p.isSoldOut = p.stock === 0;
  // Reviews (issue 13, docs/decisions/014): drawn from their own PRNG stream, so the rest of the
  // catalogue stays as it was; review_count and rating_x10 are the rows' count and average.
  const spByName = new Map(SPECIALTIES.map((sp) => [sp.name, sp]));
  const { rows: reviewRows, stats: reviewStats } = seedReviews(
    productRows.map((p, k) => reviewedOf(spByName.get(specialtyOf[k])!, { ...p, createdAt: p.createdAt!, salesCount: p.salesCount ?? 0 })),
    now,
    (opts.seed ?? 20261123) ^ REVIEW_SEED_SALT,
  );
  for (const [k, st] of reviewStats.entries()) Object.assign(productRows[k], st);
  await nameShopsByWhatTheySell(db, shopRows, shops, productRows, specialtyOf, opts.seed ?? DEFAULT_SEED);
  await insertChunks(db, t.products, productRows);
  const products = await db
    .select({
      productNo: t.products.productNo,
      price: t.products.price,
      discountRate: t.products.discountRate,
      salesCount: t.products.salesCount,
      categoryCode: t.products.categoryCode,
      name: t.products.name,
      stock: t.products.stock,
      imageUrl: t.products.imageUrl,
      salePrice: t.products.salePrice,
    })
    .from(t.products)
    .orderBy(t.products.productNo);
  await insertReviews(
    db,
    reviewRows.map(({ at, ...r }) => ({ ...r, productNo: products[at].productNo })),
  );
  /** What a product is this month (season-calendar.ts offerOf): 'fresh', a processed or stored form, or null (not offered). */
  const offer = (p: { imageUrl: string; name: string }) => offerOf(specialtyKeyOf(p), p.name, month);
  // Featured places (deals, 기획전, 이벤트, home and season sections) hold only what is offered this month.
  const inStock = products.filter((p) => p.stock > 0 && offer(p) !== null);
  /** In-stock products of a seasonal kind in its fresh season: what "이번 주 제철" and most deals show. */
  const seasonalFresh = inStock.filter((p) => p.salePrice > 100 && isSeasonal(specialtyKeyOf(p)) && offer(p) === 'fresh');
  /**
   * Up to `n` distinct in-stock products drawn at random in at most `draws` draws, each made into
   * a row by `toRow` (sortOrder: its place in the list) as soon as it is drawn, so random choices
   * inside toRow keep their place in the PRNG sequence.
   */
  const drawProducts = <R>(n: number, draws: number, toRow: (p: (typeof inStock)[number], sortOrder: number) => R, pool = inStock): R[] => {
    const picked = new Set<number>();
    const rows: R[] = [];
    for (let k = 0; rows.length < n && k < draws && pool.length > 0; k++) {
      const p = pool[rng.int(0, pool.length - 1)];
      if (picked.has(p.productNo)) continue;
      picked.add(p.productNo);
      rows.push(toRow(p, rows.length));
    }
    return rows;
  };

  // Limited deals: live now, upcoming (next 24 h), ended; one live deal sold out.
  const dealRows: Array<typeof t.deals.$inferInsert> = [];
  const dealCount = 28;
  // Every other deal is a seasonal kind in its fresh season, the rest anything offered this month
  // (한우, 김치, 매실청 …); a product is a deal once.
  const dealPool = inStock.filter((p) => p.salePrice > 100);
  const dealt = new Set<number>();
  for (let i = 0; i < dealCount; i++) {
    const pool = i % 2 === 0 && seasonalFresh.length > 0 ? seasonalFresh : dealPool;
    let at = (i * 37 + 11) % pool.length;
    for (let tries = 0; dealt.has(pool[at].productNo) && tries < pool.length; tries++) at = (at + 1) % pool.length;
    const p = pool[at];
    dealt.add(p.productNo);
    const kind = i < 16 ? 'live' : i < 24 ? 'upcoming' : 'ended';
    // A limited deal is always below the product's own sale price (a 한정 특가 at 16,720원 for a
    // product on sale at 12,540원 was seen): at least 5 points more off than the product's own rate.
    const drawnRate = rng.int(20, 55);
    const discountRate = Math.min(70, Math.max(p.discountRate + 5 + (drawnRate % 8), drawnRate));
    const stockTotal = rng.pick([50, 100, 150, 200, 300]);
    let startAt: Date;
    let endAt: Date;
    if (kind === 'live') {
      startAt = new Date(now.getTime() - rng.int(1, 20) * HOUR);
      endAt = new Date(now.getTime() + rng.int(2, 40) * HOUR + rng.int(0, 59) * 60_000);
    } else if (kind === 'upcoming') {
      startAt = new Date(now.getTime() + rng.int(1, 22) * HOUR);
      endAt = new Date(startAt.getTime() + rng.int(6, 24) * HOUR);
    } else {
      endAt = new Date(now.getTime() - rng.int(1, 48) * HOUR);
      startAt = new Date(endAt.getTime() - 24 * HOUR);
    }
    const stockLeft = kind === 'upcoming' ? stockTotal : i === 15 ? 0 : kind === 'ended' ? rng.int(0, 10) : rng.int(Math.floor(stockTotal * 0.05), stockTotal);
    dealRows.push({
      productNo: p.productNo,
      // only a title true of this window (deal-titles.ts: 오늘만 이 가격 ends today in KST, 마감 임박 within hours);
      // one draw whatever the choice, so the rest of the seed is unchanged
      title: `${rng.pick(dealTitlesFor({ startAt, endAt }, now))} · ${specialtyOf[products.indexOf(p)]}`,
      dealPrice: salePriceOf(p.price, discountRate),
      discountRate,
      stockTotal,
      stockLeft,
      startAt,
      endAt,
      sortOrder: i,
    });
  }
  await db.insert(t.deals).values(dealRows);

  // 기획전 and 이벤트 (issue 13): each holds only products matching its theme (themes.ts).
  const themed = await db
    .select({
      productNo: t.products.productNo,
      price: t.products.price,
      categoryCode: t.products.categoryCode,
      imageUrl: t.products.imageUrl,
      name: t.products.name,
      salePrice: t.products.salePrice,
      discountRate: t.products.discountRate,
      reviewCount: t.products.reviewCount,
      seasonMonths: t.products.seasonMonths,
      stock: t.products.stock,
      localCode: t.shops.localCode,
    })
    .from(t.products)
    .innerJoin(t.shops, eq(t.shops.shopId, t.products.shopId))
    .orderBy(t.products.productNo);
  /** Up to n in-stock products of a theme offered this month, drawn by the seed; one per 시/도 for the stamp tour. */
  const pickThemed = (theme: Theme) => {
    const pool = themed.filter((p) => p.stock > 0 && offer(p) !== null && matchesTheme(theme.rule, p, month));
    const n = rng.int(theme.size[0], theme.size[1]);
    const out: typeof pool = [];
    const locals = new Set<string>();
    for (let guard = 0; out.length < n && pool.length > 0 && guard < n * 20; guard++) {
      const [p] = pool.splice(rng.int(0, pool.length - 1), 1);
      if (theme.rule.onePerLocal && locals.has(p.localCode)) continue;
      locals.add(p.localCode);
      out.push(p);
    }
    return out;
  };
  /** A theme's title, subtitle and banner art as stored on its period or event. */
  const themeColumns = (theme: Theme) => ({ title: theme.title, subtitle: theme.subtitle, bannerImageUrl: `/images/banners/${theme.banner}.svg` });
  /**
   * When a themed period or event runs (ranges in whole days, drawn in this order): a live one
   * started `started` days ago, another opens in `opens` days; either lasts `lasts` days.
   */
  const themeWindow = (live: boolean, started: [number, number], opens: [number, number], lasts: [number, number]) => {
    const startAt = live ? new Date(now.getTime() - rng.int(...started) * DAY) : new Date(now.getTime() + rng.int(...opens) * DAY);
    return { startAt, endAt: new Date(startAt.getTime() + rng.int(...lasts) * DAY) };
  };
  // The month's themes (themes.ts themesOfMonth: its seasonal ones first, then the year-round ones);
  // a theme out of its months (겨울 대게·굴 in July) is not seeded.
  const periodThemes = themesOfMonth(PERIOD_THEMES, month);
  const eventThemes = themesOfMonth(EVENT_THEMES, month);
  const periodIds: number[] = [];
  for (const [i, theme] of periodThemes.entries()) {
    const [row] = await db
      .insert(t.periods)
      .values({ ...themeColumns(theme), ...themeWindow(i < 6, [1, 5], [2, 6], [7, 14]) })
      .returning({ id: t.periods.periodId });
    periodIds.push(row.id);
    const rows = pickThemed(theme).map((p, sortOrder): typeof t.periodProducts.$inferInsert => {
      // the period price is always below the product's own sale price
      const d = Math.min(70, Math.max(p.discountRate + rng.int(3, 10), rng.int(10, 40)));
      return { periodId: row.id, productNo: p.productNo, periodPrice: salePriceOf(p.price, d), discountRate: d, sortOrder };
    });
    if (rows.length) await db.insert(t.periodProducts).values(rows);
  }

  for (const [i, theme] of eventThemes.entries()) {
    const [row] = await db
      .insert(t.events)
      .values({ ...themeColumns(theme), content: theme.content ?? '', ...themeWindow(i < 5, [1, 10], [3, 10], [14, 30]) })
      .returning({ id: t.events.eventId });
    const rows = pickThemed(theme).map((p, sortOrder) => ({ eventId: row.id, productNo: p.productNo, sortOrder }));
    if (rows.length) await db.insert(t.eventProducts).values(rows);
  }

  // Best ranks: overall and per depth-1 category, top 50 by sales.
  const bestRows: Array<typeof t.bestRanks.$inferInsert> = [];
  const ranked = products.filter((p) => offer(p) !== null).sort((a, b) => b.salesCount - a.salesCount || a.productNo - b.productNo);
  const addRanking = (code: string, list: typeof products) => {
    list.slice(0, 50).forEach((p, i) => {
      const moved = rng.next();
      const previousRank = moved < 0.1 ? null : Math.max(1, Math.min(60, i + 1 + rng.int(-5, 5)));
      bestRows.push({ categoryCode: code, rank: i + 1, productNo: p.productNo, previousRank });
    });
  };
  addRanking('ALL', ranked);
  for (const [code] of CATEGORY_TREE.filter(([c]) => c.length === 2))
    addRanking(
      code,
      ranked.filter((p) => p.categoryCode.startsWith(code)),
    );
  await insertChunks(db, t.bestRanks, bestRows);

  // Season occasions and recommendations.
  for (const [i, [name, description]] of OCCASIONS.entries()) {
    const [row] = await db
      .insert(t.seasonOccasions)
      .values({ name, description, imageUrl: `/images/banners/${(i % 8) + 1}.svg`, sortOrder: i + 1 })
      .returning({ id: t.seasonOccasions.occasionId });
    await db.insert(t.seasonOccasionProducts).values(drawProducts(24, 200, (p, sortOrder) => ({ occasionId: row.id, productNo: p.productNo, sortOrder })));
  }
  for (const [i, [name, description, seasonal]] of RECOMMENDATIONS.entries()) {
    const [row] = await db
      .insert(t.seasonRecommendations)
      .values({ name, description, sortOrder: i + 1 })
      .returning({ id: t.seasonRecommendations.recommendationCategoryId });
    const rows = drawProducts(
      24,
      200,
      (p, sortOrder) => ({ recommendationCategoryId: row.id, productNo: p.productNo, sortOrder }),
      seasonal ? seasonalFresh : inStock,
    );
    if (rows.length) await db.insert(t.seasonRecommendationProducts).values(rows);
  }

  // Notices: what the shop posted over the last months, each occasion at its time of the year (notices.ts).
  const noticeRows = noticesAt(now).map(({ title, content, isImportant, createdAt }) => ({
    title,
    content,
    isImportant,
    viewCount: rng.int(10, 5000),
    createdAt,
  }));
  await db.insert(t.notices).values(noticeRows);
  // Issue 17: everything above is published; one 예약됨 and one 비공개 item of each kind for the admin preview.
  const previews = await seedPreviewItems(db, now);

  await db
    .insert(t.appRelease)
    .values({ id: 1, webVersion: DEFAULT_WEB_VERSION, androidMinVersion: '2.0.0', iOSMinVersion: '2.0.0', scheduleAnchorAt: now })
    .onConflictDoNothing();
  await seedBannedWords(db);

  const community = opts.communityPosts === 0 ? null : await seedCommunity(db, { now, seed: opts.seed ?? DEFAULT_SEED, posts: opts.communityPosts, createRng });
  // Issue 16: shop stand-in orders for the seeded members, adon banners (member-play.ts).
  await seedMemberPlay(db, { now, seed: opts.seed ?? DEFAULT_SEED, createRng });
  // Issue 16: one member with a stars history (server/seed/stars.ts).
  await seedStarMembers(db, { now });

  return {
    locals: LOCALS.length,
    categories: CATEGORY_TREE.length,
    shops: shopRows.length,
    products: productRows.length,
    deals: dealRows.length,
    periods: periodIds.length,
    events: eventThemes.length,
    bestRanks: bestRows.length,
    occasions: OCCASIONS.length,
    recommendations: RECOMMENDATIONS.length,
    notices: noticeRows.length,
    reviews: reviewRows.length,
    previews,
    community,
  };
}

/**
 * Keep the deal schedule current for a database seeded earlier (a persisted demo database must
 * not show only expired deals). The seed records its reference time in
 * app_release.schedule_anchor_at; once `now` is a whole day or more past it, every deal, period
 * and event window moves forward by those whole days and the anchor with them, so the seeded
 * live / upcoming / ended mix reappears (times of day are kept). Deterministic given `now`.
 * A deal title that promises a time (오늘만 이 가격, 마감 임박, 타임 특가) stays true across the move
 * (deal-titles.ts); one that is not — a database seeded before that rule — gets a plain lead.
 */
export async function refreshSchedule(db: Db, now: Date): Promise<void> {
  const [row] = await db.select({ anchor: t.appRelease.scheduleAnchorAt }).from(t.appRelease).limit(1);
  if (!row) return;
  const days = Math.floor((now.getTime() - new Date(row.anchor).getTime()) / DAY);
  // Another month in Korea than the anchor's: the catalogue follows the calendar of this one
  // (issue 30, docs/decisions/041-seasonal-calendar.md, season-refresh.ts), after the windows moved.
  const monthChanged = kstMonthOf(now) !== kstMonthOf(new Date(row.anchor));
  if (days < 1) {
    await retitleDeals(db, new Date(row.anchor));
    if (monthChanged) await refreshSeason(db, kstMonthOf(new Date(row.anchor)), kstMonthOf(now), now);
    return;
  }
  const interval = `${days} days`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update deals set start_at = start_at + ${interval}::interval, end_at = end_at + ${interval}::interval`);
    await tx.execute(sql`update periods set start_at = start_at + ${interval}::interval, end_at = end_at + ${interval}::interval`);
    await tx.execute(sql`update events set start_at = start_at + ${interval}::interval, end_at = end_at + ${interval}::interval`);
    // A scheduled publication (issue 17) moves with its window; published rows stay published.
    for (const table of ['deals', 'periods', 'events', 'notices'])
      await tx.execute(
        sql`update ${sql.identifier(table)} set published_at = published_at + ${interval}::interval where published_at > (select schedule_anchor_at from app_release limit 1)`,
      );
    await tx.execute(sql`update app_release set schedule_anchor_at = schedule_anchor_at + ${interval}::interval`);
  });
  await retitleDeals(db, new Date(new Date(row.anchor).getTime() + days * DAY));
  if (monthChanged) await refreshSeason(db, kstMonthOf(new Date(row.anchor)), kstMonthOf(now), now);
}

/** Give every deal whose title promises a time its window does not keep (seen from `anchor`) a plain lead (deal-titles.ts retitledDeal). */
async function retitleDeals(db: Db, anchor: Date): Promise<void> {
  const deals = await db.select({ dealId: t.deals.dealId, title: t.deals.title, startAt: t.deals.startAt, endAt: t.deals.endAt }).from(t.deals);
  for (const d of deals) {
    const title = retitledDeal(d, anchor);
    if (title !== null) await db.update(t.deals).set({ title }).where(eq(t.deals.dealId, d.dealId));
  }
}

/**
 * Give the shops of a database seeded before the shipping columns existed (migration 0008 set every
 * shop to the column defaults) the rules a fresh seed would give them (shipping.ts, keyed by shop
 * name and `seed`; the lead specialty from the logo path, else the shop's most common category).
 * Runs only while no shop has rules of its own, so it is one count query once done.
 * @returns the number of shops updated (0 when nothing was to do)
 */
export async function backfillShipping(db: Db, seed = DEFAULT_SEED): Promise<number> {
  const d = DEFAULT_SHIPPING;
  const [{ custom }] = await db
    .select({ custom: count() })
    .from(t.shops)
    .where(
      or(
        ne(t.shops.deliveryType, d.deliveryType),
        ne(t.shops.shippingFee, d.shippingFee),
        isNotNull(t.shops.freeShippingThreshold),
        ne(t.shops.remoteAreaFee, d.remoteAreaFee),
        ne(t.shops.dispatchCutoffHour, d.dispatchCutoffHour),
        ne(t.shops.dispatchLeadDays, d.dispatchLeadDays),
      ),
    );
  if (Number(custom) > 0) return 0;
  const shops = await db.select({ shopId: t.shops.shopId, name: t.shops.name, imageUrl: t.shops.imageUrl }).from(t.shops).orderBy(t.shops.shopId);
  if (shops.length === 0) return 0;
  const byKey = new Map(SPECIALTIES.map((sp) => [sp.key, sp]));
  const leadOf = (imageUrl: string) => byKey.get(/\/shops\/(.+)-\d+\.svg$/.exec(imageUrl)?.[1] ?? '');
  const topCategory = new Map<number, string>();
  if (shops.some((s) => !leadOf(s.imageUrl))) {
    const res = await db.execute(
      sql`select distinct on (shop_id) shop_id, category_code from products group by shop_id, category_code order by shop_id, count(*) desc, category_code`,
    );
    for (const r of (res as unknown as { rows: Array<{ shop_id: number; category_code: string }> }).rows) topCategory.set(Number(r.shop_id), r.category_code);
  }
  const values = shops.map((s) => {
    const lead = leadOf(s.imageUrl) ?? { key: '', category: topCategory.get(s.shopId) ?? '' };
    const r = shippingRulesOf(lead, createRng(seed ^ hashName(s.name)));
    return sql`(${s.shopId}::integer, ${r.deliveryType}, ${r.shippingFee}::integer, ${r.freeShippingThreshold}::integer, ${r.remoteAreaFee}::integer, ${r.dispatchCutoffHour}::smallint, ${r.dispatchLeadDays}::smallint)`;
  });
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 500) {
      await tx.execute(sql`update shops set delivery_type = v.dt, shipping_fee = v.fee, free_shipping_threshold = v.threshold, remote_area_fee = v.remote,
        dispatch_cutoff_hour = v.cutoff, dispatch_lead_days = v.lead
        from (values ${sql.join(values.slice(i, i + 500), sql`, `)}) as v(id, dt, fee, threshold, remote, cutoff, lead) where shops.shop_id = v.id`);
    }
  });
  return shops.length;
}

/**
 * One-time backfill for a database seeded before reviews existed (migration 0008 made
 * product_reviews empty while products kept made-up review counts): when products exist and no
 * review does, seed reviews for every product as seedDatabase would and set review_count and
 * rating_x10 from them. Idempotent (any review row → nothing to do) and cheap to check (one
 * indexed row read per boot).
 * @returns the number of review rows written (0 when there was nothing to do)
 */
export async function backfillReviews(db: Db, now: Date, seed = 20261123): Promise<number> {
  const [any] = await db.select({ id: t.productReviews.reviewId }).from(t.productReviews).limit(1);
  if (any) return 0;
  const rows = await db
    .select({
      productNo: t.products.productNo,
      categoryCode: t.products.categoryCode,
      unit: t.products.unit,
      imageUrl: t.products.imageUrl,
      createdAt: t.products.createdAt,
      salesCount: t.products.salesCount,
    })
    .from(t.products)
    .orderBy(t.products.productNo);
  if (rows.length === 0) return 0;
  const byKey = new Map(SPECIALTIES.map((sp) => [sp.key, sp]));
  // the specialty is the product's picture (themes.ts specialtyKeyOf); an unknown one reads as the category's first
  const spOf = (p: (typeof rows)[number]) => byKey.get(specialtyKeyOf(p)) ?? SPECIALTIES.find((sp) => sp.category === p.categoryCode) ?? SPECIALTIES[0];
  const { rows: reviews } = seedReviews(
    rows.map((p) => reviewedOf(spOf(p), p)),
    now,
    seed ^ REVIEW_SEED_SALT,
  );
  await db.transaction(async (tx) => {
    await insertReviews(
      tx as unknown as Db,
      reviews.map(({ at, ...r }) => ({ ...r, productNo: rows[at].productNo })),
    );
    await tx.execute(sql`update products set review_count = 0, rating_x10 = 0`);
    await tx.execute(sql`update products p set review_count = s.n, rating_x10 = s.r
      from (select product_no, count(*)::int as n, round(avg(rating) * 10)::smallint as r from product_reviews group by product_no) s
      where p.product_no = s.product_no`);
  });
  return reviews.length;
}

/**
 * Seed when the database has no products (or backfill reviews and the community of one seeded before them), then keep the schedule current and
 * the shops' shipping rules filled in (backfillShipping).
 * @returns the summary when it seeded, otherwise null.
 */
export async function ensureSeeded(db: Db, opts: { products: number; now?: Date; communityPosts?: number }): Promise<SeedSummary | null> {
  const [{ n }] = await db.select({ n: count() }).from(t.products);
  let summary: SeedSummary | null = null;
  if (Number(n) === 0) summary = await seedDatabase(db, { products: opts.products, now: opts.now, communityPosts: opts.communityPosts });
  else {
    await backfillReviews(db, opts.now ?? new Date());
    if (opts.communityPosts !== 0) await backfillCommunity(db, { now: opts.now ?? new Date(), seed: DEFAULT_SEED, posts: opts.communityPosts, createRng });
    await seedStarMembers(db, { now: opts.now ?? new Date() });
  }
  await refreshSchedule(db, opts.now ?? new Date());
  await backfillShipping(db);
  await seedBannedWords(db);
  await seedMemberPlay(db, { now: opts.now ?? new Date(), seed: DEFAULT_SEED, createRng });
  return summary;
}

/**
 * Deterministic seed of a realistic Korean catalogue (issue 2; decisions in
 * docs/decisions/001-catalogue-model.md). No network, no Math.random: a seeded PRNG drives
 * every choice, so the same { products, seed, now } always yields the same rows.
 *
 * Sizes: ≥ 60 partner stores over all 17 시/도 (products / 20 when larger), `products` products
 * from ~100 real regional specialties, 3-level categories, limited deals, period deals, events,
 * best ranks, season occasions/recommendations, notices and the app_release row.
 */
import { DEFAULT_WEB_VERSION } from '@contract/rules.js';
import { count, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import * as t from '../schema/index.js';
import { CATEGORY_TREE, GRADE_PREFIXES, LOCALS, SHOP_PATTERNS, SPECIALTIES, type Specialty } from './specialties.js';

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

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Round a KRW amount to a "shop price" ending in 00 or 900. */
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

const SHOP_DESCRIPTIONS = [
  '{city}에서 3대째 농사를 짓는 가족 농가예요. 수확한 날 바로 보내드려요.',
  '산지에서 직접 고르고 포장해 가장 맛있을 때 보내드립니다.',
  '{city} 지역 농가 30곳이 함께하는 영농조합이에요. 믿을 수 있는 품질을 약속해요.',
  '좋은 재료만 고집하는 {city}의 작은 가게입니다. 정성껏 손질해 보내드려요.',
  '{item} 하나만 20년 넘게 다뤄온 전문 산지 판매처예요.',
];

const PRODUCT_DESCRIPTIONS = [
  '{origin}에서 제철에 수확한 {name}입니다. 산지에서 선별해 신선하게 보내드려요.',
  '{name} 본연의 맛을 살려 정성껏 준비했어요. 받으신 뒤 바로 냉장 보관해 주세요.',
  '일교차가 큰 {origin}의 기후 덕분에 맛과 향이 진한 {name}이에요.',
  '{origin} 농가와 직거래해 유통 단계를 줄였어요. 합리적인 가격으로 만나보세요.',
];

const fill = (s: string, v: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k) => v[k] ?? '');

/** Product name from a specialty, a grade prefix and a unit, e.g. '햇청송 사과 가정용 5kg (16~20과)'. */
function productName(sp: Specialty, rng: Rng) {
  const prefix = rng.pick(GRADE_PREFIXES);
  const unit = rng.pick(sp.units);
  const [region, ...rest] = sp.name.split(' ');
  const base = prefix === '햇' || prefix === '꿀' ? `${region} ${prefix}${rest.join(' ')}` : `${prefix}${sp.name}`;
  return { name: `${base} ${unit}`.replace(/\s+/g, ' ').trim(), unit };
}

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

const RECOMMENDATIONS: Array<[string, string]> = [
  ['이번 주 제철', '지금 가장 맛있는 제철 먹거리'],
  ['산지직송', '수확한 날 바로 보내는 산지 직송 상품'],
  ['지금 아니면 못 먹는', '짧은 제철이 끝나기 전에 꼭 맛봐야 할 별미'],
  ['MD 추천', '제철장터 MD가 직접 맛보고 고른 상품'],
  ['1인 가구 소포장', '혼자서도 부담 없는 소포장 상품'],
];

const NOTICE_TITLES: Array<[string, string, boolean]> = [
  [
    '[안내] 설 연휴 배송 일정 안내',
    '설 연휴 기간에는 택배사 휴무로 배송이 지연될 수 있어요. 연휴 전 마지막 출고일과 연휴 후 첫 출고일을 꼭 확인해 주세요.\n\n- 연휴 전 마지막 출고: 연휴 시작 3일 전 오후 2시 주문 건까지\n- 연휴 후 첫 출고: 연휴 다음 날부터 순차 출고\n\n신선식품은 연휴 기간 중 배송되지 않도록 출고를 조정하고 있어요.',
    true,
  ],
  [
    '[공지] 개인정보 처리방침 개정 안내',
    '개인정보 처리방침이 일부 개정되어 안내드립니다. 변경된 내용은 시행일부터 적용되며, 자세한 내용은 개인정보 처리방침 페이지에서 확인하실 수 있어요.',
    true,
  ],
  [
    '[이벤트] 첫 구매 고객 별 포인트 2배 적립',
    '제철장터에서 처음 구매하시는 분께 별 포인트를 2배로 적립해 드려요. 이벤트 기간 내 첫 결제 건에 한해 적용되며, 포인트는 구매 확정 후 지급됩니다.',
    false,
  ],
  [
    '[안내] 신선식품 교환·환불 기준 안내',
    '신선식품은 상품 특성상 단순 변심에 의한 교환·환불이 어려워요. 상품에 문제가 있는 경우 수령 후 24시간 이내에 사진과 함께 고객센터로 접수해 주세요.',
    false,
  ],
  [
    '[공지] 시스템 점검 안내 (새벽 2시~4시)',
    '더 안정적인 서비스를 위해 시스템 점검을 진행해요. 점검 시간에는 주문과 결제가 일시적으로 중단되며, 점검이 끝나면 바로 이용하실 수 있어요.',
    false,
  ],
  [
    '[안내] 한정 특가 구매 수량 제한 안내',
    '한정 특가 상품은 더 많은 분들이 구매하실 수 있도록 1인당 구매 수량이 제한될 수 있어요. 상품 상세에서 구매 가능 수량을 확인해 주세요.',
    false,
  ],
  ['[이벤트] 김장철 절임배추 사전 예약', '올해 김장은 산지에서 바로 절인 배추로 준비해 보세요. 사전 예약 고객께는 원하시는 날짜에 맞춰 배송해 드려요.', false],
  [
    '[안내] 추석 선물세트 대량 주문 안내',
    '기업 및 단체 선물 대량 주문은 고객센터를 통해 별도로 상담해 드려요. 수량과 배송지 목록을 미리 준비해 주시면 빠르게 도와드릴게요.',
    false,
  ],
  [
    '[공지] 앱 업데이트 안내 (버전 2.21.0)',
    '앱이 더 빨라졌어요. 최신 버전으로 업데이트하시면 한정 특가 알림과 최근 본 상품 기능을 더 편리하게 이용하실 수 있어요.',
    false,
  ],
  ['[안내] 제주·도서산간 배송비 안내', '제주 및 도서산간 지역은 추가 배송비가 발생할 수 있어요. 결제 단계에서 최종 배송비를 확인해 주세요.', false],
  ['[이벤트] 커뮤니티 후기 작성하고 별 받기', '구매하신 제철 먹거리 후기를 커뮤니티에 남겨 주세요. 정성스러운 후기를 남겨주신 분께 별 포인트를 드려요.', false],
  ['[안내] 고객센터 운영 시간 변경', '고객센터 운영 시간이 평일 오전 9시부터 오후 6시까지로 변경돼요. 점심시간(12시~1시)에는 상담이 어려울 수 있어요.', false],
  [
    '[공지] 입점 판매자 모집',
    '우리 지역의 좋은 먹거리를 소개해 주실 판매자님을 모집해요. 산지 직송이 가능한 농가와 가공업체라면 누구나 신청하실 수 있어요.',
    false,
  ],
  ['[안내] 택배사 변경 안내', '일부 지역의 배송 택배사가 변경돼요. 변경 후에도 배송 조회는 주문 내역에서 동일하게 하실 수 있어요.', false],
  ['[이벤트] 제철 퀴즈 게임 오픈', '매일 새로운 제철 퀴즈를 풀고 별 포인트를 모아 보세요. 게임은 마이페이지에서 참여하실 수 있어요.', false],
];

/**
 * Seed an empty, migrated database.
 * @param opts.products number of products (≥ 100; the demo uses 1,200, benchmarks 100,000)
 * @param opts.seed PRNG seed (default 20261123)
 * @param opts.now reference time for deal schedules (default: current time)
 */
export async function seedDatabase(db: Db, opts: { products: number; seed?: number; now?: Date }): Promise<SeedSummary> {
  const rng = createRng(opts.seed ?? 20261123);
  const now = opts.now ?? new Date();
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

  // Shops: every local gets at least 3; the rest follow where specialties come from.
  const shopTotal = Math.max(60, Math.floor(productTotal / 20));
  const byLocal = new Map<string, Specialty[]>();
  for (const sp of SPECIALTIES) byLocal.set(sp.localCode, [...(byLocal.get(sp.localCode) ?? []), sp]);
  const shopRows: Array<typeof t.shops.$inferInsert & { specialties: Specialty[] }> = [];
  const usedNames = new Set<string>();
  for (let i = 0; i < shopTotal; i++) {
    const local = i < LOCALS.length * 3 ? LOCALS[i % LOCALS.length] : rng.pick(LOCALS.filter(([c]) => byLocal.has(c)));
    const specialties = byLocal.get(local[0]) ?? SPECIALTIES;
    const main = rng.pick(specialties);
    const words = main.name.split(' ');
    const itemWord = words[words.length - 1];
    const cityWord = main.city.replace(/(시|군|구|읍)$/, '');
    // '남구' → '남' reads badly: fall back to the specialty's region word ('광주').
    const place = cityWord.length >= 2 && !main.name.includes(cityWord + ' ' + itemWord) ? cityWord : words[0];
    let name = fill(rng.pick(SHOP_PATTERNS), { city: place, item: itemWord });
    for (let n = 2; usedNames.has(name); n++) name = `${name.replace(/ \d+호점$/, '')} ${n}호점`;
    usedNames.add(name);
    shopRows.push({
      name,
      localCode: local[0],
      city: main.city,
      description: fill(rng.pick(SHOP_DESCRIPTIONS), { city: main.city, item: itemWord }),
      imageUrl: `/images/shops/${(i % 24) + 1}.svg`,
      likeCount: rng.int(3, 4800),
      createdAt: new Date(now.getTime() - rng.int(30, 900) * DAY),
      specialties: [main, ...specialties.filter((s) => s !== main)],
    });
  }
  await insertChunks(
    db,
    t.shops,
    shopRows.map(({ specialties: _s, ...row }) => row),
  );
  const shops = await db.select({ shopId: t.shops.shopId }).from(t.shops).orderBy(t.shops.shopId);

  // Products: round-robin over shops, each product from one of the shop's local specialties.
  const productRows: Array<typeof t.products.$inferInsert> = [];
  const specialtyOf: string[] = [];
  for (let i = 0; i < productTotal; i++) {
    const shopIndex = i % shops.length;
    const shop = shopRows[shopIndex];
    const sp = rng.chance(0.7) ? shop.specialties[0] : rng.pick(shop.specialties);
    const { name, unit } = productName(sp, rng);
    specialtyOf.push(sp.name);
    const optionIndex = sp.units.indexOf(unit);
    const price = shopPrice(sp.basePrice * (1 + optionIndex * 0.35) * (0.85 + rng.next() * 0.4));
    const discountRate = rng.chance(0.15) ? 0 : rng.int(5, 45);
    const [province, ...cityParts] = [LOCALS.find(([c]) => c === sp.localCode)![2], sp.city];
    productRows.push({
      shopId: shops[shopIndex].shopId,
      categoryCode: sp.category,
      name,
      origin: `${province} ${cityParts.join(' ')}`,
      unit,
      description: fill(rng.pick(PRODUCT_DESCRIPTIONS), { origin: `${province} ${sp.city}`, name: sp.name }),
      price,
      salePrice: salePriceOf(price, discountRate),
      discountRate,
      seasonMonths: sp.months,
      stock: rng.chance(0.04) ? 0 : rng.int(5, 900),
      salesCount: Math.floor(Math.pow(rng.next(), 3) * 12000),
      reviewCount: rng.int(0, 2400),
      rating: rng.int(38, 50),
      likeCount: rng.int(0, 3000),
      imageUrl: `/images/products/${sp.key}.svg`,
      createdAt: new Date(now.getTime() - rng.int(0, 400) * DAY - rng.int(0, 23) * HOUR),
    });
  }
  for (const p of productRows) p.isSoldOut = p.stock === 0;
  await insertChunks(db, t.products, productRows);
  const products = await db
    .select({
      productNo: t.products.productNo,
      price: t.products.price,
      salesCount: t.products.salesCount,
      categoryCode: t.products.categoryCode,
      name: t.products.name,
      stock: t.products.stock,
    })
    .from(t.products)
    .orderBy(t.products.productNo);
  const inStock = products.filter((p) => p.stock > 0);
  /**
   * Up to `n` distinct in-stock products drawn at random in at most `draws` draws, each made into
   * a row by `toRow` (sortOrder: its place in the list) as soon as it is drawn, so random choices
   * inside toRow keep their place in the PRNG sequence.
   */
  const drawProducts = <R>(n: number, draws: number, toRow: (p: (typeof inStock)[number], sortOrder: number) => R): R[] => {
    const picked = new Set<number>();
    const rows: R[] = [];
    for (let k = 0; rows.length < n && k < draws; k++) {
      const p = inStock[rng.int(0, inStock.length - 1)];
      if (picked.has(p.productNo)) continue;
      picked.add(p.productNo);
      rows.push(toRow(p, rows.length));
    }
    return rows;
  };

  // Limited deals: live now, upcoming (next 24 h), ended; one live deal sold out.
  const dealRows: Array<typeof t.deals.$inferInsert> = [];
  const dealCount = 28;
  const dealTitles = ['오늘만 이 가격', '한정 수량 특가', '타임 특가', '산지 직송 초특가', '선착순 특가', '마감 임박'];
  for (let i = 0; i < dealCount; i++) {
    const p = inStock[(i * 37 + 11) % inStock.length];
    const kind = i < 16 ? 'live' : i < 24 ? 'upcoming' : 'ended';
    const discountRate = rng.int(20, 55);
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
      title: `${rng.pick(dealTitles)} · ${specialtyOf[products.indexOf(p)]}`,
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

  // Period deals with 6–20 products each.
  const periodThemes: Array<[string, string]> = [
    ['겨울 제철 대게·굴 기획전', '지금이 가장 맛있는 바다의 맛'],
    ['김장 준비 기획전', '절임배추부터 젓갈까지 한 번에'],
    ['제주 감귤 페스티벌', '새콤달콤 제주 만감류 모음'],
    ['한우 선물세트 특가', '명절 선물은 산지 한우로'],
    ['건강 챙기는 인삼·홍삼전', '환절기 면역 관리'],
    ['산지 직송 과일 주간', '농장에서 식탁까지 하루'],
    ['전통 장류 기획전', '항아리에서 익힌 깊은 맛'],
    ['우리 지역 빵·과자 모음', '여행 가서 사 오던 그 맛'],
  ];
  const periodIds: number[] = [];
  for (const [i, [title, subtitle]] of periodThemes.entries()) {
    const live = i < 6;
    const startAt = live ? new Date(now.getTime() - rng.int(1, 5) * DAY) : new Date(now.getTime() + rng.int(2, 6) * DAY);
    const endAt = new Date(startAt.getTime() + rng.int(7, 14) * DAY);
    const [row] = await db
      .insert(t.periods)
      .values({ title, subtitle, bannerImageUrl: `/images/banners/${(i % 8) + 1}.svg`, startAt, endAt })
      .returning({ id: t.periods.periodId });
    periodIds.push(row.id);
    const n = rng.int(6, 20);
    const rows = drawProducts(n, n * 5, (p, sortOrder): typeof t.periodProducts.$inferInsert => {
      const d = rng.int(10, 40);
      return { periodId: row.id, productNo: p.productNo, periodPrice: salePriceOf(p.price, d), discountRate: d, sortOrder };
    });
    await db.insert(t.periodProducts).values(rows);
  }

  // Events
  const eventThemes: Array<[string, string, string]> = [
    [
      '첫 구매 100원 딜',
      '신규 회원 첫 구매 혜택',
      '제철장터에 처음 오셨나요? 첫 구매 고객께 엄선한 제철 상품을 특별한 가격에 드려요. 회원가입 후 7일 안에 한 번 참여하실 수 있어요.',
    ],
    [
      '앱에서 로그인하면 1,000P',
      '앱 전용 혜택',
      '제철장터 앱에서 로그인하시면 별 포인트 1,000P를 바로 드려요. 적립된 포인트는 상품 구매와 게임에 사용할 수 있어요.',
    ],
    ['후기 쓰고 별 받기', '커뮤니티 후기 이벤트', '구매하신 상품의 후기를 사진과 함께 남겨 주세요. 매주 베스트 후기를 뽑아 별 포인트를 드려요.'],
    [
      '겨울 보양 먹거리 대전',
      '추위를 이기는 제철 보양식',
      '전복, 한우, 인삼까지 겨울을 든든하게 보낼 보양 먹거리를 모았어요. 이벤트 상품 구매 시 추가 할인 쿠폰을 드려요.',
    ],
    ['우리 동네 특산물 찾기', '지역 특산물 스탬프 투어', '17개 시·도의 특산물을 구매하고 스탬프를 모아 보세요. 5개 지역을 모으면 별 포인트를 드려요.'],
    ['주말 반짝 특가', '토·일 이틀간만', '주말에만 열리는 반짝 특가! 산지에서 직접 고른 상품을 이틀 동안만 특별한 가격에 만나보세요.'],
    ['새해 선물 미리 준비', '선물세트 사전 예약', '새해 선물세트를 미리 예약하시면 원하시는 날짜에 맞춰 배송해 드려요.'],
  ];
  for (const [i, [title, subtitle, content]] of eventThemes.entries()) {
    const live = i < 5;
    const startAt = live ? new Date(now.getTime() - rng.int(1, 10) * DAY) : new Date(now.getTime() + rng.int(3, 10) * DAY);
    const endAt = new Date(startAt.getTime() + rng.int(14, 30) * DAY);
    const [row] = await db
      .insert(t.events)
      .values({ title, subtitle, content, bannerImageUrl: `/images/banners/${((i + 3) % 8) + 1}.svg`, startAt, endAt })
      .returning({ id: t.events.eventId });
    const n = rng.int(4, 12);
    await db.insert(t.eventProducts).values(drawProducts(n, n * 5, (p, sortOrder) => ({ eventId: row.id, productNo: p.productNo, sortOrder })));
  }

  // Best ranks: overall and per depth-1 category, top 50 by sales.
  const bestRows: Array<typeof t.bestRanks.$inferInsert> = [];
  const ranked = [...products].sort((a, b) => b.salesCount - a.salesCount || a.productNo - b.productNo);
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
  for (const [i, [name, description]] of RECOMMENDATIONS.entries()) {
    const [row] = await db
      .insert(t.seasonRecommendations)
      .values({ name, description, sortOrder: i + 1 })
      .returning({ id: t.seasonRecommendations.recommendationCategoryId });
    await db
      .insert(t.seasonRecommendationProducts)
      .values(drawProducts(24, 200, (p, sortOrder) => ({ recommendationCategoryId: row.id, productNo: p.productNo, sortOrder })));
  }

  // Notices: newest first by createdAt, spread over past months.
  const noticeRows = NOTICE_TITLES.concat(
    NOTICE_TITLES.slice(2, 12).map(([title, content]) => [title.replace(/\]/, '] (지난 공지)'), content, false] as [string, string, boolean]),
  ).map(([title, content, isImportant], i) => ({
    title,
    content,
    isImportant,
    viewCount: rng.int(10, 5000),
    createdAt: new Date(now.getTime() - (i * 7 + rng.int(0, 5)) * DAY),
  }));
  await db.insert(t.notices).values(noticeRows);

  await db
    .insert(t.appRelease)
    .values({ id: 1, webVersion: DEFAULT_WEB_VERSION, androidMinVersion: '2.0.0', iOSMinVersion: '2.0.0', scheduleAnchorAt: now })
    .onConflictDoNothing();

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
  };
}

/**
 * Keep the deal schedule current for a database seeded earlier (a persisted demo database must
 * not show only expired deals). The seed records its reference time in
 * app_release.schedule_anchor_at; once `now` is a whole day or more past it, every deal, period
 * and event window moves forward by those whole days and the anchor with them, so the seeded
 * live / upcoming / ended mix reappears (times of day are kept). Deterministic given `now`.
 */
export async function refreshSchedule(db: Db, now: Date): Promise<void> {
  const [row] = await db.select({ anchor: t.appRelease.scheduleAnchorAt }).from(t.appRelease).limit(1);
  if (!row) return;
  const days = Math.floor((now.getTime() - new Date(row.anchor).getTime()) / DAY);
  if (days < 1) return;
  const interval = `${days} days`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`update deals set start_at = start_at + ${interval}::interval, end_at = end_at + ${interval}::interval`);
    await tx.execute(sql`update periods set start_at = start_at + ${interval}::interval, end_at = end_at + ${interval}::interval`);
    await tx.execute(sql`update events set start_at = start_at + ${interval}::interval, end_at = end_at + ${interval}::interval`);
    await tx.execute(sql`update app_release set schedule_anchor_at = schedule_anchor_at + ${interval}::interval`);
  });
}

/**
 * Seed when the database has no products, then keep the schedule current.
 * @returns the summary when it seeded, otherwise null.
 */
export async function ensureSeeded(db: Db, opts: { products: number; now?: Date }): Promise<SeedSummary | null> {
  const [{ n }] = await db.select({ n: count() }).from(t.products);
  let summary: SeedSummary | null = null;
  if (Number(n) === 0) summary = await seedDatabase(db, { products: opts.products, now: opts.now });
  await refreshSchedule(db, opts.now ?? new Date());
  return summary;
}

/**
 * Display host queries (SPEC §7 display families): home and its sections, limited deal,
 * period, event, season, local, shop, best rank, category, web profile and notices.
 * Every function takes the Drizzle handle and plain inputs already validated by the route's
 * zod schema, and throws ApiError('NO_DATA') (code 8) when the requested entity does not exist.
 */
import { PRODUCT_SORT_LABELS, ProductSort, ShopSort } from '@contract/rules.js';
import { and, asc, count, desc, eq, gt, like, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import {
  bestRanks,
  categories,
  deals,
  eventProducts,
  events,
  locals,
  notices,
  periodProducts,
  periods,
  products,
  seasonOccasionProducts,
  seasonOccasions,
  seasonRecommendationProducts,
  seasonRecommendations,
  shops,
} from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { dealTokens } from '@server/domain/catalogue/deal-token.js';
import { type CategoryNode, type DealCard, type DeliveryType } from '@contract/display.js';
import type { Page } from '@contract/envelope.js';
import {
  dealStatus,
  inSeason,
  isPublished,
  iso,
  productCardColumns,
  productCardsByNos,
  productDetailColumns,
  productPage,
  shopCardById,
  shopCardsQuery,
} from '@server/db/queries/catalogue.js';

const DAY_MS = 86_400_000;

/* ----------------------------- deals ----------------------------- */

/** A deal row and its product (card or detail) as the deal card fields, status at `now`. */
function dealCard<P>(deal: typeof deals.$inferSelect, product: P, now: Date) {
  return {
    dealId: deal.dealId,
    title: deal.title,
    product,
    dealPrice: deal.dealPrice,
    discountRate: deal.discountRate,
    stockTotal: deal.stockTotal,
    stockLeft: deal.stockLeft,
    startAt: iso(deal.startAt),
    endAt: iso(deal.endAt),
    status: dealStatus(deal.startAt, deal.endAt, now, deal.stockLeft),
  };
}

/**
 * Deal cards matching `where`: live lists end soonest first with sold-out deals last (issue 13);
 * `opening` lists (upcoming deals) open soonest first.
 */
async function dealCards(db: Db, where: ReturnType<typeof and>, now: Date, limit: number, opening = false): Promise<DealCard[]> {
  const rows = await db
    .select({ deal: deals, product: productCardColumns })
    .from(deals)
    .innerJoin(products, eq(products.productNo, deals.productNo))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(where)
    .orderBy(...(opening ? [asc(deals.startAt)] : [sql`(${deals.stockLeft} <= 0)`, asc(deals.endAt)]), asc(deals.sortOrder), asc(deals.dealId))
    .limit(limit);
  return rows.map(({ deal, product }) => dealCard(deal, product, now));
}

/** The card fields a period deal and an event share (after their own id): title, banner, window and status at `now`. */
function promotionCard(p: { title: string; subtitle: string; bannerImageUrl: string; startAt: Date; endAt: Date }, now: Date) {
  return {
    title: p.title,
    subtitle: p.subtitle,
    bannerImageUrl: p.bannerImageUrl,
    startAt: iso(p.startAt),
    endAt: iso(p.endAt),
    status: dealStatus(p.startAt, p.endAt, now),
  };
}

/** Home (SPEC §2 "/" alias deal): live limited deals, deals opening in the next 24 h, live periods and events. */
export async function getHome(db: Db, now = new Date()) {
  const nowIso = now.toISOString();
  const live = and(lte(deals.startAt, sql`${nowIso}::timestamptz`), gt(deals.endAt, sql`${nowIso}::timestamptz`), isPublished(deals.publishedAt, now));
  const soon = and(
    gt(deals.startAt, sql`${nowIso}::timestamptz`),
    lte(deals.startAt, sql`${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz`),
    isPublished(deals.publishedAt, now),
  );
  const [limitedDeals, upcomingDeals, periodRows, eventRows] = await Promise.all([
    dealCards(db, live, now, 30),
    dealCards(db, soon, now, 20, true),
    db
      .select()
      .from(periods)
      .where(and(lte(periods.startAt, sql`${nowIso}::timestamptz`), gt(periods.endAt, sql`${nowIso}::timestamptz`), isPublished(periods.publishedAt, now)))
      .orderBy(asc(periods.endAt), asc(periods.periodId)),
    db
      .select()
      .from(events)
      .where(and(lte(events.startAt, sql`${nowIso}::timestamptz`), gt(events.endAt, sql`${nowIso}::timestamptz`), isPublished(events.publishedAt, now)))
      .orderBy(asc(events.endAt), asc(events.eventId)),
  ]);
  return {
    limitedDeals,
    upcomingDeals,
    periods: periodRows.map((p) => ({ periodId: p.periodId, ...promotionCard(p, now) })),
    events: eventRows.map((e) => ({ eventId: e.eventId, ...promotionCard(e, now) })),
    serverTime: nowIso,
  };
}

/**
 * The first instant after `now` at which time alone changes the home answer (epoch ms, or
 * undefined when none is scheduled): a deal starts or ends, a deal enters the 24 h "opening soon"
 * window, a period or event starts or ends, or a scheduled item is published (issue 17). The
 * response cache never serves home past it.
 */
export async function homeValidUntil(db: Db, now: Date): Promise<number | undefined> {
  const n = sql`${now.toISOString()}::timestamptz`;
  const soonEdge = sql`${new Date(now.getTime() + DAY_MS).toISOString()}::timestamptz`;
  const rows = await db.execute<{ t: string | Date | null }>(sql`
    select least(
      (select min(${deals.startAt}) from ${deals} where ${deals.startAt} > ${n}),
      (select min(${deals.endAt}) from ${deals} where ${deals.endAt} > ${n}),
      (select min(${deals.startAt}) - interval '24 hours' from ${deals} where ${deals.startAt} > ${soonEdge}),
      (select min(${periods.startAt}) from ${periods} where ${periods.startAt} > ${n}),
      (select min(${periods.endAt}) from ${periods} where ${periods.endAt} > ${n}),
      (select min(${events.startAt}) from ${events} where ${events.startAt} > ${n}),
      (select min(${events.endAt}) from ${events} where ${events.endAt} > ${n}),
      (select min(${deals.publishedAt}) from ${deals} where ${deals.publishedAt} > ${n}),
      (select min(${periods.publishedAt}) from ${periods} where ${periods.publishedAt} > ${n}),
      (select min(${events.publishedAt}) from ${events} where ${events.publishedAt} > ${n})
    ) as t`);
  const t = (Array.isArray(rows) ? rows : (rows as { rows: Array<{ t: string | Date | null }> }).rows)[0]?.t;
  return t == null ? undefined : new Date(t).getTime();
}

/** Start of the next month in Korea (epoch ms): when "this month's season" answers change. */
export function nextKoreanMonthStart(now: Date): number {
  const kst = new Date(now.getTime() + 9 * 3600_000);
  return Date.UTC(kst.getUTCFullYear(), kst.getUTCMonth() + 1, 1) - 9 * 3600_000;
}

/** Month in Korea (KST, UTC+9) for "in season now". */
export function koreanMonth(now: Date) {
  return new Date(now.getTime() + 9 * 3600_000).getUTCMonth() + 1;
}

export async function getHomeSeason(db: Db, now = new Date()) {
  const month = koreanMonth(now);
  const page = await productPage(db, and(inSeason(month), eq(products.isSoldOut, false)), 'sales', 1, 12);
  return { month, products: page.items };
}

export async function getHomeLocal(db: Db) {
  return { locals: await getLocals(db) };
}

export async function getHomeBest(db: Db) {
  const rows = await db
    .select({ productNo: bestRanks.productNo })
    .from(bestRanks)
    .where(eq(bestRanks.categoryCode, 'ALL'))
    .orderBy(asc(bestRanks.rank))
    .limit(10);
  return {
    products: await productCardsByNos(
      db,
      rows.map((r) => r.productNo),
    ),
  };
}

export async function getHomeShop(db: Db) {
  const rows = await shopCardsQuery(db).orderBy(desc(shops.likeCount), asc(shops.shopId)).limit(10);
  return { shops: rows };
}

/** A shop's shipping columns as the contract's shopShippingSchema (issue 13, docs/decisions/013-shipping-rules.md). */
const shippingColumns = {
  deliveryType: sql<DeliveryType>`${shops.deliveryType}`,
  shippingFee: shops.shippingFee,
  freeShippingThreshold: shops.freeShippingThreshold,
  remoteAreaFee: shops.remoteAreaFee,
  dispatchCutoffHour: shops.dispatchCutoffHour,
  dispatchLeadDays: shops.dispatchLeadDays,
};

/**
 * Who reads a detail: the public (only published items, SPEC §2 /deal/{id} …) or the admin preview
 * (issue 17: any state, never a price token — a preview is not a sale).
 */
export interface DetailReader {
  preview?: boolean;
}

/** A detail's row filter: the item `id` (in `idColumn`), and for the public only once published (the preview sees every state). */
function readable(reader: DetailReader, idColumn: AnyPgColumn, id: number, publishedAt: AnyPgColumn, now: Date): SQL | undefined {
  return and(eq(idColumn, id), reader.preview ? undefined : isPublished(publishedAt, now));
}

/**
 * A period or event (`table`, `idColumn` = `id`) as `reader` may read it (see readable).
 * @throws ApiError 8 (NO_DATA, with `notFound`) when there is none
 */
async function readablePromotion<T extends typeof periods | typeof events>(
  db: Db,
  table: T,
  idColumn: AnyPgColumn,
  id: number,
  reader: DetailReader,
  now: Date,
  notFound: string,
): Promise<T['$inferSelect']> {
  // widened to the union: Drizzle's select() does not resolve a generic table type
  const promotions: typeof periods | typeof events = table;
  const [row] = await db
    .select()
    .from(promotions)
    .where(readable(reader, idColumn, id, table.publishedAt, now));
  if (!row) throw new ApiError('NO_DATA', notFound);
  return row;
}

/** Limited deal detail with product, shop (with its shipping rules) and server time (for the countdown). */
export async function getDeal(db: Db, dealId: number, now = new Date(), reader: DetailReader = {}) {
  const [row] = await db
    .select({ deal: deals, product: productDetailColumns, shipping: shippingColumns })
    .from(deals)
    .innerJoin(products, eq(products.productNo, deals.productNo))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(readable(reader, deals.dealId, dealId, deals.publishedAt, now));
  if (!row) throw new ApiError('NO_DATA', '특가 정보를 찾을 수 없어요.');
  const shop = await shopCardById(db, row.product.shopId);
  if (!shop) throw new ApiError('NO_DATA');
  const { createdAt: _c, ...shopCard } = shop;
  const card = dealCard(row.deal, row.product, now);
  // The shop hand-off (docs/decisions/010): only a live, in-stock deal hands its price on, until its end.
  const priceToken =
    card.status === 'live' && !reader.preview
      ? await dealTokens(db).sign({ kind: 'deal', id: card.dealId, productNo: row.product.productNo, price: card.dealPrice, expiresAt: row.deal.endAt })
      : null;
  return { ...card, shop: { ...shopCard, shipping: row.shipping }, serverTime: iso(now), priceToken };
}

/** Product cards by number, in the order asked; unknown numbers are left out (recently viewed, issue 30). */
export async function getProductCards(db: Db, productNos: number[]) {
  return productCardsByNos(db, productNos);
}

/** "deal recommendation": best sellers of the deal product's depth-2 category, excluding it. */
export async function getDealRecommendation(db: Db, dealId: number, now = new Date()) {
  const [row] = await db
    .select({ productNo: deals.productNo, categoryCode: products.categoryCode })
    .from(deals)
    .innerJoin(products, eq(products.productNo, deals.productNo))
    .where(and(eq(deals.dealId, dealId), isPublished(deals.publishedAt, now)));
  if (!row) throw new ApiError('NO_DATA', '특가 정보를 찾을 수 없어요.');
  const page = await productPage(
    db,
    and(like(products.categoryCode, `${row.categoryCode.slice(0, 4)}%`), sql`${products.productNo} <> ${row.productNo}`, eq(products.isSoldOut, false)),
    'sales',
    1,
    10,
  );
  return page.items;
}

export async function getPeriod(db: Db, periodId: number, now = new Date(), reader: DetailReader = {}) {
  const p = await readablePromotion(db, periods, periods.periodId, periodId, reader, now, '기획전 정보를 찾을 수 없어요.');
  const rows = await db
    .select({ product: productCardColumns, periodPrice: periodProducts.periodPrice, periodDiscountRate: periodProducts.discountRate })
    .from(periodProducts)
    .innerJoin(products, eq(products.productNo, periodProducts.productNo))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(eq(periodProducts.periodId, periodId))
    .orderBy(asc(products.isSoldOut), asc(periodProducts.sortOrder));
  const card = promotionCard(p, now);
  const tokens = dealTokens(db);
  const items = await Promise.all(
    rows.map(async (r) => ({
      ...r.product,
      periodPrice: r.periodPrice,
      periodDiscountRate: r.periodDiscountRate,
      // The shop hand-off of the period price (docs/decisions/010), while the period is live.
      priceToken:
        card.status === 'live' && !reader.preview
          ? await tokens.sign({ kind: 'period', id: p.periodId, productNo: r.product.productNo, price: r.periodPrice, expiresAt: p.endAt })
          : null,
    })),
  );
  return { periodId: p.periodId, ...card, products: items, serverTime: iso(now) };
}

export async function getEvent(db: Db, eventId: number, now = new Date(), reader: DetailReader = {}) {
  const e = await readablePromotion(db, events, events.eventId, eventId, reader, now, '이벤트 정보를 찾을 수 없어요.');
  const rows = await db
    .select({ productNo: eventProducts.productNo })
    .from(eventProducts)
    .innerJoin(products, eq(products.productNo, eventProducts.productNo))
    .where(eq(eventProducts.eventId, eventId))
    .orderBy(asc(products.isSoldOut), asc(eventProducts.sortOrder));
  return {
    eventId: e.eventId,
    ...promotionCard(e, now),
    content: e.content,
    products: await productCardsByNos(
      db,
      rows.map((r) => r.productNo),
    ),
    serverTime: iso(now),
  };
}

/* ----------------------------- season ----------------------------- */

export async function getSeasonDelicacy(db: Db, q: { month?: number; page: number; size: number }, now = new Date()) {
  const month = q.month ?? koreanMonth(now);
  return { month, products: await productPage(db, inSeason(month), 'sales', q.page, q.size) };
}

export async function getSeasonOccasion(db: Db, q: { occasionId?: number; page: number; size: number }) {
  const occasionRows = await db.select().from(seasonOccasions).orderBy(asc(seasonOccasions.sortOrder));
  const selected = q.occasionId ?? occasionRows[0]?.occasionId ?? null;
  if (q.occasionId !== undefined && !occasionRows.some((o) => o.occasionId === q.occasionId)) throw new ApiError('NO_DATA', '선택하신 테마를 찾을 수 없어요.');
  const where =
    selected === null
      ? sql`false`
      : sql`${products.productNo} in (select ${seasonOccasionProducts.productNo} from ${seasonOccasionProducts} where ${seasonOccasionProducts.occasionId} = ${selected})`;
  return {
    occasions: occasionRows.map(({ occasionId, name, description, imageUrl }) => ({ occasionId, name, description, imageUrl })),
    selectedOccasionId: selected,
    products: await productPage(db, where, 'recommend', q.page, q.size),
  };
}

export async function getSeasonRecommendation(db: Db, q: { recommendationCategoryId?: number; page: number; size: number }) {
  const rows = await db.select().from(seasonRecommendations).orderBy(asc(seasonRecommendations.sortOrder));
  const selected = q.recommendationCategoryId ?? rows[0]?.recommendationCategoryId ?? null;
  if (q.recommendationCategoryId !== undefined && !rows.some((o) => o.recommendationCategoryId === q.recommendationCategoryId))
    throw new ApiError('NO_DATA', '추천 분류를 찾을 수 없어요.');
  const where =
    selected === null
      ? sql`false`
      : sql`${products.productNo} in (select ${seasonRecommendationProducts.productNo} from ${seasonRecommendationProducts} where ${seasonRecommendationProducts.recommendationCategoryId} = ${selected})`;
  return {
    categories: rows.map(({ recommendationCategoryId, name, description }) => ({ recommendationCategoryId, name, description })),
    selectedRecommendationCategoryId: selected,
    products: await productPage(db, where, 'recommend', q.page, q.size),
  };
}

/* ----------------------------- local / shop ----------------------------- */

export async function getLocals(db: Db) {
  const rows = await db
    .select({
      code: locals.code,
      name: locals.name,
      shortName: locals.shortName,
      imageUrl: locals.imageUrl,
      shopCount: sql<number>`count(${shops.shopId})`.mapWith(Number),
    })
    .from(locals)
    .leftJoin(shops, eq(shops.localCode, locals.code))
    .groupBy(locals.code)
    .orderBy(asc(locals.sortOrder));
  return rows;
}

export async function getLocalShops(db: Db, code: string, q: { page: number; size: number }) {
  const all = await getLocals(db);
  const local = all.find((l) => l.code === code);
  if (!local) throw new ApiError('NO_DATA', '지역 정보를 찾을 수 없어요.');
  return { local, shops: await shopPage(db, { localCode: code, sort: 'popular', page: q.page, size: q.size }) };
}

/** ORDER BY for a shop sort. 'recommend' ranks by the shop's total sales. */
const SHOP_ORDER: Record<ShopSort, SQL> = {
  recommend: sql`(select coalesce(sum(${products.salesCount}), 0) from ${products} where ${products.shopId} = ${shops.shopId}) desc`,
  popular: desc(shops.likeCount),
  newest: desc(shops.createdAt),
  name: asc(shops.name),
};

/** The sort's ORDER BY, then shopId so pages are stable (an unknown sort is 'recommend'). */
function shopOrder(sort: ShopSort): SQL[] {
  return [SHOP_ORDER[sort] ?? SHOP_ORDER.recommend, asc(shops.shopId)];
}

export async function shopPage(
  db: Db,
  q: { localCode?: string; sort: ShopSort; page: number; size: number },
): Promise<Page<Awaited<ReturnType<typeof shopCardsQuery>>[number]>> {
  const where = q.localCode ? eq(shops.localCode, q.localCode) : undefined;
  const [items, [{ total }]] = await Promise.all([
    shopCardsQuery(db)
      .where(where)
      .orderBy(...shopOrder(q.sort))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(shops).where(where),
  ]);
  return { items, page: q.page, size: q.size, total: Number(total), hasNext: q.page * q.size < Number(total) };
}

/** Store page header: the shop card, its opening date and its shipping rules. */
export async function getShopInfo(db: Db, shopId: number) {
  const [shop, [shipping]] = await Promise.all([shopCardById(db, shopId), db.select(shippingColumns).from(shops).where(eq(shops.shopId, shopId))]);
  if (!shop || !shipping) throw new ApiError('NO_DATA', '가게 정보를 찾을 수 없어요.');
  return { ...shop, shipping };
}

export async function getShopTotal(db: Db, shopId: number) {
  const [shop] = await db.select({ likeCount: shops.likeCount }).from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw new ApiError('NO_DATA', '가게 정보를 찾을 수 없어요.');
  const [agg] = await db
    .select({
      productCount: count(),
      salesCount: sql<number>`coalesce(sum(${products.salesCount}), 0)`.mapWith(Number),
      // products without reviews (rating 0) have no rating to average (issue 13)
      averageRating: sql<number>`coalesce(round(avg(nullif(${products.rating}, 0))::numeric / 10, 1), 0)`.mapWith(Number),
    })
    .from(products)
    .where(eq(products.shopId, shopId));
  return { shopId, productCount: Number(agg.productCount), likeCount: shop.likeCount, salesCount: agg.salesCount, averageRating: agg.averageRating };
}

export async function getShopProducts(db: Db, shopId: number, q: { sort: ProductSort; page: number; size: number }) {
  const [shop] = await db.select({ shopId: shops.shopId }).from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw new ApiError('NO_DATA', '가게 정보를 찾을 수 없어요.');
  return productPage(db, eq(products.shopId, shopId), q.sort, q.page, q.size);
}

/* ----------------------------- best ----------------------------- */

export async function getBestRank(db: Db, categoryCode: string) {
  const roots = await db
    .select({ code: categories.code, name: categories.name })
    .from(categories)
    .where(eq(categories.depth, 1))
    .orderBy(asc(categories.sortOrder));
  if (categoryCode !== 'ALL' && !roots.some((r) => r.code === categoryCode)) throw new ApiError('NO_DATA', '카테고리를 찾을 수 없어요.');
  const rows = await db
    .select({ rank: bestRanks.rank, previousRank: bestRanks.previousRank, product: productCardColumns })
    .from(bestRanks)
    .innerJoin(products, eq(products.productNo, bestRanks.productNo))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(eq(bestRanks.categoryCode, categoryCode))
    .orderBy(asc(bestRanks.rank));
  return { categoryCode, categories: roots, items: rows };
}

/* ----------------------------- category ----------------------------- */

export async function getCategoryTree(db: Db, categoryCode?: string) {
  const rows = await db.select().from(categories).orderBy(asc(categories.sortOrder));
  const nodes = new Map<string, CategoryNode>(
    rows.map((r) => [r.code, { code: r.code, name: r.name, depth: r.depth, parentCode: r.parentCode, imageUrl: r.imageUrl, children: [] }]),
  );
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.code)!;
    if (r.parentCode && nodes.has(r.parentCode)) nodes.get(r.parentCode)!.children.push(node);
    else roots.push(node);
  }
  if (!categoryCode) return { roots, selected: null, breadcrumbs: [] };
  const selected = nodes.get(categoryCode);
  if (!selected) throw new ApiError('NO_DATA', '카테고리를 찾을 수 없어요.');
  const breadcrumbs: Array<{ code: string; name: string; depth: number }> = [];
  for (let n: CategoryNode | undefined = selected; n; n = n.parentCode ? nodes.get(n.parentCode) : undefined)
    breadcrumbs.unshift({ code: n.code, name: n.name, depth: n.depth });
  return { roots, selected, breadcrumbs };
}

export async function getCategoryProducts(db: Db, q: { categoryCode: string; sort: ProductSort; page: number; size: number }) {
  const [cat] = await db.select({ code: categories.code }).from(categories).where(eq(categories.code, q.categoryCode));
  if (!cat) throw new ApiError('NO_DATA', '카테고리를 찾을 수 없어요.');
  return productPage(db, like(products.categoryCode, `${q.categoryCode}%`), q.sort, q.page, q.size);
}

/* ----------------------------- web profile ----------------------------- */

/** SPEC §3 Web profile filterInfo: the lists the client renders as sort and filter chips. */
export function getWebProfile() {
  const sorts = (Object.entries(PRODUCT_SORT_LABELS) as Array<[ProductSort, string]>).map(([code, name]) => ({ code, name, isSelected: code === 'recommend' }));
  return {
    filterInfo: {
      sortFilterList: sorts,
      searchSortFilterList: sorts.map((s) => ({ ...s })),
      discountRateFilterList: [10, 20, 30, 50].map((r) => ({ code: String(r), name: `${r}% 이상`, isSelected: false })),
      communitySortFilterList: [
        { code: 'popular', name: '인기순', isSelected: true },
        { code: 'newest', name: '최신순', isSelected: false },
      ],
    },
  };
}

/* ----------------------------- notices ----------------------------- */

const noticeSummaryColumns = { noticeId: notices.noticeId, title: notices.title, isImportant: notices.isImportant, createdAt: notices.createdAt };

export async function getNotices(db: Db, q: { page: number; size: number }, now = new Date()) {
  const published = isPublished(notices.publishedAt, now);
  const [items, [{ total }]] = await Promise.all([
    db
      .select(noticeSummaryColumns)
      .from(notices)
      .where(published)
      .orderBy(desc(notices.isImportant), desc(notices.createdAt), desc(notices.noticeId))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.select({ total: count() }).from(notices).where(published),
  ]);
  return {
    items: items.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
    page: q.page,
    size: q.size,
    total: Number(total),
    hasNext: q.page * q.size < Number(total),
  };
}

export async function getLastNotice(db: Db, now = new Date()) {
  const [n] = await db
    .select(noticeSummaryColumns)
    .from(notices)
    .where(isPublished(notices.publishedAt, now))
    .orderBy(desc(notices.createdAt), desc(notices.noticeId))
    .limit(1);
  return n ? { ...n, createdAt: iso(n.createdAt) } : null;
}

/** Notice detail; counts the view in the same statement ("notice view", SPEC §7). */
export async function viewNotice(db: Db, noticeId: number, now = new Date()) {
  const [n] = await db
    .update(notices)
    .set({ viewCount: sql`${notices.viewCount} + 1` })
    .where(and(eq(notices.noticeId, noticeId), isPublished(notices.publishedAt, now)))
    .returning();
  if (!n) throw new ApiError('NO_DATA', '공지사항을 찾을 수 없어요.');
  return { noticeId: n.noticeId, title: n.title, isImportant: n.isImportant, createdAt: iso(n.createdAt), content: n.content, viewCount: n.viewCount };
}

/** Notice detail for the admin preview (issue 17): any state, and the view is not counted. */
export async function previewNotice(db: Db, noticeId: number) {
  const [n] = await db.select().from(notices).where(eq(notices.noticeId, noticeId));
  if (!n) throw new ApiError('NO_DATA', '공지사항을 찾을 수 없어요.');
  return {
    notice: { noticeId: n.noticeId, title: n.title, isImportant: n.isImportant, createdAt: iso(n.createdAt), content: n.content, viewCount: n.viewCount },
    publishedAt: n.publishedAt,
  };
}

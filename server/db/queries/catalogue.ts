/**
 * Shared catalogue queries of the display host: product cards joined with their shop, sorting,
 * paging and deal status. Every list query ends with a productNo tie-breaker so paging is stable.
 */
import type { ProductSort } from '@contract/rules.js';
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { locals, products, shops } from '@server/db/schema/index.js';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CardDeal, DealStatus, ProductCard, ShopCard } from '@contract/display.js';

/**
 * The product's live, in-stock limited deal as a card field (issue 13, docs/decisions/010): the one
 * ending soonest, or null. One indexed-by-window scan of the (small) deals table per card shown;
 * PostgreSQL evaluates it after ORDER BY/LIMIT, so only for the rows of the page.
 */
const liveDealColumn = sql<CardDeal | null>`(select json_build_object('dealId', d.deal_id, 'dealPrice', d.deal_price, 'discountRate', d.discount_rate,
    'endAt', to_char(d.end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
  from deals d where d.product_no = ${products.productNo} and d.start_at <= now() and d.end_at > now() and d.stock_left > 0
  order by d.end_at, d.deal_id limit 1)`.mapWith((v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as CardDeal) : ((v ?? null) as CardDeal | null)));
import type { Page } from '@contract/envelope.js';

export const productCardColumns = {
  productNo: products.productNo,
  shopId: products.shopId,
  shopName: shops.name,
  name: products.name,
  origin: products.origin,
  unit: products.unit,
  imageUrl: products.imageUrl,
  price: products.price,
  salePrice: products.salePrice,
  discountRate: products.discountRate,
  isSoldOut: products.isSoldOut,
  salesCount: products.salesCount,
  reviewCount: products.reviewCount,
  rating: sql<number>`(${products.rating}::float8 / 10)`.mapWith(Number),
  likeCount: products.likeCount,
  liveDeal: liveDealColumn,
};

export const productDetailColumns = {
  ...productCardColumns,
  description: products.description,
  categoryCode: products.categoryCode,
  seasonMonths: products.seasonMonths,
  stock: products.stock,
};

/**
 * ORDER BY for a product sort (SPEC §3 sort options). 'recommend' ranks by sales weighted by
 * rating (popular and well reviewed first) — our reading of 추천순, see docs/decisions.
 */
const PRODUCT_ORDER: Record<ProductSort, SQL> = {
  recommend: sql`(${products.salesCount}::bigint * ${products.rating}) desc`,
  sales: desc(products.salesCount),
  priceAsc: asc(products.salePrice),
  priceDesc: desc(products.salePrice),
  discount: desc(products.discountRate),
  newest: desc(products.createdAt),
};

/**
 * The sort's ORDER BY, then productNo so pages are stable (an unknown sort is 'recommend').
 * Sold-out products come last in every sort (issue 13; SPEC §7 names the sorts, not their ties).
 */
export function productOrder(sort: ProductSort): SQL[] {
  return [asc(products.isSoldOut), PRODUCT_ORDER[sort] ?? PRODUCT_ORDER.recommend, asc(products.productNo)];
}

/** Product cards (with their shop's name): add where, order and paging. */
export function productCardsQuery(db: Db) {
  return db.select(productCardColumns).from(products).innerJoin(shops, eq(shops.shopId, products.shopId));
}

/** One page of product cards matching `where`. page is 1-based. */
export async function productPage(db: Db, where: SQL | undefined, sort: ProductSort, page: number, size: number): Promise<Page<ProductCard>> {
  const [items, [{ total }]] = await Promise.all([
    productCardsQuery(db)
      .where(where)
      .orderBy(...productOrder(sort))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items, page, size, total: Number(total), hasNext: page * size < Number(total) };
}

/** Product cards by productNo, returned in the order of `productNos`. */
export async function productCardsByNos(db: Db, productNos: number[]): Promise<ProductCard[]> {
  if (productNos.length === 0) return [];
  const rows = await productCardsQuery(db).where(inArray(products.productNo, productNos));
  const byNo = new Map(rows.map((r) => [r.productNo, r]));
  return productNos.map((n) => byNo.get(n)).filter((r): r is NonNullable<typeof r> => !!r);
}

export const shopCardColumns = {
  shopId: shops.shopId,
  name: shops.name,
  localCode: shops.localCode,
  localName: locals.shortName,
  city: shops.city,
  imageUrl: shops.imageUrl,
  description: shops.description,
  likeCount: shops.likeCount,
  productCount: sql<number>`(select count(*) from ${products} where ${products.shopId} = ${shops.shopId})`.mapWith(Number),
};

export function shopCardsQuery(db: Db) {
  return db.select(shopCardColumns).from(shops).innerJoin(locals, eq(locals.code, shops.localCode));
}

export async function shopCardById(db: Db, shopId: number): Promise<(ShopCard & { createdAt: string }) | undefined> {
  const [row] = await db
    .select({ ...shopCardColumns, createdAt: shops.createdAt })
    .from(shops)
    .innerJoin(locals, eq(locals.code, shops.localCode))
    .where(eq(shops.shopId, shopId));
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : undefined;
}

/** SPEC-less status rule (docs/decisions/001): upcoming → live → (soldOut) → ended. */
export function dealStatus(startAt: Date, endAt: Date, now: Date, stockLeft?: number): DealStatus {
  if (now < startAt) return 'upcoming';
  if (now >= endAt) return 'ended';
  if (stockLeft !== undefined && stockLeft <= 0) return 'soldOut';
  return 'live';
}

export const iso = (d: Date) => d.toISOString();

/**
 * Condition "products in season in month m": seasonMonths contains m, and the product has a season
 * at all — a year-round product (all 12 months: 한우, 김치, 장류) is never "11월 제철" (issue 13).
 */
export function inSeason(month: number): SQL {
  return sql`(${month}::smallint = any(${products.seasonMonths}) and cardinality(${products.seasonMonths}) < 12)`;
}

export { and, eq };

/**
 * Public visibility of a deal, period, event or notice (issue 17, docs/decisions/032-admin-preview.md):
 * its published_at is set and not after `now`. A null published_at is 비공개, a later one 예약됨;
 * only the admin preview (server/routes/admin-preview/) reads those.
 */
export function isPublished(publishedAt: AnyPgColumn, now: Date): SQL {
  return sql`(${publishedAt} is not null and ${publishedAt} <= ${now.toISOString()}::timestamptz)`;
}

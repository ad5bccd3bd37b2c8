/**
 * The shop stand-in's order history and "frequently purchased" (SPEC §7 frequent-purchased-products;
 * issue 16; docs/decisions/026 "## Game, events, orders, banners"). Purchases happen on the shop
 * site (SPEC §1); until a real shop answers, shop_orders holds its order lines: the seed writes them
 * for seeded members (server/seed/orders.ts) and POST /api/v1/user/shop/order places one.
 *
 * - listShopOrders: the member's order lines, newest first (orderedAt, then id).
 * - placeShopOrder: one line for an existing product (8 otherwise), quantity 1–99 (zod).
 * - frequentProducts: the member's products ranked by order count (lines, not units), then the
 *   latest order, then productNo; as product cards of the storefront with orderCount and lastOrderedAt.
 */
import { and, count, desc, eq, max, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { products, shopOrders } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { productCardsByNos } from '@server/db/queries/catalogue.js';
import type { Page } from '@contract/envelope.js';
import { SHOP_ORDER_PRODUCT_NOT_FOUND_TEXT, type FrequentProduct, type ShopOrder } from '@contract/member-play.js';

const orderColumns = {
  orderLineId: shopOrders.orderLineId,
  productNo: shopOrders.productNo,
  productName: products.name,
  imageUrl: products.imageUrl,
  quantity: shopOrders.quantity,
  salePrice: products.salePrice,
  orderedAt: shopOrders.orderedAt,
};
const toOrder = (r: { orderedAt: Date } & Omit<ShopOrder, 'orderedAt'>): ShopOrder => ({ ...r, orderedAt: r.orderedAt.toISOString() });

/** One page (1-based) of the member's order lines, newest first. */
export async function listShopOrders(db: Db, userId: number, page: number, size: number): Promise<Page<ShopOrder>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(orderColumns)
      .from(shopOrders)
      .innerJoin(products, eq(products.productNo, shopOrders.productNo))
      .where(eq(shopOrders.userId, userId))
      .orderBy(desc(shopOrders.orderedAt), desc(shopOrders.orderLineId))
      .limit(size)
      .offset((page - 1) * size),
    db.select({ total: count() }).from(shopOrders).where(eq(shopOrders.userId, userId)),
  ]);
  return { items: rows.map(toOrder), page, size, total: Number(total), hasNext: page * size < Number(total) };
}

/** Place one order line at `now`. @throws ApiError NO_DATA (8) unknown product */
export async function placeShopOrder(db: Db, userId: number, productNo: number, quantity: number, now: Date): Promise<ShopOrder> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ productNo: products.productNo }).from(products).where(eq(products.productNo, productNo));
    if (!p) throw new ApiError('NO_DATA', SHOP_ORDER_PRODUCT_NOT_FOUND_TEXT);
    const [line] = await tx.insert(shopOrders).values({ userId, productNo, quantity, orderedAt: now }).returning({ orderLineId: shopOrders.orderLineId });
    const [row] = await tx
      .select(orderColumns)
      .from(shopOrders)
      .innerJoin(products, eq(products.productNo, shopOrders.productNo))
      .where(and(eq(shopOrders.orderLineId, line.orderLineId)));
    return toOrder(row);
  });
}

/** One page (1-based) of the member's frequently purchased products (order count, then recency). */
export async function frequentProducts(db: Db, userId: number, page: number, size: number): Promise<Page<FrequentProduct>> {
  const orderCount = count().as('order_count');
  const last = max(shopOrders.orderedAt).as('last_ordered_at');
  const ranked = db
    .select({ productNo: shopOrders.productNo, orderCount, last })
    .from(shopOrders)
    .where(eq(shopOrders.userId, userId))
    .groupBy(shopOrders.productNo)
    .as('ranked');
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ productNo: ranked.productNo, orderCount: ranked.orderCount, last: ranked.last })
      .from(ranked)
      .orderBy(desc(ranked.orderCount), desc(ranked.last), ranked.productNo)
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ total: sql<number>`count(distinct ${shopOrders.productNo})`.mapWith(Number) })
      .from(shopOrders)
      .where(eq(shopOrders.userId, userId)),
  ]);
  const cards = new Map(
    (
      await productCardsByNos(
        db,
        rows.map((r) => r.productNo),
      )
    ).map((c) => [c.productNo, c]),
  );
  const items = rows.flatMap((r) => {
    const card = cards.get(r.productNo);
    return card ? [{ ...card, orderCount: Number(r.orderCount), lastOrderedAt: new Date(r.last as unknown as string | Date).toISOString() }] : [];
  });
  return { items, page, size, total: Number(total), hasNext: page * size < Number(total) };
}

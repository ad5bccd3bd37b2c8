/**
 * Product and shop likes (찜) — SPEC §1, §7 "user like shop and like-shop check", §8 91/92.
 *
 * setProductLike / setShopLike (one generic setLike over a LikeTarget) apply a like *state* inside one transaction that first locks the
 * member's row, so concurrent writes of one member are serialised and the max limit holds.
 * The target's like_count moves only when a row was really inserted or deleted.
 */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '@server/db/client.js';
import type { Tx } from '@server/db/locks.js';
import { productLikes, products, shopLikes, shops } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import type { Page } from '@contract/envelope.js';
import type { ProductLikeState, ShopLikeState } from '@contract/likes.js';
import type { ProductCard, ShopCard } from '@contract/display.js';
import { productCardsQuery, shopCardsQuery } from '@server/db/queries/catalogue.js';

/**
 * What differs between the two like targets (SPEC §7 likes; §8 91/92): the like table and its
 * columns, the liked table with its id and like_count, the code and Korean messages.
 */
interface LikeTarget {
  likes: typeof productLikes | typeof shopLikes;
  likeUser: PgColumn;
  likeTarget: PgColumn;
  /** Property name of the target column in the like table ('productNo' | 'shopId'). */
  targetKey: 'productNo' | 'shopId';
  table: typeof products | typeof shops;
  id: PgColumn;
  likeCount: PgColumn;
  maxError: 'LIKE_PRODUCT_MAX_LIMIT_ERROR' | 'LIKE_SHOP_MAX_LIMIT_ERROR';
  notFound: string;
  tooMany: (max: number) => string;
}

const PRODUCT: LikeTarget = {
  likes: productLikes,
  likeUser: productLikes.userId,
  likeTarget: productLikes.productNo,
  targetKey: 'productNo',
  table: products,
  id: products.productNo,
  likeCount: products.likeCount,
  maxError: 'LIKE_PRODUCT_MAX_LIMIT_ERROR',
  notFound: '상품을 찾을 수 없어요.',
  tooMany: (max) => `상품은 ${max}개까지 찜할 수 있어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.`,
};
const SHOP: LikeTarget = {
  likes: shopLikes,
  likeUser: shopLikes.userId,
  likeTarget: shopLikes.shopId,
  targetKey: 'shopId',
  table: shops,
  id: shops.shopId,
  likeCount: shops.likeCount,
  maxError: 'LIKE_SHOP_MAX_LIMIT_ERROR',
  notFound: '가게를 찾을 수 없어요.',
  tooMany: (max) => `가게는 ${max}곳까지 찜할 수 있어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.`,
};

/**
 * Set a like state of one target, in the caller's transaction (the member row is locked by
 * the idempotency store (server/infra/idempotency.ts withIdempotency)): insert or delete the like row, move like_count only when a row really changed,
 * and count the member's likes. Errors: NO_DATA (8) unknown target; the target's max code (91/92).
 */
async function setLike(tx: Tx, t: LikeTarget, userId: number, targetId: number, likeYN: 'Y' | 'N', max: number) {
  const mine = and(eq(t.likeUser, userId), eq(t.likeTarget, targetId));
  const [target] = await tx.select({ id: t.id }).from(t.table).where(eq(t.id, targetId));
  if (!target) throw new ApiError('NO_DATA', t.notFound);
  let delta = 0;
  if (likeYN === 'Y') {
    const [already] = await tx
      .select({ n: sql`1` })
      .from(t.likes)
      .where(mine);
    if (!already) {
      const [{ total }] = await tx.select({ total: count() }).from(t.likes).where(eq(t.likeUser, userId));
      if (total >= max) throw new ApiError(t.maxError, t.tooMany(max));
      await tx.insert(t.likes).values({ userId, [t.targetKey]: targetId } as never);
      delta = 1;
    }
  } else {
    const gone = await tx.delete(t.likes).where(mine).returning({ id: t.likeTarget });
    delta = gone.length ? -1 : 0;
  }
  const [row] = await tx
    .update(t.table)
    .set({ likeCount: sql`greatest(${t.likeCount} + ${delta}, 0)` })
    .where(eq(t.id, targetId))
    .returning({ likeCount: t.likeCount });
  const [{ likedTotal }] = await tx.select({ likedTotal: count() }).from(t.likes).where(eq(t.likeUser, userId));
  return { likeYN, likeCount: row!.likeCount as number, likedTotal };
}

/** Set a product like state. Errors: NO_DATA (8) unknown product; LIKE_PRODUCT_MAX_LIMIT_ERROR (91). */
export async function setProductLike(tx: Tx, userId: number, productNo: number, likeYN: 'Y' | 'N', max: number): Promise<ProductLikeState> {
  return { productNo, ...(await setLike(tx, PRODUCT, userId, productNo, likeYN, max)) };
}

/** Set a shop like state. Errors: NO_DATA (8) unknown shop; LIKE_SHOP_MAX_LIMIT_ERROR (92). */
export async function setShopLike(tx: Tx, userId: number, shopId: number, likeYN: 'Y' | 'N', max: number): Promise<ShopLikeState> {
  return { shopId, ...(await setLike(tx, SHOP, userId, shopId, likeYN, max)) };
}

/** Which of productNos the member likes (order of the request kept). */
export async function checkProductLikes(db: Db, userId: number, productNos: number[]) {
  const rows = productNos.length
    ? await db
        .select({ productNo: productLikes.productNo })
        .from(productLikes)
        .where(and(eq(productLikes.userId, userId), inArray(productLikes.productNo, productNos)))
    : [];
  const liked = new Set(rows.map((r) => r.productNo));
  return productNos.map((productNo) => ({ productNo, likeYN: liked.has(productNo) ? ('Y' as const) : ('N' as const) }));
}

export async function checkShopLike(db: Db, userId: number, shopId: number) {
  const [row] = await db
    .select({ shopId: shopLikes.shopId })
    .from(shopLikes)
    .where(and(eq(shopLikes.userId, userId), eq(shopLikes.shopId, shopId)));
  return { shopId, likeYN: row ? ('Y' as const) : ('N' as const) };
}

/**
 * One page of the member's likes in `t`, most recently liked first: `cards` selects the liked
 * targets' cards joined with the like table; this adds the member, the order and the page.
 */
async function likedPage<Q extends PgSelect>(db: Db, t: LikeTarget, cards: Q, userId: number, page: number, size: number) {
  const where = eq(t.likeUser, userId);
  const [{ total }] = await db.select({ total: count() }).from(t.likes).where(where);
  const items: Awaited<Q> = await cards
    .where(where)
    .orderBy(desc(t.likes.createdAt), desc(t.likeTarget))
    .limit(size)
    .offset((page - 1) * size);
  return { items, page, size, total, hasNext: page * size < total };
}

/** The member's liked products, most recently liked first. */
export async function likedProducts(db: Db, userId: number, page: number, size: number): Promise<Page<ProductCard>> {
  const cards = productCardsQuery(db).innerJoin(productLikes, eq(productLikes.productNo, products.productNo));
  return likedPage(db, PRODUCT, cards.$dynamic(), userId, page, size);
}

/** The member's liked shops, most recently liked first. */
export async function likedShops(db: Db, userId: number, page: number, size: number): Promise<Page<ShopCard>> {
  const cards = shopCardsQuery(db).innerJoin(shopLikes, eq(shopLikes.shopId, shops.shopId));
  return likedPage(db, SHOP, cards.$dynamic(), userId, page, size);
}

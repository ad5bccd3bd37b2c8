/**
 * Product and shop likes (찜) — SPEC §1, §7 "user like shop and like-shop check", §8 91/92.
 *
 * setProductLike / setShopLike apply a like *state* inside one transaction that first locks the
 * member's row, so concurrent writes of one member are serialised and the max limit holds.
 * The target's like_count moves only when a row was really inserted or deleted.
 * withIdempotency wraps a write so a replayed Idempotency-Key answers the stored first response.
 */
import { and, count, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { idempotencyKeys, productLikes, products, shopLikes, shops, users } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import type { Envelope, Page } from '@contract/envelope.js';
import type { ProductLikeState, ShopLikeState } from '@contract/likes.js';
import type { ProductCard, ShopCard } from '@contract/display.js';
import { productCardColumns, shopCardColumns } from '@server/db/queries/catalogue.js';
import { locals } from '@server/db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Idempotency keys are remembered this long (ms); an offline queue older than that is stale. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

async function lockMember(tx: Tx, userId: number) {
  await tx.execute(sql`select 1 from ${users} where ${users.userId} = ${userId} for update`);
}

/**
 * Run `apply` (a write answering an envelope) at most once per (userId, key).
 * - key undefined: just runs apply in a transaction.
 * - key seen with the same scope: returns the stored envelope, applies nothing.
 * - key seen with another scope (method + path): NOT_MATCHED (12), nothing written.
 * Errors thrown by apply are not remembered: the same key may be retried after the cause is gone.
 */
export async function withIdempotency<T>(
  db: Db,
  userId: number,
  key: string | undefined,
  scope: string,
  apply: (tx: Tx) => Promise<Envelope<T>>,
): Promise<Envelope<T>> {
  return db.transaction(async (tx) => {
    await lockMember(tx, userId);
    if (key) {
      const [seen] = await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
      if (seen) {
        if (seen.scope !== scope) throw new ApiError('NOT_MATCHED', '이미 다른 요청에 쓰인 Idempotency-Key예요.');
        return seen.response as Envelope<T>;
      }
    }
    const response = await apply(tx);
    if (key) {
      await tx.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, new Date(Date.now() - IDEMPOTENCY_TTL_MS)));
      await tx.insert(idempotencyKeys).values({ userId, key, scope, response });
    }
    return response;
  });
}

/** Set a product like state. Errors: NO_DATA (8) unknown product; LIKE_PRODUCT_MAX_LIMIT_ERROR (91). */
export async function setProductLike(tx: Tx, userId: number, productNo: number, likeYN: 'Y' | 'N', max: number): Promise<ProductLikeState> {
  const [product] = await tx.select({ productNo: products.productNo }).from(products).where(eq(products.productNo, productNo));
  if (!product) throw new ApiError('NO_DATA', '상품을 찾을 수 없어요.');
  let delta = 0;
  if (likeYN === 'Y') {
    const [already] = await tx
      .select({ n: sql`1` })
      .from(productLikes)
      .where(and(eq(productLikes.userId, userId), eq(productLikes.productNo, productNo)));
    if (!already) {
      const [{ total }] = await tx.select({ total: count() }).from(productLikes).where(eq(productLikes.userId, userId));
      if (total >= max) throw new ApiError('LIKE_PRODUCT_MAX_LIMIT_ERROR', `상품은 ${max}개까지 찜할 수 있어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.`);
      await tx.insert(productLikes).values({ userId, productNo });
      delta = 1;
    }
  } else {
    const gone = await tx
      .delete(productLikes)
      .where(and(eq(productLikes.userId, userId), eq(productLikes.productNo, productNo)))
      .returning({ productNo: productLikes.productNo });
    delta = gone.length ? -1 : 0;
  }
  const [row] = await tx
    .update(products)
    .set({ likeCount: sql`greatest(${products.likeCount} + ${delta}, 0)` })
    .where(eq(products.productNo, productNo))
    .returning({ likeCount: products.likeCount });
  const [{ likedTotal }] = await tx.select({ likedTotal: count() }).from(productLikes).where(eq(productLikes.userId, userId));
  return { productNo, likeYN, likeCount: row!.likeCount, likedTotal };
}

/** Set a shop like state. Errors: NO_DATA (8) unknown shop; LIKE_SHOP_MAX_LIMIT_ERROR (92). */
export async function setShopLike(tx: Tx, userId: number, shopId: number, likeYN: 'Y' | 'N', max: number): Promise<ShopLikeState> {
  const [shop] = await tx.select({ shopId: shops.shopId }).from(shops).where(eq(shops.shopId, shopId));
  if (!shop) throw new ApiError('NO_DATA', '가게를 찾을 수 없어요.');
  let delta = 0;
  if (likeYN === 'Y') {
    const [already] = await tx
      .select({ n: sql`1` })
      .from(shopLikes)
      .where(and(eq(shopLikes.userId, userId), eq(shopLikes.shopId, shopId)));
    if (!already) {
      const [{ total }] = await tx.select({ total: count() }).from(shopLikes).where(eq(shopLikes.userId, userId));
      if (total >= max) throw new ApiError('LIKE_SHOP_MAX_LIMIT_ERROR', `가게는 ${max}곳까지 찜할 수 있어요. 찜 목록을 정리한 뒤 다시 시도해 주세요.`);
      await tx.insert(shopLikes).values({ userId, shopId });
      delta = 1;
    }
  } else {
    const gone = await tx
      .delete(shopLikes)
      .where(and(eq(shopLikes.userId, userId), eq(shopLikes.shopId, shopId)))
      .returning({ shopId: shopLikes.shopId });
    delta = gone.length ? -1 : 0;
  }
  const [row] = await tx
    .update(shops)
    .set({ likeCount: sql`greatest(${shops.likeCount} + ${delta}, 0)` })
    .where(eq(shops.shopId, shopId))
    .returning({ likeCount: shops.likeCount });
  const [{ likedTotal }] = await tx.select({ likedTotal: count() }).from(shopLikes).where(eq(shopLikes.userId, userId));
  return { shopId, likeYN, likeCount: row!.likeCount, likedTotal };
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

/** The member's liked products, most recently liked first. */
export async function likedProducts(db: Db, userId: number, page: number, size: number): Promise<Page<ProductCard>> {
  const where = eq(productLikes.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(productLikes).where(where);
  const items = await db
    .select(productCardColumns)
    .from(productLikes)
    .innerJoin(products, eq(products.productNo, productLikes.productNo))
    .innerJoin(shops, eq(shops.shopId, products.shopId))
    .where(where)
    .orderBy(desc(productLikes.createdAt), desc(productLikes.productNo))
    .limit(size)
    .offset((page - 1) * size);
  return { items, page, size, total, hasNext: page * size < total };
}

/** The member's liked shops, most recently liked first. */
export async function likedShops(db: Db, userId: number, page: number, size: number): Promise<Page<ShopCard>> {
  const where = eq(shopLikes.userId, userId);
  const [{ total }] = await db.select({ total: count() }).from(shopLikes).where(where);
  const items = await db
    .select(shopCardColumns)
    .from(shopLikes)
    .innerJoin(shops, eq(shops.shopId, shopLikes.shopId))
    .innerJoin(locals, eq(locals.code, shops.localCode))
    .where(where)
    .orderBy(desc(shopLikes.createdAt), desc(shopLikes.shopId))
    .limit(size)
    .offset((page - 1) * size);
  return { items, page, size, total, hasNext: page * size < total };
}

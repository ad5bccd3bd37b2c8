/**
 * Product reviews (issue 13, docs/decisions/014-product-reviews.md): a page of a product's reviews
 * in the chosen order, with the summary of all of them (count, average to one decimal, count per
 * star 5..1). Read-only: reviews are written on the shop site. Throws ApiError('NO_DATA') (code 8)
 * for an unknown product.
 */
import type { ReviewSort } from '@contract/rules.js';
import type { ReviewPage } from '@contract/reviews.js';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { productReviews, products } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { iso } from '@server/db/queries/catalogue.js';

/** Order per sort; newest first within equal stars, review id breaks ties (stable pages). */
const ORDER: Record<ReviewSort, SQL[]> = {
  recent: [desc(productReviews.createdAt), desc(productReviews.reviewId)],
  rating_high: [desc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.reviewId)],
  rating_low: [asc(productReviews.rating), desc(productReviews.createdAt), desc(productReviews.reviewId)],
};

export async function getProductReviews(db: Db, productNo: number, q: { page: number; size: number; sort: ReviewSort }): Promise<ReviewPage> {
  const [product] = await db.select({ productNo: products.productNo }).from(products).where(eq(products.productNo, productNo));
  if (!product) throw new ApiError('NO_DATA', '상품 정보를 찾을 수 없어요.');
  const [perStar, rows] = await Promise.all([
    db
      .select({ rating: productReviews.rating, count: count() })
      .from(productReviews)
      .where(eq(productReviews.productNo, productNo))
      .groupBy(productReviews.rating),
    db
      .select({
        reviewId: productReviews.reviewId,
        authorName: productReviews.authorName,
        rating: productReviews.rating,
        option: productReviews.option,
        content: productReviews.content,
        createdAt: productReviews.createdAt,
      })
      .from(productReviews)
      .where(eq(productReviews.productNo, productNo))
      .orderBy(...ORDER[q.sort])
      .limit(q.size)
      .offset((q.page - 1) * q.size),
  ]);
  const stars = [5, 4, 3, 2, 1].map((rating) => ({ rating, count: Number(perStar.find((s) => s.rating === rating)?.count ?? 0) }));
  const total = stars.reduce((n, s) => n + s.count, 0);
  const sum = stars.reduce((n, s) => n + s.rating * s.count, 0);
  return {
    items: rows.map((r) => ({ ...r, createdAt: iso(r.createdAt) })),
    page: q.page,
    size: q.size,
    total,
    hasNext: q.page * q.size < total,
    // round(avg × 10) / 10, as products.rating_x10 stores it (sum × 10 / n is exact at .5)
    summary: { count: total, average: total ? Math.round((sum * 10) / total) / 10 : 0, stars },
  };
}

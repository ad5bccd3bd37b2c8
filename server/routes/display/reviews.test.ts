/**
 * GET /api/v1/display/product/:productNo/review (issue 13, docs/decisions/014): real app, real
 * seeded PGlite. Paging, each sort order, the summary against the rows, the product's own
 * review_count/rating, and refusals (unknown product 8, bad sort/page/size 12/13) with Korean messages.
 */
import { describe, expect, it } from 'vitest';
import { between, desc, eq } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { productReviews, products } from '@server/db/schema/index.js';
import type { Review, ReviewPage } from '@contract/reviews.js';

const t = useTestApp({ products: 300 });

async function get(url: string) {
  const res = await t.app.inject(url);
  return { status: res.statusCode, body: res.json() };
}
async function page(url: string): Promise<ReviewPage> {
  const r = await get(url);
  expect(r.status, `${url}: ${JSON.stringify(r.body).slice(0, 200)}`).toBe(200);
  expect(r.body.code).toBe(0);
  return r.body.data;
}
/** The product with the most reviews, and one with none. */
async function sample() {
  const [many] = await t.db.select().from(products).orderBy(desc(products.reviewCount)).limit(1);
  const [none] = await t.db.select().from(products).where(eq(products.reviewCount, 0)).limit(1);
  // one page of 100 holds all of its reviews
  const [some] = await t.db
    .select()
    .from(products)
    .where(between(products.reviewCount, 20, 100))
    .limit(1);
  return { many, none, some };
}
const url = (productNo: number, query = '') => `/api/v1/display/product/${productNo}/review${query}`;
const key = (r: Review) => [r.createdAt, r.reviewId] as const;
/** a comes before b newest first (createdAt desc, reviewId desc). */
const newerOrSame = (a: Review, b: Review) => key(a)[0] > key(b)[0] || (key(a)[0] === key(b)[0] && key(a)[1] > key(b)[1]);

describe('product reviews', () => {
  it('pages through every review newest first, with no gap or repeat', async () => {
    const { many } = await sample();
    expect(many.reviewCount).toBeGreaterThan(25);
    const seen: Review[] = [];
    for (let p = 1; ; p++) {
      const d = await page(url(many.productNo, `?page=${p}&size=10`));
      expect(d.page).toBe(p);
      expect(d.size).toBe(10);
      expect(d.total).toBe(many.reviewCount);
      seen.push(...d.items);
      if (!d.hasNext) break;
      expect(d.items).toHaveLength(10);
    }
    expect(seen).toHaveLength(many.reviewCount);
    expect(new Set(seen.map((r) => r.reviewId)).size).toBe(seen.length);
    for (let i = 1; i < seen.length; i++) expect(newerOrSame(seen[i - 1], seen[i]), `${i}`).toBe(true);
    expect(seen.every((r) => /^[가-힣]\*\*$/.test(r.authorName) && r.option === many.unit && r.rating >= 1 && r.rating <= 5)).toBe(true);
  });

  it('default sort is recent; rating_high and rating_low order by stars, newest first among equal stars', async () => {
    const { some: many } = await sample();
    const all = (await page(url(many.productNo, '?size=100'))).items;
    expect((await page(url(many.productNo, '?size=100&sort=recent'))).items).toEqual(all);
    const high = (await page(url(many.productNo, '?size=100&sort=rating_high'))).items;
    const low = (await page(url(many.productNo, '?size=100&sort=rating_low'))).items;
    for (const [list, dir] of [
      [high, -1],
      [low, 1],
    ] as const) {
      expect(list.map((r) => r.reviewId).sort()).toEqual(all.map((r) => r.reviewId).sort());
      for (let i = 1; i < list.length; i++) {
        const [a, b] = [list[i - 1], list[i]];
        expect(Math.sign(b.rating - a.rating) === dir || (a.rating === b.rating && newerOrSame(a, b)), `${i}`).toBe(true);
      }
    }
    expect(low[0].rating).toBe(Math.min(...all.map((r) => r.rating)));
    expect(high[0].rating).toBe(5);
  });

  it('summary counts every row per star; its count and average are the product card’s', async () => {
    const { many } = await sample();
    const d = await page(url(many.productNo, '?size=1'));
    const rows = await t.db.select().from(productReviews).where(eq(productReviews.productNo, many.productNo));
    expect(d.summary.count).toBe(rows.length);
    expect(d.summary.stars.map((s) => s.rating)).toEqual([5, 4, 3, 2, 1]);
    for (const s of d.summary.stars) expect(s.count).toBe(rows.filter((r) => r.rating === s.rating).length);
    const avg = rows.reduce((n, r) => n + r.rating, 0) / rows.length;
    expect(d.summary.average).toBeCloseTo(Math.round(avg * 10) / 10, 5);
    const card = (await get(`/api/v1/display/shop/${many.shopId}/product?size=100&sort=newest`)).body.data.items.find(
      (p: { productNo: number }) => p.productNo === many.productNo,
    );
    if (card) expect([card.reviewCount, card.rating]).toEqual([d.summary.count, d.summary.average]);
  });

  it('a product without reviews answers an empty page and a zero summary', async () => {
    const { none } = await sample();
    expect(none).toBeDefined();
    const d = await page(url(none.productNo));
    expect(d).toMatchObject({ items: [], total: 0, hasNext: false, summary: { count: 0, average: 0 } });
    expect(d.summary.stars.every((s) => s.count === 0)).toBe(true);
  });

  it.each([
    [url(99_999_999), 404, 8],
    [url(0), 400, 13],
    ['/api/v1/display/product/abc/review', 400, 12],
    [url(1, '?sort=best'), 400, 12],
    [url(1, '?sort='), 400, 12],
    [url(1, '?page=0'), 400, 13],
    [url(1, '?page=-1'), 400, 13],
    [url(1, '?page=x'), 400, 12],
    [url(1, '?size=101'), 400, 13],
    [url(1, '?size=1.5'), 400, 12],
  ])('%s → %i code %i, Korean message', async (u, status, code) => {
    const r = await get(u);
    expect(r.status).toBe(status);
    expect(r.body.code).toBe(code);
    expect(r.body.message).toMatch(/[가-힣]/);
  });
});

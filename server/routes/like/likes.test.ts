/**
 * Likes (찜) on the real app and database: state semantics, like counts that never double, the
 * SPEC §8 max limits (91/92) with nothing written, Idempotency-Key replay (the offline queue's
 * retry), members only, banned members refused (130), personal answers never cacheable.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { useTestApp } from '@tests/setup/test-app.js';
import { accountMaker, testTokens } from '@tests/setup/members.js';
import { products, shops } from '@server/db/schema/index.js';

const MAX_PRODUCTS = 3;
const MAX_SHOPS = 2;

const t = useTestApp({ env: { LIKE_PRODUCT_MAX: String(MAX_PRODUCTS), LIKE_SHOP_MAX: String(MAX_SHOPS) }, tokens: testTokens }, 60000);

const member = accountMaker(t, { label: 'like', nickPrefix: '찜테스트' });

/** PUT a like state as `headers`' member (none: anonymous) with `payload`, for products or shops. */
const putProductLike = (headers: Record<string, string> | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/like/product', headers, payload });
const putShopLike = (headers: Record<string, string> | undefined, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user/like/shop', headers, payload });

const likeCountOf = async (productNo: number) => (await t.db.select({ n: products.likeCount }).from(products).where(eq(products.productNo, productNo)))[0]!.n;
const shopLikeCountOf = async (shopId: number) => (await t.db.select({ n: shops.likeCount }).from(shops).where(eq(shops.shopId, shopId)))[0]!.n;
async function likeTables() {
  const r = await t.db.execute(
    sql`select (select count(*) from product_likes)::int as p, (select count(*) from shop_likes)::int as s, (select count(*) from idempotency_keys)::int as k, (select sum(like_count) from products)::int as pc, (select sum(like_count) from shops)::int as sc`,
  );
  return (r as unknown as { rows: unknown[] }).rows[0];
}

describe('product likes', () => {
  it('like is a state: repeating Y counts once, N removes once, list and check agree', async () => {
    const m = await member();
    const productNo = 5;
    const before = await likeCountOf(productNo);
    const put = (likeYN: 'Y' | 'N') => putProductLike(m.headers, { productNo, likeYN });
    const first = await put('Y');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json().data).toMatchObject({ productNo, likeYN: 'Y', likeCount: before + 1, likedTotal: 1 });
    expect(first.json().toastItems[0].phrase).toBe('찜 목록에 담았어요');
    expect((await put('Y')).json().data.likeCount).toBe(before + 1);
    const check = await t.app.inject({ url: `/api/v1/user/like/product/check?productNos=${productNo},6`, headers: m.headers });
    expect(check.json().data).toEqual([
      { productNo, likeYN: 'Y' },
      { productNo: 6, likeYN: 'N' },
    ]);
    const list = await t.app.inject({ url: '/api/v1/user/like/product', headers: m.headers });
    expect(list.json().data.items.map((p: { productNo: number }) => p.productNo)).toEqual([productNo]);
    expect((await put('N')).json().data).toMatchObject({ likeYN: 'N', likeCount: before, likedTotal: 0 });
    expect((await put('N')).json().data.likeCount).toBe(before);
    expect(await likeCountOf(productNo)).toBe(before);
  });

  it('the max limit answers 91 with the SPEC name and writes nothing', async () => {
    const m = await member();
    for (let p = 10; p < 10 + MAX_PRODUCTS; p++) {
      expect((await putProductLike(m.headers, { productNo: p, likeYN: 'Y' })).statusCode).toBe(200);
    }
    const before = await likeTables();
    const over = await putProductLike({ ...m.headers, 'idempotency-key': 'over-limit-0001' }, { productNo: 50, likeYN: 'Y' });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 91, name: 'LIKE_PRODUCT_MAX_LIMIT_ERROR', data: null });
    expect(over.json().message).toContain(`${MAX_PRODUCTS}개까지`);
    expect(await likeTables()).toEqual(before);
    // Unliking one makes room; re-liking an already-liked product at the limit is not "one more".
    expect((await putProductLike(m.headers, { productNo: 10, likeYN: 'Y' })).statusCode).toBe(200);
  });

  it('an Idempotency-Key replay answers the first response and applies nothing again', async () => {
    const m = await member();
    const productNo = 20;
    const before = await likeCountOf(productNo);
    const headers = { ...m.headers, 'idempotency-key': 'queued-like-abc123' };
    const a = await putProductLike(headers, { productNo, likeYN: 'Y' });
    // The member unlikes online in between; the queue then retries its old request.
    await putProductLike(m.headers, { productNo, likeYN: 'N' });
    const replay = await putProductLike(headers, { productNo, likeYN: 'Y' });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(a.json());
    expect(await likeCountOf(productNo)).toBe(before);
    // The same key on another call is refused (12) and writes nothing.
    const shopBefore = await shopLikeCountOf(1);
    const other = await putShopLike(headers, { shopId: 1, likeYN: 'Y' });
    expect(other.json().code).toBe(12);
    expect(await shopLikeCountOf(1)).toBe(shopBefore);
  });

  it('20 concurrent identical likes from one member count once', async () => {
    const m = await member();
    const productNo = 30;
    const before = await likeCountOf(productNo);
    const all = await Promise.all(Array.from({ length: 20 }, () => putProductLike(m.headers, { productNo, likeYN: 'Y' })));
    expect(all.every((r) => r.statusCode === 200)).toBe(true);
    expect(await likeCountOf(productNo)).toBe(before + 1);
  });
});

describe('shop likes', () => {
  it('like, check, list, limit 92, unknown shop 8', async () => {
    const m = await member();
    const before = await shopLikeCountOf(2);
    const put = (shopId: number, likeYN: 'Y' | 'N') => putShopLike(m.headers, { shopId, likeYN });
    expect((await put(2, 'Y')).json().data).toMatchObject({ shopId: 2, likeYN: 'Y', likeCount: before + 1 });
    expect((await t.app.inject({ url: '/api/v1/user/like/shop/check?shopId=2', headers: m.headers })).json().data).toEqual({ shopId: 2, likeYN: 'Y' });
    expect((await put(3, 'Y')).statusCode).toBe(200);
    const list = await t.app.inject({ url: '/api/v1/user/like/shop', headers: m.headers });
    expect(list.json().data.items.map((s: { shopId: number }) => s.shopId)).toEqual([3, 2]);
    const over = await put(4, 'Y');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 92, name: 'LIKE_SHOP_MAX_LIMIT_ERROR' });
    const missing = await put(999999, 'Y');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe(8);
  });
});

describe('who may like', () => {
  it('no token → 110; banned member → 130 with the ban message, nothing written', async () => {
    const anon = await putProductLike(undefined, { productNo: 1, likeYN: 'Y' });
    expect(anon.statusCode).toBe(401);
    expect(anon.json().code).toBe(110);
    const banned = await member({ banned: true });
    const before = await likeTables();
    const res = await putProductLike(banned.headers, { productNo: 1, likeYN: 'Y' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 130, message: '운영 정책 위반으로 이용이 제한되었어요.' });
    expect(await likeTables()).toEqual(before);
  });

  it.each([
    [{ productNo: 'abc', likeYN: 'Y' }, 400],
    [{ productNo: 1 }, 400],
    [{ productNo: 1, likeYN: 'yes' }, 400],
    [{ productNo: -1, likeYN: 'Y' }, 400],
    [{ productNo: 1e12, likeYN: 'Y' }, 400],
  ])('bad body %j → 4xx with a SPEC code, nothing written', async (payload, status) => {
    const m = await member();
    const before = await likeTables();
    const res = await putProductLike(m.headers, payload);
    expect(res.statusCode).toBe(status);
    expect([10, 12, 13]).toContain(res.json().code);
    expect(await likeTables()).toEqual(before);
  });

  it('a malformed Idempotency-Key is refused before anything is written', async () => {
    const m = await member();
    const before = await likeTables();
    const res = await putProductLike({ ...m.headers, 'idempotency-key': 'bad key!' }, { productNo: 1, likeYN: 'Y' });
    expect(res.statusCode).toBe(400);
    expect(await likeTables()).toEqual(before);
  });

  it('check with more than 30 productNos → 4xx', async () => {
    const m = await member();
    const many = Array.from({ length: 31 }, (_, i) => i + 1).join(',');
    const res = await t.app.inject({ url: `/api/v1/user/like/product/check?productNos=${many}`, headers: m.headers });
    expect(res.statusCode).toBe(400);
  });
});

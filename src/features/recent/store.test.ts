/** Recently viewed products (SPEC §3, §9): at most 30, newest first, like states kept (moved from src/lib/offline.test.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import { applyLikeStates, listRecentProducts, RECENT_PRODUCTS_MAX, recordRecentProduct, resetRecentForTests } from './store';

describe('recently viewed products (SPEC §3, §9)', () => {
  beforeEach(() => resetRecentForTests());
  const product = (productNo: number) => ({
    productNo,
    name: `상품 ${productNo}`,
    imageUrl: '/i.svg',
    price: 10000,
    salePrice: 9000,
    discountRate: 10,
    path: `/deal/${productNo}`,
  });

  it('keeps at most 30, newest first, without duplicates', async () => {
    for (let n = 1; n <= 35; n++) await recordRecentProduct(product(n), n);
    await recordRecentProduct(product(20), 100);
    const list = await listRecentProducts();
    expect(list).toHaveLength(RECENT_PRODUCTS_MAX);
    expect(list[0]!.productNo).toBe(20);
    expect(list.filter((r) => r.productNo === 20)).toHaveLength(1);
    expect(list.map((r) => r.productNo)).not.toContain(5);
  });

  it('takes the like states from the check call and keeps them on re-view', async () => {
    await recordRecentProduct(product(1));
    await recordRecentProduct(product(2));
    await applyLikeStates([
      { productNo: 1, likeYN: 'Y' },
      { productNo: 2, likeYN: 'N' },
    ]);
    await recordRecentProduct(product(1));
    expect((await listRecentProducts()).map((r) => [r.productNo, r.isLike])).toEqual([
      [1, true],
      [2, false],
    ]);
  });
});

/**
 * SPEC §4 inbound appRecentProduct (issue 30): a product the app showed moves to the front of
 * recently viewed; one this web view never showed is fetched from the server as a card and shown,
 * not dropped; one the server does not know is left out; offline, it is fetched once back online.
 * The network is a fake of GET /api/v1/display/product (server side: server/routes/display/display.test.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { ProductCard } from '@contract/display';
import { dispatchNativeMessage } from '~/lib/native/install';
import { okResponse, resetClientTest } from '~/test-utils/member-session';
import { installRecentProducts } from './install';
import { recentQueries } from './queries';
import { listRecentProducts, recordRecentProduct, resetRecentForTests } from './store';

const card = (productNo: number, liveDeal: ProductCard['liveDeal'] = null): ProductCard => ({
  productNo,
  shopId: 3,
  shopName: '완도 전복 선장',
  name: `완도 활전복 ${productNo}`,
  origin: '전남 완도',
  unit: '1kg',
  imageUrl: `/images/products/${productNo}.webp`,
  price: 50000,
  salePrice: 42000,
  discountRate: 16,
  isSoldOut: false,
  salesCount: 10,
  reviewCount: 2,
  rating: 4.5,
  likeCount: 3,
  liveDeal,
});

let asked: string[];
let offline: boolean;
let uninstall: () => void;
let queryClient: QueryClient;

beforeEach(() => {
  resetRecentForTests();
  asked = [];
  offline = false;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (offline) throw new TypeError('Failed to fetch');
    asked.push(`${url.pathname}?${url.searchParams}`);
    const nos = (url.searchParams.get('productNos') ?? '').split(',').map(Number);
    // 404 is a number the catalogue has no product for; 77 is in a live deal.
    return okResponse(
      nos.filter((n) => n !== 404).map((n) => card(n, n === 77 ? { dealId: 12, dealPrice: 39000, discountRate: 22, endAt: '2099-01-01T00:00:00.000Z' } : null)),
    );
  });
  queryClient = new QueryClient();
  uninstall = installRecentProducts(queryClient);
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  resetClientTest();
});

const appShowed = (productNo: number | string) => dispatchNativeMessage({ type: 'appRecentProduct', productNo });

describe('appRecentProduct (SPEC §4; issue 30)', () => {
  it('a product the web never showed is fetched and put first, with its card and the shop page as its link', async () => {
    await recordRecentProduct({ productNo: 5, name: '상주 곶감', imageUrl: '/i.webp', price: 30000, salePrice: 25000, discountRate: 16, path: '/deal/3' }, 1);
    expect(appShowed('51')).toBe(true);
    await vi.waitFor(async () => expect((await listRecentProducts()).map((r) => r.productNo)).toEqual([51, 5]));
    expect(asked).toEqual(['/api/v1/display/product?productNos=51']);
    const [shown] = await listRecentProducts();
    expect(shown).toMatchObject({
      name: '완도 활전복 51',
      price: 50000,
      salePrice: 42000,
      discountRate: 16,
      path: '/shop/product/51',
      onShop: true,
      isLike: false,
    });
  });

  it('a product in a live deal links its deal, at the deal price', async () => {
    appShowed(77);
    await vi.waitFor(async () => expect(await listRecentProducts()).toHaveLength(1));
    expect((await listRecentProducts())[0]).toMatchObject({ productNo: 77, path: '/deal/12', salePrice: 39000, discountRate: 22 });
    expect((await listRecentProducts())[0]!.onShop).toBeUndefined();
  });

  it('a product already listed moves to the front without asking the server', async () => {
    for (const n of [1, 2])
      await recordRecentProduct({ productNo: n, name: `상품 ${n}`, imageUrl: '/i.webp', price: 1000, salePrice: 900, discountRate: 10, path: `/deal/${n}` }, n);
    appShowed(1);
    await vi.waitFor(async () => expect((await listRecentProducts()).map((r) => r.productNo)).toEqual([1, 2]));
    expect(asked).toEqual([]);
  });

  it('a number the server does not know is left out', async () => {
    appShowed(404);
    await vi.waitFor(() => expect(asked).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(await listRecentProducts()).toEqual([]);
  });

  it('offline: fetched once the browser is back online, then shown (the list query is refreshed)', async () => {
    offline = true;
    appShowed(51);
    await new Promise((r) => setTimeout(r, 10));
    expect(await listRecentProducts()).toEqual([]);
    offline = false;
    const refetched = vi.spyOn(queryClient, 'invalidateQueries');
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await listRecentProducts()).map((r) => r.productNo)).toEqual([51]));
    await vi.waitFor(() => expect(refetched).toHaveBeenCalledWith({ queryKey: recentQueries.all() }));
  });

  it('several views in a row keep the newest first', async () => {
    for (const n of [61, 62, 63]) appShowed(n);
    await vi.waitFor(async () => expect((await listRecentProducts()).map((r) => r.productNo)).toEqual([63, 62, 61]));
  });
});

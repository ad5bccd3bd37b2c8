/**
 * Issue 11 "Done when": reload and back keep list position, sort and filters on the category,
 * store, best and search lists. The sort/filter lives in the URL (the router owns it); the pages of
 * the infinite list come back from the persisted query cache before the app renders on a return
 * (src/lib/returning-load.ts); the router's scroll restoration puts the shopper back.
 *
 * "Back" leaves the app for real: a product opens the shop site (/shop/product/N, a server page),
 * and the browser's back button returns to the list — a full page load of the app.
 */
import type { Page } from '@playwright/test';
import type { EndpointData } from '@contract/endpoints';
import { test, expect } from './fixtures';

/** One product row of the two-column grid is about 300 px at 390 px wide: the tolerance of "same position". */
const ROW_PX = 320;
/** The persister writes at most once a second (src/lib/persist-queries.ts throttleTime). */
const PERSIST_SETTLE_MS = 1_600;

const cards = (page: Page, hrefPart: string) => page.locator(`a[href*="${hrefPart}"]`);

/** Scroll to the end until at least `min` cards are shown (the sentinel loads the next page). */
async function scrollUntil(page: Page, hrefPart: string, min: number) {
  await expect(async () => {
    await page.mouse.wheel(0, 4000);
    expect(await cards(page, hrefPart).count()).toBeGreaterThanOrEqual(min);
  }).toPass({ timeout: 20_000, intervals: [200, 400, 800] });
}

/** Scroll so that card `index` is in view; returns the state to come back to. */
async function settleAt(page: Page, hrefPart: string, index: number) {
  await cards(page, hrefPart).nth(index).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 40));
  await page.waitForTimeout(PERSIST_SETTLE_MS);
  return { count: await cards(page, hrefPart).count(), scrollY: await page.evaluate(() => Math.round(window.scrollY)) };
}

async function expectRestored(page: Page, hrefPart: string, before: { count: number; scrollY: number }) {
  await expect.poll(() => cards(page, hrefPart).count(), { timeout: 10_000 }).toBe(before.count);
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000 }).toBeGreaterThan(before.scrollY - ROW_PX);
  const y = await page.evaluate(() => Math.round(window.scrollY));
  expect(Math.abs(y - before.scrollY), `scrollY ${y}, was ${before.scrollY}`).toBeLessThanOrEqual(ROW_PX);
}

/** Open the first card in view that leaves the app (a product on the shop site), then come back. */
async function leaveToShopAndBack(page: Page) {
  const product = page.locator('a[href*="/shop/product/"]').first();
  const href = await product.getAttribute('href');
  await page.goto(new URL(href!, page.url()).href);
  await expect(page).toHaveURL(/\/shop\/product\/\d+/);
  await page.goBack();
}

test('category: sort in the URL; reload and back from a product keep sort, loaded pages and position', async ({ page, request }) => {
  const tree = (await (await request.get('/api/v1/display/web/category')).json()).data as EndpointData<'categoryTree'>;
  // The depth-2 category with the most products (three pages or more in the seeded catalogue).
  let best = { code: '', total: 0 };
  for (const second of tree.roots.flatMap((r) => r.children)) {
    const page1 = (await (await request.get(`/api/v1/display/web/category/product?categoryCode=${second.code}&size=1`)).json())
      .data as EndpointData<'categoryProducts'>;
    if (page1.total > best.total) best = { code: second.code, total: page1.total };
  }
  expect(best.total).toBeGreaterThan(60);

  await page.goto(`/category/detail/${best.code}`);
  await page.getByRole('radio', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/[?&]sort=priceAsc\b/);
  await scrollUntil(page, '/shop/product/', 41);
  const before = await settleAt(page, '/shop/product/', 30);
  expect(before.scrollY).toBeGreaterThan(2 * ROW_PX);

  await page.reload();
  await expect(page).toHaveURL(/[?&]sort=priceAsc\b/);
  await expect(page.getByRole('radio', { name: '낮은 가격순' })).toHaveAttribute('aria-checked', 'true');
  await expectRestored(page, '/shop/product/', before);

  await leaveToShopAndBack(page);
  await expect(page).toHaveURL(new RegExp(`/category/detail/${best.code}\\?sort=priceAsc`));
  await expect(page.getByRole('radio', { name: '낮은 가격순' })).toHaveAttribute('aria-checked', 'true');
  await expectRestored(page, '/shop/product/', before);
  await page.screenshot({ path: 'test-results/screens/list-state-category.png' });
});

test('store list: sort in the URL; reload and back from a store keep sort, pages and position', async ({ page, request }) => {
  const shops = (await (await request.get('/api/v1/display/shop?size=1')).json()).data as EndpointData<'shops'>;
  expect(shops.total).toBeGreaterThan(20);
  await page.goto('/store');
  await page.getByRole('radio', { name: '이름순' }).click();
  await expect(page).toHaveURL(/[?&]sort=name\b/);
  await scrollUntil(page, '/store/', 21);
  const before = await settleAt(page, '/store/', 18);

  await page.reload();
  await expect(page.getByRole('radio', { name: '이름순' })).toHaveAttribute('aria-checked', 'true');
  await expectRestored(page, '/store/', before);

  // A store's products leave for the shop site: open a store, a product, then back twice.
  await cards(page, '/store/').nth(18).click();
  await expect(page).toHaveURL(/\/store\/\d+/);
  await page.goBack();
  await expect(page).toHaveURL(/\/store\?sort=name/);
  await expect(page.getByRole('radio', { name: '이름순' })).toHaveAttribute('aria-checked', 'true');
  await expectRestored(page, '/store/', before);
  await page.screenshot({ path: 'test-results/screens/list-state-store.png' });
});

test('store detail: the product sort survives a trip to the shop site', async ({ page, request }) => {
  const shops = (await (await request.get('/api/v1/display/shop?size=1')).json()).data as EndpointData<'shops'>;
  const shopId = shops.items[0]!.shopId;
  await page.goto(`/store/${shopId}`);
  await page.getByRole('radio', { name: '높은 가격순' }).click();
  await expect(page).toHaveURL(/[?&]sort=priceDesc\b/);
  await page.waitForTimeout(PERSIST_SETTLE_MS);
  await leaveToShopAndBack(page);
  await expect(page).toHaveURL(new RegExp(`/store/${shopId}\\?sort=priceDesc`));
  await expect(page.getByRole('radio', { name: '높은 가격순' })).toHaveAttribute('aria-checked', 'true');
});

test('best: the category tab and the position survive reload and a trip to the shop site', async ({ page, request }) => {
  const all = (await (await request.get('/api/v1/display/best/rank?categoryCode=ALL')).json()).data as EndpointData<'bestRank'>;
  const tab = all.categories.find((c) => c.code !== 'ALL')!;
  await page.goto('/best');
  await page.getByRole('link', { name: tab.name, exact: true }).click();
  // The router writes a digits-only string JSON-quoted (?categoryCode=%2210%22) so it reads back as a string.
  const inUrl = `categoryCode=(%22)?${tab.code}(%22)?`;
  await expect(page).toHaveURL(new RegExp(inUrl));
  await expect(cards(page, '/shop/product/').first()).toBeVisible();
  const total = await cards(page, '/shop/product/').count();
  const before = await settleAt(page, '/shop/product/', Math.min(total - 1, 12));

  await page.reload();
  await expect(page.getByRole('link', { name: tab.name, exact: true })).toHaveAttribute('aria-current', 'page');
  await expectRestored(page, '/shop/product/', before);

  await leaveToShopAndBack(page);
  await expect(page).toHaveURL(new RegExp(`/best\\?${inUrl}`));
  await expectRestored(page, '/shop/product/', before);
  await page.screenshot({ path: 'test-results/screens/list-state-best.png' });
});

test('search: keyword, sort and filter survive reload and a trip to the shop site, with the pages loaded', async ({ page }) => {
  await page.goto(`/search?keyword=${encodeURIComponent('제주')}`);
  await page.getByRole('radio', { name: '높은 가격순' }).click();
  await expect(page).toHaveURL(/[?&]sort=priceDesc\b/);
  await scrollUntil(page, '/shop/product/', 41);
  const before = await settleAt(page, '/shop/product/', 30);

  await page.reload();
  await expect(page).toHaveURL(/keyword=%EC%A0%9C%EC%A3%BC.*sort=priceDesc|sort=priceDesc.*keyword=%EC%A0%9C%EC%A3%BC/);
  await expect(page.getByRole('radio', { name: '높은 가격순' })).toHaveAttribute('aria-checked', 'true');
  await expectRestored(page, '/shop/product/', before);

  await leaveToShopAndBack(page);
  await expect(page.getByRole('radio', { name: '높은 가격순' })).toHaveAttribute('aria-checked', 'true');
  await expectRestored(page, '/shop/product/', before);
  await page.screenshot({ path: 'test-results/screens/list-state-search.png' });
});

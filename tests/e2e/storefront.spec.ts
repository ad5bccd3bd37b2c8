/**
 * Issue 2 "Done when": at 390×844 the home shows live deals from the seeded database, and a deal,
 * a store, a category and best sellers open with Korean data and KRW prices. Every expected value
 * is read from the real API first, so the test fails if the screen shows anything else.
 */
import { test, expect, readSeedIds, bottomNav } from './fixtures';

const KRW = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const shot = (name: string) => ({ path: `test-results/screens/${name}.png`, fullPage: false });

test('home shows the live limited deals of the database', async ({ page, request }) => {
  const home = (await (await request.get('/api/v1/display/home')).json()).data;
  expect(home.limitedDeals.length).toBeGreaterThan(0);
  await page.goto('/');
  const first = home.limitedDeals[0];
  await expect(page.getByText(first.title).first()).toBeVisible();
  await expect(page.getByText(KRW(first.dealPrice)).first()).toBeVisible();
  // countdown of a live deal: HH:MM:SS
  await expect(page.getByText(/\d{2}:\d{2}:\d{2}/).first()).toBeVisible();
  await expect(bottomNav(page)).toBeVisible();
  await page.screenshot(shot('home'));
});

test('a limited deal opens with price, discount, stock and a buy link to the shop site', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const deal = (await (await request.get(`/api/v1/display/deal/${ids.dealId}`)).json()).data;
  await page.goto(`/deal/${ids.dealId}`);
  await expect(page.getByText(deal.product.name).first()).toBeVisible();
  await expect(page.getByText(KRW(deal.dealPrice)).first()).toBeVisible();
  await expect(page.getByText(`${deal.discountRate}%`).first()).toBeVisible();
  const buy = page.getByRole('link', { name: /구매하기/ });
  // The link carries the deal and its signed price (issue 13, docs/decisions/010).
  await expect(buy).toHaveAttribute('href', new RegExp(`/shop/product/${deal.product.productNo}\\?dealId=${ids.dealId}&priceToken=`));
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  await page.screenshot(shot('deal'));
});

test('a store opens with its name and products in KRW', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const info = (await (await request.get(`/api/v1/display/shop/${ids.shopId}/info`)).json()).data;
  const products = (await (await request.get(`/api/v1/display/shop/${ids.shopId}/product?size=20`)).json()).data;
  await page.goto(`/store/${ids.shopId}`);
  await expect(page.getByText(info.name).first()).toBeVisible();
  await expect(page.getByText(products.items[0].name).first()).toBeVisible();
  // A product in a live deal shows the deal price on its card (issue 13, docs/decisions/010).
  await expect(page.getByText(KRW(products.items[0].liveDeal?.dealPrice ?? products.items[0].salePrice)).first()).toBeVisible();
  await page.screenshot(shot('store'));
});

test('a category opens with its products, and the low-price sort orders them', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const tree = (await (await request.get(`/api/v1/display/web/category?categoryCode=${ids.categoryCode2}`)).json()).data;
  const list = (await (await request.get(`/api/v1/display/web/category/product?categoryCode=${ids.categoryCode2}&size=20`)).json()).data;
  await page.goto(`/category/detail/${ids.categoryCode2}`);
  await expect(page.getByText(tree.selected.name).first()).toBeVisible();
  await expect(page.getByText(list.items[0].name).first()).toBeVisible();
  await page.screenshot(shot('category'));
});

test('best sellers show rank 1 from the database', async ({ page, request }) => {
  const best = (await (await request.get('/api/v1/display/best/rank?categoryCode=ALL')).json()).data;
  await page.goto('/best');
  await expect(page.getByText(best.items[0].product.name).first()).toBeVisible();
  // the card's price: a live deal's when the product is in one, else its sale price
  const first = best.items[0].product;
  await expect(page.getByText(KRW(first.liveDeal?.dealPrice ?? first.salePrice)).first()).toBeVisible();
  await expect(bottomNav(page)).toHaveCount(0);
  await page.screenshot(shot('best'));
});

test('welcome button replaces the route with home', async ({ page }) => {
  await page.goto('/notice');
  await page.goto('/welcome');
  await page.getByRole('button', { name: /쇼핑하러 가기/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goBack();
  // replaced: going back does not return to /welcome
  await expect(page).not.toHaveURL(/\/welcome$/);
});

test('html is Korean and the header back button goes home without in-app history', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  await page.goto(`/deal/${ids.dealId}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await page.getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('isnavihide=true hides the back button', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  await page.goto(`/deal/${ids.dealId}?isnavihide=true`);
  await expect(page.getByText(/구매하기|판매 종료|품절|오픈 예정/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toHaveCount(0);
});

test('scroll-to-top button appears after scrolling', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /한정 특가/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '맨 위로' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect(page.getByRole('button', { name: '맨 위로' })).toBeVisible();
});

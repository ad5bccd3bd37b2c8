/**
 * Issue 13 "Deal price to checkout" (docs/decisions/010-deal-price-handoff.md): the deal's 구매하기
 * opens the shop with the deal and its signed price, and the shop shows that price; an edited link
 * shows the regular price with a notice; a product in a live deal shows the same deal price on its
 * category card. Expected values are read from the real API first.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';

const KRW = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const shot = (name: string) => ({ path: `test-results/screens/${name}.png`, fullPage: false });

interface Deal {
  dealId: number;
  status: string;
  dealPrice: number;
  discountRate: number;
  priceToken: string | null;
  product: { productNo: number; name: string; price: number; salePrice: number; categoryCode: string };
}

const api = async <T>(request: APIRequestContext, url: string): Promise<T> => (await (await request.get(url)).json()).data as T;

/** The live, in-stock deals of the database, with their detail answers. */
async function liveDeals(request: APIRequestContext): Promise<Deal[]> {
  const home = await api<{ limitedDeals: Array<{ dealId: number; status: string }> }>(request, '/api/v1/display/home');
  const ids = home.limitedDeals.filter((d) => d.status === 'live').map((d) => d.dealId);
  expect(ids.length).toBeGreaterThan(0);
  return Promise.all(ids.map((id) => api<Deal>(request, `/api/v1/display/deal/${id}`)));
}

test('deal → 구매하기 → the shop page shows and charges the deal price', async ({ page, request }) => {
  const [deal] = await liveDeals(request);
  const d = deal!;
  expect(d.dealPrice).not.toBe(d.product.salePrice);
  await page.goto(`/deal/${d.dealId}`);
  await expect(page.getByText(KRW(d.dealPrice)).first()).toBeVisible();
  await page.screenshot(shot('checkout-deal'));
  const buy = page.getByRole('link', { name: '구매하기' });
  await expect(buy).toHaveAttribute('href', new RegExp(`/shop/product/${d.product.productNo}\\?dealId=${d.dealId}&priceToken=[\\w.-]+$`));
  await buy.click();
  await expect(page).toHaveURL(new RegExp(`/shop/product/${d.product.productNo}\\?dealId=${d.dealId}&`));
  await expect(page.getByText('한정 특가')).toBeVisible();
  await expect(page.locator('.price .now')).toHaveText(KRW(d.dealPrice));
  await expect(page.locator('.price s')).toHaveText(KRW(d.product.price));
  await expect(page.locator('.total')).toContainText(KRW(d.dealPrice));
  await expect(page.getByText('정상가로 보여드려요')).toHaveCount(0);
  await page.screenshot(shot('checkout-shop-valid'));
  await page.getByRole('link', { name: '장바구니 담기' }).click();
  await expect(page.locator('.total')).toContainText(KRW(d.dealPrice));
});

test('the deal page names its shop with a link to the store', async ({ page, request }) => {
  const [d] = await liveDeals(request);
  const deal = await api<{ shop: { shopId: number; name: string } }>(request, `/api/v1/display/deal/${d!.dealId}`);
  await page.goto(`/deal/${d!.dealId}`);
  const link = page.getByRole('link', { name: deal.shop.name, exact: true });
  await expect(link).toHaveAttribute('href', `/store/${deal.shop.shopId}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/store/${deal.shop.shopId}$`));
});

test('a tampered buy link shows the regular price with a notice, never the claimed price', async ({ page, request }) => {
  const [d, other] = await liveDeals(request);
  const token = d!.priceToken!;
  const [h, p, s] = token.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
  payload.prc = 1000;
  const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
  await page.goto(`/shop/product/${d!.product.productNo}?dealId=${d!.dealId}&priceToken=${forged}`);
  await expect(page.getByText('특가 정보가 맞지 않아 정상가로 보여드려요.')).toBeVisible();
  await expect(page.locator('.price .now')).toHaveText(KRW(d!.product.salePrice));
  await expect(page.getByText(KRW(1000))).toHaveCount(0);
  await expect(page.getByText('한정 특가')).toHaveCount(0);
  await page.screenshot(shot('checkout-shop-forged'));
  if (other && other.product.productNo !== d!.product.productNo) {
    // A genuine token moved onto another product of the same shop site
    await page.goto(`/shop/product/${other.product.productNo}?dealId=${d!.dealId}&priceToken=${token}`);
    await expect(page.getByText('특가 정보가 맞지 않아 정상가로 보여드려요.')).toBeVisible();
    await expect(page.locator('.price .now')).toHaveText(KRW(other.product.salePrice));
  }
});

test('a product in a live deal shows the deal price on its category card, and the card opens the deal', async ({ page, request }) => {
  const deals = await liveDeals(request);
  // A deal whose product is on the first page of its category's default list
  let found: { deal: Deal; code: string } | undefined;
  for (const d of deals) {
    const code = d.product.categoryCode;
    const list = await api<{ items: Array<{ productNo: number; price: number; salePrice: number; liveDeal?: { dealPrice: number } | null }> }>(
      request,
      `/api/v1/display/web/category/product?categoryCode=${code}&size=20`,
    );
    const item = list.items.find((i) => i.productNo === d.product.productNo);
    // …with a sale price of its own (a product without one shows its price struck through as 정가)
    if (item && item.salePrice !== d.dealPrice && item.salePrice !== item.price) {
      found = { deal: d, code };
      break;
    }
  }
  expect(found, 'a live deal product listed on its category’s first page').toBeTruthy();
  const { deal, code } = found!;
  await page.goto(`/category/detail/${code.slice(0, 4)}/${code}`);
  const card = page.locator(`a[href="/deal/${deal.dealId}"]`).filter({ hasText: deal.product.name });
  await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect(card).toContainText('한정 특가');
  await expect(card).toContainText(KRW(deal.dealPrice));
  await expect(card).not.toContainText(KRW(deal.product.salePrice));
  await page.screenshot(shot('checkout-category-card'));
  await card.click();
  await expect(page).toHaveURL(new RegExp(`/deal/${deal.dealId}$`));
  await expect(page.getByText(KRW(deal.dealPrice)).first()).toBeVisible();
});

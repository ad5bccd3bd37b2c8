/**
 * Issue 13 "찜", in Chromium at 390×844 against the real server (docs/decisions/012-like-lists.md):
 * - a member's 찜 on a deal → the toast's 보기 → the 찜 list shows it (name + KRW price) → 마이페이지
 *   counts it → 찜 해제 in the list, where it stays un-hearted (checked through the API);
 * - a signed-out 찜 explains first, goes through the stand-in sign-in and is completed once back on
 *   the deal (checked through the API).
 */
import { test, expect, hydrated, readSeedIds, signInByApi, signInOnNaverAs, useSessionInPage, type TestSession } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const authOf = (s: TestSession) => ({ authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid });

async function productLikeYN(request: APIRequestContext, s: TestSession, productNo: number): Promise<string> {
  const res = await request.get(`/api/v1/user/like/product/check?productNos=${productNo}`, { headers: authOf(s) });
  return (await res.json()).data[0].likeYN;
}

/** The deal's product, and the price its card shows: the deal price while the deal is live and in stock (it then has a price token), else the sale price. */
async function dealProduct(request: APIRequestContext, dealId: number) {
  const deal = (await (await request.get(`/api/v1/display/deal/${dealId}`)).json()).data as {
    dealPrice: number;
    priceToken?: string | null;
    product: { productNo: number; name: string; salePrice: number };
  };
  return { ...deal.product, cardPrice: deal.priceToken ? deal.dealPrice : deal.product.salePrice };
}

test('찜 on a deal → 보기 → the 찜 list shows it → 마이페이지 counts it → 찜 해제 in the list', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const session = await signInByApi(request);
  const product = await dealProduct(request, ids.dealId);
  // One liked shop, so the shop tab has something to show.
  const shopLike = await request.put('/api/v1/user/like/shop', { headers: authOf(session), data: { shopId: ids.shopId, likeYN: 'Y' } });
  expect(shopLike.status()).toBe(200);
  await useSessionInPage(page, session);

  // Nothing liked yet: the product tab's empty state leads to the deals.
  await page.goto('/my-page/like');
  await expect(page.getByText('아직 찜한 상품이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '오늘의 특가 보러 가기' })).toBeVisible();
  await page.screenshot({ path: 'test-results/likes-list-empty.png' });

  await page.goto(`/deal/${ids.dealId}`);
  await hydrated(page);
  const heart = page.getByTestId('product-like');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  const toast = page.getByTestId('toast').filter({ hasText: '찜 목록에 담았어요' });
  await expect(toast).toBeVisible();
  await page.screenshot({ path: 'test-results/likes-toast.png' });
  await toast.getByRole('link', { name: '보기' }).click();

  await expect(page).toHaveURL(/\/my-page\/like$/);
  const item = page.getByTestId('liked-product').filter({ hasText: product.name });
  await expect(item).toBeVisible();
  await expect(item).toContainText(won(product.cardPrice));
  await expect(page.getByRole('link', { name: /상품 1개/ })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: 'test-results/likes-list-products.png' });

  await page.getByRole('link', { name: /가게 1곳/ }).click();
  await expect(page).toHaveURL(/\/my-page\/like\?tab=shop$/);
  await expect(page.getByTestId('liked-shop')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /상품 1개/ })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: /가게 1곳/ })).toHaveAttribute('aria-current', 'page');
  await page.screenshot({ path: 'test-results/likes-list-shops.png' });

  // 마이페이지: the tiles count and lead to the list.
  await page.goto('/my-page');
  await expect(page.getByTestId('my-page-liked-products')).toContainText('찜한 상품1개');
  await expect(page.getByTestId('my-page-liked-shops')).toContainText('찜한 가게1곳');
  await page.screenshot({ path: 'test-results/likes-my-page.png' });
  await page.getByTestId('my-page-liked-products').click();
  await expect(page).toHaveURL(/\/my-page\/like$/);

  // 찜 해제 in place: the write reaches the server, the item stays, un-hearted.
  const listed = page.getByTestId('liked-product').filter({ hasText: product.name });
  await listed.getByRole('button', { name: `${product.name} 찜 해제하기` }).click();
  await expect(listed.getByRole('button', { name: `${product.name} 찜하기` })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => productLikeYN(request, session, product.productNo)).toBe('N');
  await expect(listed).toBeVisible();
  await page.screenshot({ path: 'test-results/likes-list-unliked.png' });
  // The next visit reads the list again: it is gone.
  await page.goto('/my-page/like');
  await expect(page.getByText('아직 찜한 상품이 없어요')).toBeVisible();
});

test('signed-out 찜: the explanation, the stand-in sign-in, and the 찜 completed once back on the deal', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const email = `likes-${Date.now()}@example.com`;
  // A member who is signed out in this browser.
  const session = await signInByApi(request, { email });
  const product = await dealProduct(request, ids.dealId);
  expect(await productLikeYN(request, session, product.productNo)).toBe('N');

  await page.goto(`/deal/${ids.dealId}`);
  await hydrated(page);
  await page.getByTestId('product-like').click();
  const dialog = page.getByRole('dialog', { name: '로그인하면 찜한 상품을 모아볼 수 있어요' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/likes-signed-out-dialog.png' });
  // 취소 closes it and nothing is kept.
  await dialog.getByRole('button', { name: '취소' }).click();
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLike'))).toBeNull();

  await page.getByTestId('product-like').click();
  await dialog.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/shop\/login\?returnUrl=.*like-intent%3D/);
  await signInOnNaverAs(page, email);

  // Back on the deal, signed in: the 찜 is completed through the queue, the fragment is gone.
  await expect(page).toHaveURL(new RegExp(`/deal/${ids.dealId}$`), { timeout: 15_000 });
  await expect(page.getByTestId('product-like')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  await expect(page.getByTestId('toast').filter({ hasText: '찜 목록에 담았어요' })).toBeVisible();
  await expect.poll(() => productLikeYN(request, session, product.productNo)).toBe('Y');
  expect(await page.evaluate(() => sessionStorage.getItem('pendingLike'))).toBeNull();
  // The fragment the page came back with does not upset hydration (decision 008).
  expect(await page.evaluate(() => (window as Window & { __recoverableErrors?: string[] }).__recoverableErrors ?? [])).toEqual([]);

  // Once: un-찜 elsewhere, then reload — the finished intent does not come back.
  await request.put('/api/v1/user/like/product', { headers: authOf(session), data: { productNo: product.productNo, likeYN: 'N' } });
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('product-like')).toHaveAttribute('aria-pressed', 'false');
  await page.waitForTimeout(1000);
  expect(await productLikeYN(request, session, product.productNo)).toBe('N');
});

test('signed-out 찜 by a new visitor: sign-in, sign-up, and the shop 찜 is completed back on the store', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const email = `likes-new-${Date.now()}@example.com`;
  await page.goto(`/store/${ids.shopId}`);
  await hydrated(page);
  await page.getByTestId('shop-like').click();
  await page.getByRole('dialog', { name: '로그인하면 찜한 가게를 모아볼 수 있어요' }).getByRole('button', { name: '로그인' }).click();
  await signInOnNaverAs(page, email);

  // Not a member yet: sign-up first, with the same return path (the intent's id rides along).
  await expect(page).toHaveURL(/\/sign-up\?returnUrl=.*like-intent/, { timeout: 15_000 });
  await page.getByLabel('전체 동의하기').check();
  await page.getByRole('textbox', { name: /닉네임/ }).fill(`찜${String(Date.now()).slice(-6)}`);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await page.getByRole('button', { name: '가입 완료' }).click();
  // Issue 17: /welcome first; its button goes on to the page the sign-up started from.
  await expect(page).toHaveURL(/\/welcome\?returnUrl=/, { timeout: 15_000 });
  await page.getByRole('button', { name: '쇼핑하러 가기' }).click();

  await expect(page).toHaveURL(new RegExp(`/store/${ids.shopId}$`), { timeout: 15_000 });
  await expect(page.getByTestId('shop-like')).toHaveAttribute('aria-pressed', 'true', { timeout: 15_000 });
  const [authorization, deviceUuid] = await page.evaluate(() => [localStorage.getItem('accessToken1')!, localStorage.getItem('uid')!]);
  const shopLikeYN = async () => {
    const check = await request.get(`/api/v1/user/like/shop/check?shopId=${ids.shopId}`, { headers: { authorization, deviceUuid } });
    return (await check.json()).data?.likeYN;
  };
  await expect.poll(shopLikeYN).toBe('Y');
});

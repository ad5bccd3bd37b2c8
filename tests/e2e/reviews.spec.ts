/**
 * Product reviews (issue 13, docs/decisions/014): from a live deal, 후기 opens the reviews page,
 * which shows the deal page's count; 별점 낮은순 puts the lowest stars first; scrolling loads the
 * next page; a product without reviews says so. Screenshots at 390×844 of a product with many
 * reviews and one with none (test-results/screens/reviews-*.png).
 */
import type { Page } from '@playwright/test';
import type { EndpointData } from '@contract/endpoints';
import { expect, hydrated, test } from './fixtures';

async function api<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()).data as T;
}
const reviewItems = (page: Page) => page.getByRole('list', { name: '후기 목록' }).getByRole('listitem');

test('deal → 후기: same count, 별점 낮은순 puts the lowest first, scrolling loads the next page', async ({ page, errors }) => {
  const home = await api<EndpointData<'home'>>(page, '/api/v1/display/home');
  // a live deal whose product has more than one page (20) of reviews
  const deal = [...home.limitedDeals].sort((a, b) => b.product.reviewCount - a.product.reviewCount)[0]!;
  const { productNo, reviewCount } = deal.product;
  expect(reviewCount).toBeGreaterThan(20);
  const count = reviewCount.toLocaleString('ko-KR');

  await page.goto(`/deal/${deal.dealId}`);
  await hydrated(page);
  await page.getByRole('link', { name: `(후기 ${count})` }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${productNo}/reviews$`));
  await expect(page.getByRole('heading', { name: '상품 후기' }).or(page.getByText('상품 후기').first())).toBeVisible();
  await expect(page.getByText(`후기 ${count}개`)).toBeVisible();
  await expect(page.getByRole('navigation', { name: '하단 메뉴' })).toHaveCount(0);
  await expect(reviewItems(page)).toHaveCount(20);

  // scrolling to the end of the list loads the next page
  await reviewItems(page).last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  // at least the next page (a fast answer with the sentinel still in view may bring the one after too)
  await expect.poll(() => reviewItems(page).count()).toBeGreaterThanOrEqual(Math.min(40, reviewCount));

  // 별점 낮은순: the first review has the product's lowest rating
  const low = await api<EndpointData<'productReviews'>>(page, `/api/v1/display/product/${productNo}/review?sort=rating_low&size=1`);
  const lowest = Math.min(...low.summary.stars.filter((s) => s.count > 0).map((s) => s.rating));
  expect(low.items[0]!.rating).toBe(lowest);
  await page.getByRole('radio', { name: '별점 낮은순' }).click();
  await expect(page).toHaveURL(/sort=rating_low/);
  await expect(page.getByRole('radio', { name: '별점 낮은순' })).toHaveAttribute('aria-checked', 'true');
  await expect(
    reviewItems(page)
      .first()
      .getByRole('img', { name: `별점 5점 만점에 ${lowest}점` }),
  ).toBeVisible();
  await expect(reviewItems(page).first()).toContainText(low.items[0]!.content);

  await page.getByRole('radio', { name: '최신순' }).click();
  await page.evaluate(() => scrollTo(0, 0));
  await page.screenshot({ path: 'test-results/screens/reviews-many.png' });
  expect(errors).toEqual([]);
});

test('a product without reviews: 아직 작성된 후기가 없어요', async ({ page, errors }) => {
  // the newest products of a category are the ones nobody has reviewed yet
  let productNo: number | undefined;
  for (const code of ['10', '11', '12', '13', '14', '15', '16', '17', '18', '19']) {
    const list = await api<EndpointData<'categoryProducts'>>(page, `/api/v1/display/web/category/product?categoryCode=${code}&sort=newest&size=100`);
    productNo = list.items.find((p) => p.reviewCount === 0)?.productNo;
    if (productNo) break;
  }
  expect(productNo, 'a seeded product without reviews').toBeDefined();
  await page.goto(`/product/${productNo}/reviews`);
  await expect(page.getByText('아직 작성된 후기가 없어요')).toBeVisible();
  await expect(page.getByRole('radio', { name: '별점 낮은순' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/reviews-none.png' });
  expect(errors).toEqual([]);
});

test('an unknown product is a not-found with a way home, not a dead end', async ({ page }) => {
  await page.goto('/product/99999999/reviews');
  await expect(page.getByText('찾을 수 없는 페이지예요')).toBeVisible();
  await expect(page.getByRole('link', { name: '홈으로' })).toBeVisible();
  await expect(page.getByRole('button', { name: '뒤로 가기' })).toBeVisible();
});

/**
 * Issue 4 "Done when" at 390×844: 초성 autocomplete, a filtered and sorted Korean search, the
 * stores tab by partial name, and recent searches that survive a reload.
 */
import { test, expect } from './fixtures';

const KRW = /([\d,]+)원/;

test('typing ㅅㄱ suggests 사과 with the matched part highlighted', async ({ page }) => {
  await page.goto('/search/list');
  await page.getByRole('combobox', { name: '검색어 입력' }).fill('ㅅㄱ');
  const list = page.getByRole('listbox', { name: '추천 검색어' });
  await expect(list).toBeVisible();
  const option = list
    .getByRole('option')
    .filter({ hasText: /^사과$/ })
    .first();
  await expect(option).toBeVisible();
  await expect(option.locator('mark')).toHaveText('사과');
  await page.screenshot({ path: 'test-results/screens/search-autocomplete.png' });
  await option.click();
  await expect(page).toHaveURL(/\/search\?keyword=%EC%82%AC%EA%B3%BC/);
});

test('사과 with a price range and 낮은 가격순 shows Korean results in price order', async ({ page, request }) => {
  const api = (await (await request.get(`/api/v1/search?keyword=${encodeURIComponent('사과')}&minPrice=20000&maxPrice=45000&sort=priceAsc&size=20`)).json())
    .data;
  expect(api.total).toBeGreaterThan(1);
  await page.goto('/search/list');
  await page.getByRole('combobox', { name: '검색어 입력' }).fill('사과');
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL(/keyword=/);
  await page.getByRole('group', { name: '검색 필터' }).getByRole('button', { name: '가격', exact: true }).click(); // the price form opens from its chip (issue 30)
  await page.getByRole('textbox', { name: '최소 가격' }).fill('20000');
  await page.getByRole('textbox', { name: '최대 가격' }).fill('45000');
  await page.getByRole('button', { name: '가격 적용' }).click();
  await page.getByRole('radio', { name: '낮은 가격순' }).click();
  await expect(page).toHaveURL(/sort=priceAsc/);
  await expect(page.getByText(`상품 ${api.total.toLocaleString('ko-KR')}개`)).toBeVisible();
  const cards = page.locator('main a[href*="/shop/product/"]');
  await expect(cards.first()).toContainText(api.items[0].name);
  const prices = await cards.evaluateAll((els) => els.slice(0, 10).map((el) => el.querySelector('strong')?.textContent ?? ''));
  const numbers = prices.map((p) => Number((p.match(/([\d,]+)원/)?.[1] ?? '0').replace(/,/g, '')));
  expect(numbers.length).toBeGreaterThan(1);
  expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  for (const n of numbers) expect(n >= 20000 && n <= 45000).toBe(true);
  expect(prices[0]).toMatch(KRW);
  await page.screenshot({ path: 'test-results/screens/search-results.png' });
});

test('the stores tab finds a store by a partial name', async ({ page, request }) => {
  const shops = (await (await request.get('/api/v1/display/shop?size=1')).json()).data.items;
  const partial = shops[0].name.split(' ').slice(-1)[0].slice(0, 2);
  await page.goto(`/search?keyword=${encodeURIComponent(partial)}`);
  await page.getByRole('link', { name: '가게' }).click();
  await expect(page).toHaveURL(/\/search\/stores\?keyword=/);
  await expect(page.getByText(/가게 \d+곳/)).toBeVisible();
  await expect(page.locator('main a[href^="/store/"]').first()).toContainText(partial);
  await page.screenshot({ path: 'test-results/screens/search-stores.png' });
});

test('recent searches persist across reloads and can be deleted', async ({ page }) => {
  // issue 30: the server draws no recent searches (no device storage); the page that has some must hydrate without React error #418
  const hydration: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && /#418|hydrat/i.test(m.text()) && hydration.push(m.text())));
  page.on('pageerror', (e) => void (/#418|hydrat/i.test(e.message) && hydration.push(e.message)));
  await page.goto('/search/list');
  await expect(page.getByText('최근 검색한 내역이 없어요.')).toBeVisible();
  for (const k of ['대게', '한라봉']) {
    await page.getByRole('combobox', { name: '검색어 입력' }).fill(k);
    await page.getByRole('button', { name: '검색', exact: true }).click();
    await expect(page).toHaveURL(/keyword=/);
    await page.goto('/search/list');
  }
  await page.reload();
  const recent = page.getByRole('region', { name: '최근 검색어' }).or(page.locator('section[aria-labelledby="recent-title"]'));
  await expect(recent.getByRole('button', { name: '한라봉', exact: true })).toBeVisible();
  await expect(recent.getByRole('button', { name: '대게', exact: true })).toBeVisible();
  expect(hydration).toEqual([]);
  await recent.getByRole('button', { name: '대게 삭제' }).click();
  await page.reload();
  await expect(recent.getByRole('button', { name: '대게', exact: true })).toHaveCount(0);
  await expect(recent.getByRole('button', { name: '한라봉', exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/search-list.png' });
});

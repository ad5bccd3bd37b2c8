/**
 * Server-rendered first paint (issue 12, docs/decisions/008-ssr.md):
 * - with JavaScript disabled, home, a deal, a category detail and a store show names and prices,
 *   and their cards are real links;
 * - with JavaScript on, every route of the SPEC §2 table hydrates without a single hydration
 *   warning (React's onRecoverableError is recorded by src/entry-client.ts) and without any console
 *   error — checked in routes.spec.ts's one visit per route (issue 27) — and so do the public pages
 *   that change for a signed-in member, here (issue 30's sweep);
 * - no script is fetched before the page's load event (the first paint needs none);
 * - a missing deal answers 404 with the SPEC §8 code on the page, and hydrates the same.
 * Offline with the server stopped (visited page renders, unvisited → Korean offline page) and the
 * release roll-over are in offline.spec.ts.
 */
import type { Page } from '@playwright/test';
import type { EndpointData } from '@contract/endpoints';
import { expect, hydrated, readSeedIds, signInByApi, test, useSessionInPage, type SeedIds, type TestSession } from './fixtures';
import { visitAndHydrate, watchConsole } from './page-sweep';

const KRW = (n: number) => `${n.toLocaleString('ko-KR')}원`;

async function api<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()).data as T;
}

/** What each of the four key pages must show without JavaScript: [path, texts, a link it must have]. */
async function keyPages(page: Page, ids: SeedIds): Promise<Array<[string, string[], string]>> {
  const home = await api<EndpointData<'home'>>(page, '/api/v1/display/home');
  const deal = await api<EndpointData<'dealDetail'>>(page, `/api/v1/display/deal/${ids.dealId}`);
  const inCategory = await api<EndpointData<'categoryProducts'>>(page, `/api/v1/display/web/category/product?categoryCode=${ids.categoryCode2}&size=1`);
  const info = await api<EndpointData<'shopInfo'>>(page, `/api/v1/display/shop/${ids.shopId}/info`);
  const inShop = await api<EndpointData<'shopProducts'>>(page, `/api/v1/display/shop/${ids.shopId}/product?size=1`);
  const first = home.limitedDeals[0]!;
  return [
    ['/', [first.title, KRW(first.dealPrice)], `/deal/${first.dealId}`],
    [`/deal/${ids.dealId}`, [deal.product.name, KRW(deal.dealPrice)], `/shop/product/${deal.product.productNo}`],
    [
      `/category/detail/${ids.categoryCode2}`,
      [inCategory.items[0]!.name, KRW(inCategory.items[0]!.salePrice)],
      `/shop/product/${inCategory.items[0]!.productNo}`,
    ],
    [`/store/${ids.shopId}`, [info.name, inShop.items[0]!.name, KRW(inShop.items[0]!.salePrice)], `/shop/product/${inShop.items[0]!.productNo}`],
  ];
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('home, a deal, a category detail and a store show names and prices, with real links', async ({ page, request }) => {
    const ids = await readSeedIds(request);
    for (const [path, texts, link] of await keyPages(page, ids)) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      for (const text of texts) await expect(page.getByText(text).first(), `${path}: ${text}`).toBeVisible();
      await expect(page.locator(`a[href^="${link}"]`).first(), `${path} links ${link}`).toBeAttached();
      await page.screenshot({ path: `test-results/screens/no-js${path.replaceAll('/', '-') || '-home'}.png` });
    }
  });
});

let ids: SeedIds;
test.beforeAll(async ({ request }) => {
  ids = await readSeedIds(request);
});

/**
 * The hydration sweep (issue 30 "Done when": Playwright collects console errors on every route of
 * SPEC §2): every route of ./route-table.ts is visited once by routes.spec.ts, which checks its
 * render flags and its hydration in the same visit (issue 27, ./page-sweep.ts) — a visitor on the
 * public routes, a signed-in member on the requireAuth ones. Here: the public pages that change for
 * a member, seen signed in.
 */
test.describe('hydration and console', () => {
  const memberViews: Array<[string, (i: SeedIds) => string]> = [
    ['home', () => '/'],
    ['deal', (i) => `/deal/${i.dealId}`],
    ['store detail', (i) => `/store/${i.shopId}`],
  ];
  // One member per worker (routes only read).
  let member: TestSession | undefined;
  for (const [name, build] of memberViews) {
    test(`signed in, ${name}: the member's view comes after hydration, without a warning or a console error`, async ({ page, request, errors }) => {
      await useSessionInPage(page, (member ??= await signInByApi(request, { member: true })));
      const path = build(ids);
      expect(await visitAndHydrate(page, path)).toEqual([]);
      expect(new URL(page.url()).pathname, `${path} stays in the app`).not.toMatch(/^\/shop\/login/);
      expect(errors).toEqual([]);
    });
  }
});

test('no script is fetched before the load event; the page is hydrated after it', async ({ page }) => {
  for (const path of ['/', `/deal/${ids.dealId}`, `/category/detail/${ids.categoryCode2}`, `/store/${ids.shopId}`]) {
    await page.goto(path);
    await hydrated(page);
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const scripts = performance
        .getEntriesByType('resource')
        .filter((e) => /\.m?js(\?|$)/.test(new URL(e.name).pathname))
        .map((e) => ({ name: new URL(e.name).pathname, startTime: e.startTime }));
      return { loadEventStart: nav.loadEventStart, scripts };
    });
    expect(timing.scripts.length, `${path} loads its scripts`).toBeGreaterThan(0);
    const early = timing.scripts.filter((s) => s.startTime < timing.loadEventStart);
    expect(early, `${path}: scripts requested before load`).toEqual([]);
  }
});

test('a missing deal: 404 with the SPEC §8 code on the page, in Korean, hydrated the same', async ({ page, errors }) => {
  const warningsOf = watchConsole(page, { notFoundDocument: true });
  const res = await page.goto('/deal/999999');
  expect(res?.status()).toBe(404);
  const panel = page.locator('[data-error-code]');
  await expect(panel).toHaveAttribute('data-error-code', '8');
  await expect(panel).toContainText('찾을 수 없어요');
  await hydrated(page);
  await page.waitForTimeout(300);
  await expect(panel).toHaveAttribute('data-error-code', '8');
  expect(await warningsOf()).toEqual([]);
  expect(errors).toEqual([]);
  await page.screenshot({ path: 'test-results/screens/deal-404.png' });
});

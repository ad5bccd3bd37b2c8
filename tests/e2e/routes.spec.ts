/**
 * SPEC §2 route table: every route renders without crashing, with its bottom-navigation flag, and
 * hydrates without a warning or a console error (issue 30's hydration sweep: a visitor on the public
 * routes, a signed-in member on the requireAuth ones, a signed-in user who has not finished sign-up
 * on /sign-up) — one visit per route checks both (issue 27, ./page-sweep.ts); redirects;
 * case-sensitive paths and bad params show the not-found page at their own address.
 */
import type { Browser, Page, PlaywrightWorkerArgs, WorkerInfo } from '@playwright/test';
import { test as fixturesTest, expect, readSeedIds, bottomNav, signInByApi, useSessionInPage, type SeedIds, type TestSession } from './fixtures';
import { LANDS_ON, visitAndHydrate } from './page-sweep';
import { ROUTES } from './route-table';

/**
 * A page of its own context that the worker's route visits share (issue 27): every visit is a full
 * document load (goto), so render and hydration are checked as on a first visit, but the scripts come
 * from the context's cache already compiled — a visit in a new context cost 1.36 s, the same page
 * loaded again 0.37 s (tests/README.md "Where CI's minutes go"). The context has the project's
 * phone, locale, time zone and no service worker.
 */
async function sweepPage(browser: Browser, workerInfo: WorkerInfo): Promise<Page> {
  const u = workerInfo.project.use;
  const context = await browser.newContext({
    baseURL: u.baseURL,
    viewport: u.viewport,
    userAgent: u.userAgent,
    deviceScaleFactor: u.deviceScaleFactor,
    isMobile: u.isMobile,
    hasTouch: u.hasTouch,
    locale: u.locale,
    timezoneId: u.timezoneId,
    serviceWorkers: u.serviceWorkers,
  });
  return context.newPage();
}

/** Playwright's test with the sweep's shared pages, one set per worker (made only when a test asks for them): a visitor's, and a signed-in member's (the route visits only read). */
const test = fixturesTest.extend<object, { visitorPage: Page; memberPage: Page }>({
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await sweepPage(browser, workerInfo);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  memberPage: [
    async ({ browser, playwright }: { browser: Browser } & PlaywrightWorkerArgs, use, workerInfo) => {
      const page = await sweepPage(browser, workerInfo);
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await useSessionInPage(page.context(), await signInByApi(request, { member: true }));
      await request.dispose();
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

let ids: SeedIds;
test.beforeAll(async ({ request }) => {
  ids = await readSeedIds(request);
});

// /sign-up is seen by a user who has not finished it, in a context of its own.
let signedUpNot: TestSession | undefined;

for (const [name, build, showsNav, flags = {}] of ROUTES) {
  test(`route ${name}: renders, bottom nav ${showsNav ? 'shown' : 'hidden'}${flags.auth ? ', requireAuth' : ''}${flags.noTopScroll ? ', noTopScroll' : ''}`, async ({
    browser,
    request,
    visitorPage,
    memberPage,
  }, testInfo) => {
    const path = build(ids);
    // requireAuth screens are looked at signed in (sign-up as a not-yet member); the guard
    // itself is tested below and in accounts.spec.ts.
    let page = flags.auth ? memberPage : visitorPage;
    if (name === 'sign-up') {
      page = await sweepPage(browser, testInfo);
      await useSessionInPage(page.context(), (signedUpNot ??= await signInByApi(request, { member: false })));
    }
    const errors: string[] = [];
    const onPageError = (e: Error) => errors.push(`pageerror: ${e.message}`);
    page.on('pageerror', onPageError);
    try {
      expect(await visitAndHydrate(page, path, LANDS_ON[name]), `${path}: hydration warnings or console errors`).toEqual([]);
      const pathname = new URL(page.url()).pathname;
      if (name !== '404') expect(pathname, `${path} must not end on /404`).not.toBe('/404');
      // A guarded route that let the member in (not the shop login): the visit saw the page itself.
      expect(pathname, `${path} stays in the app`).not.toMatch(/^\/shop\/login/);
      await expect(page.locator('main')).not.toBeEmpty();
      // the not-found page is drawn at the address itself (issue 30), so a route that misses shows it there
      if (name !== '404') await expect(page.getByRole('heading', { name: '페이지를 찾을 수 없어요' }), `${path} must not be not-found`).toHaveCount(0);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      if (showsNav) await expect(bottomNav(page)).toBeVisible();
      else await expect(bottomNav(page)).toHaveCount(0);
      const main = page.locator('main').first();
      await expect(main).toHaveAttribute('data-require-auth', flags.auth ? 'true' : 'false');
      await expect(main).toHaveAttribute('data-no-top-scroll', flags.noTopScroll ? 'true' : 'false');
      await expect(main).toHaveAttribute('data-no-bottom-navi', showsNav ? 'false' : 'true');
      expect(errors, 'no uncaught errors on the page').toEqual([]);
    } finally {
      page.off('pageerror', onPageError);
      if (name === 'sign-up') await page.context().close();
    }
  });
}

for (const path of ['/my-page', '/my-page/settings', '/game', '/sign-up', '/withdraw', '/community/qna/form']) {
  test(`requireAuth ${path}: a visitor lands on the shop login with the path as return path`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((u) => u.pathname === '/shop/login' && u.searchParams.get('returnUrl') === path);
    await expect(page.getByRole('link', { name: '네이버로 로그인' })).toBeVisible();
  });
}

test('redirect: /community → /community/main/popular-post', async ({ page }) => {
  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
});

test('redirect: /my-page/my-info → /my-page/my-info/main', async ({ page, request }) => {
  await useSessionInPage(page, await signInByApi(request));
  await page.goto('/my-page/my-info');
  await expect(page).toHaveURL(/\/my-page\/my-info\/main$/);
});

test('redirect: /community/my-page → /community/my-page/post', async ({ page, request }) => {
  await useSessionInPage(page, await signInByApi(request));
  await page.goto('/community/my-page');
  await expect(page).toHaveURL(/\/community\/my-page\/post$/);
});

for (const bad of [
  '/no-such-page',
  '/Deal/1',
  '/BEST',
  '/deal/abc',
  '/deal/12x',
  '/store/-1',
  '/notice/1.5',
  '/community/board-detail/abc',
  '/local/store/11/abc',
]) {
  test(`unknown or bad path ${bad} shows the not-found page and keeps its address`, async ({ page }) => {
    // issue 30 (decision 043): the address typed stays in the bar, to correct or to report
    const res = await page.goto(bad);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /페이지를 찾을 수 없어요/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(bad);
    await expect(bottomNav(page)).toBeHidden();
  });
}

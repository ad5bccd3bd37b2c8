/**
 * SPEC §2 route table: every route renders without crashing, with its bottom-navigation flag, and
 * hydrates without a warning or a console error (issue 30's hydration sweep: a visitor on the public
 * routes, a signed-in member on the requireAuth ones, a signed-in user who has not finished sign-up
 * on /sign-up) — one visit per route checks both (issue 27, ./page-sweep.ts); redirects;
 * case-sensitive paths and bad params show the not-found page at their own address.
 */
import { expect, readSeedIds, bottomNav, signInByApi, useSessionInPage, type SeedIds, type TestSession } from './fixtures';
import { LANDS_ON, sweepPage, sweepTest as test, visitAndHydrate, watchPageErrors } from './page-sweep';
import { ROUTES } from './route-table';

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
    const { errors, stop } = watchPageErrors(page);
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
      stop();
      if (name === 'sign-up') await page.context().close();
    }
  });
}

for (const path of ['/my-page', '/my-page/settings', '/game', '/sign-up', '/withdraw', '/community/qna/form']) {
  test(`requireAuth ${path}: a visitor lands on the shop login with the path as return path`, async ({ visitorPage: page }) => {
    await page.goto(path);
    await expect(page).toHaveURL((u) => u.pathname === '/shop/login' && u.searchParams.get('returnUrl') === path);
    await expect(page.getByRole('link', { name: '네이버로 로그인' })).toBeVisible();
  });
}

test('redirect: /community → /community/main/popular-post', async ({ visitorPage: page }) => {
  await page.goto('/community');
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
});

test('redirect: /my-page/my-info → /my-page/my-info/main', async ({ memberPage: page }) => {
  await page.goto('/my-page/my-info');
  await expect(page).toHaveURL(/\/my-page\/my-info\/main$/);
});

test('redirect: /community/my-page → /community/my-page/post', async ({ memberPage: page }) => {
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
  test(`unknown or bad path ${bad} shows the not-found page and keeps its address`, async ({ visitorPage: page }) => {
    // issue 30 (decision 043): the address typed stays in the bar, to correct or to report
    const res = await page.goto(bad);
    expect(res?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: /페이지를 찾을 수 없어요/ })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(bad);
    await expect(bottomNav(page)).toBeHidden();
  });
}

/**
 * SPEC §2 route table: every route renders without crashing, with its bottom-navigation flag;
 * redirects; case-sensitive paths and bad params show the not-found page at their own address.
 */
import { test, expect, readSeedIds, bottomNav, signInByApi, useSessionInPage, type SeedIds } from './fixtures';
import { ROUTES } from './route-table';

let ids: SeedIds;
test.beforeAll(async ({ request }) => {
  ids = await readSeedIds(request);
});

for (const [name, build, showsNav, flags = {}] of ROUTES) {
  test(`route ${name}: renders, bottom nav ${showsNav ? 'shown' : 'hidden'}${flags.auth ? ', requireAuth' : ''}${flags.noTopScroll ? ', noTopScroll' : ''}`, async ({
    page,
    errors,
    request,
  }) => {
    const path = build(ids);
    // requireAuth screens are looked at signed in (sign-up as a not-yet member); the guard
    // itself is tested below and in accounts.spec.ts.
    if (flags.auth) await useSessionInPage(page, await signInByApi(request, { member: name !== 'sign-up' }));
    await page.goto(path);
    await expect(page)
      .not.toHaveURL(/\/404$/, { timeout: 7000 })
      .catch(() => {});
    if (name !== '404') expect(new URL(page.url()).pathname, `${path} must not end on /404`).not.toBe('/404');
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
    expect(errors).toEqual([]);
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

/**
 * SPEC §2 route table: every route renders without crashing, with its bottom-navigation flag;
 * redirects; case-sensitive paths and bad params end on /404.
 */
import { test, expect, readSeedIds, bottomNav, signInByApi, useSessionInPage, type SeedIds } from './fixtures';

/**
 * [name, path builder, bottom nav shown?, flags] — "no nav" rows of SPEC §2 hide the bar, the
 * rest show it; "auth" rows carry requireAuth; /game carries noTopScroll.
 */
type Flags = { auth?: boolean; noTopScroll?: boolean };
const ROUTES: Array<[string, (ids: SeedIds) => string, boolean, Flags?]> = [
  ['404', () => '/404', false],
  ['welcome', () => '/welcome', false],
  ['home', () => '/', true],
  ['deal', (i) => `/deal/${i.dealId}`, false],
  ['period', (i) => `/period/${i.periodId}`, false],
  ['event', (i) => `/event/${i.eventId}`, true],
  ['admin-event', (i) => `/admin-event/${i.eventId}`, true],
  ['season', () => '/season', false],
  ['local-main', () => '/local-main', false],
  ['local', (i) => `/local/${i.localCode}`, false],
  ['local store', (i) => `/local/store/${i.localCode}/${i.shopId}`, false],
  ['store main', () => '/store', false],
  ['best', () => '/best', false],
  ['store detail', (i) => `/store/${i.shopId}`, true],
  ['search list', () => '/search/list', false],
  ['search results', () => '/search', false],
  ['search stores', () => '/search/stores', false],
  ['category', () => '/category', true],
  ['category detail', (i) => `/category/detail/${i.categoryCode2}/${i.categoryCode3}`, true],
  ['category detail (no params)', () => '/category/detail', true],
  ['season occasion', () => '/category/season/occasion', true],
  ['season recommendation', () => '/category/season/recommendation', true],
  ['season delicacy', () => '/category/season/delicacy?month=11', true],
  ['shopping-live', () => '/category/shopping-live', true],
  ['community main', () => '/community/main', true],
  ['community popular', () => '/community/main/popular-post', true],
  ['community dashboard', () => '/community/main/dashboard', true],
  ['community qna', () => '/community/main/qna', true],
  ['community survey', () => '/community/main/survey', true],
  ['daily board', () => '/community/daily-board/2026-11-23', true],
  ['board detail', () => '/community/board-detail/1', true],
  ['qna detail', () => '/community/qna/1', true],
  ['community search', () => '/community/search/recent', true],
  ['login-action', () => '/login-action', true],
  ['login-landing', () => '/login-landing', true],
  ['login-landing-apple', () => '/login-landing-apple', true],
  ['login', () => '/login', true],
  ['appdown', () => '/appdown', true],
  ['terms', () => '/terms', true],
  ['privacy', () => '/privacy', true],
  ['notice list', () => '/notice', true],
  ['notice detail', (i) => `/notice/${i.noticeId}`, true],
  ['admin notice', (i) => `/admin-notice/${i.noticeId}`, true],
  ['marketing-info', () => '/marketing-info', true],
  ['admin-deal', (i) => `/admin-deal/${i.dealId}`, true],
  ['admin-period', (i) => `/admin-period/${i.periodId}`, true],
  ['sign-up', () => '/sign-up', false, { auth: true }],
  ['alarm', () => '/alarm', false, { auth: true }],
  ['my-page', () => '/my-page', true, { auth: true }],
  ['my-info main', () => '/my-page/my-info/main', true, { auth: true }],
  ['my-info nickname', () => '/my-page/my-info/update/nickname', true, { auth: true }],
  ['my-info phone', () => '/my-page/my-info/update/phone', true, { auth: true }],
  ['my-info etc', () => '/my-page/my-info/update/etc', true, { auth: true }],
  ['my-level', () => '/my-page/my-level', true, { auth: true }],
  ['point', () => '/my-page/point', true, { auth: true }],
  ['point-exchange', () => '/my-page/point-exchange', true, { auth: true }],
  ['point-guide', () => '/my-page/point-guide', true, { auth: true }],
  ['frequently-purchased', () => '/my-page/frequently-purchased', true, { auth: true }],
  ['settings', () => '/my-page/settings', true, { auth: true }],
  ['dash-board form (new)', () => '/community/dash-board/form', true, { auth: true }],
  ['dash-board form (edit)', () => '/community/dash-board/form/3', true, { auth: true }],
  ['qna form', () => '/community/qna/form', true, { auth: true }],
  ['community my-page post', () => '/community/my-page/post', true, { auth: true }],
  ['community my-page clipping', () => '/community/my-page/clipping', true, { auth: true }],
  ['community my-page like', () => '/community/my-page/like', true, { auth: true }],
  ['community search dashboard', () => '/community/search/dashboard', true],
  ['community search survey', () => '/community/search/survey', true],
  ['community search qna', () => '/community/search/qna', true],
  ['withdrawInfo', () => '/withdrawInfo', true, { auth: true }],
  ['withdraw', () => '/withdraw', true, { auth: true }],
  ['game', () => '/game', true, { auth: true, noTopScroll: true }],
];

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
    await expect(page.locator('#root')).not.toBeEmpty();
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
  test(`unknown or bad path ${bad} ends on /404`, async ({ page }) => {
    await page.goto(bad);
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: /페이지를 찾을 수 없어요/ })).toBeVisible();
  });
}

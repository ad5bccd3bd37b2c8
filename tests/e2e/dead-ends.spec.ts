/**
 * Screens without dead ends (issue 13): an error, not-found or offline-error screen keeps the
 * screen's header (back, title, home) and says what happened in Korean; a missing deal or store
 * offers 홈으로 and the next step but never 다시 시도 (asking again cannot bring it back), while a
 * server or network failure offers 다시 시도 and 홈으로. The legal footer (전자상거래법: 상호,
 * 대표자, 사업자등록번호, 통신판매업 신고번호, 주소, 고객센터, 약관 links, 통신판매중개자 notice) is on
 * home and 마이페이지 with the server's configured values (the app-config meta, server/env.ts).
 */
import type { Page } from '@playwright/test';
import type { AppConfig } from '@contract/app-config';
import { expect, hydrated, navigateInApp, openMyPageAsMember, SERVER_ERROR, test } from './fixtures';

const header = (page: Page) => page.locator('main header:visible').first();
const panel = (page: Page) => page.locator('[data-error-code]');

/** The header of SPEC §2 with its back and home buttons, and the given title. */
async function expectHeader(page: Page, title: string) {
  await expect(header(page).getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(header(page).getByRole('button', { name: '뒤로 가기' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: '홈으로' })).toBeVisible();
}

test('a missing deal (/deal/99999): header, what happened, 홈으로 and 다른 특가 보기, no 다시 시도', async ({ page, request, errors }) => {
  expect((await request.get('/api/v1/display/deal/99999')).status()).toBe(404);
  const res = await page.goto('/deal/99999');
  expect(res?.status()).toBe(404);
  await expectHeader(page, '한정 특가');
  await expect(panel(page)).toHaveAttribute('data-error-code', '8');
  await expect(panel(page)).toContainText('종료되었거나 없는 특가예요');
  await expect(panel(page).getByRole('link', { name: '다른 특가 보기' })).toBeVisible();
  await hydrated(page);
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screens/dead-end-deal-404.png' });
  await panel(page).getByRole('link', { name: '홈으로' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: '제철장터' })).toBeVisible();
  expect(errors).toEqual([]);
});

test("the header's back on a missing deal opened first (a shared link) goes home, not out of the app", async ({ page, errors }) => {
  await page.goto('/deal/99999');
  await hydrated(page);
  await header(page).getByRole('button', { name: '뒤로 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('a missing store (/store/999): header, 찾을 수 없는 가게예요, 홈으로 and 다른 가게 보기, no 다시 시도', async ({ page, request, errors }) => {
  expect((await request.get('/api/v1/display/shop/999/info')).status()).toBe(404);
  const res = await page.goto('/store/999');
  expect(res?.status()).toBe(404);
  await expectHeader(page, '가게');
  await expect(panel(page)).toContainText('찾을 수 없는 가게예요');
  await hydrated(page);
  await expect(page.getByRole('button', { name: '다시 시도' })).toHaveCount(0);
  await expect(panel(page).getByRole('link', { name: '홈으로' })).toHaveAttribute('href', '/');
  await page.screenshot({ path: 'test-results/screens/dead-end-store-404.png' });
  await panel(page).getByRole('link', { name: '다른 가게 보기' }).click();
  await expect(page).toHaveURL(/\/store$/);
  expect(errors).toEqual([]);
});

test('an unknown address keeps its URL and shows the not-found page with the header (back, home) and 홈으로', async ({ page, errors }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: /페이지를 찾을 수 없어요/ })).toBeVisible();
  await expect(page).toHaveURL(/\/no-such-page$/);
  await expectHeader(page, '페이지 없음');
  await expect(page.getByRole('link', { name: '홈으로 가기' })).toHaveAttribute('href', '/');
  expect(errors).toEqual([]);
});

test('a server error on /best: header, the Korean message, 다시 시도 (which recovers) and 홈으로', async ({ page }) => {
  let failing = true;
  await page.goto('/notice');
  await page.route('**/api/v1/display/best/rank**', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(SERVER_ERROR) }) : route.continue(),
  );
  await navigateInApp(page, '/best');
  await expect(panel(page)).toContainText(SERVER_ERROR.message);
  await expectHeader(page, '베스트');
  await expect(panel(page)).toHaveAttribute('data-error-code', '5');
  await expect(panel(page).getByRole('link', { name: '홈으로' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/dead-end-best-500.png' });
  failing = false;
  await panel(page).getByRole('button', { name: '다시 시도' }).click();
  await expect(panel(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: '베스트' })).toBeVisible();
});

test('no network on the way to a store: header, the offline message, 다시 시도 and 홈으로', async ({ page }) => {
  await page.goto('/notice');
  await page.route('**/api/v1/display/shop/**', (route) => route.abort('internetdisconnected'));
  await navigateInApp(page, '/store/1');
  await expect(panel(page)).toContainText('네트워크에 연결할 수 없어요');
  await expectHeader(page, '가게');
  await expect(panel(page).getByRole('button', { name: '다시 시도' })).toBeVisible();
  await expect(panel(page).getByRole('link', { name: '홈으로' })).toBeVisible();
});

test('while a screen loads, its skeleton keeps the header', async ({ page }) => {
  await page.goto('/notice');
  await page.route('**/api/v1/display/best/rank**', () => undefined); // never answered
  await navigateInApp(page, '/best');
  await expect(page.locator('[aria-label="불러오는 중"]')).toBeVisible();
  await expectHeader(page, '베스트');
});

/** The business details as the server configured them (the app-config meta of the page). */
async function configured(page: Page): Promise<AppConfig> {
  return JSON.parse((await page.locator('meta[name="app-config"]').getAttribute('content'))!) as AppConfig;
}

async function expectFooter(page: Page) {
  const config = await configured(page);
  const footer = page.getByTestId('legal-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: '이용약관' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: '개인정보처리방침' })).toHaveAttribute('href', '/privacy');
  await expect(footer).toContainText(`고객센터 ${config.csPhone}`);
  await expect(footer.getByRole('link', { name: config.csPhone })).toHaveAttribute('href', `tel:${config.csPhone}`);
  await expect(footer).toContainText(config.csHours!);
  await expect(footer).toContainText(config.csEmail!);
  await expect(footer).toContainText('통신판매중개자로서 통신판매의 당사자가 아닙니다');
  // The business details fold under 사업자 정보 (collapsed at first).
  await expect(footer.getByText(config.businessRegistrationNumber!)).toBeHidden();
  await footer.getByText('사업자 정보').click();
  for (const [label, value] of [
    ['상호', config.businessName],
    ['대표자', config.businessCeo],
    ['사업자등록번호', config.businessRegistrationNumber],
    ['통신판매업 신고번호', config.mailOrderNumber],
    ['주소', config.businessAddress],
  ] as const) {
    expect(value, `${label} is configured`).toBeTruthy();
    await expect(
      footer
        .locator('div')
        .filter({ has: page.getByText(label, { exact: true }) })
        .first(),
    ).toContainText(value!);
  }
}

test('the legal footer on home carries the configured business information', async ({ page, errors }) => {
  await page.goto('/');
  await hydrated(page);
  const config = await configured(page);
  // The demo defaults documented in README "Configuration" (server/env.ts).
  expect(config).toMatchObject({ businessName: '(주)제철장터', businessRegistrationNumber: '123-45-67890', csPhone: '1600-0000' });
  await expectFooter(page);
  await page.screenshot({ path: 'test-results/screens/home-footer.png', fullPage: true });
  expect(errors).toEqual([]);
});

test('the legal footer on 마이페이지 (signed in)', async ({ page, request, errors }) => {
  await openMyPageAsMember(page, request);
  await expectFooter(page);
  await page.screenshot({ path: 'test-results/screens/my-page-footer.png', fullPage: true });
  expect(errors).toEqual([]);
});

/**
 * Issue 17, sign-in popups (SPEC §9 "Apple sign-in uses a popup with name and email scopes", §4
 * "the popup closes and a follow-up refresh or callback runs", §8 popup errors), in Chromium at
 * 390×844 against the real server and its stand-in provider: Apple and portal sign-in in a popup,
 * the same-tab fallback when the popup is blocked and inside the native app, the user closing the
 * popup (silent), a provider error (alert in the opener), and sign-up → /welcome → 쇼핑하러 가기 → /.
 */
import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';

const APPLE_FAILED = '일시적인 문제로 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.';
const NAVER_FAILED = '일시적인 문제로 페이지를 표시할 수 없어요. 잠시 후 다시 시도해 주세요.';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Click a /login provider button and return the sign-in popup it opens. */
async function openPopup(page: Page, button: string) {
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  return popup;
}

/** Finish /sign-up in `page` (agreements, birth year when asked, nickname). */
async function signUp(page: Page, nickName: string, birthYear?: number) {
  await expect(page).toHaveURL(/\/sign-up/, { timeout: 15_000 });
  await page.getByLabel('전체 동의하기').check();
  if (birthYear) await page.getByLabel('출생연도').selectOption(String(birthYear));
  await page.getByRole('textbox', { name: /닉네임/ }).fill(nickName);
  await expect(page.getByText('사용할 수 있는 닉네임이에요.')).toBeVisible();
  await page.getByRole('button', { name: '가입 완료' }).click();
}

test('Apple in a popup (name and email scopes): the popup signs in and closes, the opener signs up → /welcome → 쇼핑하러 가기 → /', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F');
  await page.screenshot({ path: 'test-results/sign-in-popup-login.png' });
  const popup = await openPopup(page, 'Apple로 계속하기');
  await expect(popup).toHaveURL(/\/idp\/apple\/auth\/authorize\?.*scope=name\+email/, { timeout: 15_000 });
  expect(page.url()).toMatch(/\/login\?returnUrl=%2F$/); // the opener stays put
  await popup.getByLabel('이메일', { exact: true }).fill(`apple-popup-${unique()}@example.com`);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '계속' }).click();
  await closed;

  // The opener runs the follow-up: the tokens the popup stored, then sign-up (a new account).
  await signUp(page, `팝업${unique().slice(-6)}`, 1990);
  expect(await page.evaluate(() => [localStorage.getItem('accessToken1')?.startsWith('Bearer '), localStorage.getItem('socialLoginPlatform')])).toEqual([
    true,
    'apple',
  ]);
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /환영해요/ })).toBeVisible();
  await expect(page.getByRole('img', { name: '가입 완료' })).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-popup-welcome.png' });
  await page.getByRole('button', { name: '쇼핑하러 가기' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('portal provider in a popup: a returning member goes straight back to the return path', async ({ page, browser }) => {
  const email = `naver-popup-${unique()}@example.com`;
  // First sign-in and sign-up, in its own browser context.
  const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const p1 = await first.newPage();
  await p1.goto('/login?returnUrl=%2Fbest');
  const pop1 = await openPopup(p1, '네이버로 시작하기');
  await pop1.getByLabel('이메일', { exact: true }).fill(email);
  await pop1.getByRole('button', { name: '동의하기' }).click();
  await signUp(p1, `포털${unique().slice(-6)}`);
  await expect(p1).toHaveURL(/\/welcome\?returnUrl=%2Fbest$/, { timeout: 15_000 });
  await p1.getByRole('button', { name: '쇼핑하러 가기' }).click();
  await expect(p1).toHaveURL(/\/best$/); // the sign-up started on /best: the button goes back there
  await first.close();

  // Signing in again as that member: popup → opener goes to the return path, no sign-up.
  await page.goto('/login?returnUrl=%2Fbest');
  const popup = await openPopup(page, '네이버로 시작하기');
  await expect(popup).toHaveURL(/\/idp\/naver\/oauth2\.0\/authorize/, { timeout: 15_000 });
  await popup.getByLabel('이메일', { exact: true }).fill(email);
  const closed = popup.waitForEvent('close');
  await popup.getByRole('button', { name: '동의하기' }).click();
  await closed;
  await expect(page).toHaveURL(/\/best$/, { timeout: 15_000 });
  expect(await page.evaluate(() => localStorage.getItem('socialLoginPlatform'))).toBe('naver');
});

test('the user closes the popup: nothing happens in the opener, no alert', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F');
  const popup = await openPopup(page, 'Apple로 계속하기');
  await expect(popup).toHaveURL(/\/idp\/apple\/auth\/authorize/, { timeout: 15_000 });
  await popup.close();
  await page.waitForTimeout(1500); // the closed-poll (400 ms) and its grace (800 ms)
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login\?returnUrl=%2F$/);
  // Cancel inside the provider page is silent too (user_cancelled_authorize).
  const again = await openPopup(page, 'Apple로 계속하기');
  const closed = again.waitForEvent('close');
  await again.getByRole('button', { name: '취소' }).click();
  await closed;
  await page.waitForTimeout(500);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
});

test('a provider error closes the popup and alerts in the opener (Apple and portal texts)', async ({ page }) => {
  await page.goto('/login?returnUrl=%2F');
  for (const [button, text] of [
    ['Apple로 계속하기', APPLE_FAILED],
    ['네이버로 시작하기', NAVER_FAILED],
  ] as const) {
    const popup = await openPopup(page, button);
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: '오류로 응답 (테스트용)' }).click();
    await closed;
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(text);
    await dialog.getByRole('button', { name: '확인' }).click();
    await expect(page).toHaveURL(/\/login\?returnUrl=%2F$/);
  }
});

test('popup blocked (window.open gives null): the same tab runs the round trip', async ({ page }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login?returnUrl=%2F');
  await page.getByRole('button', { name: 'Apple로 계속하기' }).click();
  await expect(page).toHaveURL(/\/idp\/apple\/auth\/authorize/, { timeout: 15_000 });
  await page.getByLabel('이메일', { exact: true }).fill(`apple-tab-${unique()}@example.com`);
  await page.getByRole('button', { name: '계속' }).click();
  await expect(page).toHaveURL(/\/sign-up/, { timeout: 15_000 });
  expect(page.context().pages()).toHaveLength(1);
});

test('inside the native app (UA marker) sign-in stays in the same tab', async ({ browser }) => {
  const ua = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 JecheolApp/2.21.0';
  const context = await browser.newContext({ userAgent: ua, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  let popups = 0;
  context.on('page', () => (popups += 1));
  await page.goto('/login?returnUrl=%2F');
  await page.getByRole('button', { name: '네이버로 시작하기' }).click();
  await expect(page).toHaveURL(/\/idp\/naver\/oauth2\.0\/authorize/, { timeout: 15_000 });
  expect(popups).toBe(0);
  await context.close();
});

test('가입한 계정 찾기: from /login, a phone number → the masked e-mail and provider, or no account', async ({ page }) => {
  // An account with a known number: the stand-in's persona number is what sign-in stores.
  const phone = `010-${String(Date.now()).slice(-8, -4)}-${String(Date.now()).slice(-4)}`;
  await page.goto('/login?returnUrl=%2F');
  const popup = await openPopup(page, '네이버로 시작하기');
  await popup.getByLabel('이메일', { exact: true }).fill(`lookup-${unique()}@example.com`);
  await popup.getByLabel('휴대전화', { exact: true }).fill(phone);
  await popup.getByRole('button', { name: '동의하기' }).click();
  await expect(page).toHaveURL(/\/sign-up/, { timeout: 15_000 });
  await page.evaluate(() => localStorage.clear());

  await page.goto('/login');
  await page.getByRole('link', { name: '어떤 계정으로 가입했는지 모르겠어요' }).click();
  await expect(page).toHaveURL(/\/find-account$/);
  const input = page.getByLabel('휴대전화번호');
  await input.fill('0101234');
  await input.blur();
  await expect(page.getByText('010-0000-0000 형식으로 입력해 주세요.')).toBeVisible();
  await input.fill(phone.replace(/-/g, ''));
  await expect(input).toHaveValue(phone); // formatted as typed
  await page.getByRole('button', { name: '계정 찾기' }).click();
  await expect(page.getByText('가입한 계정을 찾았어요')).toBeVisible();
  await expect(page.getByTestId('found-email')).toContainText('*');
  await expect(page.getByText('네이버 계정으로 가입했어요.')).toBeVisible();
  await page.screenshot({ path: 'test-results/sign-in-popup-find-account.png' });
  await input.fill('019-9999-0000');
  await page.getByRole('button', { name: '계정 찾기' }).click();
  await expect(page.getByText('가입된 계정이 없어요')).toBeVisible();
});

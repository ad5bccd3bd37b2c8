/**
 * Issue 13 "오픈 알림 받기 on upcoming deals", in Chromium at 390×844 against the real server
 * (docs/decisions/015-open-alarms.md):
 * - a member taps 오픈 알림 받기 on an upcoming deal → '알림 받는 중' with its toast, the server holds
 *   it, a reload still shows it on; tapping again cancels it; a live deal has no such button;
 * - a visitor (no alarm request at all) is told why to sign in, goes through the stand-in sign-in
 *   and the alarm is set once back on the deal (checked through the API).
 * The upcoming deal comes from the home answer, never a fixed id.
 */
import { test, expect, hydrated, readSeedIds, signInByApi, signInOnNaverAs, useSessionInPage, type TestSession } from './fixtures';
import type { APIRequestContext } from '@playwright/test';

const authOf = (s: TestSession) => ({ authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid });

async function alarmYN(request: APIRequestContext, s: TestSession, dealId: number): Promise<string> {
  const res = await request.get(`/api/v1/user/deal/${dealId}/open-alarm`, { headers: authOf(s) });
  expect(res.status()).toBe(200);
  return (await res.json()).data.alarmYN;
}

/** The upcoming deal that opens last (so it stays upcoming while the test runs). */
async function upcomingDealId(request: APIRequestContext): Promise<number> {
  const home = (await (await request.get('/api/v1/display/home')).json()).data as { upcomingDeals: Array<{ dealId: number; startAt: string }> };
  expect(home.upcomingDeals.length).toBeGreaterThan(0);
  return [...home.upcomingDeals].sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt))[0]!.dealId;
}

test('a member turns 오픈 알림 on for an upcoming deal; a reload still shows it on; a second tap cancels it', async ({ page, request }) => {
  const dealId = await upcomingDealId(request);
  const session = await signInByApi(request);
  await useSessionInPage(page, session);

  // A live deal is bought, not awaited: no alarm button there.
  const ids = await readSeedIds(request);
  await page.goto(`/deal/${ids.dealId}`);
  await hydrated(page);
  await expect(page.getByRole('link', { name: '구매하기' })).toBeVisible();
  await expect(page.getByTestId('open-alarm')).toHaveCount(0);

  await page.goto(`/deal/${dealId}`);
  await hydrated(page);
  await expect(page.getByText(/오픈 예정$/).first()).toBeVisible();
  const off = page.getByRole('button', { name: '오픈 알림 받기' });
  await expect(off).toBeVisible();
  await expect(page.getByRole('button', { name: '오픈 예정' })).toHaveCount(0);
  await off.click();
  const on = page.getByRole('button', { name: '알림 받는 중' });
  await expect(on).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: '특가가 열리면 알려드릴게요' })).toBeVisible();
  await expect.poll(() => alarmYN(request, session, dealId)).toBe('Y');

  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: '알림 받는 중' })).toBeVisible();
  await page.waitForTimeout(2500); // the toast is gone before the picture
  await page.screenshot({ path: 'test-results/open-alarm-on.png' });

  await page.getByRole('button', { name: '알림 받는 중' }).click();
  await expect(page.getByRole('button', { name: '오픈 알림 받기' })).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: '오픈 알림을 취소했어요' })).toBeVisible();
  await expect.poll(() => alarmYN(request, session, dealId)).toBe('N');
});

test('signed-out 오픈 알림: no request, the explanation, the stand-in sign-in, and the alarm set once back on the deal', async ({ page, request }) => {
  const dealId = await upcomingDealId(request);
  const email = `open-alarm-${Date.now()}@example.com`;
  // A member who is signed out in this browser.
  const session = await signInByApi(request, { email });
  expect(await alarmYN(request, session, dealId)).toBe('N');
  const alarmCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/open-alarm')) alarmCalls.push(`${r.method()} ${r.url()}`);
  });

  await page.goto(`/deal/${dealId}`);
  await hydrated(page);
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/open-alarm-signed-out.png' });
  await page.getByRole('button', { name: '오픈 알림 받기' }).click();
  const dialog = page.getByRole('dialog', { name: '로그인하면 특가가 열릴 때 알려드려요' });
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: 'test-results/open-alarm-signed-out-dialog.png' });
  expect(alarmCalls).toEqual([]); // a visitor's page never asks for an alarm state

  await dialog.getByRole('button', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/shop\/login\?returnUrl=.*alarm-intent%3D/);
  await signInOnNaverAs(page, email);

  // Back on the deal, signed in: the alarm is set, the fragment is gone.
  await expect(page).toHaveURL(new RegExp(`/deal/${dealId}$`), { timeout: 15_000 });
  await expect(page.getByRole('button', { name: '알림 받는 중' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByTestId('toast').filter({ hasText: '특가가 열리면 알려드릴게요' })).toBeVisible();
  await expect.poll(() => alarmYN(request, session, dealId)).toBe('Y');
  expect(await page.evaluate(() => sessionStorage.getItem('pendingOpenAlarm'))).toBeNull();
  expect(alarmCalls.filter((c) => c.startsWith('PUT'))).toHaveLength(1);
  // The fragment the page came back with does not upset hydration (decision 008).
  expect(await page.evaluate(() => (window as Window & { __recoverableErrors?: string[] }).__recoverableErrors ?? [])).toEqual([]);

  // Once: cancelled elsewhere, then reload — the finished intent does not come back.
  await request.put(`/api/v1/user/deal/${dealId}/open-alarm`, { headers: authOf(session), data: { alarmYN: 'N' } });
  await page.reload();
  await hydrated(page);
  await expect(page.getByRole('button', { name: '오픈 알림 받기' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(await alarmYN(request, session, dealId)).toBe('N');
});

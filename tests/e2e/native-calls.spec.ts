/**
 * The SPEC §7 native calls the screens make (issue 17; docs/decisions/028-native-calls.md), in the
 * simulated app shell (tests/e2e/native-shell.ts) on iOS and Android:
 * - moveSubWebViewUrl: a product card and the basket open in the app's sub web view with the
 *   bridge dialog, receivedValue is written, the page stays; outside the app the link is followed;
 * - closeSubWebView: the header's back on a sub web view page with nothing behind it;
 * - getDevicePush + requestPermission: the push switch on /my-page/settings (refused → guidance,
 *   nothing saved; granted → pushYN Y);
 * - getSelectedImage: 사진 추가 in the post form uploads the app's picture (cancel adds nothing);
 * - checkAppUpdate: the required-update dialog only once ops raise the minimum (own server, +53:
 *   raising it on the shared server would stop every other app test behind the dialog).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, hydrated, readSeedIds, signInByApi, test, useSessionInPage, type TestSession } from './fixtures';
import { useOwnServer } from './own-server';
import { nativeCalls, newNativeContext, setNativeAnswers, waitForBridge, waitForNativeCall, type NativeAnswers, type NativePlatform } from './native-shell';

const SHOTS = '.tmp/shots';
const PLATFORMS: NativePlatform[] = ['ios', 'android'];

/** An app web view (context + page) whose page errors fail the test. */
async function appPage(browser: Browser, platform: NativePlatform, opts: { answers?: NativeAnswers; session?: TestSession; baseURL?: string } = {}) {
  const context = await newNativeContext(browser, { platform, answers: opts.answers, context: opts.baseURL ? { baseURL: opts.baseURL } : undefined });
  if (opts.session) await useSessionInPage(context, opts.session);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function done(context: BrowserContext, errors: string[]) {
  await context.close();
  expect(errors, 'no uncaught errors on the page').toEqual([]);
}

async function ready(page: Page) {
  await hydrated(page);
  await waitForBridge(page);
}

for (const platform of PLATFORMS) {
  test.describe(`native calls (${platform})`, () => {
    test('a product card and the basket open in the sub web view with the bridge dialog; receivedValue is written', async ({ browser, request }) => {
      const ids = await readSeedIds(request);
      const { context, page, errors } = await appPage(browser, platform);
      const listPath = `/category/detail/${ids.categoryCode2}/${ids.categoryCode3}`;
      await page.goto(listPath);
      await ready(page);
      const card = page.locator('main a[href*="/shop/product/"]').first();
      await expect(card).toBeVisible();
      const href = await card.getAttribute('href');
      const productNo = Number(/\/product\/(\d+)/.exec(href!)![1]);
      const name = (await card.locator('img').first().getAttribute('alt'))!;
      await card.click();

      const call = await waitForNativeCall(page, 'moveSubWebViewUrl');
      expect(call.platform).toBe(platform);
      expect(typeof call.raw).toBe(platform === 'android' ? 'string' : 'object');
      expect(call.payload).toMatchObject({
        type: 'moveSubWebViewUrl',
        url: new URL(href!, page.url()).href,
        title: name,
        productNo,
        gtag: 'view_item',
        listComponentName: 'category_list',
      });
      expect(typeof call.payload.shopId).toBe('number');
      expect(call.payload.order).toBeGreaterThanOrEqual(1);
      // The page stays where it was (the app shows the shop over it).
      expect(new URL(page.url()).pathname).toBe(listPath);
      const received = JSON.parse((await page.evaluate(() => localStorage.getItem('receivedValue')))!);
      expect(received).toEqual({
        src: call.payload.url,
        title: name,
        shopId: call.payload.shopId,
        productNo,
        pre_page_name: listPath,
        pre_list_component: 'category_list',
        category_id: ids.categoryCode3,
      });

      await page.getByRole('navigation', { name: '하단 메뉴' }).getByRole('link', { name: '장바구니' }).click();
      await expect.poll(async () => (await nativeCalls(page, 'moveSubWebViewUrl')).length).toBe(2);
      const basket = (await nativeCalls(page, 'moveSubWebViewUrl'))[1]!;
      expect(basket.payload).toMatchObject({
        url: new URL('/shop/basket', page.url()).href,
        title: '장바구니',
        gtag: 'view_cart',
        listComponentName: 'bottom_navigation',
      });
      expect(new URL(page.url()).pathname).toBe(listPath);
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('receivedValue')))!)).toMatchObject({ src: basket.payload.url, title: '장바구니' });
      await done(context, errors);
    });

    test('the header back on a sub web view page with nothing behind it closes the sub web view', async ({ browser }) => {
      const { context, page, errors } = await appPage(browser, platform);
      await page.goto('/notice?subWebView=Y');
      await ready(page);
      await page.getByRole('button', { name: '뒤로 가기' }).click();
      await waitForNativeCall(page, 'closeSubWebView');
      expect(new URL(page.url()).pathname).toBe('/notice');
      await done(context, errors);
    });

    test('push: the switch follows the device; a refused permission guides to the phone settings, a granted one turns push on', async ({
      browser,
      request,
    }) => {
      const session = await signInByApi(request);
      const { context, page, errors } = await appPage(browser, platform, {
        session,
        answers: { getDevicePush: { isOn: false }, requestPermission: { granted: false } },
      });
      const pushYN = async () =>
        (
          await (
            await request.get('/api/v1/app/settings', { headers: { authorization: `Bearer ${session.accessToken}`, deviceUuid: session.deviceUuid } })
          ).json()
        ).data.pushYN;
      await page.goto('/my-page/settings');
      await ready(page);
      await waitForNativeCall(page, 'getDevicePush');
      const push = page.getByRole('switch', { name: /앱 푸시 알림/ });
      await expect(page.getByText('휴대폰 설정에서 알림이 꺼져 있어요')).toBeVisible();
      await expect(push).not.toBeChecked();
      await page.screenshot({ path: `${SHOTS}/native-settings-push-off-${platform}.png` });

      await push.click();
      const ask = await waitForNativeCall(page, 'requestPermission');
      expect(ask.payload).toMatchObject({ permission: 'notification' });
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('알림 권한이 꺼져 있어');
      await expect(alert).toContainText(platform === 'ios' ? '[설정] > [제철장터] > [알림]' : '[설정] > [애플리케이션] > [제철장터] > [알림]');
      await page.screenshot({ path: `${SHOTS}/native-settings-refused-${platform}.png` });
      await alert.getByRole('button', { name: '확인' }).click();
      await expect(push).not.toBeChecked();
      expect(await pushYN()).toBe('N');

      await setNativeAnswers(page, { requestPermission: { granted: true } });
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/v1/app/push') && r.request().method() === 'PUT');
      await push.click();
      expect(JSON.parse((await saved).request().postData()!)).toEqual({ pushYN: 'Y' });
      await expect(page.getByText('푸시 알림을 켰어요')).toBeVisible();
      await expect(push).toBeChecked();
      expect(await nativeCalls(page, 'requestPermission')).toHaveLength(2);
      expect(await pushYN()).toBe('Y');
      await page.screenshot({ path: `${SHOTS}/native-settings-push-on-${platform}.png` });
      await done(context, errors);
    });

    test('사진 추가 asks the app for a picture and uploads it; a cancelled pick adds nothing', async ({ browser, request }) => {
      const session = await signInByApi(request);
      const { context, page, errors } = await appPage(browser, platform, { session });
      await page.goto('/community/dash-board/form');
      await ready(page);
      const tiles = page.getByRole('list', { name: '올린 사진' }).locator('li[data-status]');
      const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/v1/community/image') && r.request().method() === 'POST');
      await page.getByRole('button', { name: '사진 추가' }).click();
      const pick = await waitForNativeCall(page, 'getSelectedImage');
      expect(pick.payload.maxCount).toBe(10);
      const upload = await uploaded;
      expect(upload.status()).toBe(200);
      expect(upload.request().headers()['content-type']).toBe('image/png');
      await expect(tiles).toHaveCount(1);
      await expect(page.getByRole('list', { name: '올린 사진' }).locator('li[data-status=done]')).toHaveCount(1, { timeout: 15_000 });
      const key = (await upload.json()).data.imageKey as string;
      await expect(page.getByRole('img', { name: '사진 1' })).toHaveAttribute('src', new RegExp(`${key}\\.webp$`));
      await page.screenshot({ path: `${SHOTS}/native-post-form-picked-${platform}.png` });

      await setNativeAnswers(page, { getSelectedImage: { images: [] } });
      await page.getByRole('button', { name: '사진 추가' }).click();
      await expect.poll(async () => (await nativeCalls(page, 'getSelectedImage')).length).toBe(2);
      await expect(page.getByRole('button', { name: '사진 추가' })).toBeEnabled();
      await expect(tiles).toHaveCount(1);
      await done(context, errors);
    });

    test('no update prompt while the app meets the minimum version', async ({ browser }) => {
      const { context, page, errors } = await appPage(browser, platform);
      await page.goto('/');
      await ready(page);
      const check = await waitForNativeCall(page, 'checkAppUpdate');
      expect(check.payload).toMatchObject({ androidMinVersion: expect.any(String), iosMinVersion: expect.any(String) });
      await page.waitForTimeout(300); // the answer (20 ms) has been handled
      await expect(page.getByRole('alertdialog', { name: '새 버전이 나왔어요' })).toHaveCount(0);
      await done(context, errors);
    });
  });
}

test('outside the app a product card and the photo input work as before', async ({ page, request, errors }) => {
  const ids = await readSeedIds(request);
  await page.goto(`/category/detail/${ids.categoryCode2}/${ids.categoryCode3}`);
  await hydrated(page);
  const card = page.locator('main a[href*="/shop/product/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL((u) => u.pathname === href.split('?')[0]);
  expect(await page.evaluate(() => localStorage.getItem('receivedValue'))).toBeNull();

  await useSessionInPage(page, await signInByApi(request));
  await page.goto('/community/dash-board/form');
  await hydrated(page);
  await expect(page.locator('input[type=file][aria-label="사진 추가"]')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test.describe('required app update (ops raise the minimum)', () => {
  // +53: this spec's own server (offline +50, community +51); the minimum is raised only here.
  const server = useOwnServer(test, 53, 150_000);
  test.beforeAll(async () => {
    const token = readFileSync(path.join(server.dataDir, 'ops-token'), 'utf8').trim();
    const res = await fetch(`${server.baseURL}/api/internal/release`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ androidMinVersion: '2.22.0', iOSMinVersion: '2.30.1' }),
    });
    expect(res.status).toBe(200);
  });

  for (const platform of PLATFORMS) {
    test(`the update dialog shows and 업데이트 opens the store (${platform})`, async ({ browser }) => {
      const storeUrl = platform === 'ios' ? 'https://apps.apple.com/kr/app/id1234567890' : 'https://play.google.com/store/apps/details?id=kr.jecheol.app';
      const { context, page, errors } = await appPage(browser, platform, {
        baseURL: server.baseURL,
        answers: { checkAppUpdate: { updateRequired: false, storeUrl } },
      });
      await context.route(`${new URL(storeUrl).origin}/**`, (r) => r.fulfill({ contentType: 'text/html', body: '<title>store</title>' }));
      await page.goto('/');
      await ready(page);
      const check = await waitForNativeCall(page, 'checkAppUpdate');
      expect(check.payload).toMatchObject({ androidMinVersion: '2.22.0', iosMinVersion: '2.30.1' });
      const dialog = page.getByRole('alertdialog', { name: '새 버전이 나왔어요' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(`현재 버전 2.21.0 · 필요한 버전 ${platform === 'ios' ? '2.30.1' : '2.22.0'} 이상`);
      await expect(dialog.getByRole('button', { name: '나중에' })).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/native-update-prompt-${platform}.png` });
      await dialog.getByRole('button', { name: '업데이트' }).click();
      await expect(page).toHaveURL(storeUrl);
      await done(context, errors);
    });
  }
});

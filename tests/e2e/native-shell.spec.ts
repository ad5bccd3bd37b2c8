/**
 * The app's web view with the simulated native shell (issue 17; SPEC §2 login dialog, §4 inbound
 * messages, §7 calls; docs/decisions/027), on both flavours: iOS (webkit.messageHandlers) and
 * Android (ReactNativeWebView). Each of the 10 inbound messages is driven and its visible effect
 * checked; junk and foreign-origin messages are ignored without page errors; setToken after
 * sign-in and clearCacheAndCookies at logout reach the app.
 */
import type { Page } from '@playwright/test';
import { expect, hydrated, navigateInApp, readSeedIds, signInByApi, test, useSessionInPage } from './fixtures';
import { clearNativeCalls, installNativeShell, nativeCalls, nativeContextOptions, sendInbound, waitForNativeCall, type NativePlatform } from './native-shell';

const heart = (page: Page) => page.getByRole('button', { name: /찜하기|찜 해제하기/ }).first();

for (const platform of ['ios', 'android'] as NativePlatform[]) {
  test.describe(`native shell: ${platform}`, () => {
    test.use(nativeContextOptions(platform));

    test('signed out: appLogin opens the login dialog, sign-in comes back signed in and sends setToken; moveRoute, close, appLoadUrl, appLogout', async ({
      page,
      context,
      request,
      errors,
    }) => {
      const email = `native-${platform}-${Date.now()}@example.com`;
      await signInByApi(request, { email }); // an existing member: the round trip ends where it started
      await installNativeShell(context, { platform });
      await page.goto('/best');
      await hydrated(page);

      // moveRoute: in-app paths only.
      await sendInbound(page, { type: 'moveRoute', url: 'https://evil.example/store' });
      await sendInbound(page, { type: 'moveRoute', url: '/store' });
      await expect(page).toHaveURL(/\/store$/);
      // close in the main web view pops the route.
      await sendInbound(page, { type: 'close' }, { channel: 'message-event' });
      await expect(page).toHaveURL(/\/best$/);

      // appLoadUrl: default with a same-origin url opens it; reload reloads the page.
      await sendInbound(page, { type: 'appLoadUrl', mode: 'default', url: '/store' });
      await expect(page).toHaveURL(/\/store$/);
      await page.evaluate(() => ((window as unknown as { __before?: number }).__before = 1));
      const reloaded = page.waitForEvent('load');
      await sendInbound(page, { type: 'appLoadUrl', mode: 'reload' });
      await reloaded;
      await hydrated(page);
      expect(await page.evaluate(() => (window as unknown as { __before?: number }).__before ?? 0)).toBe(0);
      await expect(page).toHaveURL(/\/store$/);

      // appLogin: the login dialog with the configured providers; 네이버 → the stand-in IdP → back signed in.
      await sendInbound(page, { type: 'appLogin' });
      const dialog = page.getByRole('dialog', { name: '로그인하고 더 알뜰하게' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Apple로 계속하기' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: '네이버로 시작하기' })).toBeFocused();
      await page.screenshot({ path: `test-results/native-login-dialog-${platform}.png` });
      await dialog.getByRole('button', { name: '네이버로 시작하기' }).click();
      await expect(page).toHaveURL(/\/idp\/naver\/oauth2\.0\/authorize/, { timeout: 15000 });
      await page.getByLabel('이메일', { exact: true }).fill(email);
      await page.getByRole('button', { name: '동의하기' }).click();
      await expect(page).toHaveURL(/\/store$/, { timeout: 15000 });
      const access = await page.evaluate(() => localStorage.getItem('accessToken1'));
      expect(access).toMatch(/^Bearer ey/);
      const setToken = await waitForNativeCall(page, 'setToken');
      expect(setToken.platform).toBe(platform);
      expect(typeof setToken.raw).toBe(platform === 'android' ? 'string' : 'object');
      expect(`Bearer ${String(setToken.payload.accessToken)}`).toBe(access);

      // appLogout: the local session is cleared and the app is told to clear its cache and cookies.
      await hydrated(page);
      await sendInbound(page, { type: 'appLogout' });
      await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1'))).toBeNull();
      await waitForNativeCall(page, 'clearCacheAndCookies');
      expect(errors).toEqual([]);
    });

    test('signed in: appTokenRefresh, setDevicePush Y/N, appProductLike, appRecentProduct, appClose; junk and foreign messages ignored', async ({
      page,
      context,
      request,
      errors,
    }) => {
      const warnings: string[] = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
      const ids = await readSeedIds(request);
      const home = (await (await request.get('/api/v1/display/home')).json()).data as { limitedDeals: { dealId: number; product: { productNo: number } }[] };
      const [a, b] = home.limitedDeals;
      const session = await signInByApi(request);
      await useSessionInPage(context, session);
      await installNativeShell(context, { platform });

      // Two deals viewed on the web (recently viewed: b, then a).
      await page.goto(`/deal/${a!.dealId}`);
      await hydrated(page);
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
      // appProductLike: the heart mirrors the app's like, and the like reaches the server (issue 30, decision 045).
      const likePut = page.waitForRequest((r) => r.url().endsWith('/api/v1/user/like/product') && r.method() === 'PUT');
      await sendInbound(page, { type: 'appProductLike', likeMode: 'Y', productNo: ids.productNo });
      await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
      expect((await likePut).postDataJSON()).toEqual({ productNo: ids.productNo, likeYN: 'Y' });
      await expect
        .poll(async () => {
          const res = await request.get(`/api/v1/user/like/product/check?productNos=${ids.productNo}`, {
            headers: { authorization: `Bearer ${session.accessToken}`, deviceUuid: session.deviceUuid },
          });
          return (await res.json()).data;
        })
        .toEqual([{ productNo: ids.productNo, likeYN: 'Y' }]);
      // …and is kept under the SPEC §3 local key appProductLike.
      expect(JSON.parse((await page.evaluate(() => localStorage.getItem('appProductLike'))) ?? 'null')).toEqual({ likeMode: 'Y', productNo: ids.productNo });
      await page.goto(`/deal/${b!.dealId}`);
      await hydrated(page);

      // setDevicePush: PUT /api/v1/app/push with SPEC §4's Y/N rule.
      for (const [isOn, yn] of [
        ['true', 'Y'],
        [false, 'N'],
      ] as const) {
        const put = page.waitForRequest((r) => r.url().endsWith('/api/v1/app/push') && r.method() === 'PUT');
        await sendInbound(page, { type: 'setDevicePush', isOn });
        expect((await put).postDataJSON()).toMatchObject({ pushYN: yn });
      }

      // appTokenRefresh: the next authenticated call carries the app's token.
      const fresh = await signInByApi(request);
      await sendInbound(page, { type: 'appTokenRefresh', accessToken: `Bearer ${fresh.accessToken}`, refreshToken: fresh.refreshToken });
      await expect.poll(() => page.evaluate(() => localStorage.getItem('accessToken1'))).toBe(`Bearer ${fresh.accessToken}`);
      const authed = page.waitForRequest((r) => r.url().includes('/api/') && r.headers().authorization === `Bearer ${fresh.accessToken}`);
      await navigateInApp(page, '/my-page');
      await authed;

      // The session of the original user is back for 최근 본 상품 (the fresh one has none).
      await page.evaluate((s) => {
        localStorage.setItem('accessToken1', `Bearer ${s.accessToken}`);
        localStorage.setItem('refreshToken1', s.refreshToken);
      }, session);
      await page.goto('/my-page');
      await hydrated(page);
      const firstRecent = page.getByTestId('recent-products').locator('li a').first();
      await expect(firstRecent).toHaveAttribute('href', `/deal/${b!.dealId}`);
      // appRecentProduct: the product the app showed moves to the front.
      await sendInbound(page, { type: 'appRecentProduct', productNo: String(a!.product.productNo) });
      await expect(firstRecent).toHaveAttribute('href', `/deal/${a!.dealId}`);
      // …and one this web view never showed is fetched from the server and shown first (issue 30).
      const inShop = (await (await request.get(`/api/v1/display/shop/${ids.shopId}/product?size=5`)).json()).data.items as {
        productNo: number;
        name: string;
        liveDeal: { dealId: number } | null;
      }[];
      const unseen = inShop.find((p) => p.productNo !== a!.product.productNo && p.productNo !== b!.product.productNo)!;
      await sendInbound(page, { type: 'appRecentProduct', productNo: unseen.productNo });
      await expect(page.getByTestId('recent-products').locator('li').first()).toContainText(unseen.name);
      await expect(firstRecent).toHaveAttribute('href', unseen.liveDeal ? `/deal/${unseen.liveDeal.dealId}` : `/shop/product/${unseen.productNo}`);

      // Junk: malformed JSON, unknown type, wrong field types, a message event from another origin.
      warnings.length = 0;
      expect(await sendInbound(page, '{"type":"moveRoute",')).toBe(false);
      expect(await sendInbound(page, { type: 'openWallet' })).toBe(false);
      expect(await sendInbound(page, { type: 'moveRoute', url: 42 })).toBe(false);
      expect(await sendInbound(page, { type: 'appRecentProduct', productNo: 'abc' })).toBe(false);
      await sendInbound(page, 'not json at all', { channel: 'message-event' });
      await page.evaluate(() => {
        const data = JSON.stringify({ type: 'moveRoute', url: '/store' });
        window.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }));
        document.dispatchEvent(new MessageEvent('message', { data, origin: 'https://evil.example' }));
        window.postMessage(JSON.stringify({ type: 'appLogout' }), 'https://evil.example'); // never delivered to us
      });
      await page.waitForTimeout(300);
      await expect(page).toHaveURL(/\/my-page$/);
      expect(await page.evaluate(() => localStorage.getItem('accessToken1'))).toBe(`Bearer ${session.accessToken}`);
      expect(warnings.filter((w) => w.startsWith('native message ignored'))).toHaveLength(5);

      // appClose in a sub web view: pending work is flushed, then the app is asked to close it.
      await clearNativeCalls(page);
      await page.goto('/best?subWebView=Y');
      await hydrated(page);
      await sendInbound(page, { type: 'appClose' });
      await waitForNativeCall(page, 'closeSubWebView');
      // (checkAppUpdate goes out on each page's app profile answer: native-calls' update check, not this message)
      expect((await nativeCalls(page)).map((c) => c.type).filter((t) => t !== 'checkAppUpdate')).toEqual(['closeSubWebView']);
      expect(errors).toEqual([]);
    });
  });
}

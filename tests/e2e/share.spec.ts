/**
 * The share dialog end to end (SPEC §2, §3, §5, §8; issue 17, docs/decisions/030) on a server of its
 * own (E2E_PORT + 55) configured with a messenger share SDK: the SDK script is served by the test
 * (page.route on its https URL — the page's CSP must allow that origin, or the script never runs),
 * loaded only when 메신저로 공유 is tapped, and handed the deal's title, description, url and image.
 * An SDK that cannot load falls back to the Web Share API, then to copying the link with a toast;
 * a throwing SDK shows its error in the alert; inside the native app the bridge message is used;
 * a community post's share is recorded (POST /api/v1/community/post-share), a deal's is not.
 */
import type { Page } from '@playwright/test';
import { expect, readSeedIds, test, type SeedIds } from './fixtures';
import { useOwnServer } from './own-server';
import { installNativeShell, nativeCalls, nativeContextOptions, waitForNativeCall } from './native-shell';

const SDK_URL = 'https://sdk.messenger.test/v2/sdk.min.js';
const APP_KEY = 'e2e-js-key';

/** A Kakao-style SDK that records its calls in window.__sdk; `throwText` makes sendDefault throw. */
const fakeSdk = (throwText = '') => `
  window.__sdk = [];
  let ready = false;
  window.Kakao = {
    init(key) { ready = true; window.__sdk.push(['init', key]); },
    isInitialized() { return ready; },
    Share: { sendDefault(feed) { window.__sdk.push(['sendDefault', feed]); ${throwText ? `throw new Error(${JSON.stringify(throwText)});` : ''} } },
  };`;

/** Serve (or refuse) the SDK script; returns how many times it was asked for. */
async function routeSdk(page: Page, how: { body?: string; fail?: boolean }) {
  const counter = { requests: 0 };
  await page.route(SDK_URL, async (route) => {
    counter.requests += 1;
    if (how.fail) return route.abort('connectionrefused');
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: how.body ?? fakeSdk() });
  });
  return counter;
}

let ids: SeedIds;
let deal: { title: string; product: { name: string; imageUrl: string } };

const server = useOwnServer(test, 55, 60_000, { MESSENGER_SHARE_APP_KEY: APP_KEY, MESSENGER_SDK_URL: SDK_URL });
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: server.baseURL });
  ids = await readSeedIds(request);
  deal = (await (await request.get(`/api/v1/display/deal/${ids.dealId}`)).json()).data;
  await request.dispose();
});
async function openDealShare(page: Page) {
  await page.goto(`/deal/${ids.dealId}`);
  await page.getByRole('button', { name: '공유하기' }).first().click();
  const dialog = page.getByRole('dialog', { name: '공유하기' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the messenger SDK is loaded on the tap and gets the title, description, url and image', async ({ page, errors }) => {
  const sdk = await routeSdk(page, {});
  const dialog = await openDealShare(page);
  await page.screenshot({ path: test.info().outputPath('share-dialog.png') });
  expect(sdk.requests, 'not loaded before 메신저로 공유').toBe(0);
  await dialog.getByRole('button', { name: '메신저로 공유' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __sdk?: unknown[] }).__sdk?.length ?? 0)).toBe(2);
  const calls = await page.evaluate(() => (window as unknown as { __sdk: [string, unknown][] }).__sdk);
  const url = page.url();
  expect(calls[0]).toEqual(['init', APP_KEY]);
  expect(calls[1]![0]).toBe('sendDefault');
  expect(calls[1]![1]).toMatchObject({
    objectType: 'feed',
    content: { title: deal.title, description: deal.product.name, link: { mobileWebUrl: url, webUrl: url } },
  });
  expect((calls[1]![1] as { content: { imageUrl: string } }).content.imageUrl).toBe(new URL(deal.product.imageUrl, url).href);
  await expect(dialog).toBeHidden();
  expect(sdk.requests).toBe(1);
  expect(errors).toEqual([]);
});

test('an SDK that cannot load: the Web Share API shares instead', async ({ page }) => {
  await routeSdk(page, { fail: true });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      configurable: true,
      value: async (data: ShareData) => void ((window as unknown as { __shared?: ShareData }).__shared = data),
    });
  });
  const dialog = await openDealShare(page);
  await dialog.getByRole('button', { name: '메신저로 공유' }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { __shared?: ShareData }).__shared ?? null))
    .toEqual({
      title: deal.title,
      text: deal.product.name,
      url: page.url(),
    });
  await expect(dialog).toBeHidden();
});

test('no SDK and no Web Share: the link is copied with a toast', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await routeSdk(page, { fail: true });
  await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  const dialog = await openDealShare(page);
  await dialog.getByRole('button', { name: '메신저로 공유' }).click();
  await expect(page.getByText('링크를 복사했어요')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('a throwing SDK: the alert shows its error', async ({ page }) => {
  await routeSdk(page, { body: fakeSdk('카카오톡 공유에 실패했어요 (4019)') });
  const dialog = await openDealShare(page);
  await dialog.getByRole('button', { name: '메신저로 공유' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('카카오톡 공유에 실패했어요 (4019)');
});

for (const platform of ['ios', 'android'] as const) {
  test.describe(`inside the native app (${platform})`, () => {
    test.use(nativeContextOptions(platform));
    test.beforeEach(async ({ context }) => {
      await installNativeShell(context, { platform });
    });

    test('the messenger SDK shares from the app web view; no bridge share message', async ({ page }) => {
      const sdk = await routeSdk(page, {});
      const dialog = await openDealShare(page);
      await dialog.getByRole('button', { name: '메신저로 공유' }).click();
      await expect.poll(() => page.evaluate(() => (window as unknown as { __sdk?: unknown[][] }).__sdk?.map((c) => c[0]))).toEqual(['init', 'sendDefault']);
      expect(sdk.requests).toBe(1);
      expect(await nativeCalls(page, 'shareMessenger')).toEqual([]);
      expect(await nativeCalls(page, 'moveMessengerMarket')).toEqual([]);
    });

    test('SPEC §8: the messenger share throws → the alert shows the error, then the app is asked to open the messenger market', async ({ page }) => {
      await routeSdk(page, { body: fakeSdk('카카오톡이 설치되어 있지 않아요') });
      const dialog = await openDealShare(page);
      await dialog.getByRole('button', { name: '메신저로 공유' }).click();
      const alert = page.getByRole('alertdialog');
      await expect(alert).toContainText('카카오톡이 설치되어 있지 않아요');
      expect(await nativeCalls(page, 'moveMessengerMarket')).toEqual([]);
      await alert.getByRole('button', { name: '확인' }).click();
      await waitForNativeCall(page, 'moveMessengerMarket');
      expect((await nativeCalls(page, 'moveMessengerMarket')).length).toBe(1);
    });
  });
}

test('a community post share is recorded; a deal share is not', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const shares: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/community/post-share')) shares.push(r.postDataJSON());
  });
  const dialog = await openDealShare(page);
  await dialog.getByRole('button', { name: 'URL 복사' }).click();
  await expect(dialog.getByRole('button', { name: '복사되었어요' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'URL 복사' })).toBeVisible(); // back after 1.5 s (SPEC §9)
  expect(shares).toEqual([]);

  await page.goto(`/community/board-detail/${ids.boardPostId}`);
  await page.getByRole('button', { name: '게시글 공유하기' }).click();
  const recorded = page.waitForRequest((r) => r.url().includes('/api/v1/community/post-share'));
  await page.getByRole('dialog', { name: '공유하기' }).getByRole('button', { name: 'URL 복사' }).click();
  expect((await recorded).postDataJSON()).toEqual({ communityType: 'dashboard', postId: ids.boardPostId });
  await expect(page.getByText('링크를 복사했어요')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/community/board-detail/${ids.boardPostId}`, server.baseURL).href);
});

/**
 * Personal data and the service worker (issue 5), and the app without one.
 *
 * - After a logged-in session (home, a deal liked, my page, settings) CacheStorage holds no
 *   personal answer; logout — even when its server call fails — leaves no personal data in
 *   CacheStorage, IndexedDB (the recently-viewed list: issue 14) or the persisted query cache (nor a 찜 waiting in it).
 * - With navigator.serviceWorker removed (KakaoTalk/Naver in-app browsers), the app works online.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '@tests/setup/chromium';
import { controlled, expect, readSeedIds, signInByApi, test, useSessionInPage } from './fixtures';

// The service worker is what this file tests (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

/** Every cached request URL with its body, across all caches. */
async function cacheDump(page: Page) {
  return page.evaluate(async () => {
    const out: Array<{ cache: string; url: string; body: string }> = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const req of await cache.keys()) {
        const res = await cache.match(req);
        const type = res?.headers.get('content-type') ?? '';
        out.push({ cache: name, url: req.url, body: res && /json|html|text/.test(type) ? await res.text() : '' });
      }
    }
    return out;
  });
}

/** A value of idb-keyval's default store (undefined when absent). */
async function idbValue(page: Page, key: string) {
  return page.evaluate(
    (k) =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onupgradeneeded = () => open.result.createObjectStore('keyval');
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get(k);
          get.onsuccess = () => resolve(get.result);
          get.onerror = () => resolve(undefined);
        };
      }),
    key,
  );
}

/** The persisted TanStack snapshot: its raw text, the query-key roots in it and the member writes waiting in it. */
async function persistedQueries(page: Page) {
  const raw = (await idbValue(page, 'jecheol-query-cache')) as string | undefined;
  const state = raw
    ? (JSON.parse(raw) as { clientState: { queries: Array<{ queryKey: unknown[] }>; mutations: Array<{ mutationKey: unknown[] }> } }).clientState
    : { queries: [], mutations: [] };
  const roots = state.queries.map((q) => String(q.queryKey[0]));
  const waitingLikes = state.mutations.filter((m) => m.mutationKey[0] === 'like').length;
  return { raw: raw ?? '', roots: [...new Set(roots)], waitingLikes };
}

const PERSONAL_PATH = /\/api\/v\d+\/(user|token|auth|app|account)(\/|$)/;

test('no personal answer is cached; a failed logout still leaves no personal data on the device', async ({ page, request }) => {
  const ids = await readSeedIds(request);
  const session = await signInByApi(request);
  const auth = { authorization: `Bearer ${session.accessToken}`, deviceUuid: session.deviceUuid };
  const profile = (await (await request.get('/api/v2/user/profile', { headers: auth })).json()).data;
  const nickname = profile.user_nickname as string;
  expect(nickname).toBeTruthy();
  await useSessionInPage(page, session);

  await page.goto('/');
  await controlled(page);
  await page.goto(`/deal/${ids.dealId}`);
  await page.getByTestId('product-like').click();
  await expect(page.getByTestId('product-like')).toHaveAttribute('aria-pressed', 'true');
  // Delivered (its toast) before the page is left, so 마이페이지's heart check below reads it.
  await expect(page.getByText('찜 목록에 담았어요').first()).toBeVisible();
  await page.goto('/my-page');
  await expect(page.getByTestId('member-nickname')).toContainText(nickname);
  await expect(page.getByTestId('recent-products')).toBeVisible();
  await page.screenshot({ path: '.tmp/shots/my-page-recent.png' });
  await page.goto('/my-page/settings');
  await page.waitForTimeout(1500); // the persister writes at most once a second

  // While logged in: only public answers are cached, and none contains the member's data.
  const during = await cacheDump(page);
  expect(during.some((e) => /\/api\/v1\/display\//.test(e.url))).toBe(true);
  expect(during.filter((e) => PERSONAL_PATH.test(new URL(e.url).pathname) || /\/api\/v1\/user\/like/.test(e.url))).toEqual([]);
  for (const e of during) {
    expect(e.body, e.url).not.toContain(nickname);
    expect(e.body, e.url).not.toContain(session.accessToken);
  }
  const persisted = await persistedQueries(page);
  expect(persisted.roots).toContain('deal');
  expect(persisted.roots).not.toContain('user');
  expect(persisted.roots).not.toContain('like');
  expect(persisted.raw).not.toContain(nickname);
  const recentBefore = (await idbValue(page, 'jecheol-recent-products')) as Array<{ isLike: boolean }>;
  expect(recentBefore.some((r) => r.isLike)).toBe(true);

  // A like that cannot be delivered waits as a paused write in the snapshot (personal, must not survive logout).
  await page.route('**/api/v1/user/like/product', (route) => route.abort('internetdisconnected'));
  await page.goto(`/deal/${ids.dealId}`);
  await page.getByTestId('product-like').click();
  await expect(page.getByText('오프라인이라 찜을 저장해 두었어요').first()).toBeVisible();
  await expect.poll(async () => (await persistedQueries(page)).waitingLikes).toBe(1);

  // Logout whose server call fails.
  await page.route('**/api/v1/token/jwt', (route) => route.abort('connectionfailed'));
  await page.goto('/my-page');
  await page.getByRole('button', { name: /로그아웃/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForTimeout(1500);

  expect(await page.evaluate(() => [localStorage.getItem('accessToken1'), localStorage.getItem('refreshToken1')])).toEqual([null, null]);
  expect(await idbValue(page, 'jecheol-like-queue')).toBeUndefined();
  const after = await persistedQueries(page);
  expect(after.waitingLikes).toBe(0);
  expect(after.raw).not.toContain(nickname);
  expect(after.roots).not.toContain('user');
  expect(after.roots).not.toContain('like');
  // The recently-viewed list is the member's browsing history: it goes with the session (ASVS 14.3.1, issue 14).
  expect(await idbValue(page, 'jecheol-recent-products')).toBeUndefined();
  for (const e of await cacheDump(page)) {
    expect(PERSONAL_PATH.test(new URL(e.url).pathname), e.url).toBe(false);
    expect(e.body, e.url).not.toContain(nickname);
  }
});

test('without navigator.serviceWorker (in-app browsers) the app works online', async ({ page, request, errors }) => {
  await page.addInitScript(() => {
    delete (Navigator.prototype as unknown as Record<string, unknown>).serviceWorker;
  });
  const ids = await readSeedIds(request);
  const deal = (await (await request.get(`/api/v1/display/deal/${ids.dealId}`)).json()).data;
  const info = (await (await request.get(`/api/v1/display/shop/${ids.shopId}/info`)).json()).data;
  const home = (await (await request.get('/api/v1/display/home')).json()).data;
  await page.goto('/');
  expect(await page.evaluate(() => 'serviceWorker' in navigator)).toBe(false);
  await expect(page.getByText(home.limitedDeals[0].title).first()).toBeVisible();
  await page.goto(`/deal/${ids.dealId}`);
  await expect(page.getByText(deal.product.name).first()).toBeVisible();
  await page.goto(`/store/${ids.shopId}`);
  await expect(page.getByText(info.name).first()).toBeVisible();
  await page.goto('/search');
  await expect(page.getByRole('searchbox').or(page.getByRole('combobox')).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('the installed app: Korean manifest, maskable icon, iOS meta, and Chromium finds it installable', async ({ request, baseURL }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: expect.stringContaining('제철장터'),
    short_name: '제철장터',
    lang: 'ko',
    display: 'standalone',
    start_url: '/',
    theme_color: '#EA480C',
  });
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  // Test contexts are incognito, where Chromium never offers installation: use a real profile.
  const profile = mkdtempSync(path.join(os.tmpdir(), 'jecheol-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto(baseURL!);
    await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 20_000 });
    await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveCount(1);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

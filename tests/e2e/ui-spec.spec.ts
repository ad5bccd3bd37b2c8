/**
 * Issue 17, the rest of SPEC's client items (docs/decisions/031-ui-spec-rest.md), through the UI:
 * - the 쇼핑 라이브 coming-soon page and its animation player (SPEC §9: 35 px toolbar, 0–100 seek,
 *   loop toggle, 224 px settings popover);
 * - the snackbar (SPEC §9: gone after 5000 ms), shown when the connection comes back;
 * - router errors (SPEC §8): a screen that throws reloads its address once; failing again right
 *   after, it shows the error screen with 다시 시도 — no reload loop.
 * Screenshots (390×844) go to test-results/ui-spec/.
 */
import { expect, hydrated, navigateInApp, signInByApi, test, useSessionInPage } from './fixtures';

const shots = 'test-results/ui-spec';

test('쇼핑 라이브: coming-soon copy, the animation with its toolbar, seek and settings popover, the way on', async ({ page, errors }) => {
  await page.goto('/category/shopping-live');
  await expect(page.getByRole('heading', { name: '라이브 쇼핑을 준비하고 있어요' })).toBeVisible();
  await hydrated(page);
  const animation = page.getByRole('img', { name: '쇼핑 라이브 준비 중 애니메이션' });
  await expect(animation.locator('svg').first()).toBeVisible(); // lottie-web drew it (lazily loaded)
  await expect(animation).toHaveAttribute('data-state', 'ok');
  const toolbar = page.getByRole('toolbar', { name: '애니메이션 재생 도구' });
  expect((await toolbar.boundingBox())!.height).toBe(35);
  expect((await animation.boundingBox())!.height).toBeLessThanOrEqual(300);

  // Playing: the seek slider moves on its own.
  const seek = toolbar.getByRole('slider', { name: '재생 위치' });
  await expect.poll(async () => Number(await seek.inputValue()), { timeout: 5000 }).toBeGreaterThan(0);
  await toolbar.getByRole('button', { name: '일시정지', exact: true }).click();
  await seek.fill('50');
  await expect(toolbar.getByRole('button', { name: '재생', exact: true })).toBeVisible();
  const held = await seek.inputValue();
  await page.waitForTimeout(400);
  expect(await seek.inputValue()).toBe(held); // paused at the seek position
  expect(Number(held)).toBe(50);

  const loop = toolbar.getByRole('button', { name: '반복 재생' });
  await expect(loop).toHaveAttribute('aria-pressed', 'true');
  await loop.click();
  await expect(loop).toHaveAttribute('aria-pressed', 'false');

  await toolbar.getByRole('button', { name: '재생 설정' }).click();
  const popover = page.getByRole('dialog', { name: '재생 설정' });
  await expect(popover).toBeVisible();
  expect((await popover.boundingBox())!.width).toBe(224);
  await expect(popover.getByLabel('재생 방식')).toHaveValue('bounce');
  await popover.getByLabel('속도').selectOption('2');
  await popover.getByLabel('반복 간격').selectOption('1000');
  await page.screenshot({ path: `${shots}/player-popover.png` });

  await expect(page.getByRole('link', { name: '지금 진행 중인 특가 보기' })).toHaveAttribute('href', '/#deals');
  await page.getByRole('link', { name: '다른 카테고리 둘러보기' }).click();
  await expect(page).toHaveURL(/\/category$/);
  expect(errors).toEqual([]);
});

test('snackbar: the connection comes back → "다시 연결되었어요" with 새로고침, gone after 5 s', async ({ page, context, errors }) => {
  await page.goto('/');
  await hydrated(page);
  // The page itself notes when the snackbar appears and goes (its own clock: a busy machine cannot skew it).
  await page.evaluate(() => {
    const w = window as unknown as { __snack: { shown?: number; gone?: number } };
    w.__snack = {};
    new MutationObserver(() => {
      const there = !!document.querySelector('[data-testid="snackbar"]');
      if (there && w.__snack.shown === undefined) w.__snack.shown = performance.now();
      if (!there && w.__snack.shown !== undefined && w.__snack.gone === undefined) w.__snack.gone = performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  // Quiet first: the home page's own requests (after hydration) must not be in flight at the switch.
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await context.setOffline(false);
  const snackbar = page.getByTestId('snackbar');
  await expect(snackbar).toContainText('인터넷에 다시 연결되었어요.');
  await expect(snackbar.getByRole('button', { name: '새로고침' })).toBeVisible();
  await expect(page.getByRole('status').filter({ has: snackbar })).toHaveCount(1);
  await page.screenshot({ path: `${shots}/snackbar.png` });
  await expect(snackbar).toHaveCount(0, { timeout: 10_000 });
  const { shown, gone } = await page.evaluate(() => (window as unknown as { __snack: { shown: number; gone: number } }).__snack);
  expect(gone - shown).toBeGreaterThanOrEqual(4900);
  expect(gone - shown).toBeLessThan(5600);
  expect(errors).toEqual([]);
});

test('a screen that throws reloads its address once; failing again it shows 다시 시도, no loop', async ({ page, request, errors }) => {
  const session = await signInByApi(request);
  await useSessionInPage(page, session);
  await page.goto('/my-page');
  await hydrated(page);
  // A well-formed answer the screen cannot draw (no stats): a render exception, not an API error.
  let broken = true;
  await page.route('**/api/v1/mypage/level', (route) =>
    broken ? route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: 0, data: { level: 1 } }) }) : route.continue(),
  );
  let documents = 0;
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) documents += 1;
  });
  await navigateInApp(page, '/my-page/my-level');
  // The error screen with 다시 시도 after exactly one automatic reload of the address. The first
  // error screen shows 다시 시도 too, before its effect reloads: wait for the reload itself first.
  await expect.poll(() => documents, { timeout: 15_000 }).toBe(1);
  const retry = page.getByRole('alert').getByRole('button', { name: '다시 시도' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await page.waitForLoadState('load');
  await expect(page).toHaveURL(/\/my-page\/my-level$/);
  await page.waitForTimeout(1500);
  expect(documents, 'no reload loop').toBe(1);

  broken = false;
  await retry.click();
  await expect(page.getByText(/Lv\.\d/).first()).toBeVisible({ timeout: 15_000 });
  expect(errors).toEqual([]);
});

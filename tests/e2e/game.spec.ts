/**
 * Issue 16: the game, event apply, frequently purchased and the adon banner, in Chromium at 390×844
 * against the real server (docs/decisions/026 "## Game, events, orders, banners"):
 * - a member plays today's roulette (reduced motion: the result at once), sees the result and the
 *   toast, the play is disabled afterwards (and refused by the server: 13), the stars show in the
 *   member's balance; with motion, the lottie wheel spins and lands on the server's outcome;
 * - a member applies to a live event once (응모 완료; a second apply is 13); a visitor is asked to sign in;
 * - 자주 산 상품: empty first, then the orders placed through the shop stand-in's order API, ranked;
 * - the my-page adon banner.
 * Screenshots of each screen go to test-results/game-*.png.
 */
import type { APIRequestContext } from '@playwright/test';
import { test, expect, hydrated, readSeedIds, signInByApi, useSessionInPage, type TestSession } from './fixtures';

const authOf = (s: TestSession) => ({ authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid });

async function today(request: APIRequestContext, s: TestSession) {
  const res = await request.get('/api/v1/user/game/roulette', { headers: authOf(s) });
  expect(res.status()).toBe(200);
  return (await res.json()).data as { played: boolean; stars: number | null; outcome: number | null; balance: number | null };
}

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a member plays the roulette once: result, toast, disabled with the countdown, refused by the server the second time, stars in the balance', async ({
    page,
    request,
  }) => {
    const s = await signInByApi(request);
    await useSessionInPage(page, s);
    await page.goto('/game');
    await hydrated(page);
    const play = page.getByTestId('game-play');
    await expect(play).toHaveText('룰렛 돌리기');
    await expect(page.getByText('당첨 확률 안내')).toBeVisible();
    await page.screenshot({ path: 'test-results/game-before.png' });

    await play.click();
    const result = page.getByTestId('game-result');
    await expect(result).toHaveText(/^오늘의 결과: 별 \d+개$/);
    const stars = Number(/별 (\d+)개/.exec((await result.textContent())!)![1]);
    const toast = page.getByTestId('toast').filter({ hasText: '룰렛 결과' });
    await expect(toast).toContainText(`별 ${stars}개`);
    await expect(toast).toContainText(/[을를] 받았어요/);
    await expect(play).toBeDisabled();
    await expect(play).toHaveText('오늘은 참여했어요');
    await expect(page.getByTestId('game-next')).toContainText('내일 다시 도전해요');
    await expect(page.getByTestId('roulette-wheel')).toHaveAttribute('data-state', 'ok');
    await page.screenshot({ path: 'test-results/game-played.png' });

    // The server holds it: today's state, the balance, and a second play refused.
    const state = await today(request, s);
    expect(state).toMatchObject({ played: true, stars });
    expect(state.balance).toBeGreaterThanOrEqual(stars);
    const again = await request.post('/api/v1/user/game/roulette', { headers: authOf(s) });
    expect(again.status()).toBe(400);
    expect(await again.json()).toMatchObject({ code: 13, message: '오늘은 이미 룰렛을 돌렸어요. 내일 다시 도전해 주세요.' });
    expect((await today(request, s)).balance).toBe(state.balance);

    // A reload shows today's play, still disabled.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('game-result')).toHaveText(`오늘의 결과: 별 ${stars}개`);
    await expect(page.getByTestId('game-play')).toBeDisabled();
  });
});

test('with motion, the lottie wheel spins and lands on the outcome the server decided, then the toast', async ({ page, request }) => {
  const s = await signInByApi(request);
  await useSessionInPage(page, s);
  await page.goto('/game');
  await hydrated(page);
  await expect(page.locator('[data-testid=roulette-wheel] svg').first()).toBeVisible();
  await page.getByTestId('game-play').click();
  await expect(page.getByTestId('game-play')).toHaveText('돌아가는 중…');
  await expect(page.getByTestId('game-result')).toBeVisible({ timeout: 10_000 });
  const state = await today(request, s);
  await expect(page.getByTestId('roulette-wheel')).toHaveAttribute('data-outcome', String(state.outcome));
  await expect(page.getByTestId('game-result')).toHaveText(`오늘의 결과: 별 ${state.stars}개`);
  await expect(page.getByTestId('toast').filter({ hasText: '룰렛 결과' })).toBeVisible();
});

test('a member applies to a live event once; a visitor is asked to sign in', async ({ page, request, browser }) => {
  const { eventId } = await readSeedIds(request);
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/event/${eventId}`);
  await hydrated(visitor);
  await visitor.getByTestId('event-apply').click();
  await expect(visitor.getByRole('dialog')).toContainText('로그인하고 이벤트에 응모하세요');
  await visitor.close();

  const s = await signInByApi(request);
  await useSessionInPage(page, s);
  await page.goto(`/event/${eventId}`);
  await hydrated(page);
  const button = page.getByTestId('event-apply');
  await expect(button).toHaveText('응모하기');
  await expect(page.getByText('응모하면 별 20개를 드려요')).toBeVisible();
  await button.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/game-event-before.png' });
  await button.click();
  await expect(page.getByTestId('toast').filter({ hasText: '이벤트 응모 완료!' })).toContainText('별 20개');
  await expect(button).toHaveText('응모 완료');
  await expect(button).toBeDisabled();
  const again = await request.post(`/api/v2/user/deal/event/${eventId}/apply`, { headers: authOf(s) });
  expect(again.status()).toBe(400);
  expect((await again.json()).code).toBe(13);
  expect((await today(request, s)).balance).toBe(20);
  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('event-apply')).toHaveText('응모 완료');
  await page.getByTestId('event-apply').scrollIntoViewIfNeeded();
  await page.waitForTimeout(2200); // the toast is gone before the picture
  await page.screenshot({ path: 'test-results/game-event-applied.png' });
});

test('자주 산 상품: empty at first, then the orders placed through the shop stand-in, most ordered first; the my-page banner', async ({ page, request }) => {
  const s = await signInByApi(request);
  await useSessionInPage(page, s);
  await page.goto('/my-page/frequently-purchased');
  await hydrated(page);
  await expect(page.getByText('아직 주문한 상품이 없어요')).toBeVisible();
  await expect(page.getByRole('link', { name: '베스트 보러 가기' })).toBeVisible();
  await page.screenshot({ path: 'test-results/game-frequent-empty.png' });

  const best = (await (await request.get('/api/v1/display/home/best')).json()).data.products as Array<{ productNo: number; name: string }>;
  const [a, b] = best;
  for (const p of [b!, a!, a!]) {
    const res = await request.post('/api/v1/user/shop/order', { headers: authOf(s), data: { productNo: p.productNo, quantity: 1 } });
    expect(res.status()).toBe(200);
  }
  await page.reload();
  await hydrated(page);
  const cards = page.getByTestId('frequent-product');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(a!.name);
  await expect(cards.nth(0)).toContainText('2번 구매');
  await expect(cards.nth(1)).toContainText(b!.name);
  await expect(cards.nth(1)).toContainText('1번 구매');
  await page.screenshot({ path: 'test-results/game-frequent.png' });

  await page.goto('/my-page');
  await hydrated(page);
  const banner = page.getByTestId('adon-banner-my-page');
  await banner.scrollIntoViewIfNeeded();
  await expect(banner.getByRole('link').first()).toContainText('오늘의 룰렛');
  await page.screenshot({ path: 'test-results/game-my-page-banner.png' });
});

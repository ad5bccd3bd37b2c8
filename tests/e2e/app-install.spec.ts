/**
 * SPEC §4 App-install popup against the built app: on a first visit in a mobile browser (not the
 * native app), an event or period detail opened with a `type` query shows it 1000 ms after mount;
 * never twice in a session; never in the app's webview or on desktop.
 * Screenshot: .tmp/shots/app-install.png (390×844).
 */
import type { Page } from '@playwright/test';
import { test, expect, readSeedIds } from './fixtures';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_APP = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36 JecheolApp/2.21.0';
const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const popup = (page: Page) => page.getByRole('dialog', { name: '앱에서만 드리는 혜택' });
/** The detail has rendered (its title is the page's h2). */
const detailShown = (page: Page) => expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
/** Longer than the 1000 ms delay with room to spare: a popup that was coming would be here. */
const PAST_DELAY_MS = 2500;

test.describe('app-install popup', () => {
  test.use({ userAgent: IPHONE_SAFARI, viewport: { width: 390, height: 844 } });

  test('first mobile visit with type: shows after mount, once per session', async ({ page, request, context }) => {
    const ids = await readSeedIds(request);
    expect((await context.cookies()).length, 'fresh context').toBe(0);

    await page.goto(`/event/${ids.eventId}?type=share`);
    await detailShown(page);
    await expect(popup(page)).toHaveCount(0); // not at mount: 1000 ms later
    await expect(popup(page)).toBeVisible();
    await expect(popup(page)).toHaveAttribute('aria-modal', 'true');
    await expect(popup(page)).toContainText('1,000P');
    await expect(page.getByRole('button', { name: '앱으로 보기' })).toBeFocused();
    await page.screenshot({ path: '.tmp/shots/app-install.png' });

    await page.getByRole('button', { name: '모바일 웹으로 계속 보기' }).click();
    await expect(popup(page)).toHaveCount(0);

    // Second open in the same session (same tab): nothing.
    await page.goto(`/period/${ids.periodId}?type=share`);
    await detailShown(page);
    await page.waitForTimeout(PAST_DELAY_MS);
    await expect(popup(page)).toHaveCount(0);

    // Even when the day's visited cookie is gone (first visit again), the session flag holds.
    await context.clearCookies();
    await page.goto(`/event/${ids.eventId}?type=share`);
    await detailShown(page);
    await page.waitForTimeout(PAST_DELAY_MS);
    await expect(popup(page)).toHaveCount(0);
  });

  test('앱으로 보기 falls back to /appdown when no app opens', async ({ page, request }) => {
    const ids = await readSeedIds(request);
    await page.goto(`/event/${ids.eventId}?type=share`);
    await expect(popup(page)).toBeVisible();
    await page.getByRole('button', { name: '앱으로 보기' }).click();
    await expect(popup(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/appdown$/, { timeout: 6000 });
    await expect(page.getByRole('link', { name: 'App Store에서 받기' })).toBeVisible();
  });

  test('without type: nothing', async ({ page, request }) => {
    const ids = await readSeedIds(request);
    await page.goto(`/event/${ids.eventId}`);
    await detailShown(page);
    await page.waitForTimeout(PAST_DELAY_MS);
    await expect(popup(page)).toHaveCount(0);
  });
});

for (const [name, userAgent] of [
  ['the native app webview (UA marker)', ANDROID_APP],
  ['a desktop browser', DESKTOP_CHROME],
] as const) {
  test(`never in ${name}`, async ({ browser, request }) => {
    const ids = await readSeedIds(request);
    const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 }, locale: 'ko-KR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`/event/${ids.eventId}?type=share`);
    await detailShown(page);
    await page.waitForTimeout(PAST_DELAY_MS);
    await expect(popup(page)).toHaveCount(0);
    await page.goto(`/period/${ids.periodId}?type=share`);
    await detailShown(page);
    await page.waitForTimeout(PAST_DELAY_MS);
    await expect(popup(page)).toHaveCount(0);
    expect(errors).toEqual([]);
    await context.close();
  });
}

/**
 * Accessibility of the main screens (issue 13): axe-core (WCAG 2.0/2.1 A and AA rules) finds no
 * serious or critical violation — contrast of every text ≥ 4.5:1 (the struck-through price was
 * 3.0:1), names on every control, landmarks, lists — on the twelve pages a shopper walks: home, a
 * deal, a 기획전, an event, category main and detail, best, the store list and a store, search
 * results, the notice list and, signed in, 마이페이지. Each page is checked once hydrated (what the
 * shopper touches), ids from the running server (fixtures.ts readSeedIds).
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, hydrated, readSeedIds, signInByApi, test, useSessionInPage, type SeedIds } from './fixtures';

const PAGES: Array<[string, (ids: SeedIds, keyword: string) => string]> = [
  ['home', () => '/'],
  ['deal', (i) => `/deal/${i.dealId}`],
  ['period', (i) => `/period/${i.periodId}`],
  ['event', (i) => `/event/${i.eventId}`],
  ['category', () => '/category'],
  ['category detail', (i) => `/category/detail/${i.categoryCode2}/${i.categoryCode3}`],
  ['best', () => '/best'],
  ['store list', () => '/store'],
  ['store detail', (i) => `/store/${i.shopId}`],
  ['search results', (_i, keyword) => `/search?keyword=${encodeURIComponent(keyword)}`],
  ['notice', () => '/notice'],
];

/** Serious and critical violations, one readable line per rule with the first offending nodes. */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes
          .slice(0, 3)
          .map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 2).join('').trim()}`)
          .join(' | ')}`,
    );
}

/** The page loaded, hydrated and past its skeleton, scrolled through once so lazy parts draw. */
async function settle(page: Page) {
  await hydrated(page);
  await expect(page.locator('[aria-label="불러오는 중"]')).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 50));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('[aria-label="불러오는 중"]')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('axe: no serious or critical violation', () => {
  let ids: SeedIds;
  let keyword: string;
  test.beforeAll(async ({ request }) => {
    ids = await readSeedIds(request);
    const deal = (await (await request.get(`/api/v1/display/deal/${ids.dealId}`)).json()).data as { product: { name: string } };
    keyword =
      deal.product.name
        .split(' ')
        .filter((w) => w.length >= 2)
        .at(-1) ?? deal.product.name;
  });

  for (const [name, path] of PAGES) {
    test(name, async ({ page, errors }) => {
      await page.goto(path(ids, keyword));
      await settle(page);
      expect(await seriousViolations(page), `${name}: ${page.url()}`).toEqual([]);
      expect(errors).toEqual([]);
    });
  }

  test('my-page (signed in)', async ({ page, request, errors }) => {
    await useSessionInPage(page, await signInByApi(request, { member: true }));
    await page.goto('/my-page');
    await expect(page.getByTestId('legal-footer')).toBeVisible();
    await settle(page);
    expect(await seriousViolations(page), 'my-page').toEqual([]);
    expect(errors).toEqual([]);
  });
});

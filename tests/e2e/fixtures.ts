/**
 * Shared e2e helpers: real ids read from the running server's API (never hard-coded), and a
 * page fixture that fails the test on any uncaught page error or unhandled rejection.
 */
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export interface SeedIds {
  dealId: number;
  periodId: number;
  eventId: number;
  shopId: number;
  localCode: string;
  noticeId: number;
  categoryCode2: string;
  categoryCode3: string;
}

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), `${url} → ${res.status()}`).toBeTruthy();
  const body = await res.json();
  expect(body.code).toBe(0);
  return body.data as T;
}

export async function readSeedIds(request: APIRequestContext): Promise<SeedIds> {
  const home = await data<any>(request, '/api/v1/display/home');
  const shops = await data<any>(request, '/api/v1/display/shop?size=1');
  const notices = await data<any>(request, '/api/v1/display/notice?size=1');
  const tree = await data<any>(request, '/api/v1/display/web/category');
  const root = tree.roots[0];
  return {
    dealId: home.limitedDeals[0].dealId,
    periodId: home.periods[0].periodId,
    eventId: home.events[0].eventId,
    shopId: shops.items[0].shopId,
    localCode: shops.items[0].localCode,
    noticeId: notices.items[0].noticeId,
    categoryCode2: root.children[0].code,
    categoryCode3: root.children[0].children[0].code,
  };
}

export const bottomNav = (page: Page) => page.getByRole('navigation', { name: '하단 메뉴' });

export const test = base.extend<{ errors: string[] }>({
  errors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
    await use(errors);
    expect(errors, 'no uncaught errors on the page').toEqual([]);
  },
});

export { expect };

/**
 * Issue 13 "Deal page details" (docs/decisions/013-shipping-rules.md): the deal page shows the selling
 * shop's 배송 / 배송비 / 도착 예정 from the shop's rules in the API answer, the same in the server's
 * HTML and after hydration, and the store page sums the rules up in one line.
 */
import type { EndpointData } from '@contract/endpoints';
import { test, expect, hydrated } from './fixtures';
import { arrivalText } from '~/lib/shipping';

const KRW = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const LABEL = { parcel: '일반 택배', cold: '냉장 택배', frozen: '냉동 택배' } as const;
const shot = (name: string) => ({ path: `test-results/screens/${name}.png`, fullPage: false });
const rowOf = (name: string) => `xpath=//dt[normalize-space()="${name}"]/following-sibling::dd[1]`;

test('a live deal shows the shop’s delivery type, fee and arrival estimate', async ({ page, request }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  const home = (await (await request.get('/api/v1/display/home')).json()).data as EndpointData<'home'>;
  const live = home.limitedDeals.filter((d) => d.status === 'live');
  expect(live.length).toBeGreaterThan(0);
  const deal = (await (await request.get(`/api/v1/display/deal/${live[0].dealId}`)).json()).data as EndpointData<'dealDetail'>;
  const rules = deal.shop.shipping;
  const fee =
    rules.freeShippingThreshold === null
      ? KRW(rules.shippingFee)
      : deal.dealPrice >= rules.freeShippingThreshold
        ? '무료배송'
        : `${KRW(rules.shippingFee)} (${KRW(rules.freeShippingThreshold)} 이상 무료배송)`;
  // the page's own server time is a moment later than this answer's: either side of a cut-off is fine
  const arrivals = [arrivalText(rules, deal.serverTime), arrivalText(rules, new Date(Date.parse(deal.serverTime) + 120_000).toISOString())];

  // the server's HTML, before any script runs
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`/deal/${deal.dealId}`);
  await expect(page.locator(rowOf('배송'))).toHaveText(`${LABEL[rules.deliveryType]} · 산지직송`);
  await expect(page.locator(rowOf('배송비'))).toHaveText(`${fee}제주·도서산간 ${KRW(rules.remoteAreaFee)} 추가`);
  const ssrArrival = (await page.locator(rowOf('도착 예정')).textContent())!;
  expect(arrivals).toContain(ssrArrival);
  await page.unrouteAll();

  // hydrated: the same text (the estimate counts from the answer's serverTime, not the phone's clock)
  await page.goto(`/deal/${deal.dealId}`);
  await hydrated(page);
  await expect(page.locator(rowOf('배송')).first()).toHaveText(`${LABEL[rules.deliveryType]} · 산지직송`);
  await expect(page.locator(rowOf('배송비'))).toContainText(fee);
  await expect(page.locator(rowOf('배송비'))).toContainText(`제주·도서산간 ${KRW(rules.remoteAreaFee)} 추가`);
  const arrival = page.locator(rowOf('도착 예정'));
  await expect(arrival).toHaveText(/(오늘 \d{1,2}시 전 주문 시|지금 주문 시) .*\d{1,2}\/\d{1,2}.* 도착 예정$/);
  expect(arrivals).toContain(await arrival.textContent());
  expect(consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([]);
  await page.screenshot(shot('deal-shipping'));

  // the store page: one line with the same rules
  const info = (await (await request.get(`/api/v1/display/shop/${deal.shop.shopId}/info`)).json()).data as EndpointData<'shopInfo'>;
  expect(info.shipping).toEqual(rules);
  await page.goto(`/store/${deal.shop.shopId}`);
  const line = page.getByText(`${LABEL[rules.deliveryType]} · 배송비 ${KRW(rules.shippingFee)}`);
  await expect(line).toBeVisible();
  await expect(line).toContainText(`평일 ${rules.dispatchCutoffHour}시 전 주문 시`);
  if (rules.freeShippingThreshold !== null) await expect(line).toContainText(`${KRW(rules.freeShippingThreshold)} 이상 무료배송`);
  await page.screenshot(shot('store-shipping'));
});

test('an upcoming deal shows the dispatch rule, not an arrival date', async ({ page, request }) => {
  const home = (await (await request.get('/api/v1/display/home')).json()).data as EndpointData<'home'>;
  expect(home.upcomingDeals.length).toBeGreaterThan(0);
  const deal = (await (await request.get(`/api/v1/display/deal/${home.upcomingDeals[0].dealId}`)).json()).data as EndpointData<'dealDetail'>;
  expect(deal.status).toBe('upcoming');
  const rules = deal.shop.shipping;
  await page.goto(`/deal/${deal.dealId}`);
  await expect(page.locator(rowOf('출고'))).toHaveText(
    `평일 ${rules.dispatchCutoffHour}시 전 주문 시 ${rules.dispatchLeadDays > 0 ? `${rules.dispatchLeadDays}일 뒤` : '당일'} 출고`,
  );
  await expect(page.locator(rowOf('도착 예정'))).toHaveCount(0);
});

/**
 * Stars, guide and level screens (issue 16; SPEC §2 /my-page, /my-page/point, /point-guide,
 * /my-level; docs/decisions/026 "Points and levels") with the seeded member who has a stars history
 * (server/seed/stars.ts, signed in through the stand-in login with its e-mail): the balance, the
 * stars expiring this month and the history (with the expiry the first read made) on 별 포인트, the
 * filter chips; the guide lists every earning rule the server has; 내 등급 shows the server's level
 * and progress; 마이페이지 shows the balance and level and leads to them. A new member sees zeros
 * and the empty history. Every expected figure is read from the API first, never hard-coded.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import type { EndpointData } from '@contract/endpoints';
import { test, expect, signInByApi, useSessionInPage, type TestSession } from './fixtures';

const STAR_MEMBER_EMAIL = 'star-member@jecheol.example';
const stars = (n: number) => `별 ${n.toLocaleString('ko-KR')}개`;

async function api<T>(request: APIRequestContext, s: TestSession, url: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid } });
  expect(res.ok(), `${url} → ${res.status()}`).toBeTruthy();
  return (await res.json()).data as T;
}

async function starMember(page: Page, request: APIRequestContext) {
  // The seeded member already finished sign-up: no profile step.
  const s = await signInByApi(request, { member: false, email: STAR_MEMBER_EMAIL });
  await useSessionInPage(page, s);
  return s;
}

test('별 포인트: the seeded member’s balance, expiring stars and history, filtered by the chips', async ({ page, request, errors }) => {
  const s = await starMember(page, request);
  const summary = await api<EndpointData<'pointSummary'>>(request, s, '/api/v2/point/summary');
  const history = await api<EndpointData<'pointHistory'>>(request, s, '/api/v1/point/history?size=50');
  expect(summary.balance).toBeGreaterThan(1000);
  expect(history.items.some((i) => i.kind === 'expire')).toBe(true);

  await page.goto('/my-page/point');
  await expect(page.getByTestId('point-balance')).toHaveText(stars(summary.balance));
  await expect(page.getByTestId('point-expiring')).toContainText(stars(summary.expiringThisMonth.stars));
  const rows = page.getByRole('list', { name: '별 내역' }).getByTestId('point-history-row');
  await expect(rows).toHaveCount(history.items.length);
  await expect(rows.first()).toContainText(history.items[0]!.label);
  await expect(rows.filter({ hasText: '앱 첫 로그인' })).toContainText('+1,000');

  await page.getByRole('radio', { name: '소멸' }).click();
  await expect(page).toHaveURL(/filter=expire/);
  const expired = history.items.filter((i) => i.kind === 'expire');
  await expect(rows).toHaveCount(expired.length);
  await expect(rows.first()).toContainText('유효기간 만료');
  await expect(rows.first()).toContainText(String(expired[0]!.amount));

  await page.getByRole('radio', { name: '적립' }).click();
  await expect(rows).toHaveCount(history.items.filter((i) => i.amount > 0).length);
  await expect(rows.filter({ hasText: /-\d/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('별 안내 lists every earning rule of the server, the exchange rule and the expiry', async ({ page, request }) => {
  const s = await starMember(page, request);
  const guide = await api<EndpointData<'pointGuide'>>(request, s, '/api/v2/point/guide');
  await page.goto('/my-page/point-guide');
  const rules = page.getByTestId('guide-earn-rule');
  await expect(rules).toHaveCount(guide.earn.length);
  for (const [i, r] of guide.earn.entries()) await expect(rules.nth(i)).toContainText(r.label);
  await expect(page.getByTestId('guide-exchange-rule')).toContainText(stars(guide.exchange.minimum));
  await expect(page.getByText(guide.expiry.description)).toBeVisible();
});

test('내 등급 shows the server’s level, progress to the next level with what is missing, and the table', async ({ page, request }) => {
  const s = await starMember(page, request);
  const level = await api<EndpointData<'memberLevel'>>(request, s, '/api/v1/mypage/level');
  await page.goto('/my-page/my-level');
  await expect(page.getByTestId('level-name')).toHaveText(`Lv.${level.level} ${level.name}`);
  expect(level.next).not.toBeNull();
  await expect(page.getByTestId('level-progress')).toHaveText(`${level.next!.progress}%`);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', String(level.next!.progress));
  const missing = level.next!.requirements.filter((r) => r.missing);
  for (const r of missing) await expect(page.getByTestId('level-missing')).toContainText(r.missing!);
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(level.levels.length + 1);
  await expect(page.getByRole('row', { name: new RegExp(level.name) })).toHaveAttribute('aria-current', 'true');
});

test('마이페이지 shows the balance and level, and leads to 별 포인트', async ({ page, request }) => {
  const s = await starMember(page, request);
  const mypage = await api<EndpointData<'mypage'>>(request, s, '/api/v1/mypage');
  await page.goto('/my-page');
  await expect(page.getByTestId('my-page-point')).toContainText(stars(mypage.balance));
  await expect(page.getByTestId('my-page-level')).toContainText(mypage.level.name);
  for (const name of ['별 안내', '별 교환', '자주 산 상품']) await expect(page.getByRole('link', { name })).toBeVisible();
  await page.getByTestId('my-page-point').click();
  await expect(page).toHaveURL(/\/my-page\/point$/);
  await expect(page.getByTestId('point-balance')).toHaveText(stars(mypage.balance));
});

test('a new member: 별 0개, nothing expiring, the empty history with the way to the guide', async ({ page, request }) => {
  const s = await signInByApi(request, { member: true });
  await useSessionInPage(page, s);
  await page.goto('/my-page/point');
  await expect(page.getByTestId('point-balance')).toHaveText('별 0개');
  await expect(page.getByText('아직 별 내역이 없어요')).toBeVisible();
  await page.getByRole('link', { name: '별 모으는 방법 보기' }).click();
  await expect(page).toHaveURL(/\/my-page\/point-guide$/);
  await expect(page.getByTestId('guide-earn-rule').first()).toBeVisible();
});

test('별 교환: the minimum to shop points after the confirmation, the result and the history, the balance down on 별 포인트', async ({ page, request }) => {
  // The second seeded member: this test spends, the others only read.
  const s = await signInByApi(request, { member: false, email: 'star-exchanger@jecheol.example' });
  await useSessionInPage(page, s);
  const info = await api<EndpointData<'pointExchangeInfo'>>(request, s, '/api/v1/user/point/exchange');
  expect(info.exchangeable).toBeGreaterThanOrEqual(info.minimum);
  await page.goto('/my-page/point-exchange');
  await expect(page.getByTestId('exchangeable')).toHaveText(stars(info.exchangeable));

  // Not in the unit: refused on the form, nothing sent.
  const amount = page.getByLabel('바꿀 별');
  await amount.fill(String(info.minimum + 50));
  await page.getByRole('button', { name: '교환하기' }).click();
  await expect(page.getByRole('alert')).toHaveText(`${info.unit.toLocaleString('ko-KR')}개 단위로 바꿀 수 있어요.`);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await amount.fill(String(info.minimum));
  await page.getByRole('radio', { name: /적립금/ }).click();
  await page.getByRole('button', { name: '교환하기' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`${stars(info.minimum)}를`);
  await dialog.getByRole('button', { name: '바꾸기' }).click();
  await expect(page.getByTestId('exchange-result')).toContainText('교환 완료');
  await expect(page.getByRole('list', { name: '교환 내역' }).getByRole('listitem')).toHaveCount(1);
  const left = info.balance - info.minimum;
  const exchangeableAfter = Math.floor(left / info.unit) * info.unit >= info.minimum ? Math.floor(left / info.unit) * info.unit : 0;
  await expect(page.getByTestId('exchangeable')).toHaveText(stars(exchangeableAfter));
  // Still shown after the screen read the new balance.
  await expect(page.getByTestId('exchange-result')).toContainText('교환 완료');

  await page.goto('/my-page/point');
  await expect(page.getByTestId('point-balance')).toHaveText(stars(left));
  await page.getByRole('radio', { name: '사용' }).click();
  const row = page.getByRole('list', { name: '별 내역' }).getByTestId('point-history-row').first();
  await expect(row).toContainText(`-${info.minimum.toLocaleString('ko-KR')}`);

  // The shop stand-in shows what it credited (issue 16 "an exchange … shows in the shop stand-in").
  const done = await api<EndpointData<'exchangeComplete'>>(request, s, '/api/v1/user/point/exchange/complete');
  const reference = done.items[0]?.shopReference;
  expect(reference).toBeTruthy();
  await page.goto(`/shop/rewards/${encodeURIComponent(reference!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`적립금 ${info.minimum.toLocaleString('ko-KR')}원이 적립되었어요`);
});

test('stars from real activity: a new member’s first post of the day shows in 별 포인트 with a link to the post, and in 마이페이지', async ({
  page,
  request,
}) => {
  const s = await signInByApi(request, { member: true });
  const created = await request.post('/api/v1/community/dashboard', {
    headers: { authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid },
    data: {
      boardCode: 'storage',
      title: `별 받는 첫 글 ${String(Date.now()).slice(-6)}`,
      content: '오늘 처음 쓰는 글이에요. 귤 보관은 서늘한 곳에 두면 오래가요.',
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const postId = (await created.json()).data.postId as number;
  // The award is the stars consumer's (right after the write, or on its worker): wait for it through the API.
  await expect
    .poll(async () => (await api<EndpointData<'pointHistory'>>(request, s, '/api/v1/point/history')).items.map((i) => i.label), { timeout: 15_000 })
    .toContain('오늘의 첫 글');
  const summary = await api<EndpointData<'pointSummary'>>(request, s, '/api/v2/point/summary');

  await useSessionInPage(page, s);
  await page.goto('/my-page/point');
  await expect(page.getByTestId('point-balance')).toHaveText(stars(summary.balance));
  const row = page.getByRole('list', { name: '별 내역' }).getByTestId('point-history-row').filter({ hasText: '오늘의 첫 글' });
  await expect(row).toContainText('+10');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${postId}$`));

  await page.goto('/my-page');
  await expect(page.getByTestId('my-page-point')).toContainText(stars(summary.balance));
});

test('the four screens and their loaded data have no serious or critical WCAG 2.1 AA violation', async ({ page, request }) => {
  await starMember(page, request);
  for (const [path, ready] of [
    ['/my-page/point', 'point-history-row'],
    ['/my-page/point-guide', 'guide-earn-rule'],
    ['/my-page/my-level', 'level-name'],
    ['/my-page/point-exchange', 'exchangeable'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`);
    expect(serious, path).toEqual([]);
  }
});

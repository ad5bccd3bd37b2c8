/**
 * Alarms (issue 16; SPEC §2 /alarm, §4 "Home refetches alarm count when logged in"; docs/decisions/026
 * "## Alarms"): member A asks, member B answers, A accepts (API calls) → the alarm jobs turn the
 * outbox event into B's 채택 alarm (and B's 답변 채택 stars in 별 포인트); B sees it on /alarm and as the home bell's badge, taps it (read,
 * and the question opens), the badge drops; the filter chips filter (an empty one says so); 모두 읽음
 * clears the badge.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, hydrated, signInByApi, test, useSessionInPage, type TestSession } from './fixtures';

const auth = (s: TestSession) => ({ authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid });

async function acceptedAnswer(request: APIRequestContext, asker: TestSession, answerer: TestSession) {
  const stamp = Date.now().toString(36).slice(-4);
  const q = await request.post('/api/v1/community/qna', {
    headers: auth(asker),
    data: { title: `대봉감 홍시는 언제 먹나요 ${stamp}`, content: '대봉감을 샀는데 언제쯤 말랑해져서 먹을 수 있을까요?' },
  });
  expect(q.status(), await q.text()).toBe(200);
  const postId = (await q.json()).data.postId as number;
  const r = await request.post(`/api/v1/community/qna/${postId}/reply`, {
    headers: auth(answerer),
    data: { content: '상온에 사과와 같이 두면 사나흘이면 말랑해져요.' },
  });
  expect(r.status(), await r.text()).toBe(200);
  const replyId = (await r.json()).data.replyId as number;
  const a = await request.put(`/api/v1/community/qna/${postId}/accept/${replyId}`, { headers: auth(asker) });
  expect(a.status(), await a.text()).toBe(200);
  return postId;
}

/** Serious and critical WCAG 2.1 AA violations (as tests/e2e/a11y.spec.ts checks the shopper's pages). */
async function axe(page: Page): Promise<string[]> {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return r.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** The home header's bell: a link named '알림' or '알림 3개'. */
const bellOf = (page: Page) => page.getByRole('link', { name: /^알림( [\d,]+개)?$/ });

/** The bell's unread count as its name says it ('알림 3개' → 3, '알림' → 0). */
async function bellCount(page: Page): Promise<number> {
  const bell = bellOf(page);
  await expect(bell).toBeVisible();
  const name = (await bell.getAttribute('aria-label')) ?? '';
  return Number(/([\d,]+)개/.exec(name)?.[1]?.replace(/,/g, '') ?? 0);
}

test('an accepted answer raises a 채택 alarm: listed, filtered, opened (read), badge drops; 모두 읽음 clears it', async ({ page, request }) => {
  const asker = await signInByApi(request);
  const answerer = await signInByApi(request);
  const postId = await acceptedAnswer(request, asker, answerer);
  await useSessionInPage(page, answerer);

  // The alarm jobs run on a short timer: reload until the alarm is there.
  await page.goto('/alarm');
  const accepted = page.getByRole('list', { name: '알림 목록' }).getByRole('link', { name: /내 답변이 채택됐어요/ });
  await expect(async () => {
    await page.reload();
    await expect(accepted).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(accepted).toContainText('안 읽음');
  await expect(accepted).toContainText('채택');
  expect(await axe(page), 'the alarm list with an unread alarm').toEqual([]);

  // The home bell shows the unread count (the accepted answer, and the newest notice).
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => bellCount(page)).toBeGreaterThanOrEqual(1);
  const before = await bellCount(page);
  await expect(bellOf(page)).toHaveAccessibleName(`알림 ${before}개`);
  expect(await axe(page), 'home with the bell badge').toEqual([]);

  // Filter chips: 채택 shows only it; 등급 is empty and says so.
  await bellOf(page).click();
  await expect(page).toHaveURL(/\/alarm$/);
  const chips = page.getByRole('navigation', { name: '알림 종류' });
  await expect(chips.getByRole('link', { name: '전체' })).toHaveAttribute('aria-current', 'page');
  await chips.getByRole('link', { name: '채택' }).click();
  await expect(page).toHaveURL(/alarmType=2/);
  await expect(chips.getByRole('link', { name: '채택' })).toHaveAttribute('aria-current', 'page');
  await expect(chips.getByRole('link', { name: '전체' })).not.toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('list', { name: '알림 목록' }).getByRole('listitem')).toHaveCount(1);
  await chips.getByRole('link', { name: '등급' }).click();
  await expect(page.getByText('등급 알림이 없어요')).toBeVisible();
  await chips.getByRole('link', { name: '채택' }).click();

  // Tap: the question opens, and the badge drops by one.
  await page
    .getByRole('list', { name: '알림 목록' })
    .getByRole('link', { name: /내 답변이 채택됐어요/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/community/qna/${postId}$`));
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => bellCount(page)).toBe(before - 1);
  await page.goto('/alarm?alarmType=2');
  await expect(page.getByRole('list', { name: '알림 목록' }).getByRole('link', { name: /내 답변이 채택됐어요/ })).not.toContainText('안 읽음');

  // 모두 읽음 (전체): nothing unread is left.
  await page.goto('/alarm');
  const readAll = page.getByRole('button', { name: '모두 읽음' });
  if (before - 1 > 0) {
    await expect(readAll).toBeEnabled();
    await readAll.click();
    await expect(page.getByText('알림을 모두 읽음으로 표시했어요')).toBeVisible();
  }
  await expect(readAll).toBeDisabled();
  await expect(page.getByRole('list', { name: '알림 목록' }).getByText('안 읽음')).toHaveCount(0);
  await page.goto('/');
  await hydrated(page);
  await expect.poll(() => bellCount(page)).toBe(0);
  await expect(page.getByRole('link', { name: '알림', exact: true })).toBeVisible();

  // The same accepted answer earned the answerer stars: 답변 채택 in 별 포인트's history, linked to the question.
  await page.goto('/my-page/point');
  const earned = page.getByRole('list', { name: '별 내역' }).getByTestId('point-history-row').filter({ hasText: '답변 채택' });
  await expect(earned).toHaveCount(1);
  await expect(earned).toContainText('+50');
});

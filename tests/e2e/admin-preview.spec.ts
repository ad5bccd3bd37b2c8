/**
 * Admin preview pages (issue 17; SPEC §2 /admin-deal/{id} … "no guard shown"; docs/decisions/032-admin-preview.md):
 * a signed link opens a 예약됨 deal under the 미리보기 banner; an expired or tampered link shows the Korean
 * error; the document is noindex (meta and X-Robots-Tag) and no-store; a preview makes no public detail or
 * view-count request, and a notice's view count is the same after its preview.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { signPreview } from '@server/infra/preview-link';
import type { APIRequestContext } from '@playwright/test';

const opsToken = () => readFileSync(path.join(process.env.E2E_DATA_DIR!, 'ops-token'), 'utf8').trim();

/** The first item of `kind` the preview endpoint reports in `state` (ids are found, never hard-coded). */
async function findPreview(request: APIRequestContext, kind: 'deal' | 'notice', state: 'scheduled' | 'draft') {
  for (let id = 1; id <= 80; id++) {
    const res = await request.get(`/api/v1/admin/preview/${kind}/${id}`, { headers: { authorization: `Bearer ${opsToken()}` } });
    if (res.status() !== 200) continue;
    const data = (await res.json()).data;
    if (data.state === state) return { id, data };
  }
  throw new Error(`no ${state} ${kind}`);
}

test('a signed link shows a scheduled deal under the 미리보기 banner, noindex, without public or view-count calls', async ({ page, request, errors }) => {
  const { id, data } = await findPreview(request, 'deal', 'scheduled');
  const calls: string[] = [];
  page.on('request', (r) => calls.push(new URL(r.url()).pathname));
  const url = `/admin-deal/${id}?preview=${encodeURIComponent(signPreview(opsToken(), 'deal', id))}`;
  const doc = await page.goto(url);
  expect(doc!.headers()['x-robots-tag']).toBe('noindex');
  expect(doc!.headers()['cache-control']).toBe('no-store');
  const banner = page.getByTestId('preview-banner');
  await expect(banner).toContainText('미리보기');
  await expect(banner).toContainText(/예약됨 · \d{1,2}월 \d{1,2}일 오픈/);
  await expect(page.getByText(data.item.title)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(calls).toContain(`/api/v1/admin/preview/deal/${id}`);
  expect(calls.filter((p) => p.startsWith('/api/v1/display/deal/') || p.includes('view-count') || p.startsWith('/api/v1/display/notice/'))).toEqual([]);
  // The public page still hides it.
  expect((await request.get(`/api/v1/display/deal/${id}`)).status()).toBe(404);
  expect(errors).toEqual([]);
});

test('an expired or tampered link shows the Korean error screen', async ({ page }) => {
  const link = signPreview(opsToken(), 'deal', 1, Date.now() - 10 * 86_400_000, 86_400);
  await page.goto(`/admin-deal/1?preview=${encodeURIComponent(link)}`);
  await expect(page.getByTestId('preview-error')).toContainText('미리보기 링크가 만료되었어요');
  await expect(page.getByTestId('preview-banner')).toHaveCount(0);

  const good = signPreview(opsToken(), 'deal', 1);
  await page.goto(`/admin-deal/1?preview=${encodeURIComponent(`${good.slice(0, -2)}xx`)}`);
  await expect(page.getByTestId('preview-error')).toContainText('미리보기 링크가 올바르지 않아요');
  await page.goto('/admin-deal/1');
  await expect(page.getByTestId('preview-error')).toContainText('미리보기 링크가 필요해요');
});

test('a notice preview counts no view', async ({ page, request }) => {
  const { id, data } = await findPreview(request, 'notice', 'draft');
  await page.goto(`/admin-notice/${id}?preview=${encodeURIComponent(signPreview(opsToken(), 'notice', id))}`);
  await expect(page.getByTestId('preview-banner')).toContainText('비공개');
  await expect(page.getByRole('heading', { name: data.item.title })).toBeVisible();
  const after = await findPreview(request, 'notice', 'draft');
  expect(after.data.item.viewCount).toBe(data.item.viewCount);
});

/**
 * Issue 15 "Done when", as one story through the screens only (no API shortcut for what it checks):
 * member A writes a post with two pictures in the form, edits it (title changed), member B likes
 * and clips it on the detail, and the post appears in A's 내가 쓴 글 and in B's 스크랩 and 좋아요
 * tabs of 내 커뮤니티 (SPEC §2 /community/dash-board/form, /community/board-detail/{id},
 * /community/my-page). Two members in two browser contexts.
 */
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect, hydrated, signInByApi, test, useSessionInPage, type TestSession } from './fixtures';

const IMAGES = path.resolve('tests/fixtures/images');

async function pageAs(browser: Browser, baseURL: string, s: TestSession): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  const page = await context.newPage();
  await useSessionInPage(page, s);
  return page;
}

const myTabs = (page: Page) => page.getByRole('navigation', { name: '내 커뮤니티 메뉴' });

test('a post with two pictures is written, edited, liked and clipped by another member, and shows in both members’ 내 커뮤니티', async ({
  browser,
  request,
  baseURL,
}) => {
  const author = await signInByApi(request);
  const reader = await signInByApi(request);
  const a = await pageAs(browser, baseURL!, author);
  const b = await pageAs(browser, baseURL!, reader);
  const stamp = Date.now().toString(36).slice(-4);
  const title = `대봉감 홍시 만들기 ${stamp}`;
  const edited = `대봉감 홍시 만들기 (사과와 함께) ${stamp}`;

  // A writes the post with two pictures.
  await a.goto('/community/dash-board/form?board=recipe');
  await expect(a.getByRole('radio', { name: '레시피' })).toHaveAttribute('aria-checked', 'true');
  await a.getByLabel('제목').fill(title);
  await a.getByLabel('내용').fill('대봉감을 꼭지가 위로 오게 두고, 사과 한 알을 같이 넣어 두면 사나흘 만에 말랑한 홍시가 돼요.');
  await a.getByLabel('사진 추가').setInputFiles([path.join(IMAGES, 'sample.jpg'), path.join(IMAGES, 'sample.png')]);
  await expect(a.getByRole('list', { name: '올린 사진' }).locator('li[data-status=done]')).toHaveCount(2, { timeout: 15_000 });
  await a.getByRole('button', { name: '등록' }).click();
  await expect(a).toHaveURL(/\/community\/board-detail\/\d+$/);
  const postId = Number(new URL(a.url()).pathname.split('/').pop());
  await expect(a.locator('main').getByRole('img', { name: '사진 2' })).toBeVisible();

  // A edits it from the detail's 수정.
  await hydrated(a);
  await a.getByRole('link', { name: '게시글 수정하기' }).click();
  await expect(a.getByLabel('제목')).toHaveValue(title);
  await a.getByLabel('제목').fill(edited);
  await a.getByRole('button', { name: '저장' }).click();
  await expect(a).toHaveURL(new RegExp(`/community/board-detail/${postId}$`));
  await expect(a.locator('main').getByRole('heading', { name: edited })).toBeVisible();
  await expect(a.locator('main').getByRole('img', { name: '사진 2' })).toBeVisible();

  // B likes and clips it on the detail.
  await b.goto(`/community/board-detail/${postId}`);
  await hydrated(b);
  await expect(b.locator('main').getByRole('heading', { name: edited })).toBeVisible();
  await b.getByRole('button', { name: /게시글 좋아요/ }).click();
  await b.getByRole('button', { name: /스크랩/ }).click();
  await expect(b.getByRole('button', { name: /게시글 좋아요 취소하기/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(b.getByRole('button', { name: '스크랩 취소하기' })).toHaveAttribute('aria-pressed', 'true');

  // B's 내 커뮤니티: the post under 스크랩 and 좋아요 once the queue has delivered both (within moments).
  const row = (page: Page, list: string) => page.getByRole('list', { name: list }).locator(`a[href="/community/board-detail/${postId}"]`);
  const headers = { authorization: `Bearer ${reader.accessToken}`, deviceUuid: reader.deviceUuid };
  await expect
    .poll(async () => (await (await request.get(`/api/v1/community/dashboard/${postId}/my-state`, { headers })).json()).data, { timeout: 15_000 })
    .toMatchObject({ liked: true, clipped: true });
  await b.goto('/community/my-page/clipping');
  await expect(row(b, '스크랩한 글 목록')).toContainText(edited);
  await myTabs(b)
    .getByRole('link', { name: /^좋아요/ })
    .click();
  await expect(row(b, '좋아요한 글 목록')).toContainText(edited);

  // A's 내 커뮤니티: the post under 내가 쓴 글, with its first picture as the thumbnail and B's like counted.
  await a.goto('/community/my-page/post');
  const mine = row(a, '내가 쓴 글 목록');
  await expect(mine).toContainText(edited);
  await expect(mine.getByTestId('post-thumbnail')).toHaveAttribute('src', /^\/images\/community\/[0-9a-f]{64}\.webp$/);
  await a.goto(`/community/board-detail/${postId}`);
  await expect(a.getByRole('button', { name: /게시글 좋아요/ })).toContainText('1');
  await b.context().close();
  await a.context().close();
});

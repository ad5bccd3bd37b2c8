/**
 * 내 커뮤니티 and community search (issue 15; SPEC §2 /community/my-page, /community/search;
 * docs/decisions/017 "My community", 023, 025) on the seeded community: a member's written post
 * (with a picture: the list's thumbnail), likes and clippings in the three tabs with their counts;
 * a visitor sent to sign in; a search for a seeded word and its 초성 in the right tabs with the
 * server's counts, the empty result's tips, and the recent searches kept on the device across a
 * reload, removable one by one.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { getChoseong } from 'es-hangul';
import type { EndpointData } from '@contract/endpoints';
import { test, expect, hydrated, signInByApi, useSessionInPage, type TestSession } from './fixtures';

async function api<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()).data as T;
}

const memberHeaders = (s: TestSession) => ({ authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid });

async function searchTotal(request: APIRequestContext, keyword: string, communityType: string) {
  const r = await api<EndpointData<'communitySearch'>>(
    request,
    `/api/v1/community/search?keyword=${encodeURIComponent(keyword)}&communityType=${communityType}`,
  );
  return r;
}

/**
 * A word of the seeded community with both a 게시글 and a 질문 about it. Which posts the seed writes
 * follows the catalogue's draws, so the test asks the server instead of naming one word; words of
 * three syllables or more keep their 초성 specific.
 */
async function seededWord(request: APIRequestContext): Promise<string> {
  for (const word of ['한라봉', '천혜향', '절임배추', '고구마', '복숭아', '과메기', '샤인머스캣']) {
    const [dash, qna] = await Promise.all(['dashboard', 'qna'].map((t) => searchTotal(request, word, t)));
    if (dash!.total > 0 && qna!.total > 0) return word;
  }
  throw new Error('no seeded word has both a 게시글 and a 질문');
}

const tabs = (page: Page) => page.getByRole('navigation', { name: '내 커뮤니티 메뉴' });

/** Tap the 내 커뮤니티 tab whose name starts with `tab`: the address ends in /community/my-page/<path>; resolves to the links of its list `list`. */
async function openTab(page: Page, tab: string, path: string, list: string) {
  await tabs(page)
    .getByRole('link', { name: new RegExp(`^${tab}`) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/community/my-page/${path}$`));
  return page.getByRole('list', { name: list }).getByRole('link');
}

test('내 커뮤니티: my post (with its thumbnail), two clippings and two likes in their tabs with the right counts', async ({ page, errors, request }) => {
  const s = await signInByApi(request, { member: true });
  const h = memberHeaders(s);

  // a post with one picture, written through the API
  const picture = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 240, g: 140, b: 30 } } })
    .jpeg()
    .toBuffer();
  const up = await request.post('/api/v1/community/image', { headers: { ...h, 'content-type': 'image/jpeg' }, data: picture });
  expect(up.status()).toBe(200);
  const imageKey = (await up.json()).data.imageKey as string;
  const title = `귤껍질 말리는 법 ${String(Date.now()).slice(-6)}`;
  const created = await request.post('/api/v1/community/dashboard', {
    headers: h,
    data: {
      boardCode: 'storage',
      title,
      content: '귤껍질을 깨끗이 씻어서 채반에 널어 사흘 정도 말렸어요. 차로 우려 마시면 향이 좋아요.',
      imageKeys: [imageKey],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const myPostId = (await created.json()).data.postId as number;

  // like and clip two seeded posts: the second one liked last, so it comes first
  // (not my own post: liking one's own post is refused)
  const seeded = (await api<EndpointData<'communityPosts'>>(request, '/api/v1/community/dashboard?sort=popular&size=5')).items
    .filter((p) => p.postId !== myPostId)
    .slice(0, 2);
  expect(seeded).toHaveLength(2);
  for (const p of seeded) {
    expect((await request.put(`/api/v1/community/dashboard/${p.postId}/like`, { headers: h, data: { likeYN: 'Y' } })).status()).toBe(200);
    expect((await request.put(`/api/v1/community/dashboard/${p.postId}/clipping`, { headers: h, data: { clippingYN: 'Y' } })).status()).toBe(200);
  }

  await useSessionInPage(page, s);
  await page.goto('/community/main/popular-post');
  await hydrated(page);
  await page.getByRole('link', { name: '내 커뮤니티' }).click();
  await expect(page).toHaveURL(/\/community\/my-page\/post$/);
  await expect(page.getByTestId('my-community-nickname')).toHaveText(/님의 커뮤니티$/);
  await expect(tabs(page).getByRole('link', { name: '내가 쓴 글 1' })).toHaveAttribute('aria-current', 'page');
  await expect(tabs(page).getByRole('link', { name: '스크랩 2' })).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: '좋아요 2' })).toBeVisible();

  const mine = page.getByRole('list', { name: '내가 쓴 글 목록' });
  const myRow = mine.locator(`a[href="/community/board-detail/${myPostId}"]`);
  await expect(myRow).toContainText(title);
  const thumb = myRow.getByTestId('post-thumbnail');
  await expect(thumb).toHaveAttribute('src', /^\/images\/community\/[0-9a-f]{64}\.webp$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const box = await thumb.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([72, 72]);

  const clipped = await openTab(page, '스크랩', 'clipping', '스크랩한 글 목록');
  await expect(clipped).toHaveCount(2);
  await expect(clipped.nth(0)).toHaveAttribute('href', `/community/board-detail/${seeded[1]!.postId}`);
  await expect(clipped.nth(1)).toHaveAttribute('href', `/community/board-detail/${seeded[0]!.postId}`);

  const liked = await openTab(page, '좋아요', 'like', '좋아요한 글 목록');
  await expect(liked).toHaveCount(2);
  await expect(liked.nth(0)).toContainText(seeded[1]!.title);
  await liked.nth(0).click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${seeded[1]!.postId}$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/community\/my-page\/like$/);

  // un-like one elsewhere: the next visit counts and lists one
  expect((await request.put(`/api/v1/community/dashboard/${seeded[0]!.postId}/like`, { headers: h, data: { likeYN: 'N' } })).status()).toBe(200);
  await page.reload();
  await expect(tabs(page).getByRole('link', { name: '좋아요 1' })).toBeVisible();
  await expect(page.getByRole('list', { name: '좋아요한 글 목록' }).getByRole('link')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('내 커뮤니티 with nothing yet: the empty state leads on', async ({ page, errors, request }) => {
  await useSessionInPage(page, await signInByApi(request, { member: true }));
  await page.goto('/community/my-page/clipping');
  await expect(page.getByText('아직 스크랩한 글이 없어요')).toBeVisible();
  await expect(tabs(page).getByRole('link', { name: '스크랩 0' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: '커뮤니티 둘러보기' }).click();
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
  expect(errors).toEqual([]);
});

test('a signed-out visitor opening /community/my-page is sent to sign in, with the page as return path', async ({ page }) => {
  await page.goto('/community/my-page');
  await expect(page).toHaveURL((u) => u.pathname === '/shop/login' && /^\/community\/my-page(\/post)?$/.test(u.searchParams.get('returnUrl') ?? ''));
  await expect(page.getByRole('link', { name: '네이버로 로그인' })).toBeVisible();
});

test('community search: a seeded word and its 초성 in the right tabs, the empty tips, and recent searches kept on the device', async ({
  page,
  errors,
  request,
}) => {
  const word = await seededWord(request);
  const chosung = getChoseong(word);
  const [dash, qna, survey] = await Promise.all(['dashboard', 'qna', 'survey'].map((t) => searchTotal(request, word, t)));
  expect(dash!.total, `seeded 게시글 about ${word}`).toBeGreaterThan(0);
  expect(qna!.total, `seeded 질문 about ${word}`).toBeGreaterThan(0);

  await page.goto('/community/main/popular-post');
  await hydrated(page);
  await page.getByRole('link', { name: '커뮤니티 검색' }).click();
  await expect(page).toHaveURL(/\/community\/search\/recent$/);
  const field = page.getByRole('searchbox', { name: '커뮤니티 검색어' });
  await expect(field).toBeFocused();
  await expect(page.getByText('최근 검색한 내역이 없어요', { exact: false })).toBeVisible();

  await field.fill(word);
  await field.press('Enter');
  await expect(page).toHaveURL((u) => u.pathname === '/community/search/dashboard' && u.searchParams.get('keyword') === word);
  const kinds = page.getByRole('navigation', { name: '검색 결과 종류' });
  await expect(kinds.getByTestId('community-search-tab-dashboard')).toHaveText(`게시글${dash!.total}`);
  await expect(kinds.getByTestId('community-search-tab-qna')).toHaveText(`Q&A${qna!.total}`);
  await expect(kinds.getByTestId('community-search-tab-survey')).toHaveText(`설문${survey!.total}`);
  await expect(page.getByRole('list', { name: '게시글 검색 결과' }).getByRole('link').first()).toContainText(dash!.items[0]!.title);

  await kinds.getByRole('link', { name: /Q&A/ }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/community/search/qna' && u.searchParams.get('keyword') === word);
  const qnaRow = page.getByRole('list', { name: '질문 검색 결과' }).getByRole('link').first();
  await expect(qnaRow).toHaveAttribute('href', `/community/qna/${qna!.items[0]!.postId}`);

  // the 초성 finds the same question (the server's 초성 match on titles)
  const byChosung = await searchTotal(request, chosung, 'qna');
  expect(byChosung.items.map((i) => i.postId)).toContain(qna!.items[0]!.postId);
  await field.fill(chosung);
  await page.getByRole('button', { name: '검색', exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/community/search/qna' && u.searchParams.get('keyword') === chosung);
  await expect(page.getByRole('list', { name: '질문 검색 결과' }).locator(`a[href="/community/qna/${qna!.items[0]!.postId}"]`)).toBeVisible();

  // a word nobody wrote: the tips
  await field.fill('아이폰케이스');
  await field.press('Enter');
  await expect(page.getByText('‘아이폰케이스’에 맞는 질문이 없어요')).toBeVisible();
  await expect(page.getByRole('list', { name: '검색 도움말' })).toContainText('초성');

  // the recent searches: newest first, kept across a reload, removable one by one
  await page.goto('/community/search');
  await expect(page).toHaveURL(/\/community\/search\/recent$/);
  const recent = page.getByRole('list', { name: '최근 검색어 목록' }).getByRole('listitem');
  await expect(recent).toHaveText(['아이폰케이스', chosung, word]);
  await page.reload();
  await expect(recent).toHaveText(['아이폰케이스', chosung, word]);
  await page.getByRole('button', { name: `최근 검색어 ${chosung} 삭제` }).click();
  await expect(recent).toHaveText(['아이폰케이스', word]);
  await page.reload();
  await expect(recent).toHaveText(['아이폰케이스', word]);

  // a recent search searches again
  await page.getByRole('list', { name: '최근 검색어 목록' }).getByRole('button', { name: word, exact: true }).click();
  await expect(page).toHaveURL((u) => u.pathname === '/community/search/dashboard' && u.searchParams.get('keyword') === word);
  await expect(page.getByRole('searchbox', { name: '커뮤니티 검색어' })).toHaveValue(word);
  await page.goto('/community/search/recent');
  await expect(recent).toHaveText([word, '아이폰케이스']);
  await page.getByRole('button', { name: '전체 삭제' }).click();
  await expect(page.getByText('최근 검색한 내역이 없어요', { exact: false })).toBeVisible();
  expect(errors).toEqual([]);
});

test('search results are drawn on the server and hydrate without a warning, also with recent searches on the device', async ({ page, errors, request }) => {
  const word = await seededWord(request);
  const dash = await searchTotal(request, word, 'dashboard');
  // the server's HTML already holds the results (a shared link opens with them)
  const html = await (await request.get(`/community/search/dashboard?keyword=${encodeURIComponent(word)}`)).text();
  expect(html).toContain(dash.items[0]!.title.replaceAll('&', '&amp;'));

  const warnings: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|did not match|#418|#419|#421|#422|#423|#425/i.test(m.text())) warnings.push(m.text().slice(0, 300));
  });
  await page.addInitScript(() => localStorage.setItem('communityRecentSearches', JSON.stringify(['대게찜', '김장'])));
  for (const path of [`/community/search/dashboard?keyword=${encodeURIComponent(word)}`, '/community/search/recent']) {
    await page.goto(path);
    await hydrated(page);
    await page.waitForTimeout(300);
    const recoverable = await page.evaluate(() => (window as Window & { __recoverableErrors?: string[] }).__recoverableErrors ?? []);
    expect([...warnings, ...recoverable], path).toEqual([]);
  }
  await expect(page.getByRole('list', { name: '최근 검색어 목록' }).getByRole('listitem')).toHaveText(['대게찜', '김장']);
  expect(errors).toEqual([]);
});

test('axe finds no serious or critical violation on 내 커뮤니티 and the search screens', async ({ page, request }) => {
  await useSessionInPage(page, await signInByApi(request, { member: true }));
  await page.addInitScript(() => localStorage.setItem('communityRecentSearches', JSON.stringify(['대게찜'])));
  const found: string[] = [];
  const word = await seededWord(request);
  for (const path of [
    '/community/my-page/post',
    '/community/my-page/like',
    '/community/search/recent',
    `/community/search/dashboard?keyword=${encodeURIComponent(word)}`,
    `/community/search/survey?keyword=${encodeURIComponent('아이폰케이스')}`,
  ]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.locator('[role="status"][aria-label="불러오는 중"]')).toHaveCount(0);
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const v of result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
      found.push(
        `${path} ${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
      );
  }
  expect(found).toEqual([]);
});

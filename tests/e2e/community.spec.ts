/**
 * Community read screens (issue 15; SPEC §2 /community routes; docs/decisions/022) on the seeded
 * community: the tab from the bottom nav, the popular list, a post with its replies and back, a
 * question with its accepted answer pinned, a closed survey's results, the daily board's day
 * links, the view count, a missing post, and the bottom nav's hint gone after the first visit.
 */
import type { EndpointData } from '@contract/endpoints';
import { test, expect, bottomNav, hydrated } from './fixtures';

async function api<T>(request: import('@playwright/test').APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.ok(), url).toBeTruthy();
  return (await res.json()).data as T;
}

test('community tab → popular posts → a post with its replies → back', async ({ page, errors, request }) => {
  const popular = await api<EndpointData<'communityPosts'>>(request, '/api/v1/community/dashboard?sort=popular&size=20');
  const withReplies = popular.items.find((p) => p.replyCount > 0)!;
  expect(withReplies, 'a popular post with replies').toBeTruthy();

  await page.goto('/');
  await hydrated(page);
  await bottomNav(page)
    .getByRole('link', { name: /커뮤니티/ })
    .click();
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
  await expect(page.getByRole('navigation', { name: '커뮤니티 메뉴' }).getByRole('link', { name: '인기글' })).toHaveAttribute('aria-current', 'page');
  const list = page.getByRole('list', { name: '인기글 목록' });
  await expect(list.getByRole('link').first()).toBeVisible();
  await expect(list.getByText(popular.items[0].title).first()).toBeVisible();

  const row = list.locator(`a[href="/community/board-detail/${withReplies.postId}"]`);
  await expect(row.getByRole('img', { name: `좋아요 ${withReplies.likeCount.toLocaleString('ko-KR')}개` })).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${withReplies.postId}$`));
  await expect(page.getByRole('heading', { level: 2, name: withReplies.title })).toBeVisible();
  const replies = page.getByRole('region', { name: '댓글 목록' });
  await expect(replies.getByRole('listitem').first()).toBeVisible();
  const firstReplies = await api<EndpointData<'communityPostReplies'>>(request, `/api/v1/community/dashboard/${withReplies.postId}/reply?size=20`);
  await expect(replies.getByText(firstReplies.items[0].content.split('\n')[0]).first()).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
  await expect(page.getByRole('list', { name: '인기글 목록' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('게시판: board and sort chips filter the list through the URL', async ({ page, errors }) => {
  await page.goto('/community/main/dashboard');
  await hydrated(page);
  await page.getByRole('radiogroup', { name: '게시판' }).getByRole('radio', { name: '레시피' }).click();
  await expect(page).toHaveURL(/board=recipe/);
  const list = page.getByRole('list', { name: '게시글 목록' });
  await expect(list.getByRole('link').first()).toBeVisible();
  const labels = await list.getByRole('link').evaluateAll((as) => as.map((a) => a.querySelector('span span')?.textContent));
  expect(new Set(labels)).toEqual(new Set(['레시피']));
  await page.getByRole('radiogroup', { name: '글 정렬' }).getByRole('radio', { name: '최신순' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByRole('radio', { name: '최신순' })).toHaveAttribute('aria-checked', 'true');
  expect(errors).toEqual([]);
});

test('Q&A: a question with an accepted answer shows it pinned first', async ({ page, errors, request }) => {
  const questions = await api<EndpointData<'questions'>>(request, '/api/v1/community/qna?sort=popular&size=20');
  const answered = questions.items.find((q) => q.isAnswered)!;
  expect(answered, 'an answered question on the first page').toBeTruthy();
  const detail = await api<EndpointData<'question'>>(request, `/api/v1/community/qna/${answered.postId}`);

  await page.goto('/community/main/popular-post');
  await hydrated(page);
  await page.getByRole('navigation', { name: '커뮤니티 메뉴' }).getByRole('link', { name: 'Q&A' }).click();
  await expect(page).toHaveURL(/\/community\/main\/qna$/);
  const row = page.getByRole('list', { name: '질문 목록' }).locator(`a[href="/community/qna/${answered.postId}"]`);
  await expect(row.getByText('채택 완료')).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 2, name: answered.title })).toBeVisible();
  const first = page.getByRole('region', { name: '답변 목록' }).getByRole('listitem').first();
  await expect(first.getByText('채택된 답변')).toBeVisible();
  const replies = await api<EndpointData<'questionReplies'>>(request, `/api/v1/community/qna/${answered.postId}/reply?size=20`);
  expect(replies.items[0].replyId).toBe(detail.acceptedReplyId);
  await expect(first.getByText(replies.items[0].content.split('\n')[0])).toBeVisible();
  await expect(page.getByText('채택된 답변')).toHaveCount(1);
  expect(errors).toEqual([]);
});

test('설문: open surveys first, and a closed survey shows its results', async ({ page, errors, request }) => {
  const closed = await api<EndpointData<'surveys'>>(request, '/api/v1/community/survey?state=closed&size=1');
  const survey = await api<EndpointData<'surveyDetail'>>(request, `/api/v1/community/survey/${closed.items[0].postId}`);
  expect(survey.results).not.toBeNull();

  await page.goto('/community/main/survey');
  await hydrated(page);
  const rows = page.getByRole('list', { name: '설문 목록' }).getByRole('link');
  await expect(rows.first()).toBeVisible();
  // the closed surveys come after the open ones (the next page, fetched as the list's end nears)
  await page.locator(`a[href="/community/survey/${survey.postId}"]`).scrollIntoViewIfNeeded();
  const badges = await rows.evaluateAll((as) => as.map((a) => a.querySelector('span span')?.textContent));
  const firstClosed = badges.indexOf('마감');
  expect(badges.slice(0, firstClosed).every((b) => b === '진행 중')).toBe(true);
  expect(badges.slice(firstClosed).every((b) => b === '마감')).toBe(true);

  await page.locator(`a[href="/community/survey/${survey.postId}"]`).click();
  await expect(page.getByRole('heading', { level: 2, name: survey.title })).toBeVisible();
  await expect(page.getByText(`${survey.voteTotal}명 참여`)).toBeVisible();
  const results = page.getByRole('list', { name: '설문 결과' });
  await expect(results.getByRole('listitem')).toHaveCount(survey.options.length);
  for (const r of survey.results!.options) await expect(results.getByText(`${r.percent}%`).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('daily board: that day’s posts, and the day before and after', async ({ page, errors, request }) => {
  const newest = await api<EndpointData<'communityPosts'>>(request, '/api/v1/community/dashboard?sort=newest&size=1');
  const kst = new Date(Date.parse(newest.items[0].createdAt) + 9 * 3600_000);
  const date = kst.toISOString().slice(0, 10);
  const daily = await api<EndpointData<'communityDailyPosts'>>(request, `/api/v1/community/dashboard/list?date=${date}&size=20`);

  await page.goto(`/community/daily-board/${date}`);
  await hydrated(page);
  const header = `${kst.getUTCMonth() + 1}월 ${kst.getUTCDate()}일`;
  await expect(page.getByRole('heading', { level: 2 })).toContainText(header);
  const list = page.getByRole('list', { name: new RegExp(`${header}.* 글 목록`) });
  await expect(list.getByRole('link')).toHaveCount(Math.min(daily.items.length, 20));
  await expect(list.getByText(daily.items[0].title).first()).toBeVisible();

  await page.getByRole('link', { name: /^이전 날/ }).click();
  const prev = new Date(Date.parse(`${date}T00:00:00Z`) - 86400_000);
  await expect(page).toHaveURL(new RegExp(`/community/daily-board/${prev.toISOString().slice(0, 10)}$`));
  await expect(page.getByRole('heading', { level: 2 })).toContainText(`${prev.getUTCMonth() + 1}월 ${prev.getUTCDate()}일`);
  await page.getByRole('link', { name: /^다음 날/ }).click();
  await expect(page).toHaveURL(new RegExp(`/community/daily-board/${date}$`));
  expect(errors).toEqual([]);
});

test('a visit counts one view, after hydration; a missing post shows the not-found screen', async ({ page, request }) => {
  // An older seeded post: other specs open the newest post of their start (readSeedIds boardPostId) and
  // write new ones, so the fifth newest could be one of theirs by now, and its count move by 2.
  const posts = await api<EndpointData<'communityPosts'>>(request, '/api/v1/community/dashboard?sort=newest&size=50');
  const target = posts.items.at(-1)!;
  const before = (await api<EndpointData<'communityPost'>>(request, `/api/v1/community/dashboard/${target.postId}`)).viewCount;
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v1/community/view-count')) calls.push(r.postData() ?? '');
  });
  await page.goto(`/community/board-detail/${target.postId}`);
  await hydrated(page);
  await expect.poll(async () => (await api<EndpointData<'communityPost'>>(request, `/api/v1/community/dashboard/${target.postId}`)).viewCount).toBe(before + 1);
  expect(calls).toHaveLength(1);
  expect(JSON.parse(calls[0])).toEqual({ communityType: 'dashboard', postId: target.postId });

  for (const missing of ['/community/board-detail/999999', '/community/qna/999999', '/community/survey/999999']) {
    await page.goto(missing);
    await expect(page.getByText('삭제되었거나 없는 글이에요')).toBeVisible();
    await expect(page.getByRole('link', { name: '커뮤니티 둘러보기' })).toBeVisible();
  }
});

test('the community tab’s red dot and tooltip go away after the first visit, also after a reload', async ({ page, errors }) => {
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByTestId('community-dot')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveText('커뮤니티에서 별 포인트를 모아보세요');

  await bottomNav(page)
    .getByRole('link', { name: /커뮤니티/ })
    .click();
  await expect(page).toHaveURL(/\/community\/main\/popular-post$/);
  await expect(page.getByTestId('community-dot')).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await page.reload();
  await hydrated(page);
  await expect(page.getByTestId('community-dot')).toHaveCount(0);
  await page.goto('/');
  await hydrated(page);
  await expect(page.getByRole('list').first()).toBeVisible();
  await expect(page.getByTestId('community-dot')).toHaveCount(0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/**
 * What readers do on a community detail (issue 15; docs/decisions/022 "Writing"), with real members
 * of the stand-in provider in separate browser contexts: an answer accepted by the asker (pinned
 * first, seen by the answerer), a like and a 스크랩 that survive a reload, reports from three trusted
 * members hiding a post (issue 29: the template's reporters) that its author still reads and asks
 * review for, one vote per member on a survey, and a reply written while the server is down shown
 * as 전송 대기 and delivered exactly once when it is back. Screens are saved to .tmp/shots/.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { controlled, expect, hydrated, readSeedIds, signInByApi, test, useSessionInPage, type TestSession } from './fixtures';
import { useOwnServer } from './own-server';
import { TRUSTED_REPORTERS } from './trusted-reporters';

const authOf = (s: TestSession) => ({ authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid });

async function api<T = unknown>(request: APIRequestContext, method: 'get' | 'post' | 'put', url: string, s: TestSession | null, data?: unknown) {
  const res = await request[method](url, { headers: s ? authOf(s) : {}, data });
  return { status: res.status(), body: (await res.json()) as { code: number; message: string; data: T } };
}

/** Contexts opened by pageAs in the running test; closed after it, so their pages stop working in the background of later tests. */
const openContexts: BrowserContext[] = [];
test.afterEach(async () => {
  await Promise.all(openContexts.splice(0).map((c) => c.close()));
});

/** A page of a new browser context signed in as `s` (null: a visitor); the context is closed after the test. */
async function pageAs(browser: Browser, baseURL: string, s: TestSession | null): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'ko-KR', timezoneId: 'Asia/Seoul' });
  openContexts.push(context);
  const page = await context.newPage();
  if (s) await useSessionInPage(page, s);
  return page;
}

/** The data template's three 활동 회원 (trusted-reporters.ts), signed in through the stand-in login (they are members already). */
async function trustedReporters(request: APIRequestContext): Promise<TestSession[]> {
  const out: TestSession[] = [];
  for (const r of TRUSTED_REPORTERS) out.push(await signInByApi(request, { member: false, email: r.email }));
  return out;
}

/** Members one after another (signInByApi names them from a shared counter: parallel calls could share a nickname). */
async function members(request: APIRequestContext, n: number): Promise<TestSession[]> {
  const out: TestSession[] = [];
  for (let i = 0; i < n; i++) out.push(await signInByApi(request));
  return out;
}

const unique = () => `${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('community detail actions', () => {
  test('an answer accepted by the asker is pinned first with 채택된 답변, and the answerer sees it', async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const [asker, answerer] = await members(request, 2);
    const q = await api<{ postId: number }>(request, 'post', '/api/v1/community/qna', asker, {
      title: `귤 보관 질문 ${unique()}`,
      content: '귤을 상자째 샀는데 어떻게 보관해야 오래 먹을 수 있을까요?',
    });
    expect(q.status).toBe(200);
    const id = q.body.data.postId;
    // An earlier answer by someone else, so the accepted one must move to the top.
    const other = await signInByApi(request);
    expect((await api(request, 'post', `/api/v1/community/qna/${id}/reply`, other, { content: '베란다에 두세요.' })).status).toBe(200);

    const b = await pageAs(browser, baseURL!, answerer);
    await b.goto(`/community/qna/${id}`);
    await hydrated(b);
    const box = b.getByRole('textbox', { name: '답변 내용' });
    const answer = '신문지로 하나씩 싸서 서늘한 곳에 두면 2주는 거뜬해요.';
    await box.fill(answer);
    await expect(b.getByText(`${[...answer].length}/1,000자`)).toBeVisible();
    await b.getByRole('button', { name: '등록' }).click();
    await expect(b.getByRole('listitem').filter({ hasText: '신문지로 하나씩' })).toBeVisible();
    await expect(box).toHaveValue('');
    // The answerer is not the asker: no accept buttons for them.
    await expect(b.getByRole('button', { name: /답변 채택하기/ })).toHaveCount(0);

    const a = await pageAs(browser, baseURL!, asker);
    const accept = a.getByRole('button', { name: /답변 채택하기/ });
    // A page address is answered from one render for 1 s (server/infra/cache/page-cache.ts): ask until it has the new answer.
    await expect(async () => {
      await a.goto(`/community/qna/${id}`);
      await hydrated(a);
      await expect(accept).toHaveCount(2, { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await a
      .locator('li', { hasText: '신문지로 하나씩' })
      .getByRole('button', { name: /답변 채택하기/ })
      .click();
    const dialog = a.getByRole('alertdialog', { name: '이 답변을 채택할까요?' });
    await expect(dialog).toContainText('채택은 한 번만 할 수 있어요');
    await a.screenshot({ path: '.tmp/shots/community-accept-confirm.png' });
    await dialog.getByRole('button', { name: '채택하기' }).click();
    const first = a.getByRole('region', { name: '답변 목록' }).getByRole('listitem').first();
    await expect(first).toContainText('채택된 답변');
    await expect(first).toContainText('신문지로 하나씩');
    await expect(a.getByRole('button', { name: /답변 채택하기/ })).toHaveCount(0);
    await a.screenshot({ path: '.tmp/shots/community-accepted.png', fullPage: true });

    const bFirst = b.getByRole('region', { name: '답변 목록' }).getByRole('listitem').first();
    await expect(async () => {
      await b.reload();
      await expect(bFirst).toContainText('채택된 답변', { timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(bFirst).toContainText('신문지로 하나씩');
    await expect(b.getByRole('button', { name: /답변 채택하기/ })).toHaveCount(0);
    expect((await api<{ acceptedReplyId: number | null }>(request, 'get', `/api/v1/community/qna/${id}`, null)).body.data.acceptedReplyId).not.toBeNull();
  });

  test('a like and a 스크랩 survive a reload; a visitor is asked to sign in', async ({ browser, request, baseURL }) => {
    const ids = await readSeedIds(request);
    const member = await signInByApi(request);
    const before = (await api<{ likeCount: number }>(request, 'get', `/api/v1/community/dashboard/${ids.boardPostId}`, null)).body.data;

    const visitor = await pageAs(browser, baseURL!, null);
    await visitor.goto(`/community/board-detail/${ids.boardPostId}`);
    await hydrated(visitor);
    await visitor.getByRole('button', { name: /게시글 좋아요/ }).click();
    await expect(visitor.getByRole('dialog', { name: '로그인하고 이야기에 참여해 보세요' })).toBeVisible();

    const page = await pageAs(browser, baseURL!, member);
    await page.goto(`/community/board-detail/${ids.boardPostId}`);
    await hydrated(page);
    const like = page.getByRole('button', { name: /게시글 좋아요/ });
    const clip = page.getByRole('button', { name: /스크랩/ });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await clip.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(clip).toHaveAttribute('aria-pressed', 'true');
    await expect(like).toContainText(String(before.likeCount + 1));
    await page.screenshot({ path: '.tmp/shots/community-detail-actions.png' });
    await expect
      .poll(
        async () =>
          (await api<{ liked: boolean; clipped: boolean }>(request, 'get', `/api/v1/community/dashboard/${ids.boardPostId}/my-state`, member)).body.data,
      )
      .toMatchObject({ liked: true, clipped: true });
    await page.reload();
    await expect(page.getByRole('button', { name: /게시글 좋아요 취소하기/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: '스크랩 취소하기' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the author deletes their post: 삭제된 글이에요, and the replies stay readable', async ({ browser, request, baseURL }) => {
    const [author, other] = await members(request, 2);
    const post = await api<{ postId: number }>(request, 'post', '/api/v1/community/dashboard', author, {
      boardCode: 'free',
      title: `고구마 말랭이 ${unique()}`,
      content: '고구마 말랭이 만들어 보신 분 계세요? 건조기 온도가 궁금해요.',
    });
    const id = post.body.data.postId;
    expect((await api(request, 'post', `/api/v1/community/dashboard/${id}/reply`, other, { content: '저는 60도에서 8시간 말려요.' })).status).toBe(200);

    const page = await pageAs(browser, baseURL!, author);
    await expect(async () => {
      await page.goto(`/community/board-detail/${id}`);
      await expect(page.getByText('저는 60도에서 8시간 말려요.')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await hydrated(page);
    await expect(page.getByRole('link', { name: '게시글 수정하기' })).toHaveAttribute('href', `/community/dash-board/form/${id}`);
    await page.getByRole('button', { name: '게시글 삭제하기' }).click();
    await page.getByRole('alertdialog', { name: '이 게시글을 삭제할까요?' }).getByRole('button', { name: '삭제하기' }).click();
    await expect(page.getByRole('heading', { name: '삭제된 글이에요' })).toBeVisible();
    await expect(page.getByText('작성자가 삭제한 글이에요')).toBeVisible();
    await expect(page.getByText('저는 60도에서 8시간 말려요.')).toBeVisible();
    await expect(page.getByRole('button', { name: '게시글 삭제하기' })).toHaveCount(0);
    await page.screenshot({ path: '.tmp/shots/community-deleted.png' });
    expect((await api<{ status: string }>(request, 'get', `/api/v1/community/dashboard/${id}`, null)).body.data.status).toBe('deleted');
  });

  test('reports from three trusted members hide a post; a second report by the same member gets the server message; its author sees it and asks for review once', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const [author] = await members(request, 1);
    // Issue 29: reports weigh by the reporter's trust; members made now weigh 0. These three are
    // 활동 회원 of the data template (trusted-reporters.ts: 2 each, 6 hides).
    const [r1, r2, r3] = await trustedReporters(request);
    const post = await api<{ postId: number }>(request, 'post', '/api/v1/community/dashboard', author, {
      boardCode: 'free',
      title: `싸게 팝니다 ${unique()}`,
      content: '연락 주세요. 아주 싸게 드립니다. 지금 바로!',
    });
    expect(post.status).toBe(200);
    const id = post.body.data.postId;

    const p1 = await pageAs(browser, baseURL!, r1!);
    await p1.goto(`/community/board-detail/${id}`);
    await hydrated(p1);
    await p1.getByRole('button', { name: '게시글 신고하기' }).click();
    const dialog = p1.getByRole('dialog', { name: '글 신고하기' });
    await expect(dialog.getByRole('radio')).toHaveCount(6);
    await dialog.getByRole('radio', { name: '스팸·광고' }).check();
    await p1.screenshot({ path: '.tmp/shots/community-report-dialog.png' });
    await dialog.getByRole('button', { name: '신고하기' }).click();
    await expect(p1.getByText('신고가 접수되었어요').first()).toBeVisible();
    // The same member again: the server's own message.
    await p1.getByRole('button', { name: '게시글 신고하기' }).click();
    await p1.getByRole('dialog', { name: '글 신고하기' }).getByRole('radio', { name: '도배' }).check();
    await p1.getByRole('dialog', { name: '글 신고하기' }).getByRole('button', { name: '신고하기' }).click();
    await expect(p1.getByRole('alertdialog')).toContainText('이미 신고한 글이에요');
    await p1.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

    const second = await api<{ hidden: boolean }>(request, 'post', '/api/v1/community/accuse', r2!, { targetType: 'post', targetId: id, reasonCode: 'spam' });
    expect(second.status).toBe(200);
    expect(second.body.data.hidden).toBe(false);
    // The third report, in the page: the reporter's page turns into the hidden message at once.
    const p3 = await pageAs(browser, baseURL!, r3!);
    await p3.goto(`/community/board-detail/${id}`);
    await hydrated(p3);
    await p3.getByRole('button', { name: '게시글 신고하기' }).click();
    await p3.getByRole('dialog', { name: '글 신고하기' }).getByRole('radio', { name: '기타' }).check();
    await expect(p3.getByRole('dialog', { name: '글 신고하기' }).getByRole('button', { name: '신고하기' })).toBeDisabled();
    await p3.getByRole('textbox', { name: '자세한 내용 (필수)' }).fill('같은 글을 여러 게시판에 올려요');
    await p3.getByRole('dialog', { name: '글 신고하기' }).getByRole('button', { name: '신고하기' }).click();
    await expect(p3.getByRole('heading', { name: '신고가 접수되어 검토 중인 글이에요.' })).toBeVisible();
    const visitor = await pageAs(browser, baseURL!, null);
    await expect(async () => {
      await visitor.goto(`/community/board-detail/${id}`);
      await expect(visitor.getByText('신고가 접수되어 검토 중인 글이에요.')).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await visitor.screenshot({ path: '.tmp/shots/community-hidden.png' });

    // Its author still reads it, with the notice, and asks for review once.
    const a = await pageAs(browser, baseURL!, author!);
    await expect(async () => {
      await a.goto(`/community/board-detail/${id}`);
      await hydrated(a);
      await expect(a.getByText('신고가 접수되어 다른 회원에게는 보이지 않아요. 검토를 요청할 수 있어요.')).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 15_000 });
    await expect(a.getByText('연락 주세요. 아주 싸게 드립니다. 지금 바로!')).toBeVisible();
    await a.getByRole('button', { name: '검토 요청' }).click();
    await a.getByRole('alertdialog', { name: '검토를 요청할까요?' }).getByRole('button', { name: '검토 요청' }).click();
    await expect(a.getByText('검토를 요청했어요. 운영자가 확인할게요.').first()).toBeVisible();
    await expect(a.getByText('검토를 요청했어요. 검토가 끝날 때까지 다른 회원에게는 보이지 않아요.')).toBeVisible();
    await expect(a.getByRole('button', { name: '검토 요청' })).toHaveCount(0);
    await a.screenshot({ path: '.tmp/shots/community-hidden-author.png' });
    // Once only: a second request is refused with the server's code.
    const again = await api(request, 'post', '/api/v1/community/review-request', author!, { targetType: 'post', targetId: id });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 13, message: '이미 검토를 요청한 글이에요.' });
  });

  test('a survey counts one vote per member and shows the results after voting', async ({ browser, request, baseURL }) => {
    test.setTimeout(90_000);
    const [owner, v1, v2] = await members(request, 3);
    const survey = await api<{ postId: number; options: Array<{ optionId: number; label: string }> }>(request, 'post', '/api/v1/community/survey', owner, {
      title: `김장 배추는 몇 포기? ${unique()}`,
      content: '올해 김장 준비하시는 분들 얼마나 하시나요?',
      options: ['10포기 이하', '20포기 정도', '30포기 이상'],
      endsAt: new Date(Date.now() + 3 * 24 * 3600_000).toISOString(),
    });
    expect(survey.status).toBe(200);
    const id = survey.body.data.postId;

    const p = await pageAs(browser, baseURL!, v1);
    await p.goto(`/community/survey/${id}`);
    await hydrated(p);
    await expect(p.getByText(/일 \d+시간 남음/)).toBeVisible();
    await p.getByRole('radio', { name: '20포기 정도' }).check();
    await p.screenshot({ path: '.tmp/shots/community-survey-before.png' });
    await p.getByRole('button', { name: '투표하기' }).click();
    const results = p.getByRole('list', { name: '설문 결과' });
    await expect(results.getByRole('listitem', { name: '20포기 정도 (내 선택): 100%, 1명' })).toBeVisible();
    await expect(p.getByRole('button', { name: '투표하기' })).toHaveCount(0);
    await p.screenshot({ path: '.tmp/shots/community-survey-after.png' });

    // A second vote by the same member is refused; another member's counts.
    const second = await api(request, 'put', `/api/v1/community/survey/${id}/vote`, v1, { optionId: survey.body.data.options[0]!.optionId });
    expect(second.body.code).toBe(13);
    expect(second.status).toBe(400);
    expect((await api(request, 'put', `/api/v1/community/survey/${id}/vote`, v2, { optionId: survey.body.data.options[0]!.optionId })).status).toBe(200);
    expect((await api<{ voteTotal: number }>(request, 'get', `/api/v1/community/survey/${id}`, null)).body.data.voteTotal).toBe(2);
    await p.reload();
    await expect(results.getByRole('listitem', { name: '20포기 정도 (내 선택): 50%, 1명' })).toBeVisible();
    await expect(results.getByRole('listitem', { name: '10포기 이하: 50%, 1명' })).toBeVisible();
    await expect(p.getByText('2명이 참여했어요')).toBeVisible();
  });
});

test.describe('community replies offline', () => {
  test.use({ serviceWorkers: 'allow' });
  // +51: offline.spec.ts owns +50; the two run in parallel workers and must not share a port.
  const server = useOwnServer(test, 51, 150_000);

  test('a reply written while the server is down shows 전송 대기 and is delivered exactly once when it is back', async ({ page, request }) => {
    const [author, member] = await members(request, 2);
    const post = await api<{ postId: number }>(request, 'post', '/api/v1/community/dashboard', author, {
      boardCode: 'free',
      title: `감자 싹 안 나게 ${unique()}`,
      content: '감자를 사과랑 같이 두면 싹이 덜 난대요. 해 보신 분?',
    });
    expect(post.status).toBe(200);
    const id = post.body.data.postId;
    await useSessionInPage(page, member);
    const repliesOf = async () =>
      (await api<{ items: Array<{ content: string }>; nextCursor: string | null }>(request, 'get', `/api/v1/community/dashboard/${id}/reply?size=50`, null))
        .body.data;
    const text = `오프라인에서 쓴 댓글 ${unique()}`;

    await page.goto(`/community/board-detail/${id}`);
    await hydrated(page);
    // The app's code must be on the device before the server goes: on a first visit the worker is
    // still precaching, and a lazy chunk asked of a stopping server fails (and reloads the page).
    await controlled(page);
    // A member's detail is fetched after hydration (their like/clip state): stop the server only once
    // the page the member types into is on screen — stopping mid-fetch shows the error screen instead.
    const composer = page.getByRole('textbox', { name: '댓글 내용' });
    await expect(composer).toBeVisible();
    await expect(page.getByText('아직 댓글이 없어요.')).toBeVisible();
    await server.stop();
    await composer.fill(text);
    await page.getByRole('button', { name: '등록' }).click();
    const queued = page.getByRole('list', { name: '보내지 않은 댓글' }).getByRole('listitem');
    await expect(queued).toContainText(text);
    await expect(queued.getByRole('status')).toHaveText('전송 대기');
    await page.getByRole('list', { name: '보내지 않은 댓글' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '.tmp/shots/community-reply-waiting.png' });

    await server.start();
    // No reload: the queue's own retry delivers it once the server answers again.
    await expect.poll(async () => (await repliesOf()).items.filter((r) => r.content === text).length, { timeout: 30_000 }).toBe(1);
    await expect(page.getByRole('list', { name: '보내지 않은 댓글' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: '댓글 목록' }).getByText(text)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: '댓글 목록' }).getByText(text)).toBeVisible();
    await expect(page.getByText('전송 대기')).toHaveCount(0);
    expect((await repliesOf()).items.filter((r) => r.content === text)).toHaveLength(1);
  });

  test('a reply still waiting when the page is opened again is delivered by the new page (its queue starts because a write waits)', async ({
    page,
    request,
  }) => {
    const [author, member] = await members(request, 2);
    const post = await api<{ postId: number }>(request, 'post', '/api/v1/community/dashboard', author, {
      boardCode: 'free',
      title: `김장 양념 남았을 때 ${unique()}`,
      content: '김장하고 남은 양념으로 뭘 해 드세요? 저는 무생채 해 먹어요.',
    });
    expect(post.status).toBe(200);
    const id = post.body.data.postId;
    await useSessionInPage(page, member);
    const countOf = async (content: string) =>
      (await api<{ items: Array<{ content: string }> }>(request, 'get', `/api/v1/community/dashboard/${id}/reply?size=50`, null)).body.data.items.filter(
        (r) => r.content === content,
      ).length;
    const text = `다시 열고 보낸 댓글 ${unique()}`;

    // Home first, so the worker has it for later; then the post.
    await page.goto('/');
    await hydrated(page);
    await controlled(page);
    await page.goto(`/community/board-detail/${id}`);
    await hydrated(page);
    const composer = page.getByRole('textbox', { name: '댓글 내용' });
    await expect(page.getByText('아직 댓글이 없어요.')).toBeVisible();
    await server.stop();
    await composer.fill(text);
    await page.getByRole('button', { name: '등록' }).click();
    await expect(page.getByRole('list', { name: '보내지 않은 댓글' }).getByRole('listitem')).toContainText(text);

    // Another page of the app opened while the server is still down (the worker answers it): it
    // loads no community code, but the waiting write on the device starts the queue's triggers.
    await page.goto('/');
    await hydrated(page);
    await server.start();
    await expect.poll(() => countOf(text), { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(1_000);
    expect(await countOf(text)).toBe(1);
  });
});

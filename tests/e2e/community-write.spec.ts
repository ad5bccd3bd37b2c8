/**
 * The community's write forms in the browser against the real server (issue 15; SPEC §2
 * /community/dash-board/form/{id?}, /community/qna/form/{id?}; docs/decisions/024): a post with two
 * pictures written and edited, a banned-word evasion refused before 등록 while 시발역 passes, a draft
 * restored after a reload, a survey with three options, and the 글쓰기 entry points. Each test signs
 * in its own member (the server lets one member post once per 30 s).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, readSeedIds, signInByApi, useSessionInPage } from './fixtures';

const IMAGES = path.resolve('tests/fixtures/images');
const main = (page: Page) => page.locator('main');

/** The title of a form's draft as stored in IndexedDB (lib/offline-storage COMMUNITY_DRAFTS_KEY), or null. */
function storedDraftTitle(page: Page, draftId: string): Promise<string | null> {
  return page.evaluate(
    (id) =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('keyval-store');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const get = open.result.transaction('keyval').objectStore('keyval').get('jecheol-community-drafts');
          get.onsuccess = () => resolve((get.result as Record<string, { title: string }> | undefined)?.[id]?.title ?? null);
          get.onerror = () => resolve(null);
        };
      }),
    draftId,
  );
}

async function signedIn(page: Page, request: Parameters<typeof signInByApi>[0]) {
  await useSessionInPage(page, await signInByApi(request));
}

test('a post with two pictures is written, then edited (title changed, one picture taken out)', async ({ page, request, errors }) => {
  await signedIn(page, request);
  await page.goto('/community/dash-board/form');
  await expect(page.getByRole('heading', { name: '글쓰기' })).toBeVisible();

  await page.getByRole('radiogroup', { name: '게시판 고르기' }).getByRole('radio', { name: '레시피' }).click();
  await page.getByLabel('제목').fill('딸기청 만들기 후기');
  await expect(page.locator('#post-title-count')).toContainText('10/40');
  await page.getByLabel('내용').fill('딸기 1kg에 설탕 1kg, 레몬 한 개면 충분해요. 일주일 숙성하면 맛있어요.');
  await page.getByLabel('사진 추가').setInputFiles([path.join(IMAGES, 'sample.jpg'), path.join(IMAGES, 'sample.png')]);
  const tiles = page.getByRole('list', { name: '올린 사진' }).locator('li[data-status]');
  await expect(tiles).toHaveCount(2);
  await expect(page.getByRole('list', { name: '올린 사진' }).locator('li[data-status=done]')).toHaveCount(2, { timeout: 15_000 });

  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/community\/board-detail\/\d+$/);
  const postId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(main(page).getByRole('heading', { name: '딸기청 만들기 후기' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: '사진 1' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: '사진 2' })).toBeVisible();

  // Edit: prefilled from the detail, pictures kept until taken out.
  await page.goto(`/community/dash-board/form/${postId}`);
  await expect(page.getByRole('heading', { name: '글 고치기' })).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveValue('딸기청 만들기 후기');
  await expect(page.getByRole('radio', { name: '레시피' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('list', { name: '올린 사진' }).locator('li[data-status=done]')).toHaveCount(2);
  await page.getByLabel('제목').fill('딸기청 만들기 후기 (설탕 줄인 버전)');
  await page.getByRole('button', { name: '사진 2 빼기' }).click();
  await page.getByRole('button', { name: '저장' }).click();

  await expect(page).toHaveURL(new RegExp(`/community/board-detail/${postId}$`));
  await expect(main(page).getByRole('heading', { name: '딸기청 만들기 후기 (설탕 줄인 버전)' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: '사진 1' })).toBeVisible();
  await expect(main(page).getByRole('img', { name: '사진 2' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a banned-word evasion is refused with a Korean message before 등록, while "시발역에서 만나요" passes and posts', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/community/dash-board/form?board=free');
  await expect(page.getByRole('radio', { name: '자유게시판' })).toHaveAttribute('aria-checked', 'true');
  const submit = page.getByRole('button', { name: '등록' });
  await page.getByLabel('제목').fill('시발역에서 만나요');
  await page.getByLabel('내용').fill('토요일 두 시에 역 앞에서 봐요. 늦으면 ㅅ1발 진짜 화낼 거예요.');
  const message = page.locator('#post-content-msg');
  await expect(message).toContainText('내용에 사용할 수 없는 단어가 있어요(ㅅ1발)');
  await expect(page.getByLabel('내용')).toHaveAttribute('aria-invalid', 'true');
  await expect(submit).toBeDisabled();

  await page.getByLabel('내용').fill('토요일 두 시에 역 앞에서 봐요. 늦으면 시 발 진짜 화낼 거예요.');
  await expect(message).toContainText('사용할 수 없는 단어가 있어요(시 발)');
  await expect(submit).toBeDisabled();

  await page.getByLabel('내용').fill('토요일 두 시에 시발역에서 만나요. 늦지 마세요!');
  await expect(message).not.toContainText('사용할 수 없는 단어');
  await expect(page.locator('#post-title-msg')).toHaveCount(0);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).toHaveURL(/\/community\/board-detail\/\d+$/);
  await expect(main(page).getByRole('heading', { name: '시발역에서 만나요' })).toBeVisible();
});

test('a draft is kept on the device: typed, reloaded, restored with a notice; 새로 쓰기 starts over', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/community/qna/form');
  await expect(page.getByRole('heading', { name: '질문하기' })).toBeVisible();
  await page.getByLabel('제목').fill('곶감 보관 어떻게 하나요?');
  await page.getByLabel('내용').fill('상주 곶감을 한 박스 샀는데 냉동해도 맛이 괜찮을까요?');
  // The draft is written ≈600 ms after the last keystroke (IndexedDB, idb-keyval's default store).
  await expect.poll(() => storedDraftTitle(page, 'question:new'), { timeout: 5000 }).toBe('곶감 보관 어떻게 하나요?');
  await page.reload();

  await expect(page.getByRole('status').filter({ hasText: '작성 중이던 글을 불러왔어요' })).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveValue('곶감 보관 어떻게 하나요?');
  await expect(page.getByLabel('내용')).toHaveValue('상주 곶감을 한 박스 샀는데 냉동해도 맛이 괜찮을까요?');

  await page.getByRole('button', { name: '새로 쓰기' }).click();
  await expect(page.getByLabel('제목')).toHaveValue('');
  await expect(page.getByText('작성 중이던 글을 불러왔어요')).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel('제목')).toHaveValue('');
  await expect(page.getByText('작성 중이던 글을 불러왔어요')).toHaveCount(0);
});

test('a survey with three options is created from the post form (?type=survey) and opens', async ({ page, request }) => {
  await signedIn(page, request);
  await page.goto('/community/dash-board/form?type=survey');
  await expect(page.getByRole('heading', { name: '설문 만들기' })).toBeVisible();
  await expect(page.getByRole('radio', { name: '설문' })).toHaveAttribute('aria-checked', 'true');
  await page.getByLabel('제목').fill('올겨울 귤, 어디 거 드세요?');
  await page.getByLabel('항목 1', { exact: true }).fill('제주 노지 감귤');
  await page.getByLabel('항목 2', { exact: true }).fill('서귀포 하우스 귤');
  await page.getByRole('button', { name: '+ 항목 추가' }).click();
  await page.getByLabel('항목 3', { exact: true }).fill('한라봉');
  await expect(page.getByLabel('마감 일시')).not.toHaveValue('');
  await page.getByRole('button', { name: '등록' }).click();

  await expect(page).toHaveURL(/\/community\/survey\/\d+$/);
  for (const option of ['제주 노지 감귤', '서귀포 하우스 귤', '한라봉']) await expect(main(page).getByText(option, { exact: true })).toBeVisible();
});

test('글쓰기 on the community tabs: a visitor is asked to sign in; a member opens the form of the tab (board chosen)', async ({ page, request }) => {
  await page.goto('/community/main/qna');
  await page.getByTestId('community-write').click();
  await expect(page.getByRole('dialog', { name: '로그인하고 이야기를 나눠 보세요' })).toBeVisible();
  await page.getByRole('button', { name: '취소' }).click();

  await signedIn(page, request);
  await page.goto('/community/main/dashboard?board=storage');
  await expect(page.getByTestId('community-write')).toHaveText(/글쓰기/);
  await page.getByTestId('community-write').click();
  await expect(page).toHaveURL(/\/community\/dash-board\/form\?board=storage$/);
  await expect(page.getByRole('radio', { name: '보관·손질 팁' })).toHaveAttribute('aria-checked', 'true');
});

test("another member's post cannot be edited: the form says why and offers the way back", async ({ page, request }) => {
  const ids = await readSeedIds(request);
  await signedIn(page, request);
  await page.goto(`/community/dash-board/form/${ids.boardPostId}`);
  await expect(page.getByText('내가 쓴 글만 고칠 수 있어요.')).toBeVisible();
  await expect(page.getByRole('button', { name: '돌아가기' })).toBeVisible();
  await expect(page.getByLabel('제목')).toHaveCount(0);
});

test('a refusal the server alone knows (131: too soon after the last post) opens the dialog with its seconds, and the draft stays', async ({
  page,
  request,
}) => {
  const s = await signInByApi(request);
  const first = await request.post('/api/v1/community/qna', {
    headers: { authorization: `Bearer ${s.accessToken}`, deviceUuid: s.deviceUuid },
    data: { title: '첫 번째 질문이에요', content: '방금 올린 질문이라 30초 안에는 또 못 올려요.' },
  });
  expect(first.status()).toBe(200);
  await useSessionInPage(page, s);
  await page.goto('/community/qna/form');
  await page.getByLabel('제목').fill('두 번째 질문이에요');
  await page.getByLabel('내용').fill('바로 이어서 올리면 조금 기다리라고 알려 줘야 해요.');
  await page.getByRole('button', { name: '등록' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(/\d+초 후에 다시 올릴 수 있어요/);
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/community\/qna\/form$/);
  await expect(page.getByLabel('제목')).toHaveValue('두 번째 질문이에요');
  await expect.poll(() => storedDraftTitle(page, 'question:new'), { timeout: 5000 }).toBe('두 번째 질문이에요');
});

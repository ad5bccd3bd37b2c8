/**
 * The question form as a member sees it (issue 15; docs/decisions/024): a stored draft comes back
 * with its notice and 새로 쓰기 starts over; counters follow typing; a banned word found by the
 * validation call shows under its field and keeps 등록 disabled; a server refusal naming a field
 * goes under it; a sent question clears its draft.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { idb } from '~/test-utils/memory-idb';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import type { PostDetail } from '@contract/community';
import { renderWithRouter } from '~/components/layout/test-router';
import { ApiClientError } from '~/lib/api-client';

vi.mock('idb-keyval', () => import('~/test-utils/memory-idb'));

const api = vi.hoisted(() => ({
  checkBannedWords: vi.fn(async (text: string) =>
    /ㅅ1발|시 발/.test(text) ? { isValid: false, message: '', word: text.match(/ㅅ1발|시 발/)![0] } : { isValid: true, message: '', word: null },
  ),
  createQuestion: vi.fn(),
}));
vi.mock('./api', () => ({
  checkBannedWords: api.checkBannedWords,
  createQuestion: api.createQuestion,
  createPost: vi.fn(),
  updatePost: vi.fn(),
  updateQuestion: vi.fn(),
  createSurvey: vi.fn(),
  fetchPostState: vi.fn(),
  uploadPicture: vi.fn(),
}));

import { PostFormScreen } from './components/post-form';

afterEach(cleanup);
beforeEach(() => {
  idb.clear();
  vi.stubGlobal('indexedDB', {});
  api.checkBannedWords.mockClear();
  api.createQuestion.mockReset();
});

/** The public reads the route hands in (the posts and questions features'): a new question reads neither. */
const boards = queryOptions({ queryKey: ['test', 'boards'], queryFn: async () => [{ code: 'storage', name: '보관법' }] });
const detail = (id: number) => queryOptions({ queryKey: ['test', 'detail', id], queryFn: (): Promise<PostDetail> => Promise.reject(new Error('not read')) });

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    { '/community/qna/form': () => <PostFormScreen kind="qna" boards={boards} detail={detail} />, '/community/qna/$id': () => <p>질문 상세</p> },
    { initial: '/community/qna/form', root: (outlet) => <QueryClientProvider client={client}>{outlet}</QueryClientProvider> },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('question form', () => {
  it('restores a stored draft with a notice, and 새로 쓰기 drops it', async () => {
    idb.set('jecheol-community-drafts', { 'question:new': { title: '곶감 보관법', content: '냉동해도 되는지 궁금해요', imageKeys: [], savedAt: Date.now() } });
    await renderForm();
    expect(await screen.findByText('작성 중이던 글을 불러왔어요')).toBeTruthy();
    expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe('곶감 보관법');
    expect(screen.getByText('6/40')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '새로 쓰기' }));
    await waitFor(() => expect((screen.getByLabelText('제목') as HTMLInputElement).value).toBe(''));
    expect(screen.queryByText('작성 중이던 글을 불러왔어요')).toBeNull();
    expect((idb.get('jecheol-community-drafts') as Record<string, unknown>)['question:new']).toBeUndefined();
  });

  it('saves what is typed as the draft after a pause', async () => {
    await renderForm();
    await screen.findByLabelText('제목');
    type('제목', '딸기 씻는 법');
    await waitFor(
      () => expect((idb.get('jecheol-community-drafts') as Record<string, { title: string }> | undefined)?.['question:new']?.title).toBe('딸기 씻는 법'),
      {
        timeout: 2000,
      },
    );
  });

  it('shows a banned word under its field and keeps 등록 disabled until it is fixed', async () => {
    await renderForm();
    await screen.findByLabelText('제목');
    type('제목', '역 앞에서 만나요');
    type('내용', '늦으면 ㅅ1발 진짜 화낼 거예요');
    await waitFor(() => expect(screen.getByText('내용에 사용할 수 없는 단어가 있어요(ㅅ1발). 고쳐 주세요.')).toBeTruthy(), { timeout: 2000 });
    expect((screen.getByRole('button', { name: '등록' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('내용').getAttribute('aria-invalid')).toBe('true');

    type('내용', '토요일 두 시에 시발역에서 만나요');
    await waitFor(() => expect((screen.getByRole('button', { name: '등록' }) as HTMLButtonElement).disabled).toBe(false), { timeout: 2000 });
    expect(screen.queryByText(/사용할 수 없는 단어/)).toBeNull();
  });

  it("puts the server's own banned-word refusal under its field, and a sent question clears its draft and opens", async () => {
    api.createQuestion.mockRejectedValueOnce(new ApiClientError(12, '제목에 사용할 수 없는 단어가 있어요(씹). 고쳐서 다시 올려 주세요.', 400, 'NOT_MATCHED'));
    const { router } = await renderForm();
    await screen.findByLabelText('제목');
    type('제목', '새로운 욕 씹');
    type('내용', '서버만 아는 단어가 들어 있는 내용이에요');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '등록' }));
    });
    await waitFor(() => expect(screen.getByText('제목에 사용할 수 없는 단어가 있어요(씹). 고쳐서 다시 올려 주세요.')).toBeTruthy());
    expect((screen.getByRole('button', { name: '등록' }) as HTMLButtonElement).disabled).toBe(true);

    api.createQuestion.mockResolvedValueOnce({ postId: 77 });
    type('제목', '새로운 질문');
    await waitFor(() => expect((screen.getByRole('button', { name: '등록' }) as HTMLButtonElement).disabled).toBe(false));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '등록' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/community/qna/77'));
    expect(api.createQuestion).toHaveBeenLastCalledWith({ title: '새로운 질문', content: '서버만 아는 단어가 들어 있는 내용이에요', imageKeys: [] });
    expect((idb.get('jecheol-community-drafts') as Record<string, unknown> | undefined)?.['question:new']).toBeUndefined();
  });
});

/**
 * A community detail's controls for who is looking (issue 15; docs/decisions/022 "Writing"): a visitor
 * is asked to sign in and nothing is sent; the asker sees 수정/삭제 on the question and 채택하기 only
 * on others' answers; the member's own reply has 삭제; replies still on the device show 전송 대기 or
 * 전송 실패 with the reason and 다시 보내기/삭제; a banned-word refusal is shown under the composer.
 * The API is a fake answering by path; the share record obeys SPEC §5.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Reply } from '@contract/community';
import { renderWithRouter } from '~/components/layout/test-router';
import { recordCommunityShare } from '~/components/ui/share-adapters';
import { questionDetail } from '~/test-utils/community-fixtures';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { questionQueries } from '~/features/community-questions/queries';
import { enqueueReply, flushCommunityQueue, resetCommunityQueueForTests } from '~/features/community-reactions/queue';
import { QuestionScreen } from './detail-screens';

const question = questionDetail();
const reply = (replyId: number, nickName: string, content: string): Reply => ({
  replyId,
  postId: 5,
  content,
  author: { nickName, isWithdrawn: false },
  likeCount: 1,
  isAccepted: false,
  createdAt: '2026-11-24T02:00:00Z',
});

let requests: Array<{ method: string; path: string }>;
let me: { nickName: string; isMine: boolean };

beforeEach(() => {
  resetCommunityQueueForTests();
  requests = [];
  me = { nickName: '질문한사람', isMine: true };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const path = new URL(String(input), 'http://x').pathname;
    const method = init?.method ?? 'GET';
    requests.push({ method, path });
    if (path.endsWith('/my-state')) return okResponse({ postId: 5, isMine: me.isMine, liked: false, clipped: false });
    if (path === '/api/v2/user/profile') return okResponse({ user_nickname: me.nickName });
    if (path === '/api/v1/community/my/reactions') return okResponse({ posts: [], replies: [] });
    if (path.endsWith('/reply') && method === 'POST') return errorResponse(400, 12, 'NOT_MATCHED', '쓸 수 없는 말이 들어 있어요.');
    if (path === '/api/v1/community/post-share') return okResponse({ shareId: 1, postId: 5, communityType: 'qna' });
    return okResponse(null);
  });
});
afterEach(resetClientTest);

async function renderQuestion(replies: Reply[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  qc.setQueryData(questionQueries.detail(5).queryKey, question);
  qc.setQueryData(questionQueries.replies(5).queryKey, { pages: [{ items: replies, size: 20, nextCursor: null }], pageParams: [''] });
  return renderWithRouter({ '/': () => <QuestionScreen postId={5} /> }, { root: (o) => <QueryClientProvider client={qc}>{o}</QueryClientProvider> });
}

const writes = () => requests.filter((r) => r.method !== 'GET' && r.path !== '/api/v1/community/view-count');

describe('community detail controls', () => {
  it('a visitor is asked to sign in for every action and nothing is sent', async () => {
    await renderQuestion([reply(11, '답변자', '냉장실에서 녹이세요.')]);
    for (const name of [/질문 좋아요/, '스크랩하기', '질문 신고하기', '답변자님의 답변 신고하기']) {
      fireEvent.click(screen.getByRole('button', { name }));
      const dialog = await screen.findByRole('dialog', { name: '로그인하고 이야기에 참여해 보세요' });
      fireEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    }
    expect(screen.queryByRole('button', { name: /채택하기/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '질문 수정하기' })).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('the asker sees 수정/삭제 on the question and 채택하기 only on others’ answers; their own answer has 삭제', async () => {
    signInMember(new QueryClient());
    await renderQuestion([reply(11, '답변자', '냉장실에서 녹이세요.'), reply(12, '질문한사람', '저도 궁금해서 덧붙여요.')]);
    const edit = await screen.findByRole('link', { name: '질문 수정하기' });
    expect(edit.getAttribute('href')).toBe('/community/qna/form/5');
    expect(screen.getByRole('button', { name: '질문 삭제하기' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '질문 신고하기' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /답변 채택하기/ })).toHaveLength(1));
    expect(screen.getByRole('button', { name: '답변자님의 답변 채택하기' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '내 답변 삭제하기' })).toBeTruthy();
    // One's own question and answer cannot be liked (the server would answer 13).
    expect((screen.getByRole('button', { name: /질문 좋아요/ }) as HTMLButtonElement).disabled).toBe(true);
    const ownAnswer = screen.getByText('저도 궁금해서 덧붙여요.').closest('li')!;
    expect((within(ownAnswer).getByRole('button', { name: /답변 좋아요/ }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '답변자님의 답변 채택하기' }));
    const confirm = screen.getByRole('alertdialog', { name: '이 답변을 채택할까요?' });
    expect(confirm.textContent).toContain('채택은 한 번만 할 수 있어요');
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: '채택하기' })));
    expect(writes()).toEqual([{ method: 'PUT', path: '/api/v1/community/qna/5/accept/11' }]);
  });

  it('another member sees neither 채택하기 nor 수정/삭제', async () => {
    me = { nickName: '지나가던사람', isMine: false };
    signInMember(new QueryClient());
    await renderQuestion([reply(11, '답변자', '냉장실에서 녹이세요.')]);
    await screen.findByRole('button', { name: '질문 신고하기' });
    expect(screen.queryByRole('button', { name: /채택하기/ })).toBeNull();
    expect(screen.queryByRole('link', { name: '질문 수정하기' })).toBeNull();
  });

  it('replies on the device show 전송 대기, and 전송 실패 with the reason and 다시 보내기/삭제', async () => {
    signInMember(new QueryClient());
    await enqueueReply('qna', 5, '지하철에서 쓴 답변');
    await renderQuestion([]);
    const queued = screen.getByRole('list', { name: '보내지 않은 답변' });
    expect(within(queued).getByRole('status').textContent).toBe('전송 대기');
    await act(async () => void (await flushCommunityQueue()));
    expect(within(queued).getByRole('status').textContent).toBe('전송 실패');
    expect(queued.textContent).toContain('쓸 수 없는 말이 들어 있어요.');
    expect(within(queued).getByRole('button', { name: '보내지 못한 답변 다시 보내기' })).toBeTruthy();
    await act(async () => fireEvent.click(within(queued).getByRole('button', { name: '보내지 못한 답변 삭제' })));
    expect(screen.queryByRole('list', { name: '보내지 않은 답변' })).toBeNull();
  });

  it('a refused reply from the composer keeps the text and shows the server’s message under it', async () => {
    signInMember(new QueryClient());
    await renderQuestion([]);
    const box = screen.getByRole('textbox', { name: '답변 내용' });
    fireEvent.change(box, { target: { value: '나쁜 말이 섞인 답변' } });
    expect(screen.getByText('11/1,000자')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '등록' })));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('쓸 수 없는 말이 들어 있어요.'));
    expect((box as HTMLTextAreaElement).value).toBe('나쁜 말이 섞인 답변');
    expect(screen.queryByRole('list', { name: '보내지 않은 답변' })).toBeNull();
  });
});

describe('share record (SPEC §5)', () => {
  it('is sent only when both communityType and postId exist', async () => {
    expect(await recordCommunityShare({ communityType: 'qna' })).toBe(false);
    expect(await recordCommunityShare({ postId: 5 })).toBe(false);
    expect(await recordCommunityShare({ communityType: 'deal', postId: 5 })).toBe(false);
    expect(requests).toEqual([]);
    expect(await recordCommunityShare({ communityType: 'qna', postId: 5 })).toBe(true);
    expect(requests).toEqual([{ method: 'POST', path: '/api/v1/community/post-share' }]);
  });
});

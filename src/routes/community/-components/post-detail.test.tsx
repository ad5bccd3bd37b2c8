/**
 * The post detail (issue 15; docs/decisions/022) drawn from the answers the route's loader warms:
 * a deleted post keeps its replies, an accepted answer comes first with its badge, and markup in a
 * post stays text.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PostDetail, Reply } from '@contract/community';
import { renderWithRouter } from '~/components/layout/test-router';
import { questionDetail } from '~/test-utils/community-fixtures';
import { postQueries } from '~/features/community-posts/queries';
import { questionQueries } from '~/features/community-questions/queries';
import { BoardPostScreen, QuestionScreen } from './detail-screens';

afterEach(cleanup);

const base = questionDetail({
  content: '혼자 살아서 다 먹기 전에 상할까 봐요.\n<img src=x onerror=alert(1)> 참고: https://example.com/tip',
  author: { nickName: '부산고등어맘', isWithdrawn: false },
  acceptedReplyId: 11,
});
const reply = (replyId: number, content: string, isAccepted = false): Reply => ({
  replyId,
  postId: 5,
  content,
  author: { nickName: `답변자${replyId}`, isWithdrawn: false },
  likeCount: 1,
  isAccepted,
  createdAt: '2026-11-24T02:00:00Z',
});

async function renderDetail(post: PostDetail, replies: Reply[]) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const kind = post.communityType === 'qna' ? 'qna' : 'dashboard';
  qc.setQueryData(kind === 'qna' ? questionQueries.detail(post.postId).queryKey : postQueries.detail(post.postId).queryKey, post);
  const repliesKey = kind === 'qna' ? questionQueries.replies(post.postId).queryKey : postQueries.replies(post.postId).queryKey;
  qc.setQueryData(repliesKey, { pages: [{ items: replies, size: 20, nextCursor: null }], pageParams: [''] });
  return renderWithRouter(
    { '/': () => (kind === 'qna' ? <QuestionScreen postId={post.postId} /> : <BoardPostScreen postId={post.postId} />) },
    { root: (o) => <QueryClientProvider client={qc}>{o}</QueryClientProvider> },
  );
}

describe('post and question pages (BoardPostScreen, QuestionScreen)', () => {
  it('pins the accepted answer first with 채택된 답변, once', async () => {
    await renderDetail(base, [reply(11, '냉장실에서 천천히 녹이세요.', true), reply(12, '저는 소분해서 얼려요.')]);
    const items = within(screen.getByRole('region', { name: '답변 목록' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText('채택된 답변')).toBeTruthy();
    expect(within(items[0]).getByText('냉장실에서 천천히 녹이세요.')).toBeTruthy();
    expect(within(items[1]).queryByText('채택된 답변')).toBeNull();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('답변 2');
  });

  it('keeps markup as text and links addresses safely', async () => {
    const { container } = await renderDetail(base, []);
    expect(container.querySelector('article img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'https://example.com/tip' });
    expect(link.getAttribute('rel')).toBe('nofollow ugc noopener');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText('아직 답변이 없어요.')).toBeTruthy();
  });

  it('shows a deleted post as 삭제된 글이에요 with its replies still readable', async () => {
    const deleted: PostDetail = {
      ...base,
      communityType: 'dashboard',
      board: { code: 'free', name: '자유게시판' },
      status: 'deleted',
      title: '삭제된 글이에요',
      content: '',
      acceptedReplyId: null,
    };
    await renderDetail(deleted, [reply(21, '글 보니까 먹고 싶어지네요.')]);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('삭제된 글이에요');
    expect(screen.getByRole('status').textContent).toContain('작성자가 삭제한 글이에요');
    expect(within(screen.getByRole('region', { name: '댓글 목록' })).getByText('글 보니까 먹고 싶어지네요.')).toBeTruthy();
  });
});

/**
 * The author's view of their post hidden by reports (issue 29 item 4; docs/decisions/038): the
 * server's notice, the post as written and 검토 요청 — asked after a confirm dialog, with an
 * Idempotency-Key, the server's toast shown and the notice then the 'requested' one; a visitor, or
 * a member to whom the post is not theirs (`post: null`), gets the hidden screen it was given.
 * The API is a fake answering by path.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HIDDEN_NOTICES, REVIEW_REQUESTED_TEXT, type HiddenPost } from '@contract/community-react';
import { renderWithRouter } from '~/components/layout/test-router';
import { okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { uiState } from '~/stores/ui';
import { MyHiddenPost } from './components/hidden-post';

const hiddenPost = (review: HiddenPost['review']): HiddenPost => ({
  postId: 7,
  communityType: 'dashboard',
  title: '귤 싸게 드려요',
  content: '연락 주세요. 아주 싸게 드립니다.',
  images: [],
  createdAt: '2026-12-01T02:00:00Z',
  review,
  notice: HIDDEN_NOTICES[review],
});

let requests: Array<{ method: string; path: string; body: unknown; key: string | null }>;
let state: { post: HiddenPost | null };

beforeEach(() => {
  requests = [];
  state = { post: hiddenPost('available') };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : null, key: headers.get('Idempotency-Key') });
    if (url.pathname === '/api/v1/community/my/hidden') return okResponse({ post: state.post, replies: [] });
    if (url.pathname === '/api/v1/community/review-request' && method === 'POST') {
      state.post = hiddenPost('requested');
      return okResponse({ requestId: 1, targetType: 'post', targetId: 7, postId: 7, requestedAt: '2026-12-06T01:00:00Z' }, [{ phrase: REVIEW_REQUESTED_TEXT }]);
    }
    return okResponse(null);
  });
});
afterEach(resetClientTest);

async function renderHidden() {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    qc,
    ...(await renderWithRouter(
      { '/': () => <MyHiddenPost postId={7} fallback={<h1>신고가 접수되어 검토 중인 글이에요.</h1>} /> },
      { root: (o) => <QueryClientProvider client={qc}>{o}</QueryClientProvider> },
    )),
  };
}

describe('the author’s hidden post', () => {
  it('shows the notice and the post; 검토 요청 asks once after confirming, shows the server’s toast and the requested notice', async () => {
    signInMember();
    await renderHidden();
    expect(await screen.findByText(HIDDEN_NOTICES.available)).toBeTruthy();
    expect(screen.getByText('귤 싸게 드려요')).toBeTruthy();
    expect(screen.getByText('연락 주세요. 아주 싸게 드립니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '검토 요청' }));
    const dialog = screen.getByRole('alertdialog', { name: '검토를 요청할까요?' });
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: '검토 요청' }));
    expect(await screen.findByText(HIDDEN_NOTICES.requested)).toBeTruthy();
    const posts = requests.filter((r) => r.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ path: '/api/v1/community/review-request', body: { targetType: 'post', targetId: 7 } });
    expect(posts[0]!.key).toMatch(/^[\w-]{8,64}$/);
    expect(uiState.toasts.map((t) => t.phrase)).toContain(REVIEW_REQUESTED_TEXT);
    await waitFor(() => expect(screen.queryByRole('button', { name: '검토 요청' })).toBeNull());
  });

  it('a member whose post it is not (post: null) and a visitor see the hidden screen; a visitor sends nothing', async () => {
    state.post = null;
    signInMember();
    const first = await renderHidden();
    expect(await screen.findByRole('heading', { name: '신고가 접수되어 검토 중인 글이에요.' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '검토 요청' })).toBeNull();
    first.unmount();
    resetClientTest();
    requests = [];
    state.post = hiddenPost('available');
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      requests.push({ method: 'GET', path: new URL(String(input), 'http://x').pathname, body: null, key: null });
      return okResponse({ post: state.post, replies: [] });
    });
    await renderHidden();
    expect(await screen.findByRole('heading', { name: '신고가 접수되어 검토 중인 글이에요.' })).toBeTruthy();
    expect(requests.filter((r) => r.path === '/api/v1/community/my/hidden')).toEqual([]);
  });
});

/**
 * 내 커뮤니티 (issue 15; docs/decisions/017 "My community", 025): the nickname, the count tabs from
 * my/summary, each tab's mixed list linking to the right detail, the empty states with their way
 * on, and the queries' privacy (under the 'user' root the logout removes, never persisted). The
 * network is a fake of our my-community endpoints (server/routes/community).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { PostSummary } from '@contract/community';
import { renderWithRouter } from '~/components/layout/test-router';
import { postSummary } from '~/test-utils/community-fixtures';
import { createQueryClient } from '~/lib/query-client';
import { okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { MyCommunityList, MyCommunityShell, myCommunityTabOf } from './components/my-community';
import type { MyCommunityTab } from './api';
import { myCommunityQueries } from './queries';

const summary = (postId: number, communityType: PostSummary['communityType'], title: string, thumbnailUrl: string | null = null) =>
  postSummary(postId, communityType, title, {
    excerpt: '본문 첫 줄이에요',
    author: { nickName: '귤까는중', isWithdrawn: false },
    likeCount: 3,
    replyCount: 1,
    viewCount: 10,
    thumbnailUrl,
  });

let lists: Record<MyCommunityTab, PostSummary[]>;
let requests: string[];

beforeEach(() => {
  localStorage.clear();
  requests = [];
  lists = {
    post: [summary(11, 'dashboard', '대게찜 레시피 공유해요', '/images/community/abc.webp'), summary(12, 'qna', '한라봉 보관은 어떻게 하나요?')],
    clipping: [summary(21, 'survey', '김장은 언제 하세요?')],
    like: [],
  };
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname + url.search);
    const page = (items: PostSummary[]) => okResponse({ items, size: 20, nextCursor: null });
    if (url.pathname === '/api/v1/community/my/summary') return okResponse({ posts: 2, clippings: 1, likes: 0 });
    if (url.pathname === '/api/v1/community/my/posts') return page(lists.post);
    if (url.pathname === '/api/v1/community/my/clippings') return page(lists.clipping);
    if (url.pathname === '/api/v1/community/my/likes') return page(lists.like);
    return new Response('{}', { status: 404 });
  });
  signInMember();
});
afterEach(resetClientTest);

async function renderTab(tab: MyCommunityTab, nickName: string | null = '제철러버') {
  const client = createQueryClient();
  const blank = () => <p>다른 화면</p>;
  const screenOf = (t: MyCommunityTab) => () => (
    <MyCommunityShell current={t} nickName={nickName}>
      <MyCommunityList tab={t} />
    </MyCommunityShell>
  );
  await renderWithRouter(
    {
      '/community/my-page/post': screenOf('post'),
      '/community/my-page/clipping': screenOf('clipping'),
      '/community/my-page/like': screenOf('like'),
      '/community/main/popular-post': blank,
      '/community/search/recent': blank,
      '/community/dash-board/form/{-$id}': blank,
      '/community/board-detail/$id': blank,
      '/community/qna/$id': blank,
      '/community/survey/$id': blank,
    },
    { initial: `/community/my-page/${tab}`, root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
  );
  return client;
}

describe('내 커뮤니티', () => {
  it('shows the nickname, the three counts as tabs, and my posts of every kind linking to their detail', async () => {
    await renderTab('post');
    expect(screen.getByTestId('my-community-nickname').textContent).toBe('제철러버님의 커뮤니티');
    const tabs = screen.getByRole('navigation', { name: '내 커뮤니티 메뉴' });
    await vi.waitFor(() => expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('내가 쓴 글 2'));
    expect(within(tabs).getByRole('link', { name: '스크랩 1' }).getAttribute('href')).toBe('/community/my-page/clipping');
    expect(within(tabs).getByRole('link', { name: '좋아요 0' })).toBeTruthy();

    const list = await screen.findByRole('list', { name: '내가 쓴 글 목록' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/community/board-detail/11', '/community/qna/12']);
    expect(links[0]!.textContent).toContain('대게찜 레시피 공유해요');
    expect(links[1]!.textContent).toContain('질문');
    // the first picture as a fixed-size lazy thumbnail; none for a post without pictures
    const thumbs = within(list).getAllByTestId('post-thumbnail');
    expect(thumbs).toHaveLength(1);
    expect(thumbs[0]!.getAttribute('src')).toBe('/images/community/abc.webp');
    expect([thumbs[0]!.getAttribute('width'), thumbs[0]!.getAttribute('height'), thumbs[0]!.getAttribute('loading')]).toEqual(['72', '72', 'lazy']);
    expect(requests).toContain('/api/v1/community/my/posts?size=20');
  });

  it('스크랩 lists my clippings (a survey opens its survey page)', async () => {
    await renderTab('clipping');
    const list = await screen.findByRole('list', { name: '스크랩한 글 목록' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/community/survey/21');
    expect(requests.some((r) => r.startsWith('/api/v1/community/my/clippings'))).toBe(true);
  });

  it('nothing liked: the empty state leads to the popular posts', async () => {
    await renderTab('like');
    expect(await screen.findByText('아직 좋아요한 글이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '인기글 보러 가기' }).getAttribute('href')).toBe('/community/main/popular-post');
  });

  it('nothing written: the empty state offers to write and to browse', async () => {
    lists.post = [];
    await renderTab('post');
    expect(await screen.findByText('아직 쓴 글이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '첫 글 쓰기' }).getAttribute('href')).toBe('/community/dash-board/form');
    expect(screen.getByRole('link', { name: '커뮤니티 둘러보기' }).getAttribute('href')).toBe('/community/main/popular-post');
  });

  it('the nickname waits as a placeholder while the profile loads', async () => {
    await renderTab('post', null);
    expect(screen.queryByTestId('my-community-nickname')).toBeNull();
  });

  it('maps paths to tabs', () => {
    expect(myCommunityTabOf('/community/my-page/post')).toBe('post');
    expect(myCommunityTabOf('/community/my-page/clipping')).toBe('clipping');
    expect(myCommunityTabOf('/community/my-page/like')).toBe('like');
    expect(myCommunityTabOf('/community/my-page')).toBe('post');
  });
});

describe('my community queries are personal', () => {
  it('live under the session-removed "user" root with the generation, and are never persisted', () => {
    for (const options of [myCommunityQueries.summary(3), myCommunityQueries.list('post', 3), myCommunityQueries.list('like', 3)]) {
      expect(options.queryKey.slice(0, 3)).toEqual(['user', 'community', 3]);
      expect(options.meta?.persist).toBeUndefined();
    }
    expect(myCommunityQueries.list('post', 3).queryKey).not.toEqual(myCommunityQueries.list('post', 4).queryKey);
  });
});

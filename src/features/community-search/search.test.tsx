/**
 * Community search screens (issue 15; docs/decisions/023, 025): the box (Enter submits and records
 * a recent search, ✕ empties it, blank is ignored), the recent list (pick, remove one, 전체 삭제),
 * the URL input, and the results with the server's per-kind counts, the typo notice and the empty
 * state's tips. The network is a fake of GET /api/v1/community/search.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CommunityType, PostSummary } from '@contract/community';
import { renderWithRouter } from '~/components/layout/test-router';
import { createQueryClient } from '~/lib/query-client';
import { postSummary } from '~/test-utils/community-fixtures';
import { RecentCommunitySearches } from './components/recent-panel';
import { CommunitySearchBox } from './components/search-box';
import { CommunitySearchResults, SearchTabs } from './components/search-results';
import { communitySearchParams, searchTabOf } from './params';
import { communitySearchQueries } from './queries';
import { addRecentCommunitySearch, readRecentCommunitySearches } from './recent-searches';

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('search box', () => {
  it('submits on Enter with the words trimmed, and remembers them on this device', () => {
    const onSubmit = vi.fn();
    render(<CommunitySearchBox initial="" autoFocus onSubmit={onSubmit} onBack={() => {}} />);
    const field = screen.getByRole('searchbox', { name: '커뮤니티 검색어' });
    expect(document.activeElement).toBe(field);
    fireEvent.change(field, { target: { value: '  대게   찜 ' } });
    fireEvent.submit(screen.getByRole('search', { name: '커뮤니티 검색' }));
    expect(onSubmit).toHaveBeenCalledWith('대게 찜');
    expect(readRecentCommunitySearches()).toEqual(['대게 찜']);
  });

  it('ignores a blank search and empties the field with ✕', () => {
    const onSubmit = vi.fn();
    render(<CommunitySearchBox initial="한라봉" autoFocus={false} onSubmit={onSubmit} onBack={() => {}} />);
    const field = screen.getByRole('searchbox', { name: '커뮤니티 검색어' }) as HTMLInputElement;
    expect(field.value).toBe('한라봉');
    expect(document.activeElement).not.toBe(field);
    fireEvent.click(screen.getByRole('button', { name: '검색어 지우기' }));
    expect(field.value).toBe('');
    expect(document.activeElement).toBe(field);
    expect(screen.queryByRole('button', { name: '검색어 지우기' })).toBeNull();
    fireEvent.submit(screen.getByRole('search'));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(readRecentCommunitySearches()).toEqual([]);
  });
});

describe('recent searches', () => {
  it('lists them newest first; a tap searches again, ✕ removes one, 전체 삭제 removes all', () => {
    addRecentCommunitySearch('대게찜');
    addRecentCommunitySearch('한라봉');
    const onPick = vi.fn();
    render(<RecentCommunitySearches onPick={onPick} />);
    const list = screen.getByRole('list', { name: '최근 검색어 목록' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['한라봉', '대게찜']);
    fireEvent.click(within(list).getByRole('button', { name: '대게찜' }));
    expect(onPick).toHaveBeenCalledWith('대게찜');
    fireEvent.click(screen.getByRole('button', { name: '최근 검색어 한라봉 삭제' }));
    expect(within(screen.getByRole('list', { name: '최근 검색어 목록' })).getAllByRole('listitem')).toHaveLength(1);
    expect(readRecentCommunitySearches()).toEqual(['대게찜']);
    fireEvent.click(screen.getByRole('button', { name: '전체 삭제' }));
    expect(screen.queryByRole('list', { name: '최근 검색어 목록' })).toBeNull();
    expect(screen.getByText(/최근 검색한 내역이 없어요/)).toBeTruthy();
  });
});

describe('search addresses', () => {
  it('keeps a trimmed keyword of at most 50 characters and exact=Y only', () => {
    expect(communitySearchParams({ keyword: '  대게   찜 ', exact: 'Y' })).toEqual({ keyword: '대게 찜', exact: 'Y' });
    expect(communitySearchParams({ keyword: '   ', exact: 'yes' })).toEqual({ keyword: undefined, exact: undefined });
    expect(communitySearchParams({ keyword: 2026 })).toEqual({ keyword: '2026', exact: undefined });
    expect(Array.from(communitySearchParams({ keyword: '가'.repeat(80) }).keyword!)).toHaveLength(50);
    expect(communitySearchParams({ keyword: ['a'] })).toEqual({ keyword: undefined, exact: undefined });
  });
  it('maps paths to results tabs (none on the recent screen)', () => {
    expect(searchTabOf('/community/search/dashboard')).toBe('dashboard');
    expect(searchTabOf('/community/search/qna')).toBe('qna');
    expect(searchTabOf('/community/search/survey')).toBe('survey');
    expect(searchTabOf('/community/search/recent')).toBeNull();
  });
  it('search answers are not persisted on the device (their keys hold what was searched)', () => {
    expect(communitySearchQueries.results('대게', 'qna').meta?.persist).toBeUndefined();
  });
});

describe('results', () => {
  let answers: Record<CommunityType, { items: PostSummary[]; total: number; correctedKeyword: string | null }>;
  let asked: URLSearchParams[];
  beforeEach(() => {
    asked = [];
    answers = {
      dashboard: {
        items: [postSummary(1, 'dashboard', '한라봉 껍질차 만드는 법'), postSummary(2, 'dashboard', '한라봉청 에이드')],
        total: 2,
        correctedKeyword: null,
      },
      qna: { items: [postSummary(3, 'qna', '한라봉 보관은요?')], total: 1, correctedKeyword: null },
      survey: { items: [], total: 0, correctedKeyword: null },
    };
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/v1/community/search') return new Response('{}', { status: 404 });
      asked.push(url.searchParams);
      const type = url.searchParams.get('communityType') as CommunityType;
      const a = answers[type];
      const data = {
        keyword: url.searchParams.get('keyword'),
        communityType: type,
        correction: a.correctedKeyword ? 'dictionary' : null,
        size: 20,
        nextCursor: null,
        ...a,
      };
      return new Response(JSON.stringify({ code: 0, message: 'OK', data, toastItems: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
  });

  async function renderResults(type: CommunityType, keyword = '한라봉') {
    const client = createQueryClient();
    const blank = () => <p>다른 화면</p>;
    const screenOf = (t: CommunityType) => () => (
      <>
        <SearchTabs keyword={keyword} exact={false} current={t} />
        <CommunitySearchResults keyword={keyword} type={t} exact={false} />
      </>
    );
    await renderWithRouter(
      {
        '/community/search/dashboard': screenOf('dashboard'),
        '/community/search/qna': screenOf('qna'),
        '/community/search/survey': screenOf('survey'),
        '/community/board-detail/$id': blank,
        '/community/qna/$id': blank,
      },
      {
        initial: `/community/search/${type}?keyword=${encodeURIComponent(keyword)}`,
        root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider>,
      },
    );
  }

  it('shows the kind’s matches and every kind’s count from the server', async () => {
    await renderResults('dashboard');
    const list = await screen.findByRole('list', { name: '게시글 검색 결과' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/community/board-detail/1', '/community/board-detail/2']);
    expect(screen.getByText('게시글 2건')).toBeTruthy();
    const tabs = screen.getByRole('navigation', { name: '검색 결과 종류' });
    await vi.waitFor(() =>
      expect(
        within(tabs)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['게시글2', 'Q&A1', '설문0']),
    );
    expect(within(tabs).getByRole('link', { current: 'page' }).textContent).toBe('게시글2');
    expect(within(tabs).getByRole('link', { name: /Q&A/ }).getAttribute('href')).toBe(`/community/search/qna?keyword=${encodeURIComponent('한라봉')}`);
    expect(new Set(asked.map((q) => q.get('communityType')))).toEqual(new Set(['dashboard', 'qna', 'survey']));
    expect(asked.every((q) => q.get('keyword') === '한라봉' && !q.has('exact'))).toBe(true);
  });

  it('nothing of this kind: the tips (초성, 띄어쓰기) and links to the kinds that found something', async () => {
    await renderResults('survey');
    expect(await screen.findByText('‘한라봉’에 맞는 설문이 없어요')).toBeTruthy();
    const tips = screen.getByRole('list', { name: '검색 도움말' });
    expect(tips.textContent).toContain('초성');
    expect(tips.textContent).toContain('띄어쓰기');
    expect((await screen.findByRole('link', { name: '게시글에서 2건 보기' })).getAttribute('href')).toContain('/community/search/dashboard?keyword=');
    expect(await screen.findByRole('link', { name: 'Q&A에서 1건 보기' })).toBeTruthy();
  });

  it('a corrected answer says what it searched and links back to the words as typed', async () => {
    answers.dashboard.correctedKeyword = '한라봉';
    await renderResults('dashboard', '한라붕');
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('‘한라봉’ 검색 결과예요');
    const back = within(notice).getByRole('link', { name: '‘한라붕’으로 검색' });
    expect(back.getAttribute('href')).toBe(`/community/search/dashboard?keyword=${encodeURIComponent('한라붕')}&exact=Y`);
    await act(async () => {});
  });
});

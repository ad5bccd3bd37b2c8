import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { showToast, uiState } from '~/stores/ui';
import { BottomNav, COMMUNITY_TOOLTIP_TEXT, activeTab } from './bottom-nav';
import { AppShell } from './app-shell';
import { renderWithRouter, go } from './test-router';
import { COMMUNITY_VISITED_KEY, reloadCommunityHint } from '~/stores/community-hint';

const blank = () => <p>화면</p>;
const routes = { '/': blank, '/category': blank, '/community': blank, '/community/main/popular-post': blank, '/my-page': blank, '/best': blank };

beforeEach(() => {
  localStorage.clear();
  reloadCommunityHint();
});
afterEach(cleanup);

const nav = () => screen.getByRole('navigation', { name: '하단 메뉴' });

describe('BottomNav (SPEC §2)', () => {
  it('has the five tabs in order with their targets', async () => {
    await renderWithRouter(routes, {
      root: (o) => (
        <>
          {o}
          <BottomNav />
        </>
      ),
    });
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => l.textContent?.replace(COMMUNITY_TOOLTIP_TEXT, ''))).toEqual(['카테고리', '커뮤니티', '홈', '장바구니', '마이페이지']);
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/category', '/community', '/', '/shop/basket', '/my-page']);
    for (const name of ['카테고리', '커뮤니티', '홈', '장바구니', '마이페이지']) expect(within(nav()).getByRole('link', { name })).toBeTruthy();
  });

  it('marks only the active tab with aria-current="page"', async () => {
    const { router } = await renderWithRouter(routes, {
      initial: '/category',
      root: (o) => (
        <>
          {o}
          <BottomNav />
        </>
      ),
    });
    const current = () =>
      within(nav())
        .getAllByRole('link')
        .filter((l) => l.getAttribute('aria-current') === 'page')
        .map((l) => l.textContent);
    expect(current()).toEqual(['카테고리']);
    await go(router, '/');
    expect(current()).toEqual(['홈']);
    await go(router, '/best');
    expect(current()).toEqual([]);
    await go(router, '/my-page');
    expect(current()).toEqual(['마이페이지']);
  });

  it('maps paths to tabs', () => {
    expect(activeTab('/')).toBe('home');
    expect(activeTab('/category/detail/1')).toBe('category');
    expect(activeTab('/community/main/qna')).toBe('community');
    expect(activeTab('/my-page/point')).toBe('my');
    expect(activeTab('/categoryx')).toBeNull();
    expect(activeTab('/deal/1')).toBeNull();
  });

  it('shows the red dot and tooltip on 커뮤니티 until the community is visited, then never again', async () => {
    const { router, unmount } = await renderWithRouter(routes, { root: (o) => <AppShell>{o}</AppShell> });
    expect(screen.getByTestId('community-dot')).toBeTruthy();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe(COMMUNITY_TOOLTIP_TEXT);
    expect(within(nav()).getByRole('link', { name: '커뮤니티' }).getAttribute('aria-describedby')).toBe(tooltip.id);

    await go(router, '/category');
    expect(screen.getByTestId('community-dot')).toBeTruthy();

    await go(router, '/community/main/popular-post');
    // the community screens keep the nav; the hint is gone there and everywhere after
    await go(router, '/');
    expect(screen.queryByTestId('community-dot')).toBeNull();
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(localStorage.getItem(COMMUNITY_VISITED_KEY)).toBe('Y');

    unmount();
    reloadCommunityHint();
    await renderWithRouter(routes, { root: (o) => <AppShell>{o}</AppShell> });
    expect(screen.queryByTestId('community-dot')).toBeNull();
  });

  it('the tooltip shows on the home only, and gives way to a toast (issue 30: it stayed over every page and stacked with toasts)', async () => {
    sessionStorage.clear();
    localStorage.removeItem(COMMUNITY_VISITED_KEY);
    reloadCommunityHint();
    const { router, unmount } = await renderWithRouter(routes, { root: (o) => <AppShell>{o}</AppShell> });
    expect(screen.getByRole('tooltip')).toBeTruthy();
    act(() => void showToast('찜했어요'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    act(() => uiState.toasts.splice(0));
    await waitFor(() => expect(screen.getByRole('tooltip')).toBeTruthy());
    await go(router, '/best');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByTestId('community-dot')).toBeTruthy(); // the dot still says there is something to see
    unmount();
  });

  it('the tooltip closes with 안내 닫기 for this tab; the red dot stays until the community is visited', async () => {
    sessionStorage.clear();
    localStorage.removeItem(COMMUNITY_VISITED_KEY);
    reloadCommunityHint();
    const { unmount } = await renderWithRouter(routes, { root: (o) => <AppShell>{o}</AppShell> });
    fireEvent.click(screen.getByRole('button', { name: '안내 닫기' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.getByTestId('community-dot')).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: '커뮤니티' }).getAttribute('aria-describedby')).toBeNull();
    unmount();
    reloadCommunityHint(); // a reload in the same tab keeps it closed
    await renderWithRouter(routes, { root: (o) => <AppShell>{o}</AppShell> });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(screen.getByTestId('community-dot')).toBeTruthy();
    sessionStorage.clear();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { AppShell } from './app-shell';
import { renderWithRouter, go } from './test-router';
import { showToast, uiState } from '~/stores/ui';

const blank = () => <p>화면</p>;

afterEach(() => {
  cleanup();
  uiState.toasts.splice(0);
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('AppShell route flags (SPEC §2)', () => {
  it('shows or hides the bottom nav and scroll-to-top from the deepest staticData, and moves toasts', async () => {
    const { router } = await renderWithRouter(
      {
        '/': blank,
        '/deal/$id': { component: blank, staticData: { noBottomNavi: true } },
        '/game': { component: blank, staticData: { noTopScroll: true, requireAuth: true } },
      },
      { root: (o) => <AppShell>{o}</AppShell> },
    );
    Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
      showToast('담았어요');
    });
    expect(screen.getByRole('navigation', { name: '하단 메뉴' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeTruthy();
    expect(screen.getByTestId('toast').style.bottom).toBe('94px');

    await go(router, '/deal/3');
    expect(screen.queryByRole('navigation', { name: '하단 메뉴' })).toBeNull();
    expect(screen.getByTestId('toast').style.bottom).toBe('34px');
    expect(screen.getByRole('main').dataset.noBottomNavi).toBe('true');

    await go(router, '/game');
    expect(screen.getByRole('navigation', { name: '하단 메뉴' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    expect(screen.getByRole('main').dataset.requireAuth).toBe('true');
  });
});

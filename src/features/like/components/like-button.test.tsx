/**
 * A signed-out heart (issue 13): it explains first; 취소 keeps nothing; 로그인 remembers the 찜 and
 * opens the shop login with this page and the intent's id as return path (SPEC §4).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '~/lib/query-client';
import { clearSession } from '~/stores/session';
import { PENDING_LIKE_KEY } from '../pending';
import { ShopLikeButton } from './like-button';

let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  clearSession();
  history.replaceState(null, '', '/store/3?sort=new');
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no request is expected'));
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const renderHeart = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ShopLikeButton shopId={3} />
    </QueryClientProvider>,
  );

describe('signed-out 찜 (issue 13)', () => {
  it('explains first; 취소 closes it and remembers nothing', async () => {
    renderHeart();
    await act(async () => fireEvent.click(screen.getByTestId('shop-like')));
    expect(screen.getByRole('dialog', { name: '로그인하면 찜한 가게를 모아볼 수 있어요' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(PENDING_LIKE_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('로그인 remembers the 찜 and opens the shop login returning to this page with the intent id', async () => {
    renderHeart();
    await act(async () => fireEvent.click(screen.getByTestId('shop-like')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    const intent = JSON.parse(sessionStorage.getItem(PENDING_LIKE_KEY)!);
    expect(intent).toMatchObject({ kind: 'shop', targetId: 3, likeYN: 'Y', path: '/store/3?sort=new' });
    expect(assign).toHaveBeenCalledTimes(1);
    const login = new URL(String(assign.mock.calls[0]![0]));
    expect(login.searchParams.get('returnUrl')).toBe(`/store/3?sort=new#like-intent=${intent.id}`);
  });
});

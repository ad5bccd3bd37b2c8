/** Snackbar (SPEC §9 default timeout 5000 ms): one at a time, optional action, toast offsets, reconnection notice. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RECONNECTED_TEXT, SnackbarHost, snackbarBottom, watchReconnection } from './snackbar';
import { dismissSnackbar, showSnackbar, snackbarState, SNACKBAR_DURATION_MS } from '~/stores/ui';
import { markNetworkFailed, markNetworkOk } from '~/lib/network-status';

afterEach(() => {
  cleanup();
  dismissSnackbar();
  markNetworkOk();
  vi.useRealTimers();
});

function renderHost(hasBottomNav = true) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarHost hasBottomNav={hasBottomNav} />
    </QueryClientProvider>,
  );
}

describe('snackbar store', () => {
  it('defaults to 5000 ms (SPEC §9) and goes exactly then', () => {
    vi.useFakeTimers();
    expect(SNACKBAR_DURATION_MS).toBe(5000);
    showSnackbar('저장했어요');
    vi.advanceTimersByTime(4999);
    expect(snackbarState.current?.message).toBe('저장했어요');
    vi.advanceTimersByTime(1);
    expect(snackbarState.current).toBeNull();
  });

  it('shows one at a time: a new one replaces the old and gets its own full timeout', () => {
    vi.useFakeTimers();
    const first = showSnackbar('첫 번째');
    vi.advanceTimersByTime(4000);
    showSnackbar('두 번째');
    vi.advanceTimersByTime(1500); // the first one's timer would have fired here
    expect(snackbarState.current?.message).toBe('두 번째');
    dismissSnackbar(first); // a replaced id does nothing
    expect(snackbarState.current?.message).toBe('두 번째');
    vi.advanceTimersByTime(3500);
    expect(snackbarState.current).toBeNull();
  });

  it('honours a custom duration; 0 stays until dismissed', () => {
    vi.useFakeTimers();
    showSnackbar('잠깐', { durationMs: 1000 });
    vi.advanceTimersByTime(1000);
    expect(snackbarState.current).toBeNull();
    const id = showSnackbar('계속', { durationMs: 0 });
    vi.advanceTimersByTime(60_000);
    expect(snackbarState.current?.id).toBe(id);
  });
});

describe('SnackbarHost', () => {
  it('renders a status region above the bottom nav (94 px) or 34 px without it', async () => {
    expect(snackbarBottom(true)).toBe(94);
    expect(snackbarBottom(false)).toBe(34);
    renderHost(false);
    await act(async () => void showSnackbar('주소를 복사했어요'));
    expect(screen.getByRole('status').textContent).toContain('주소를 복사했어요');
    expect(screen.getByTestId('snackbar').style.bottom).toBe('34px');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '알림 닫기' })));
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('runs the action once and closes', async () => {
    const onAction = vi.fn();
    renderHost();
    await act(async () => void showSnackbar('삭제했어요', { action: { label: '되돌리기', onAction } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '되돌리기' })));
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('snackbar')).toBeNull();
  });

  it('says so when the connection comes back, with 새로고침', async () => {
    vi.useFakeTimers();
    const refresh = vi.fn();
    const stop = watchReconnection(refresh);
    markNetworkFailed();
    await vi.advanceTimersByTimeAsync(0);
    expect(snackbarState.current).toBeNull();
    markNetworkOk();
    await vi.advanceTimersByTimeAsync(0); // valtio notifies subscribers asynchronously
    expect(snackbarState.current?.message).toBe(RECONNECTED_TEXT);
    snackbarState.current?.action?.onAction();
    expect(refresh).toHaveBeenCalled();
    stop();
  });
});

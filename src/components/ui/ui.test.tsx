import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ToastHost, toastBottom } from './toast-host';
import { ShareDialog, COPY_CONFIRM_RESET_MS, shareToMessenger } from './share-dialog';
import { Image, PLACEHOLDER_SRC } from './image';
import { validateLottieOptions } from './lottie-player';
import { AlertDialog } from './alert-dialog';
import { ScrollTopButton } from './scroll-top-button';
import { closeShare, openShare, showAlert, showToast, startLoading, uiState, TOAST_DURATION_MS } from '~/stores/ui';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  uiState.toasts.splice(0);
  closeShare();
  uiState.loadingCount = 0;
});

describe('toasts (SPEC §2, §9)', () => {
  it('sit 94 px above the bottom with the nav, 34 px without, 48 px apart', () => {
    expect(toastBottom(0, 1, true)).toBe(94);
    expect(toastBottom(0, 1, false)).toBe(34);
    expect(toastBottom(0, 2, true)).toBe(142);
    expect(toastBottom(1, 2, true)).toBe(94);
  });
  it('render the phrase and vanish after 2000 ms', async () => {
    vi.useFakeTimers();
    render(<ToastHost hasBottomNav />);
    await act(async () => {
      showToast('찜했어요');
      showToast({ startPhrase: '별 ', pointPhrase: '10개', endPhrase: '를 받았어요' });
    });
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(2);
    expect(toasts[0].style.bottom).toBe('142px');
    expect(toasts[1].textContent).toBe('별 10개를 받았어요');
    await act(async () => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getAllByTestId('toast')).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});

describe('share dialog', () => {
  it('copies the URL and resets the copied label after 1500 ms', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareDialog />);
    await act(async () => openShare({ title: '딸기', url: 'https://example.test/deal/1' }));
    expect(screen.getByRole('dialog', { name: '공유하기' }).style.width).toBe('320px');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'URL 복사' }));
    });
    expect(writeText).toHaveBeenCalledWith('https://example.test/deal/1');
    expect(screen.getByRole('button', { name: '복사되었어요' })).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(COPY_CONFIRM_RESET_MS));
    expect(screen.getByRole('button', { name: 'URL 복사' })).toBeTruthy();
  });
  it('is not attempted without a url, and drops an empty description', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    expect(await shareToMessenger({ title: 'x', url: '' })).toBe('unavailable');
    expect(share).not.toHaveBeenCalled();
    expect(await shareToMessenger({ title: 't', description: '', url: 'https://e.test' })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 't', text: undefined, url: 'https://e.test' });
    // Closing the share sheet is a cancel, not an error.
    share.mockRejectedValueOnce(Object.assign(new Error('closed'), { name: 'AbortError' }));
    expect(await shareToMessenger({ title: 't', url: 'https://e.test' })).toBe('cancelled');
  });
});

describe('image', () => {
  it('is lazy with a white background by default and falls back to the placeholder on error', () => {
    render(<Image src="/images/nope.svg" alt="없는 이미지" />);
    const img = screen.getByAltText('없는 이미지') as HTMLImageElement;
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.style.backgroundColor).toBe('white');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(PLACEHOLDER_SRC);
    expect(img.dataset.fallback).toBe('true');
  });
});

describe('lottie options (SPEC §9)', () => {
  it('defaults to speed 1, direction 1, loop false', () => {
    expect(validateLottieOptions({ src: '/a.json' })).toMatchObject({ speed: 1, direction: 1, loop: false });
  });
  it('rejects a missing src, a bad direction and a negative or fractional loop', () => {
    expect(() => validateLottieOptions({ src: '' })).toThrow(/src/);
    expect(() => validateLottieOptions({ src: '/a.json', direction: 0 as 1 })).toThrow(/direction/);
    expect(() => validateLottieOptions({ src: '/a.json', loop: -1 })).toThrow(/loop/);
    expect(() => validateLottieOptions({ src: '/a.json', loop: 1.5 })).toThrow(/loop/);
    expect(validateLottieOptions({ src: '/a.json', loop: 9999 }).loop).toBe(9999);
  });
});

describe('alert dialog and loading flag', () => {
  it('shows the default text and resolves on 확인', async () => {
    render(<AlertDialog />);
    let done = false;
    await act(async () => {
      showAlert().then(() => (done = true));
    });
    expect(screen.getByRole('alertdialog').textContent).toContain('내용을 입력해 주세요.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '확인' })));
    expect(done).toBe(true);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
  it('loading flag is counted and its stop function is idempotent', () => {
    const a = startLoading();
    const b = startLoading();
    a();
    a();
    expect(uiState.loadingCount).toBe(1);
    b();
    expect(uiState.loadingCount).toBe(0);
  });
});

describe('scroll-to-top', () => {
  it('appears only once scrollTop > 0', () => {
    render(<ScrollTopButton hasBottomNav />);
    expect(screen.queryByRole('button', { name: '맨 위로' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByRole('button', { name: '맨 위로' })).toBeTruthy();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });
});

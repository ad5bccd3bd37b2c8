/**
 * 구매하기 while offline (issue 30): the shop's page cannot open without a connection, so the tap
 * stays on the deal and says so in Korean — it used to land on the browser's English "This site
 * can't be reached". Online it opens the shop as before.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { BuyBar } from './components/buy-bar';
import { uiState } from '~/stores/ui';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  uiState.alert = { open: false, message: '' };
});

describe('구매하기', () => {
  it('offline: stays on the page and says in Korean that buying needs a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<BuyBar productNo={7} status="live" />);
    const followed = fireEvent.click(screen.getByRole('link', { name: '구매하기' }));
    expect(followed).toBe(false); // the link's navigation was stopped
    expect(uiState.alert.open).toBe(true);
    expect(uiState.alert.message).toMatch(/인터넷.*연결/);
    expect(uiState.alert.message).toMatch(/구매/);
  });
  it('online: the link opens the shop (nothing stops it, nothing is said)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<BuyBar productNo={7} status="live" />);
    let stoppedByBar: boolean | undefined;
    // After React's own handler (on the render root), before jsdom would navigate.
    const after = (e: Event) => {
      stoppedByBar = e.defaultPrevented;
      e.preventDefault();
    };
    document.addEventListener('click', after);
    fireEvent.click(screen.getByRole('link', { name: '구매하기' }));
    document.removeEventListener('click', after);
    expect(stoppedByBar).toBe(false);
    expect(uiState.alert.open).toBe(false);
  });
});

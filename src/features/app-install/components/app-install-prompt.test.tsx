import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithRouter, go } from '~/components/layout/test-router';
import { APP_INSTALL_POPUP_DELAY_MS, APP_OPEN_FALLBACK_DELAY_MS } from '../eligibility';
import { AppInstallPrompt, type AppInstallDeps } from './app-install-prompt';
import { APP_INSTALL_TITLE, CONTINUE_WEB_LABEL, OPEN_APP_LABEL } from './app-install-dialog';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
}

async function renderDetail(initial: string, deps: Partial<AppInstallDeps> = {}) {
  const openUrl = vi.fn();
  const d = { userAgent: () => IPHONE, isFirstVisit: () => true, openUrl, ...deps };
  const prompt = () => (
    <>
      <p>상세</p>
      <AppInstallPrompt deps={d} />
    </>
  );
  const utils = await renderWithRouter(
    { '/event/$id': prompt, '/period/$id': prompt, '/appdown': () => <p>앱 설치 페이지</p>, '/': () => <p>홈</p> },
    { initial },
  );
  return { ...utils, openUrl };
}

const dialog = () => screen.queryByRole('dialog', { name: APP_INSTALL_TITLE });
const advance = (ms: number) => act(async () => void vi.advanceTimersByTime(ms));

beforeEach(() => {
  sessionStorage.clear();
  setVisibility('visible');
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
  setVisibility('visible');
});

/** Render a detail page, wait for the popup and tap 앱으로 보기 (SPEC §4: 1000 ms after mount). */
async function openAppFromPopup(initial: string) {
  const rendered = await renderDetail(initial);
  await advance(APP_INSTALL_POPUP_DELAY_MS);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: OPEN_APP_LABEL })));
  return rendered;
}

describe('AppInstallPrompt (SPEC §4, §9)', () => {
  it('appears 1000 ms after mount, not before, as an accessible modal with focus inside', async () => {
    await renderDetail('/event/12?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS - 1);
    expect(dialog()).toBeNull();
    await advance(1);
    const d = dialog()!;
    expect(d).not.toBeNull();
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(d.textContent).toContain('1,000P');
    expect(d.textContent).toContain('라이브 특가');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: OPEN_APP_LABEL }));
    expect(d.contains(document.activeElement)).toBe(true);
  });

  it('open app: goes to the deep link, then to /appdown at 2500 ms while the page is still visible', async () => {
    const { openUrl, router } = await openAppFromPopup('/period/7?type=share');
    expect(openUrl).toHaveBeenCalledWith('jecheol://open?url=%2Fperiod%2F7%3Ftype%3Dshare');
    expect(dialog()).toBeNull();
    await advance(APP_OPEN_FALLBACK_DELAY_MS - 1);
    expect(router.state.location.pathname).toBe('/period/7');
    await advance(1);
    expect(router.state.location.pathname).toBe('/appdown');
    expect(screen.getByText('앱 설치 페이지')).toBeTruthy();
  });

  it('open app: stays when the app took over (page hidden), even if it is visible again later', async () => {
    const { router } = await openAppFromPopup('/event/12?type=share');
    await advance(500);
    setVisibility('hidden');
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    setVisibility('visible');
    await advance(APP_OPEN_FALLBACK_DELAY_MS);
    expect(router.state.location.pathname).toBe('/event/12');
  });

  it('open app: no /appdown when the page is hidden at 2500 ms (no visibilitychange seen)', async () => {
    const { router } = await openAppFromPopup('/event/12?type=share');
    setVisibility('hidden');
    await advance(APP_OPEN_FALLBACK_DELAY_MS);
    expect(router.state.location.pathname).toBe('/event/12');
  });

  it('continue in mobile web closes it, and it does not reappear in the session', async () => {
    const { router } = await renderDetail('/event/12?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: CONTINUE_WEB_LABEL })));
    expect(dialog()).toBeNull();
    await advance(APP_OPEN_FALLBACK_DELAY_MS * 2);
    expect(router.state.location.pathname).toBe('/event/12');
    // another qualifying detail in the same page load (first visit still true)
    await go(router, '/period/7?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS * 3);
    expect(screen.getByText('상세')).toBeTruthy();
    expect(dialog()).toBeNull();
    // and after a new mount in the same session
    cleanup();
    await renderDetail('/event/13?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS * 3);
    expect(dialog()).toBeNull();
  });

  it('Escape closes it like continue', async () => {
    await renderDetail('/event/12?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS);
    await act(async () => void fireEvent.keyDown(dialog()!, { key: 'Escape' }));
    expect(dialog()).toBeNull();
  });

  it('keeps Tab on its two buttons', async () => {
    await renderDetail('/event/12?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS);
    const [openApp, cont] = [screen.getByRole('button', { name: OPEN_APP_LABEL }), screen.getByRole('button', { name: CONTINUE_WEB_LABEL })];
    fireEvent.keyDown(dialog()!, { key: 'Tab' });
    expect(document.activeElement).toBe(cont);
    fireEvent.keyDown(dialog()!, { key: 'Tab' });
    expect(document.activeElement).toBe(openApp);
    fireEvent.keyDown(dialog()!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(cont);
  });

  it('leaving the page before 1000 ms neither shows nor spends the session flag', async () => {
    const { router } = await renderDetail('/event/12?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS - 100);
    await go(router, '/');
    await advance(APP_INSTALL_POPUP_DELAY_MS);
    expect(dialog()).toBeNull();
    await go(router, '/event/12?type=share');
    await advance(APP_INSTALL_POPUP_DELAY_MS);
    expect(dialog()).not.toBeNull();
  });

  it.each<[string, string, Partial<AppInstallDeps>]>([
    ['without type', '/event/12', {}],
    ['on a non-first visit', '/event/12?type=share', { isFirstVisit: () => false }],
    ['in the native app', '/event/12?type=share', { userAgent: () => `${IPHONE} JecheolApp/2.21.0` }],
    ['on desktop', '/event/12?type=share', { userAgent: () => 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36' }],
  ])('never shows %s', async (_name, url, deps) => {
    await renderDetail(url, deps);
    await advance(APP_INSTALL_POPUP_DELAY_MS * 5);
    expect(screen.getByText('상세')).toBeTruthy();
    expect(dialog()).toBeNull();
  });
});

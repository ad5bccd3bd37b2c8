import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Header } from './header';
import { installNavTracking, REPLACED_KEYS_STORAGE_KEY } from './nav-history';
import { renderWithRouter, go } from './test-router';
import { closeShare, uiState } from '~/stores/ui';

const page =
  (title: string, props: Partial<Parameters<typeof Header>[0]> = {}) =>
  () => <Header title={title} {...props} />;
const routes = {
  '/': page('홈'),
  '/best': page('베스트'),
  '/store': page('스토어'),
  '/deal/$id': page('특가'),
  '/my-page/settings': page('설정'),
  '/my-page/like': page('찜 목록'),
};

async function setup(initial: string, extra: Record<string, () => ReactElement> = {}) {
  const r = await renderWithRouter({ ...routes, ...extra }, { initial });
  installNavTracking(r.history);
  return r;
}

const path = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;
const clickBack = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' }));
  });
  await act(async () => {});
};

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  closeShare();
  vi.restoreAllMocks();
});

describe('Header back button (SPEC §2)', () => {
  it('goes to / with replace when the app was opened on this page (no in-app history)', async () => {
    const { router, history } = await setup('/deal/7');
    expect(screen.getByRole('heading', { name: '특가' })).toBeTruthy();
    await clickBack();
    expect(path(router)).toBe('/');
    // replaced, not pushed: still the first entry
    expect(history.location.state.__TSR_index).toBe(0);
  });

  it('goes back in history when there is a previous in-app entry', async () => {
    const { router } = await setup('/');
    await go(router, '/best');
    await go(router, '/deal/7');
    await clickBack();
    expect(path(router)).toBe('/best');
  });

  it('goes to / when the current entry was replaced', async () => {
    const { router } = await setup('/');
    await go(router, '/best');
    await go(router, '/store');
    await go(router, '/deal/7', true);
    expect(JSON.parse(sessionStorage.getItem(REPLACED_KEYS_STORAGE_KEY) ?? '[]')).toHaveLength(1);
    await clickBack();
    // history.back() would have landed on /best
    expect(path(router)).toBe('/');
  });

  it('uses a custom handler and can be disabled', async () => {
    const onBack = vi.fn();
    const { router } = await setup('/', { '/custom': page('맞춤', { onBack }), '/locked': page('잠김', { backDisabled: true }) });
    await go(router, '/best');
    await go(router, '/custom');
    await clickBack();
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(path(router)).toBe('/custom');
    await go(router, '/locked');
    expect((screen.getByRole('button', { name: '뒤로 가기' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('is not rendered with back={false}', async () => {
    await setup('/x', { '/x': page('뒤로 없음', { back: false }) });
    expect(screen.getByRole('heading', { name: '뒤로 없음' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
  });
});

describe('Header visibility and buttons', () => {
  it('is hidden entirely when isnavihide=true, shown for other values', async () => {
    const { router } = await setup('/deal/7?isnavihide=true');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('button', { name: '뒤로 가기' })).toBeNull();
    expect(screen.queryByRole('heading', { name: '특가' })).toBeNull();
    await act(async () => {
      await router.navigate({ to: '/deal/$id', params: { id: '7' }, search: { isnavihide: 'false' } } as never);
    });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('button', { name: '뒤로 가기' })).toBeTruthy();
  });

  it('home, settings, likes and share buttons do their jobs', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const share = { title: '영덕 대게', url: 'https://example.test/deal/7' };
    const { router } = await setup('/x', { '/x': page('상품', { showHome: true, showSettings: true, showLikes: true, share }) });
    for (const name of ['홈으로', '설정', '공유하기']) expect(screen.getByRole('button', { name })).toBeTruthy();
    // 찜한 상품 is our own 찜 목록 (issue 13), an in-app link — not the shop site's /like in a new window.
    expect(screen.getByRole('link', { name: '찜한 상품' }).getAttribute('href')).toBe('/my-page/like');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '공유하기' })));
    expect(uiState.share).toEqual(share);

    await act(async () => fireEvent.click(screen.getByRole('link', { name: '찜한 상품' })));
    await act(async () => {});
    expect(path(router)).toBe('/my-page/like');
    expect(open).not.toHaveBeenCalled();
    await go(router, '/x');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: '설정' })));
    await act(async () => {});
    expect(path(router)).toBe('/my-page/settings');

    await go(router, '/x');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '홈으로' })));
    await act(async () => {});
    expect(path(router)).toBe('/');
  });

  it('shows no optional buttons by default', async () => {
    await setup('/best');
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});

describe('Header back in a sub web view of the app (SPEC §7 closeSubWebView; docs/decisions/028)', () => {
  type W = { ReactNativeWebView?: { postMessage(m: string): void } };
  let posted: { type: string }[];
  beforeEach(() => {
    posted = [];
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (Linux; Android 14) JecheolApp/2.21.0');
    (window as unknown as W).ReactNativeWebView = { postMessage: (m) => posted.push(JSON.parse(m)) };
    sessionStorage.setItem('jc.subWebView', 'Y'); // opened with ?subWebView=Y (lib/native isSubWebView)
  });
  afterEach(() => delete (window as unknown as W).ReactNativeWebView);

  it('with nothing behind it asks the app to close the sub web view and stays', async () => {
    const { router } = await setup('/deal/7');
    await clickBack();
    await vi.waitFor(() => expect(posted).toEqual([{ type: 'closeSubWebView' }]));
    expect(path(router)).toBe('/deal/7');
  });

  it('with history behind it goes back as everywhere', async () => {
    const { router } = await setup('/best');
    await go(router, '/deal/7');
    await clickBack();
    expect(path(router)).toBe('/best');
    expect(posted).toEqual([]);
  });

  it('in the main web view (no sub web view flag) goes to /', async () => {
    sessionStorage.removeItem('jc.subWebView');
    const { router } = await setup('/deal/7');
    await clickBack();
    await vi.waitFor(() => expect(path(router)).toBe('/'));
    expect(posted).toEqual([]);
  });
});

/**
 * One not-found look (issue 30): the /404 screen and a missing thing's screen (a deal, a store: the
 * missing kind of ErrorState with the route's words) are the same panel — the same picture, the
 * title as the page heading, a short explanation, 홈으로 가기 first and one secondary step — and each
 * keeps its own words. The 404's secondary step is 이전 화면, which goes where the header's back goes.
 */
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { ApiClientError } from '~/lib/api-client';
import { ErrorState } from '../ui/error-state';
import { installNavTracking } from './nav-history';
import { NotFoundScreen } from './not-found-screen';
import { missingCopyFor } from './route-error';
import { go, renderWithRouter } from './test-router';

const noData = new ApiClientError(8, '요청하신 정보를 찾을 수 없어요.', 404, 'NO_DATA');

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

/** What a shopper sees of a not-found panel: heading, text, the ways on (in order) and the picture. */
function readPanel() {
  const heading = screen.getByRole('heading', { level: 2 });
  const panel = heading.parentElement!;
  const actions = [...panel.querySelectorAll('a, button')].map((el) => ({
    name: el.textContent,
    kind: el.tagName === 'A' ? `link ${el.getAttribute('href')}` : 'button',
    look: el.className,
  }));
  return {
    title: heading.textContent,
    text: panel.querySelector('p:not([aria-hidden])')?.textContent,
    actions,
    picture: panel.querySelector('svg')?.outerHTML,
  };
}

async function panelOf(screenOf: () => ReactNode) {
  // Not at "/": a link to the page it is on would carry the router's `active` class.
  await renderWithRouter({ '/gone': screenOf }, { initial: '/gone' });
  const p = readPanel();
  cleanup();
  return p;
}

describe('not-found screens share one look (issue 30)', () => {
  it('the 404, a missing deal and a missing store: same picture and buttons, their own words', async () => {
    const page404 = await panelOf(() => <NotFoundScreen />);
    const deal = await panelOf(() => <ErrorState page error={noData} missing={missingCopyFor('/deal/$id')} />);
    const store = await panelOf(() => <ErrorState page error={noData} missing={missingCopyFor('/store/$shopId')} />);

    expect([page404.title, deal.title, store.title]).toEqual(['페이지를 찾을 수 없어요', '종료되었거나 없는 특가예요', '찾을 수 없는 가게예요']);
    for (const p of [page404, deal, store]) expect(p.text).toBeTruthy();
    expect(page404.picture).toBeTruthy();
    expect(deal.picture).toBe(page404.picture);
    expect(store.picture).toBe(page404.picture);

    expect(page404.actions.map((a) => [a.name, a.kind])).toEqual([
      ['홈으로 가기', 'link /'],
      ['이전 화면', 'button'],
    ]);
    expect(deal.actions.map((a) => [a.name, a.kind])).toEqual([
      ['홈으로 가기', 'link /'],
      ['다른 특가 보기', 'link /#deals'],
    ]);
    expect(store.actions.map((a) => [a.name, a.kind])).toEqual([
      ['홈으로 가기', 'link /'],
      ['다른 가게 보기', 'link /store'],
    ]);
    // The main way and the secondary step are drawn alike on every not-found screen.
    for (const p of [deal, store]) expect(p.actions.map((a) => a.look)).toEqual(page404.actions.map((a) => a.look));
    expect(page404.actions[0]!.look).not.toBe(page404.actions[1]!.look);
  });

  it('이전 화면 on the 404 goes back to where the shopper came from', async () => {
    const { router, history } = await renderWithRouter({ '/': () => <p>홈</p>, '/best': () => <p>베스트</p>, '/no-such-page': () => <NotFoundScreen /> });
    installNavTracking(history);
    await go(router, '/best');
    await go(router, '/no-such-page');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '이전 화면' })));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/best');
  });

  it('이전 화면 on a 404 opened first (a shared or typed link) goes home, not out of the app', async () => {
    const { router, history } = await renderWithRouter({ '/': () => <p>홈</p>, '/no-such-page': () => <NotFoundScreen /> }, { initial: '/no-such-page' });
    installNavTracking(history);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '이전 화면' })));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });
});

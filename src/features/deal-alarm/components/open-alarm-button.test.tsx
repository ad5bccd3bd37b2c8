/**
 * 오픈 알림 받기 (issue 13): no request for a visitor, who is told why to sign in and whose tap is
 * completed once after the sign-in it started; a member's state read and toggled with the server's
 * toasts; refusals and offline failures shown in Korean without changing the state. The network is
 * a fake of our endpoint (the server side is server/routes/deal-alarm).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '~/lib/query-client';
import { clearSession } from '~/stores/session';
import { uiState } from '~/stores/ui';
import { errorResponse, okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { PENDING_OPEN_ALARM_KEY, pendingOpenAlarm } from '../pending';
import { OpenAlarmButton } from './open-alarm-button';

const DEAL = 20;

let requests: Array<{ method: string; url: string; body: unknown }>;
let serverState: 'Y' | 'N';
let mode: 'up' | 'down' | 'started';
let assign: ReturnType<typeof vi.fn<(url: string | URL) => void>>;

beforeEach(() => {
  clearSession();
  requests = [];
  serverState = 'N';
  mode = 'up';
  history.replaceState(null, '', `/deal/${DEAL}`);
  assign = vi.fn<(url: string | URL) => void>();
  vi.spyOn(window.location, 'assign').mockImplementation(assign);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (!url.includes('/open-alarm')) throw new Error(`unexpected request ${url}`);
    requests.push({ method, url: new URL(url, location.origin).pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (mode === 'down') throw new TypeError('Failed to fetch');
    if (method === 'GET') return okResponse({ dealId: DEAL, alarmYN: serverState });
    const { alarmYN } = JSON.parse(String(init?.body));
    if (mode === 'started' && alarmYN === 'Y')
      return errorResponse(400, 13, 'OUT_OF_RANGE', '이미 시작된 특가예요. 오픈 알림은 오픈 예정인 특가에만 받을 수 있어요.');
    serverState = alarmYN;
    return okResponse({ dealId: DEAL, alarmYN }, [{ phrase: alarmYN === 'Y' ? '특가가 열리면 알려드릴게요' : '오픈 알림을 취소했어요' }]);
  });
});
afterEach(() => {
  resetClientTest();
  sessionStorage.clear();
  history.replaceState(null, '', '/');
});

const renderButton = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <OpenAlarmButton dealId={DEAL} />
    </QueryClientProvider>,
  );
const toastPhrases = () => uiState.toasts.map((t) => t.phrase);

describe('오픈 알림 받기, signed out', () => {
  it('asks nothing of the server; a tap explains, 취소 keeps nothing', async () => {
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '오픈 알림 받기' })));
    expect(screen.getByRole('dialog', { name: '로그인하면 특가가 열릴 때 알려드려요' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '취소' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(PENDING_OPEN_ALARM_KEY)).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('로그인 remembers the alarm and opens the shop login returning to this deal with the intent id', async () => {
    renderButton();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '오픈 알림 받기' })));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '로그인' })));
    const intent = JSON.parse(sessionStorage.getItem(PENDING_OPEN_ALARM_KEY)!);
    expect(intent).toMatchObject({ dealId: DEAL, path: `/deal/${DEAL}` });
    const login = new URL(String(assign.mock.calls[0]![0]));
    expect(login.searchParams.get('returnUrl')).toBe(`/deal/${DEAL}#alarm-intent=${intent.id}`);
    expect(requests).toEqual([]);
  });

  it('back signed in on the address with the intent id: the alarm is set once and the fragment removed', async () => {
    const intent = pendingOpenAlarm.remember({ dealId: DEAL, path: `/deal/${DEAL}` });
    history.replaceState(null, '', pendingOpenAlarm.returnPathOf(intent));
    signInMember();
    renderButton();
    await waitFor(() => expect(screen.getByRole('button', { name: '알림 받는 중' })).toBeTruthy());
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([{ method: 'PUT', url: `/api/v1/user/deal/${DEAL}/open-alarm`, body: { alarmYN: 'Y' } }]);
    expect(location.hash).toBe('');
    expect(sessionStorage.getItem(PENDING_OPEN_ALARM_KEY)).toBeNull();
    expect(toastPhrases()).toContain('특가가 열리면 알려드릴게요');
  });

  it('a sign-in that did not start from this tap (no id on the address) completes nothing', async () => {
    pendingOpenAlarm.remember({ dealId: DEAL, path: `/deal/${DEAL}` });
    signInMember();
    renderButton();
    await waitFor(() => expect(requests.some((r) => r.method === 'GET')).toBe(true));
    expect(requests.filter((r) => r.method === 'PUT')).toEqual([]);
    expect(screen.getByRole('button', { name: '오픈 알림 받기' })).toBeTruthy();
  });
});

describe('오픈 알림 받기, member', () => {
  /** Sign in, show the button, wait for the state to be read, then tap 오픈 알림 받기 with the fake server in `then`. */
  async function tapOnOnceRead(then: typeof mode) {
    signInMember();
    renderButton();
    await waitFor(() => expect(requests.length).toBe(1));
    mode = then;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '오픈 알림 받기' })));
  }

  it('reads the state, then tap → on with the toast, tap again → off with the toast', async () => {
    signInMember();
    renderButton();
    await waitFor(() => expect(requests).toEqual([{ method: 'GET', url: `/api/v1/user/deal/${DEAL}/open-alarm`, body: undefined }]));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '오픈 알림 받기' })));
    await waitFor(() => expect(screen.getByRole('button', { name: '알림 받는 중' })).toBeTruthy());
    expect(screen.getByTestId('open-alarm').getAttribute('aria-describedby')).toBeTruthy();
    expect(toastPhrases()).toEqual(['특가가 열리면 알려드릴게요']);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '알림 받는 중' })));
    await waitFor(() => expect(screen.getByRole('button', { name: '오픈 알림 받기' })).toBeTruthy());
    expect(toastPhrases()).toEqual(['특가가 열리면 알려드릴게요', '오픈 알림을 취소했어요']);
    expect(requests.filter((r) => r.method === 'PUT').map((r) => r.body)).toEqual([{ alarmYN: 'Y' }, { alarmYN: 'N' }]);
  });

  it('shows a stored alarm as on', async () => {
    serverState = 'Y';
    signInMember();
    renderButton();
    await waitFor(() => expect(screen.getByRole('button', { name: '알림 받는 중' })).toBeTruthy());
  });

  it('offline: the Korean offline message, the state stays off', async () => {
    await tapOnOnceRead('down');
    await waitFor(() => expect(toastPhrases()).toContain('네트워크에 연결할 수 없어요. 연결 상태를 확인해 주세요.'));
    expect(screen.getByRole('button', { name: '오픈 알림 받기' })).toBeTruthy();
  });

  it('a deal that has started meanwhile: the server’s message in a dialog, the state stays off', async () => {
    await tapOnOnceRead('started');
    await waitFor(() => expect(uiState.alert?.message).toContain('이미 시작된 특가예요'));
    expect(screen.getByRole('button', { name: '오픈 알림 받기' })).toBeTruthy();
  });
});

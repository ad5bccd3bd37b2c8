/**
 * Alarms on the client (issue 16; docs/decisions/026 "## Alarms"): the list with its filter chips,
 * unread dots and relative times; a tap marks the alarm read and opens its screen; 모두 읽음; the
 * empty state per filter; the home bell's badge and accessible name (only when signed in); the
 * queries under the session-removed 'user' root. The network is a fake of our alarm endpoints.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useLocation } from '@tanstack/react-router';
import type { Alarm, AlarmType } from '@contract/alarms';
import { renderWithRouter } from '~/components/layout/test-router';
import { installSession } from '~/lib/auth/session';
import { createQueryClient } from '~/lib/query-client';
import { clearSession, saveSignIn } from '~/stores/session';
import { AlarmScreen } from './components/alarm-list';
import { AlarmBell } from './components/alarm-bell';
import { alarmQueries } from './queries';
import { alarmTime } from './time';

const MIN = 60_000;
const alarm = (
  alarmId: number,
  alarmType: number,
  title: string,
  readYN: 'Y' | 'N',
  minsAgo: number,
  linkPath: string | null = `/community/qna/${alarmId}`,
): Alarm => ({
  alarmId,
  alarmType,
  title,
  body: `${title} 본문`,
  linkPath,
  createdAt: new Date(Date.now() - minsAgo * MIN).toISOString(),
  readYN,
});

let items: Alarm[];
let unread: number;
let requests: string[];
let uninstallSession: () => void;
const json = (data: unknown) =>
  new Response(JSON.stringify({ code: 0, message: 'OK', data, toastItems: [] }), { status: 200, headers: { 'content-type': 'application/json' } });

function signIn() {
  saveSignIn(
    { accessToken: 'a', refreshToken: 'r', expireDt: new Date(Date.now() + 60_000).toISOString(), banStatus: { isBanned: false, message: '' } } as never,
    'naver',
  );
}

beforeEach(() => {
  localStorage.clear();
  requests = [];
  items = [
    alarm(1, 2, '내 답변이 채택됐어요', 'N', 3),
    alarm(2, 1, '내 글에 댓글이 달렸어요', 'Y', 120),
    alarm(3, 6, '새 공지사항이 있어요', 'N', 3 * 1440, null),
  ];
  unread = 2;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    requests.push(`${method} ${url.pathname}${url.search}`);
    if (url.pathname === '/api/v1/alarm/count') return json({ unreadCount: unread });
    if (url.pathname === '/api/v1/alarm') {
      const type = url.searchParams.get('alarmType');
      return json({ items: items.filter((a) => !type || String(a.alarmType) === type), nextCursor: null });
    }
    const one = /^\/api\/v1\/alarm\/(\d+)\/read$/.exec(url.pathname);
    if (one && method === 'PUT') {
      unread -= 1;
      return json({ alarmId: Number(one[1]), readYN: 'Y', unreadCount: unread });
    }
    if (url.pathname === '/api/v1/alarm/read' && method === 'PUT') {
      const updated = unread;
      unread = 0;
      return json({ updated, unreadCount: 0 });
    }
    return new Response('{}', { status: 404 });
  });
});
afterEach(() => {
  uninstallSession?.();
  cleanup();
  vi.restoreAllMocks();
  clearSession();
});

/** The route's part: ?alarmType from the URL (the real route validates it). */
function AlarmRoute() {
  const alarmType = useLocation({ select: (l) => new URLSearchParams(l.searchStr).get('alarmType') });
  return <AlarmScreen alarmType={alarmType ? (Number(alarmType) as AlarmType) : undefined} />;
}

async function renderAlarms(initial = '/alarm') {
  signIn();
  const client = createQueryClient();
  uninstallSession = installSession(client);
  return renderWithRouter(
    { '/alarm': AlarmRoute, '/community/qna/$id': () => <p>질문 화면</p> },
    { initial, root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
  );
}

describe('relative time', () => {
  it('reads like a Korean app', () => {
    const now = Date.parse('2026-11-24T06:00:00Z'); // 15:00 KST
    const ago = (ms: number) => new Date(now - ms).toISOString();
    expect(alarmTime(ago(20_000), now)).toBe('방금 전');
    expect(alarmTime(ago(3 * MIN), now)).toBe('3분 전');
    expect(alarmTime(ago(5 * 60 * MIN), now)).toBe('5시간 전');
    expect(alarmTime(ago(20 * 60 * MIN), now)).toBe('어제');
    expect(alarmTime(ago(3 * 1440 * MIN), now)).toBe('3일 전');
    expect(alarmTime('2026-10-02T01:00:00Z', now)).toBe('10월 2일');
    expect(alarmTime('nope', now)).toBe('');
  });
});

describe('알림 screen', () => {
  it('lists alarms newest first with type, time and an unread mark; chips filter with 전체 first', async () => {
    await renderAlarms();
    const list = await screen.findByRole('list', { name: '알림 목록' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]!.textContent).toContain('채택');
    expect(rows[0]!.textContent).toContain('3분 전');
    expect(rows[0]!.textContent).toContain('안 읽음');
    expect(rows[1]!.textContent).not.toContain('안 읽음');
    expect(within(rows[2]!).getByRole('button')).toBeTruthy(); // no link: a button that only marks it read
    const chips = within(screen.getByRole('navigation', { name: '알림 종류' })).getAllByRole('link');
    expect(chips.map((c) => c.textContent)).toEqual(['전체', '커뮤니티', '채택', '별·혜택', '등급', '오픈 알림', '공지']);
    expect(chips[0]!.getAttribute('aria-current')).toBe('page');
    expect(chips[2]!.getAttribute('href')).toBe('/alarm?alarmType=2');
  });

  it('a tap marks the alarm read and opens its screen', async () => {
    const { router } = await renderAlarms();
    const list = await screen.findByRole('list', { name: '알림 목록' });
    await act(async () => {
      fireEvent.click(within(list).getAllByRole('link')[0]!);
    });
    await vi.waitFor(() => expect(requests).toContain('PUT /api/v1/alarm/1/read'));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/community/qna/1'));
  });

  it('모두 읽음 marks every alarm read; it is disabled with nothing unread', async () => {
    await renderAlarms();
    await screen.findByRole('list', { name: '알림 목록' });
    const button = screen.getByRole('button', { name: '모두 읽음' }) as HTMLButtonElement;
    await vi.waitFor(() => expect(button.disabled).toBe(false));
    await act(async () => {
      fireEvent.click(button);
    });
    await vi.waitFor(() => expect(requests).toContain('PUT /api/v1/alarm/read'));
    await vi.waitFor(() => expect(button.disabled).toBe(true));
  });

  it('an empty filter says so in its own words', async () => {
    await renderAlarms('/alarm?alarmType=4');
    expect(await screen.findByText('등급 알림이 없어요')).toBeTruthy();
    // Only the shown filter is marked.
    const current = within(screen.getByRole('navigation', { name: '알림 종류' }))
      .getAllByRole('link')
      .filter((c) => c.getAttribute('aria-current') === 'page');
    expect(current.map((c) => c.textContent)).toEqual(['등급']);
    expect(requests).toContain('GET /api/v1/alarm?alarmType=4&size=20');
  });
});

describe('home bell', () => {
  it('signed in: the unread count as a badge, named "알림 2개"', async () => {
    signIn();
    const client = createQueryClient();
    uninstallSession = installSession(client);
    await renderWithRouter(
      { '/': () => <AlarmBell />, '/alarm': () => <p>알림</p> },
      { root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
    );
    const bell = await screen.findByRole('link', { name: '알림 2개' });
    expect(bell.getAttribute('href')).toBe('/alarm');
    expect(screen.getByTestId('alarm-badge').getAttribute('data-count')).toBe('2');
  });

  it('signed out: a plain bell, and no count is asked for', async () => {
    const client = createQueryClient();
    uninstallSession = installSession(client);
    await renderWithRouter(
      { '/': () => <AlarmBell />, '/alarm': () => <p>알림</p> },
      { root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
    );
    expect(screen.getByRole('link', { name: '알림' })).toBeTruthy();
    expect(screen.queryByTestId('alarm-badge')).toBeNull();
    expect(requests.filter((r) => r.includes('/alarm'))).toEqual([]);
  });
});

describe('alarm queries are personal', () => {
  it('live under the "user" root with the generation, never persisted', () => {
    for (const o of [alarmQueries.count(3), alarmQueries.list(undefined, 3), alarmQueries.list(2, 3)]) {
      expect(o.queryKey.slice(0, 3)).toEqual(['user', 'alarm', 3]);
      expect(o.meta?.persist).toBeUndefined();
    }
  });
});

/**
 * Stars screens (issue 16; docs/decisions/026 "Points and levels"): 별 포인트's balance card and
 * history with the filter chips (each chip asks the server for its filter; rows signed and linked),
 * the empty history, the guide drawn from the server's answer only, the 마이페이지 card, the
 * exchange form's rules (minimum, unit, what is exchangeable), and the queries' privacy (under the
 * 'user' root the logout removes, never persisted). The network is a fake of our endpoints.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import type { PointGuide, PointHistoryFilter, PointHistoryItem } from '@contract/points';
import { renderWithRouter } from '~/components/layout/test-router';
import { createQueryClient } from '~/lib/query-client';
import { okResponse, resetClientTest, signInMember } from '~/test-utils/member-session';
import { MyPageEconomy } from './components/my-page-economy';
import { exchangeProblem } from './components/point-exchange-screen';
import { PointGuideScreen } from './components/point-guide-screen';
import { PointScreen } from './components/point-screen';
import { pointQueries } from './queries';
import { lastDayOf, starText } from './stars';

const item = (entryId: number, kind: PointHistoryItem['kind'], label: string, amount: number, linkPath: string | null = null): PointHistoryItem => ({
  entryId,
  kind,
  reason: label,
  label,
  amount,
  createdAt: '2026-11-20T03:00:00Z',
  expiresAt: amount > 0 ? '2027-11-30T15:00:00Z' : null,
  linkPath,
});

let history: PointHistoryItem[];
let requests: string[];
const guide: PointGuide = {
  earn: [
    { reason: 'app-login', label: '서버가 준 규칙 이름', description: '서버 설명', stars: 1000, maxStars: null, dailyTimes: null, once: true, earnedToday: 0 },
    { reason: 'game', label: '오늘의 게임', description: '게임 설명', stars: 10, maxStars: 100, dailyTimes: 1, once: false, earnedToday: 30 },
  ],
  spend: [{ key: 'exchange', label: '적립금·쿠폰 교환', description: '바꿀 수 있어요' }],
  exchange: { minimum: 1000, unit: 100, targets: [{ target: 'coupon', label: '할인 쿠폰', description: '쿠폰 설명' }] },
  expiry: { description: '12개월 뒤 사라져요' },
  notes: ['먼저 적립한 별부터 쓰여요'],
};

beforeEach(() => {
  localStorage.clear();
  requests = [];
  history = [item(3, 'expire', '유효기간 만료', -40), item(2, 'earn', '답변 채택', 50, '/community/qna/7'), item(1, 'earn', '앱 첫 로그인', 1000)];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    requests.push(url.pathname + url.search);
    if (url.pathname === '/api/v1/point') return okResponse({ balance: 1010, earnedTotal: 1050 });
    if (url.pathname === '/api/v2/point/summary')
      return okResponse({
        balance: 1010,
        earnedTotal: 1050,
        month: '2026-11',
        earnedThisMonth: 50,
        expiringThisMonth: { stars: 60, expiresAt: '2026-11-30T15:00:00Z', lastDay: '2026-11-30' },
      });
    if (url.pathname === '/api/v1/point/history') {
      const f = url.searchParams.get('filter');
      const kinds = { all: null, earn: ['earn', 'refund'], spend: ['spend', 'exchange'], expire: ['expire'] }[f as PointHistoryFilter];
      return okResponse({ items: history.filter((i) => !kinds || kinds.includes(i.kind)), size: 20, nextCursor: null });
    }
    if (url.pathname === '/api/v2/point/guide') return okResponse(guide);
    if (url.pathname === '/api/v1/mypage')
      return okResponse({ nickName: '별농부', balance: 1293, level: { level: 2, name: '잎새' }, counts: { posts: 1, replies: 2, orders: 0, unreadAlarms: 3 } });
    return new Response('{}', { status: 404 });
  });
  signInMember();
});
afterEach(resetClientTest);

const blank = () => <p>다른 화면</p>;
async function render(initial: string, routes: Record<string, () => React.ReactNode>) {
  const client = createQueryClient();
  await renderWithRouter(
    {
      '/my-page/point-guide': blank,
      '/my-page/point-exchange': blank,
      '/my-page/my-level': blank,
      '/my-page/frequently-purchased': blank,
      '/alarm': blank,
      ...routes,
    },
    { initial, root: (o) => <QueryClientProvider client={client}>{o}</QueryClientProvider> },
  );
  return client;
}

function PointWithChips() {
  const [filter, setFilter] = useState<PointHistoryFilter>('all');
  return <PointScreen filter={filter} onFilter={setFilter} />;
}

describe('별 포인트', () => {
  it('shows the balance, the stars expiring this month with their last day and this month’s earnings', async () => {
    await render('/my-page/point', { '/my-page/point': PointWithChips });
    expect((await screen.findByTestId('point-balance')).textContent).toBe('별 1,010개');
    expect(screen.getByTestId('point-expiring').textContent).toBe('별 60개 (11월 30일까지)');
    expect(screen.getByText('별 50개')).toBeTruthy();
    expect(screen.getByRole('link', { name: '별 교환하기' }).getAttribute('href')).toBe('/my-page/point-exchange');
    // the headline is the balance call's (SPEC §7 point), the rows the summary's
    expect(requests).toEqual(expect.arrayContaining(['/api/v1/point', '/api/v2/point/summary']));
  });

  it('lists the history signed, links rows about a page, and each chip asks the server for its filter', async () => {
    await render('/my-page/point', { '/my-page/point': PointWithChips });
    const list = await screen.findByRole('list', { name: '별 내역' });
    const rows = within(list).getAllByTestId('point-history-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('유효기간 만료'),
      expect.stringContaining('답변 채택'),
      expect.stringContaining('앱 첫 로그인'),
    ]);
    expect(rows[0]!.textContent).toContain('-40');
    expect(rows[2]!.textContent).toContain('+1,000');
    expect(rows[2]!.textContent).toContain('2027.11.30까지 사용');
    expect(within(rows[1]!).getByRole('link').getAttribute('href')).toBe('/community/qna/7');
    expect(within(rows[0]!).queryByRole('link')).toBeNull();

    fireEvent.click(screen.getByRole('radio', { name: '소멸' }));
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: '별 내역' })).getAllByTestId('point-history-row')).toHaveLength(1));
    expect(screen.getByRole('radio', { name: '소멸' }).getAttribute('aria-checked')).toBe('true');
    expect(requests).toContain('/api/v1/point/history?filter=expire&size=20');
  });

  it('no history: the empty state leads to the guide', async () => {
    history = [];
    await render('/my-page/point', { '/my-page/point': PointWithChips });
    expect(await screen.findByText('아직 별 내역이 없어요')).toBeTruthy();
    expect(screen.getByRole('link', { name: '별 모으는 방법 보기' }).getAttribute('href')).toBe('/my-page/point-guide');
  });
});

describe('별 안내', () => {
  it('draws only what the server sent: rule names, stars, limits, today’s earnings, the exchange rule', async () => {
    await render('/guide', { '/guide': PointGuideScreen, '/my-page/point': blank });
    const rules = await screen.findAllByTestId('guide-earn-rule');
    expect(rules).toHaveLength(2);
    expect(rules[0]!.textContent).toContain('서버가 준 규칙 이름');
    expect(rules[0]!.textContent).toContain('별 1,000개');
    expect(rules[0]!.textContent).toContain('한 번만');
    expect(rules[1]!.textContent).toContain('최대 별 100개');
    expect(rules[1]!.textContent).toContain('하루 1번');
    expect(rules[1]!.textContent).toContain('오늘 별 30개 받았어요');
    expect(screen.getByTestId('guide-exchange-rule').textContent).toBe('별 1,000개부터 100개 단위로 바꿀 수 있어요.');
    expect(screen.getByText('12개월 뒤 사라져요')).toBeTruthy();
  });
});

describe('마이페이지 card', () => {
  it('shows my stars and level linking to their screens, and the unread alarms on 알림', async () => {
    await render('/my-page', { '/my-page': MyPageEconomy, '/my-page/point': blank });
    const point = await screen.findByTestId('my-page-point');
    await vi.waitFor(() => expect(point.textContent).toContain('별 1,293개'));
    expect(point.getAttribute('href')).toBe('/my-page/point');
    expect(screen.getByTestId('my-page-level').textContent).toContain('Lv.2 잎새');
    expect(screen.getByRole('link', { name: '알림, 안 읽은 알림 3개' }).getAttribute('href')).toBe('/alarm');
    expect(screen.getByRole('link', { name: '자주 산 상품' }).getAttribute('href')).toBe('/my-page/frequently-purchased');
  });
});

describe('exchange rules on the form', () => {
  const info = { minimum: 1000, unit: 100, exchangeable: 1200 };
  it('asks for at least the minimum, in the unit, at most what is exchangeable', () => {
    expect(exchangeProblem(0, info)).toBe('바꿀 별 개수를 입력해 주세요.');
    expect(exchangeProblem(900, info)).toBe('별 1,000개부터 바꿀 수 있어요.');
    expect(exchangeProblem(1050, info)).toBe('100개 단위로 바꿀 수 있어요.');
    expect(exchangeProblem(1300, info)).toBe('지금은 최대 별 1,200개까지 바꿀 수 있어요.');
    expect(exchangeProblem(1200, info)).toBeNull();
  });
});

describe('stars queries', () => {
  it('live under the user root with the session generation and are never persisted', () => {
    for (const q of [
      pointQueries.balance(4),
      pointQueries.summary(4),
      pointQueries.history('earn', 4),
      pointQueries.guide(4),
      pointQueries.mypage(4),
      pointQueries.exchangeInfo(4),
    ]) {
      expect(q.queryKey.slice(0, 3)).toEqual(['user', 'point', 4]);
      expect(q.meta).toBeUndefined();
    }
  });
  it('read stars as a Korean app writes them', () => {
    expect(starText(1200)).toBe('별 1,200개');
    expect(lastDayOf('2026-11-30')).toBe('11월 30일');
  });
});

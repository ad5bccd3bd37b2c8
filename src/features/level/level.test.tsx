/**
 * 내 등급 (issue 16; docs/decisions/026 "Points and levels"): the server's level, the progress bar
 * with its value, each requirement (now / needed), what is missing with the right particle, my
 * figures, the table with my row marked; the top level says so instead of a bar; the query lives
 * under the 'user' root, never persisted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { MemberLevel } from '@contract/points';
import { MyLevelView } from './components/my-level-screen';
import { levelQueries } from './queries';

const levels = [
  { level: 1, name: '새싹', minStars: 0, minActivity: 0, minOrders: 0 },
  { level: 2, name: '잎새', minStars: 1000, minActivity: 3, minOrders: 0 },
  { level: 3, name: '열매', minStars: 2500, minActivity: 15, minOrders: 1 },
];
const data: MemberLevel = {
  level: 2,
  name: '잎새',
  stats: { earnedStars: 1300, posts: 5, replies: 2, orders: 0 },
  next: {
    level: 3,
    name: '열매',
    progress: 18,
    requirements: [
      { key: 'stars', label: '모은 별', current: 1300, required: 2500, missing: '별 1,200개 더 모으기' },
      { key: 'activity', label: '글·댓글', current: 7, required: 15, missing: '글이나 댓글 8개 더 쓰기' },
      { key: 'orders', label: '구매', current: 2, required: 1, missing: null },
    ],
  },
  levels,
};

afterEach(cleanup);

describe('내 등급', () => {
  it('shows the level, the progress bar, each requirement and what is missing', () => {
    render(<MyLevelView data={data} />);
    expect(screen.getByTestId('level-name').textContent).toBe('Lv.2 잎새');
    const bar = screen.getByRole('progressbar', { name: '열매까지 진행률' });
    expect(bar.getAttribute('aria-valuenow')).toBe('18');
    expect(screen.getByTestId('level-progress').textContent).toBe('18%');
    const reqs = within(screen.getByRole('list', { name: '열매 조건' })).getAllByRole('listitem');
    expect(reqs.map((r) => r.textContent)).toEqual(['○ 모은 별1,300 / 2,500', '○ 글·댓글7 / 15', '✓ 구매1 / 1']);
    expect(screen.getByTestId('level-missing').textContent).toBe('열매가 되려면: 별 1,200개 더 모으기, 글이나 댓글 8개 더 쓰기');
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[2]!.getAttribute('aria-current')).toBe('true');
    expect(rows[2]!.textContent).toContain('Lv.2 잎새');
  });

  it('a requirement the next level does not ask for is not listed as met (issue 30: ✓ 구매 0 / 0)', () => {
    render(
      <MyLevelView
        data={{
          ...data,
          level: 1,
          name: '새싹',
          stats: { earnedStars: 0, posts: 0, replies: 0, orders: 0 },
          next: {
            level: 2,
            name: '잎새',
            progress: 0,
            requirements: [
              { key: 'stars', label: '모은 별', current: 0, required: 1000, missing: '별 1,000개 더 모으기' },
              { key: 'activity', label: '글·댓글', current: 0, required: 3, missing: '글이나 댓글 3개 더 쓰기' },
              { key: 'orders', label: '구매', current: 0, required: 0, missing: null },
            ],
          },
        }}
      />,
    );
    const reqs = within(screen.getByRole('list', { name: '잎새 조건' })).getAllByRole('listitem');
    expect(reqs.map((r) => r.textContent)).toEqual(['○ 모은 별0 / 1,000', '○ 글·댓글0 / 3']);
    expect(screen.getByTestId('level-progress').textContent).toBe('0%');
  });

  it('the top level has no bar, and a name ending in a consonant takes 이', () => {
    render(<MyLevelView data={{ ...data, level: 3, name: '열매', next: null }} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('가장 높은 등급이에요. 늘 함께해 주셔서 고마워요!')).toBeTruthy();
    cleanup();
    render(<MyLevelView data={{ ...data, next: { ...data.next!, name: '장터 명인' } }} />);
    expect(screen.getByTestId('level-missing').textContent).toMatch(/^장터 명인이 되려면/);
  });

  it('the query is member data: user root, session generation, not persisted', () => {
    const q = levelQueries.mine(7);
    expect(q.queryKey).toEqual(['user', 'level', 7, 'mine']);
    expect(q.meta).toBeUndefined();
  });
});

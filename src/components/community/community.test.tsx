/**
 * Community read pieces (issue 15; docs/decisions/022): relative times and day headers in Korea
 * time, user text rendered as text with its links (XSS corpus), and the list row.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { PostSummary } from '@contract/community';
import { renderWithRouter } from '~/components/layout/test-router';
import { boardListSearch, communityTabOf, defaultCommunitySort, questionListSearch, validDay } from '~/lib/community/route-inputs';
import { dayHeader, kstToday, relativeTime, shiftDay, shortDate } from '~/lib/community/time';
import { LinkedText, linkParts } from './linked-text';
import { firstLine, PostItem } from './post-item';

afterEach(cleanup);

// 2026-11-24 15:00 KST
const NOW = Date.parse('2026-11-24T06:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('relative time (KST)', () => {
  it.each([
    [ago(10_000), '방금 전'],
    [ago(-30_000), '방금 전'], // a device clock slightly behind the server's
    [ago(3 * MIN), '3분 전'],
    [ago(59 * MIN), '59분 전'],
    [ago(2 * HOUR), '2시간 전'],
    [ago(14 * HOUR), '14시간 전'], // 01:00 KST the same day
    [ago(16 * HOUR), '어제'], // 23:00 KST the day before
    [ago(38 * HOUR), '어제'],
    [ago(40 * HOUR), '11.22'],
    ['2026-01-02T03:00:00Z', '01.02'],
    ['2025-11-20T03:00:00Z', '2025.11.20'],
  ])('%s → %s', (iso, text) => {
    expect(relativeTime(iso, NOW)).toBe(text);
  });

  it('counts days by the Korean calendar, not the device zone: 00:30 KST is "today" after midnight KST', () => {
    const justAfterMidnight = Date.parse('2026-11-24T15:40:00Z'); // 11-25 00:40 KST
    expect(relativeTime('2026-11-24T15:10:00Z', justAfterMidnight)).toBe('30분 전');
    expect(relativeTime('2026-11-24T14:00:00Z', justAfterMidnight)).toBe('어제'); // 23:00 KST on the 24th
    expect(kstToday(justAfterMidnight)).toBe('2026-11-25');
  });

  it('short dates drop the year only within the year', () => {
    expect(shortDate('2026-11-20T00:00:00Z', NOW)).toBe('11.20');
    expect(shortDate('2025-12-31T16:00:00Z', NOW)).toBe('01.01'); // already 2026 in Korea
  });
});

describe('daily board dates', () => {
  it('writes the day header with its weekday', () => {
    expect(dayHeader('2026-11-24')).toBe('11월 24일 (화)');
    expect(dayHeader('2026-03-01')).toBe('3월 1일 (일)');
  });
  it('steps across months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
  it('accepts only real calendar days', () => {
    expect(validDay('2026-11-24')).toBe('2026-11-24');
    for (const bad of ['2026-02-30', '2026-13-01', '20261124', 'today', '2026-1-2', '', '0000-01-01', '0001-01-01', '1999-12-31', '2100-01-01'])
      expect(validDay(bad)).toBeNull();
  });
});

describe('list inputs', () => {
  it('keeps known sorts and boards and drops anything else', () => {
    expect(boardListSearch({ board: 'recipe', sort: 'newest' })).toEqual({ board: 'recipe', sort: 'newest' });
    // A board is any code-shaped ?board (the list is the server's; the screen drops one no board has).
    expect(boardListSearch({ board: 'Admin!', sort: 'likes' })).toEqual({ board: undefined, sort: undefined });
    expect(questionListSearch({ sort: 'popular' })).toEqual({ sort: 'popular' });
  });
  it('takes the default sort from the web profile (SPEC §3 communitySortFilterList)', () => {
    expect(
      defaultCommunitySort([
        { code: 'popular', isSelected: false },
        { code: 'newest', isSelected: true },
      ]),
    ).toBe('newest');
    expect(defaultCommunitySort([])).toBe('popular');
  });
  it('maps paths to tabs (the empty child is 인기글)', () => {
    expect(communityTabOf('/community/main')).toBe('popular');
    expect(communityTabOf('/community/main/popular-post')).toBe('popular');
    expect(communityTabOf('/community/main/dashboard')).toBe('dashboard');
    expect(communityTabOf('/community/main/qna')).toBe('qna');
    expect(communityTabOf('/community/main/survey')).toBe('survey');
  });
});

/** Markup and script a member might type: every one must stay visible text. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">눌러 보세요</a>',
  'javascript:alert(document.cookie)',
  '"><script>alert(1)</script>',
  "'; alert(1); //",
  '<b onmouseover=alert(1)>굵게</b>',
  '<style>body{display:none}</style>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '{{constructor.constructor("alert(1)")()}}',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'https://example.com/"><script>alert(1)</script>',
  'www.example.com<img src=x onerror=alert(1)>',
  '\u202egnp.exe',
  '맛있어요 <img src="https://evil.example/x.png">',
];

describe('LinkedText: user text stays text', () => {
  it.each(XSS_CORPUS)('%s', (payload) => {
    const text = `후기 남겨요\n${payload}\n끝`;
    const { container } = render(<LinkedText text={text} />);
    const root = container.firstElementChild!;
    // only <span>s and <a>s built here: no element the text asked for
    for (const el of root.querySelectorAll('*')) expect(['SPAN', 'A']).toContain(el.tagName);
    expect(root.querySelectorAll('script, img, iframe, svg, style, b, math').length).toBe(0);
    // every character is still there, as text
    expect(root.textContent).toBe(text);
    for (const a of root.querySelectorAll('a')) {
      expect(a.getAttribute('href')).toMatch(/^https?:\/\//);
      expect(a.getAttribute('rel')).toBe('nofollow ugc noopener');
      expect(a.getAttribute('target')).toBe('_blank');
      for (const attr of a.getAttributeNames()) expect(attr).not.toMatch(/^on/);
    }
  });

  it('links http(s) and www. addresses, leaving sentence punctuation outside', () => {
    render(<LinkedText text={'레시피는 https://example.com/recipe?id=3 에 있어요. 후기(www.jecheol.kr/review).'} />);
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/recipe?id=3', 'https://www.jecheol.kr/review']);
    expect(links.map((a) => a.textContent)).toEqual(['https://example.com/recipe?id=3', 'www.jecheol.kr/review']);
  });

  it('does not link look-alikes or other schemes', () => {
    expect(linkParts('javascript://example.com/%0aalert(1)').some((p) => 'href' in p)).toBe(false);
    expect(linkParts('ftp://example.com 와 http://localhost').some((p) => 'href' in p)).toBe(false);
    expect(linkParts('그냥 글이에요.')).toEqual([{ text: '그냥 글이에요.' }]);
  });
});

const post: PostSummary = {
  postId: 42,
  communityType: 'dashboard',
  board: { code: 'recipe', name: '레시피' },
  title: '대게 찜 레시피 공유해요',
  excerpt: '\n대게는 배를 위로 두고 찌세요.\n두 번째 줄',
  author: { nickName: '부산고등어맘', isWithdrawn: false },
  productNo: 7,
  likeCount: 12,
  replyCount: 3,
  clipCount: 1,
  viewCount: 1234,
  isAnswered: false,
  createdAt: '2026-11-20T03:00:00Z',
};

describe('PostItem', () => {
  it('shows board, title, first line, nickname, date, product chip and readable counts, and opens the post', async () => {
    await renderWithRouter({ '/': () => <ul>{<PostItem post={post} />}</ul> });
    const link = screen.getByRole('link');
    expect(link.getAttribute('href')).toBe('/community/board-detail/42');
    expect(within(link).getByText('레시피')).toBeTruthy();
    expect(within(link).getByText('대게 찜 레시피 공유해요')).toBeTruthy();
    expect(within(link).getByText('대게는 배를 위로 두고 찌세요.')).toBeTruthy();
    expect(within(link).queryByText(/두 번째 줄/)).toBeNull();
    expect(within(link).getByText('부산고등어맘')).toBeTruthy();
    expect(within(link).getByText('상품 이야기')).toBeTruthy();
    expect(within(link).getByRole('img', { name: '좋아요 12개' })).toBeTruthy();
    expect(within(link).getByRole('img', { name: '댓글 3개' })).toBeTruthy();
    expect(within(link).getByRole('img', { name: '조회 1,234회' })).toBeTruthy();
    expect(link.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T03:00:00Z');
  });

  it('opens a question at /community/qna and a survey at /community/survey, with their words', async () => {
    await renderWithRouter({
      '/': () => (
        <ul>
          <PostItem post={{ ...post, postId: 7, communityType: 'qna', board: null, isAnswered: true, productNo: null }} />
          <PostItem post={{ ...post, postId: 8, communityType: 'survey', board: null, productNo: null }} />
        </ul>
      ),
    });
    const [q, s] = screen.getAllByRole('link');
    expect(q.getAttribute('href')).toBe('/community/qna/7');
    expect(within(q).getByText('질문')).toBeTruthy();
    expect(within(q).getByText('채택 완료')).toBeTruthy();
    expect(within(q).getByRole('img', { name: '답변 3개' })).toBeTruthy();
    expect(within(q).queryByText('상품 이야기')).toBeNull();
    expect(s.getAttribute('href')).toBe('/community/survey/8');
    expect(within(s).getByText('설문')).toBeTruthy();
  });

  it('firstLine skips blank lines', () => {
    expect(firstLine('\n  \n 첫 줄 \n둘')).toBe('첫 줄');
    expect(firstLine('')).toBe('');
  });
});

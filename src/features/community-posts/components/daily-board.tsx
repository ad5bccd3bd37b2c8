/**
 * 오늘의 게시판 (SPEC §2 /community/daily-board/{date}; issue 15, docs/decisions/017, 022): the
 * posts, questions and surveys written on that KST day, newest first, under a date header
 * ('11월 24일 (화)') with links to the day before and after.
 */
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { Header } from '~/components/layout/header';
import { PostItem } from '~/components/community/post-item';
import { EmptyState } from '~/components/ui/empty-state';
import { dayHeader, shiftDay } from '~/lib/community/time';
import { postQueries } from '../queries';

const dayLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  px: '12px',
  fontSize: '13px',
  color: 'fg.body',
  textDecoration: 'none',
});

export function DailyBoard({ date }: { date: string }) {
  const prev = shiftDay(date, -1);
  const next = shiftDay(date, 1);
  return (
    <div>
      <Header title="오늘의 게시판" showHome />
      <nav
        aria-label="날짜 이동"
        className={css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', borderBottom: '1px solid token(colors.border.muted)' })}
      >
        <Link to="/community/daily-board/$date" params={{ date: prev }} replace className={dayLink} aria-label={`이전 날 ${dayHeader(prev)}`}>
          ‹ 이전 날
        </Link>
        <h2 className={css({ fontSize: '16px', fontWeight: 800 })}>{dayHeader(date)}</h2>
        <Link to="/community/daily-board/$date" params={{ date: next }} replace className={dayLink} aria-label={`다음 날 ${dayHeader(next)}`}>
          다음 날 ›
        </Link>
      </nav>
      <InfiniteList
        options={postQueries.daily(date)}
        itemsOf={(p) => p.items}
        empty={<EmptyState title="이날 올라온 글이 없어요" description="다른 날의 게시판을 둘러보세요." />}
        endText="이날의 글을 모두 봤어요"
      >
        {(items) => <RowList label={`${dayHeader(date)} 글 목록`} items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
      </InfiniteList>
    </div>
  );
}

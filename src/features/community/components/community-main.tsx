/**
 * 커뮤니티 main (SPEC §2 /community/main: popular-post, dashboard, qna, survey; issue 15,
 * docs/decisions/022): the header, the four tabs, and each tab's infinite list. List inputs (board,
 * sort) live in the URL; the routes validate them and hand them in.
 */
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { chip, tabs } from 'styled-system/recipes';
import type { CommunitySort } from '@contract/community';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { SortChips, type SortItem } from '~/components/catalogue/sort-chips';
import { Header } from '~/components/layout/header';
import { ChipRow, RadioChip } from '~/components/ui/chip-row';
import { EmptyState } from '~/components/ui/empty-state';
import { useHydrated } from '~/lib/use-hydrated';
import { Skeleton } from '~/components/ui/skeleton';
import { knownBoard } from '../boards';
import { WriteButton } from '../form/write-button';
import { communityQueries } from '../queries';
import { kstToday } from '../time';
import { PostItem, SurveyItem } from './post-item';
import { CommunityHeaderLinks } from '../search/components/header-links';

export type CommunityTab = 'popular' | 'dashboard' | 'qna' | 'survey';

const TABS: ReadonlyArray<{
  key: CommunityTab;
  label: string;
  to: '/community/main/popular-post' | '/community/main/dashboard' | '/community/main/qna' | '/community/main/survey';
}> = [
  { key: 'popular', label: '인기글', to: '/community/main/popular-post' },
  { key: 'dashboard', label: '게시판', to: '/community/main/dashboard' },
  { key: 'qna', label: 'Q&A', to: '/community/main/qna' },
  { key: 'survey', label: '설문', to: '/community/main/survey' },
];

const tabClasses = tabs();

/** Header and tabs of /community/main; `current` is the shown tab (the empty child shows 인기글). */
export function CommunityMainShell({ current, children }: { current: CommunityTab; children: ReactNode }) {
  return (
    <div>
      <Header title="커뮤니티" back={false} right={<CommunityHeaderLinks />} />
      <nav aria-label="커뮤니티 메뉴" className={tabClasses.list}>
        {TABS.map((t) => (
          <Link key={t.key} to={t.to} replace aria-current={t.key === current ? 'page' : undefined} activeProps={{}} className={tabClasses.tab}>
            {t.label}
          </Link>
        ))}
      </nav>
      {children}
      <WriteButton tab={current} />
    </div>
  );
}

/** 오늘의 게시판 link: today is the reader's (KST) day, known only after hydration. */
function TodayBoardLink() {
  const hydrated = useHydrated();
  if (!hydrated) return <div className={css({ h: '44px' })} />;
  return (
    <Link
      to="/community/daily-board/$date"
      params={{ date: kstToday(Date.now()) }}
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        minH: '44px',
        px: '16px',
        fontSize: '14px',
        fontWeight: 600,
        color: 'fg.body',
        textDecoration: 'none',
        borderBottom: '1px solid token(colors.border.muted)',
      })}
    >
      <span>오늘의 게시판</span>
      <span aria-hidden="true" className={css({ color: 'fg.muted' })}>
        ›
      </span>
    </Link>
  );
}

const noPosts = <EmptyState title="아직 올라온 글이 없어요" description="첫 글의 주인공이 되어 보세요." />;
const noQuestions = <EmptyState title="아직 올라온 질문이 없어요" description="궁금한 점을 먼저 물어보세요." />;
const noSurveys = <EmptyState title="아직 진행한 설문이 없어요" />;

export function PopularPosts() {
  return (
    <>
      <TodayBoardLink />
      <InfiniteList options={communityQueries.posts('popular')} itemsOf={(p) => p.items} empty={noPosts} endText="인기글을 모두 봤어요">
        {(items) => <RowList label="인기글 목록" items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
      </InfiniteList>
    </>
  );
}

/**
 * 게시판: board chips (전체 + the boards), sort chips from the web profile's communitySortFilterList.
 * @param onChange writes the board or sort into the URL (the route's job)
 */
export function BoardPosts({
  boardCode,
  sort,
  sortItems,
  onChange,
}: {
  boardCode?: string;
  sort: CommunitySort;
  sortItems: SortItem[];
  onChange: (next: { board?: string; sort?: CommunitySort }) => void;
}) {
  // The server's list (the route's loader warms it); until it answers, grey chips hold the row's place.
  const list = useQuery(communityQueries.boards());
  const boards = [{ code: undefined, name: '전체' }, ...(list.data ?? [])];
  const shown = list.data ? knownBoard(list.data, boardCode) : boardCode;
  return (
    <>
      <ChipRow as="radiogroup" label="게시판">
        {!list.data && [56, 72, 64, 80].map((w) => <Skeleton key={w} width={w} height={32} radius={16} />)}
        {boards.map((b) => (
          <RadioChip key={b.code ?? 'all'} checked={shown === b.code} onSelect={() => onChange({ board: b.code })} className={chip()}>
            {b.name}
          </RadioChip>
        ))}
      </ChipRow>
      <SortChips items={sortItems} value={sort} onChange={(code) => onChange({ sort: code as CommunitySort })} label="글 정렬" />
      <InfiniteList options={communityQueries.posts(sort, shown)} itemsOf={(p) => p.items} empty={noPosts} endText="모든 글을 봤어요">
        {(items) => <RowList label="게시글 목록" items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
      </InfiniteList>
    </>
  );
}

export function QuestionList({ sort, sortItems, onSortChange }: { sort: CommunitySort; sortItems: SortItem[]; onSortChange: (sort: CommunitySort) => void }) {
  return (
    <>
      <SortChips items={sortItems} value={sort} onChange={(code) => onSortChange(code as CommunitySort)} label="질문 정렬" />
      <InfiniteList options={communityQueries.questions(sort)} itemsOf={(p) => p.items} empty={noQuestions} endText="모든 질문을 봤어요">
        {(items) => <RowList label="질문 목록" items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
      </InfiniteList>
    </>
  );
}

/** 설문: open surveys first, then closed ones (queries.ts). */
export function SurveyList() {
  return (
    <InfiniteList options={communityQueries.surveys()} itemsOf={(p) => p.items} empty={noSurveys} endText="모든 설문을 봤어요">
      {(items) => <RowList label="설문 목록" items={items} row={(s) => <SurveyItem key={s.postId} survey={s} />} />}
    </InfiniteList>
  );
}

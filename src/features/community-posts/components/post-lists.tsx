/**
 * The board posts' lists of /community/main (SPEC §2 popular-post and the empty child, dashboard;
 * issue 15, docs/decisions/022): 인기글 with the 오늘의 게시판 link, and 게시판 with its board and
 * sort chips, each an infinite list. List inputs (board, sort) live in the URL; the routes validate
 * them and hand them in. The header and tabs around them are the route's (main/-components).
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import type { CommunitySort } from '@contract/community';
import { InfiniteList, RowList } from '~/components/catalogue/infinite-list';
import { SortChips, type SortItem } from '~/components/catalogue/sort-chips';
import { PostItem } from '~/components/community/post-item';
import { ChipRow, RadioChip } from '~/components/ui/chip-row';
import { EmptyState } from '~/components/ui/empty-state';
import { Skeleton } from '~/components/ui/skeleton';
import { knownBoard } from '~/lib/community/route-inputs';
import { kstToday } from '~/lib/community/time';
import { useHydrated } from '~/lib/use-hydrated';
import { postQueries } from '../queries';

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

export function PopularPosts() {
  return (
    <>
      <TodayBoardLink />
      <InfiniteList options={postQueries.list('popular')} itemsOf={(p) => p.items} empty={noPosts} endText="인기글을 모두 봤어요">
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
  const list = useQuery(postQueries.boards());
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
      <InfiniteList options={postQueries.list(sort, shown)} itemsOf={(p) => p.items} empty={noPosts} endText="모든 글을 봤어요">
        {(items) => <RowList label="게시글 목록" items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
      </InfiniteList>
    </>
  );
}

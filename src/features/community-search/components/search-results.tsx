/**
 * Community search results (issue 15; SPEC §2 /community/search/{dashboard,qna,survey};
 * docs/decisions/023, 025): the tabs 게시글 / Q&A / 설문 with each kind's match count from the
 * server (`total`), and the shown kind's infinite list, best match first. A corrected answer
 * (한라붕 → 한라봉) says so and links back to the words as typed (`exact`). Nothing found: tips
 * (초성, spacing — the server handles both) and the kinds that did find something. Matched words
 * are not highlighted: the server sends no positions, and 초성/spacing matches cannot be found
 * again on the client reliably.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { josa } from 'es-hangul';
import { css } from 'styled-system/css';
import { tabs } from 'styled-system/recipes';
import type { CommunityType } from '@contract/community';
import { InfiniteList, ListCount, RowList } from '~/components/catalogue/infinite-list';
import { PostItem } from '~/components/community/post-item';
import { buttonStyle } from '~/components/ui/button';
import { EmptyState } from '~/components/ui/empty-state';
import { formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { SEARCH_TABS, type CommunitySearchPath } from '../params';
import { communitySearchQueries } from '../queries';

/** The number of matches of one kind, once known in the browser (never a server/client mismatch). */
function TabCount({ keyword, type, exact }: { keyword: string; type: CommunityType; exact: boolean }) {
  const hydrated = useHydrated();
  const q = useInfiniteQuery({ ...communitySearchQueries.results(keyword, type, exact), enabled: hydrated });
  const total = hydrated ? q.data?.pages[0]?.total : undefined;
  return total === undefined ? null : <span className={css({ ml: '4px', fontWeight: 'inherit' })}>{formatNumber(total)}</span>;
}

const tabClasses = tabs();

/** 게시글 / Q&A / 설문 with their counts; each keeps the keyword (and exact) in its address. */
export function SearchTabs({ keyword, exact, current }: { keyword: string; exact: boolean; current: CommunityType }) {
  return (
    <nav aria-label="검색 결과 종류" className={tabClasses.list}>
      {SEARCH_TABS.map((t) => (
        <Link
          key={t.type}
          to={t.to}
          search={{ keyword, exact: exact ? 'Y' : undefined }}
          replace
          activeProps={{}}
          aria-current={t.type === current ? 'page' : undefined}
          className={tabClasses.tab}
          data-testid={`community-search-tab-${t.type}`}
        >
          {t.label}
          <TabCount keyword={keyword} type={t.type} exact={exact} />
        </Link>
      ))}
    </nav>
  );
}

/** '‘한라봉’ 검색 결과예요 · ‘한라붕’으로 검색' under a corrected answer. */
function CorrectionNotice({ corrected, typed, to }: { corrected: string; typed: string; to: CommunitySearchPath }) {
  return (
    <p role="status" className={css({ px: '16px', pt: '10px', fontSize: '14px', color: 'fg.body', overflowWrap: 'anywhere' })}>
      <strong className={css({ color: 'accent.text' })}>‘{corrected}’</strong> 검색 결과예요 ·{' '}
      <Link
        to={to}
        search={{ keyword: typed, exact: 'Y' }}
        replace
        className={css({ color: 'fg.muted', textDecoration: 'underline', textUnderlineOffset: '3px' })}
      >
        ‘{typed}’{josa.pick(typed, '으로/로')} 검색
      </Link>
    </p>
  );
}

const tipList = css({
  mx: '16px',
  mt: '-24px',
  mb: '32px',
  p: '16px',
  borderRadius: '12px',
  bg: 'bg.subtle',
  fontSize: '13px',
  color: 'fg.body',
  lineHeight: 1.6,
  listStyle: 'none',
  display: 'flex',
  flexDir: 'column',
  gap: '6px',
});

/** Nothing of this kind: the tips, and the kinds that did find something. */
function NoResults({ keyword, type, exact }: { keyword: string; type: CommunityType; exact: boolean }) {
  const tab = SEARCH_TABS.find((t) => t.type === type)!;
  return (
    <div>
      <EmptyState
        title={`‘${keyword}’에 맞는 ${tab.noun}${josa.pick(tab.noun, '이/가')} 없어요`}
        description="검색어를 바꾸거나 아래 방법으로 다시 찾아보세요."
        action={<OtherKinds keyword={keyword} type={type} exact={exact} />}
      />
      <ul aria-label="검색 도움말" className={tipList}>
        <li>
          <strong>초성</strong>만 입력해도 찾아요 <span className={css({ color: 'fg.muted' })}>(예: ㄷㄱㅉ → 대게찜)</span>
        </li>
        <li>
          <strong>띄어쓰기</strong>는 달라도 괜찮아요 <span className={css({ color: 'fg.muted' })}>(대게찜 = 대게 찜)</span>
        </li>
        <li>더 짧은 낱말이나 재료 이름으로 검색해 보세요</li>
      </ul>
    </div>
  );
}

/** Links to the other kinds that found something (after hydration: counts are the browser's). */
function OtherKinds({ keyword, type, exact }: { keyword: string; type: CommunityType; exact: boolean }) {
  return (
    <div className={css({ display: 'flex', gap: '8px', flexWrap: 'wrap', justifyContent: 'center' })}>
      {SEARCH_TABS.filter((t) => t.type !== type).map((t) => (
        <OtherKind key={t.type} keyword={keyword} exact={exact} tab={t} />
      ))}
    </div>
  );
}

function OtherKind({ keyword, exact, tab }: { keyword: string; exact: boolean; tab: (typeof SEARCH_TABS)[number] }) {
  const hydrated = useHydrated();
  const q = useInfiniteQuery({ ...communitySearchQueries.results(keyword, tab.type, exact), enabled: hydrated });
  const total = hydrated ? (q.data?.pages[0]?.total ?? 0) : 0;
  if (total === 0) return null;
  return (
    <Link to={tab.to} search={{ keyword, exact: exact ? 'Y' : undefined }} replace className={buttonStyle({ variant: 'secondary', size: 'sm' })}>
      {tab.label}에서 {formatNumber(total)}건 보기
    </Link>
  );
}

/** The shown kind's matches, best first, 20 a page. */
export function CommunitySearchResults({ keyword, type, exact }: { keyword: string; type: CommunityType; exact: boolean }) {
  const tab = SEARCH_TABS.find((t) => t.type === type)!;
  return (
    <InfiniteList
      options={communitySearchQueries.results(keyword, type, exact)}
      itemsOf={(p) => p.items}
      before={(first) =>
        first.items.length > 0 && (
          <>
            {first.correctedKeyword && <CorrectionNotice corrected={first.correctedKeyword} typed={keyword} to={tab.to} />}
            <ListCount>
              {tab.noun} {formatNumber(first.total)}건
            </ListCount>
          </>
        )
      }
      empty={<NoResults keyword={keyword} type={type} exact={exact} />}
      endText={`${tab.noun} 검색 결과를 모두 봤어요`}
    >
      {(items) => <RowList label={`${tab.noun} 검색 결과`} items={items} row={(p) => <PostItem key={p.postId} post={p} />} />}
    </InfiniteList>
  );
}

/**
 * /community/search/recent (issue 15; SPEC §2; docs/decisions/025): the device's recent community
 * searches, newest first, each tappable (search again) and removable (✕), with 전체 삭제; then the
 * boards with their post counts as a way in without typing. The recent list is the device's
 * (known after hydration only), the boards the server's (streamed with the page).
 */
import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import { PartErrorBoundary } from '~/components/ui/error-boundary';
import { Skeleton } from '~/components/ui/skeleton';
import { formatNumber } from '~/lib/format';
import { useHydrated } from '~/lib/use-hydrated';
import { CrossIcon } from '~/components/ui/cross-icon';
import { communityQueries } from '~/features/community/queries';
import { clearRecentCommunitySearches, removeRecentCommunitySearch, useRecentCommunitySearches } from '../recent-searches';

const sectionTitle = css({ fontSize: '16px', fontWeight: 800, color: 'fg.default' });
const sectionHead = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minH: '44px', px: '16px' });
const textButton = css({ bg: 'transparent', border: 'none', fontSize: '13px', color: 'fg.muted', cursor: 'pointer', minH: '44px', px: '4px' });
const row = css({ display: 'flex', alignItems: 'center', borderBottom: '1px solid token(colors.border.muted)' });
const keywordButton = css({
  flex: 1,
  minW: 0,
  display: 'flex',
  alignItems: 'center',
  gap: '10px',
  minH: '48px',
  pl: '16px',
  bg: 'transparent',
  border: 'none',
  textAlign: 'left',
  fontSize: '15px',
  color: 'fg.body',
  cursor: 'pointer',
  _active: { bg: 'bg.subtle' },
});
const removeButton = css({
  w: '44px',
  h: '44px',
  mr: '4px',
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  bg: 'transparent',
  border: 'none',
  color: 'fg.muted',
  cursor: 'pointer',
});

function ClockIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={css({ flexShrink: 0, color: 'fg.subtle' })}>
      <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" stroke="currentColor" strokeWidth="2" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The recent searches; `onPick` searches a keyword again (it moves to the top). */
export function RecentCommunitySearches({ onPick }: { onPick: (keyword: string) => void }) {
  const hydrated = useHydrated();
  const recent = useRecentCommunitySearches();
  return (
    <section aria-labelledby="community-recent-title" className={css({ pt: '8px' })}>
      <div className={sectionHead}>
        <h2 id="community-recent-title" className={sectionTitle}>
          최근 검색어
        </h2>
        {recent.length > 0 && (
          <button type="button" className={textButton} onClick={() => clearRecentCommunitySearches()}>
            전체 삭제
          </button>
        )}
      </div>
      {!hydrated ? (
        <div className={css({ h: '48px' })} />
      ) : recent.length === 0 ? (
        <p className={css({ px: '16px', py: '12px', fontSize: '14px', color: 'fg.muted' })}>최근 검색한 내역이 없어요. 검색어는 이 기기에만 남아요.</p>
      ) : (
        <ul aria-label="최근 검색어 목록" className={css({ listStyle: 'none' })}>
          {recent.map((k) => (
            <li key={k} className={row}>
              <button type="button" className={keywordButton} onClick={() => onPick(k)}>
                <ClockIcon />
                <span className={css({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{k}</span>
              </button>
              <button type="button" aria-label={`최근 검색어 ${k} 삭제`} className={removeButton} onClick={() => removeRecentCommunitySearch(k)}>
                <CrossIcon size={14} box={24} edge={6} weight={2.4} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BoardChips() {
  const { data: boards } = useSuspenseQuery(communityQueries.boards());
  if (boards.length === 0) return null;
  return (
    <ul aria-label="게시판 목록" className={css({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none', px: '16px', pb: '16px' })}>
      {boards.map((b) => (
        <li key={b.code}>
          <Link to="/community/main/dashboard" search={{ board: b.code }} className={chip({ size: 'md' })}>
            {b.name}
            <span className={css({ color: 'fg.muted', fontSize: '12px' })}>{formatNumber(b.postCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** 게시판 둘러보기: the boards with their post counts, each opening its 게시판 tab. */
export function SearchBoards() {
  return (
    <section aria-labelledby="community-boards-title" className={css({ mt: '16px' })}>
      <div className={sectionHead}>
        <h2 id="community-boards-title" className={sectionTitle}>
          게시판 둘러보기
        </h2>
      </div>
      <PartErrorBoundary>
        <Suspense
          fallback={
            <div className={css({ display: 'flex', gap: '8px', px: '16px', pb: '16px' })}>
              {[72, 88, 96].map((w) => (
                <Skeleton key={w} width={w} height={34} radius={17} />
              ))}
            </div>
          }
        >
          <BoardChips />
        </Suspense>
      </PartErrorBoundary>
    </section>
  );
}

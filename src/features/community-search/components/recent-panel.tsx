/**
 * /community/search/recent (issue 15; SPEC §2; docs/decisions/025): the device's recent community
 * searches, newest first, each tappable (search again) and removable (✕), with 전체 삭제. Known
 * after hydration only. The boards under them (a way in without typing) are the posts feature's,
 * composed by the route.
 */
import { css } from 'styled-system/css';
import { useHydrated } from '~/lib/use-hydrated';
import { CrossIcon } from '~/components/ui/cross-icon';
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

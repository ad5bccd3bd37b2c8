/** /search/list: recent searches (device), frequent searches (server), recommended keywords. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { css, cx } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import { searchQueries } from '../queries';
import { clearRecentSearches, readRecentSearches, removeRecentSearch } from '../recent-searches';
import { trackKeywordEvent } from '../keyword-hash';
import { ErrorState } from '~/components/ui/error-state';
import { EmptyState } from '~/components/ui/empty-state';
import { useHydrated } from '~/lib/use-hydrated';

const NONE: string[] = [];

const sectionTitle = css({ fontSize: '16px', fontWeight: 800, color: 'fg.default' });
const recentChip = cx(chip({ size: 'md' }), css({ pl: '12px', pr: '6px', color: 'fg.body', cursor: 'default' }));
const suggestedChip = chip({ size: 'md', suggested: true });

export function SearchHome({ onPick }: { onPick: (keyword: string) => void }) {
  const [stored, setRecent] = useState(readRecentSearches);
  // The server has no device storage and draws none: hydrate that, then the device's own list
  // (issue 30: reading storage in the first render made /search/list throw React error #418).
  const recent = useHydrated() ? stored : NONE;
  const rank = useQuery(searchQueries.rank());
  const rec = useQuery(searchQueries.recommendKeywords());
  return (
    <div className={css({ p: '16px', display: 'flex', flexDir: 'column', gap: '28px' })}>
      <section aria-labelledby="recent-title">
        <div className={css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: '10px' })}>
          <h2 id="recent-title" className={sectionTitle}>
            최근 검색어
          </h2>
          {recent.length > 0 && (
            <button
              type="button"
              onClick={() => setRecent(clearRecentSearches())}
              className={css({ bg: 'transparent', border: 'none', fontSize: '13px', color: 'fg.muted', cursor: 'pointer' })}
            >
              전체 삭제
            </button>
          )}
        </div>
        {recent.length === 0 ? (
          <p className={css({ fontSize: '14px', color: 'fg.muted' })}>최근 검색한 내역이 없어요.</p>
        ) : (
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '8px', listStyle: 'none' })}>
            {recent.map((k) => (
              <li key={k} className={recentChip}>
                <button
                  type="button"
                  onClick={() => {
                    void trackKeywordEvent('recent_select', k);
                    onPick(k);
                  }}
                  className={css({ bg: 'transparent', border: 'none', fontSize: '14px', cursor: 'pointer', color: 'inherit' })}
                >
                  {k}
                </button>
                <button
                  type="button"
                  aria-label={`${k} 삭제`}
                  onClick={() => setRecent(removeRecentSearch(k))}
                  className={css({ w: '22px', h: '22px', borderRadius: '50%', bg: 'bg.muted', color: 'fg.muted', fontSize: '11px', cursor: 'pointer' })}
                >
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="rank-title">
        <h2 id="rank-title" className={sectionTitle}>
          많이 찾는 검색어
        </h2>
        {rank.data && !rank.data.fromLogs && rank.data.items.length > 0 && (
          <p className={css({ mt: '4px', fontSize: '13px', color: 'fg.muted' })}>아직 검색이 모이지 않아 많이 팔린 상품의 검색어를 보여드려요.</p>
        )}
        {rank.data && rank.data.items.length > 0 ? (
          <ol
            className={css({
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
              gridAutoFlow: 'column',
              gridTemplateRows: 'repeat(5, auto)',
              columnGap: '16px',
              mt: '10px',
              listStyle: 'none',
            })}
          >
            {rank.data.items.map((item) => (
              <li key={item.keyword} className={css({ minW: 0 })}>
                <button
                  type="button"
                  onClick={() => onPick(item.keyword)}
                  className={css({
                    display: 'flex',
                    alignItems: 'baseline',
                    gap: '8px',
                    w: '100%',
                    minW: 0,
                    py: '8px',
                    bg: 'transparent',
                    border: 'none',
                    fontSize: '15px',
                    color: 'fg.body',
                    cursor: 'pointer',
                    textAlign: 'left',
                  })}
                >
                  {/* Fixed width for two digits (10 included), so every keyword starts at the same place. */}
                  <strong
                    className={css({
                      flex: '0 0 auto',
                      minW: '2ch',
                      fontVariantNumeric: 'tabular-nums',
                      color: item.rank <= 3 ? 'orange.700' : 'gray.600',
                    })}
                  >
                    {item.rank}
                  </strong>
                  {/* One line per keyword: a long one ends in an ellipsis instead of wrapping. */}
                  <span className={css({ flex: '1 1 auto', minW: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' })}>{item.keyword}</span>
                </button>
              </li>
            ))}
          </ol>
        ) : rank.isPending ? null : rank.isError ? (
          <ErrorState error={rank.error} onRetry={() => rank.refetch()} />
        ) : (
          <EmptyState title="아직 집계된 검색어가 없어요" />
        )}
      </section>
      {rec.data && rec.data.items.length > 0 && (
        <section aria-labelledby="rec-title">
          <h2 id="rec-title" className={sectionTitle}>
            이런 제철 먹거리는 어때요?
          </h2>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '8px', mt: '10px' })}>
            {rec.data.items.map((k) => (
              <button key={k} type="button" onClick={() => onPick(k)} className={suggestedChip}>
                {k}
              </button>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}

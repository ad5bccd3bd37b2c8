/**
 * 게시판 둘러보기 (issue 15; SPEC §2 /community/search/recent; docs/decisions/025): the boards with
 * their post counts, each opening its 게시판 tab — a way into the community without typing, under
 * the recent searches. The server's list, streamed with the page.
 */
import { Suspense } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { chip } from 'styled-system/recipes';
import { PartErrorBoundary } from '~/components/ui/error-boundary';
import { Skeleton } from '~/components/ui/skeleton';
import { formatNumber } from '~/lib/format';
import { postQueries } from '../queries';

const sectionTitle = css({ fontSize: '16px', fontWeight: 800, color: 'fg.default' });
const sectionHead = css({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', minH: '44px', px: '16px' });

function BoardChips() {
  const { data: boards } = useSuspenseQuery(postQueries.boards());
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
export function BoardDirectory() {
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

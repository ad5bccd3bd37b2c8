/**
 * The home screen's header (SPEC §2 "/"): the wordmark and the search button. The home route draws
 * it above its sections, and its skeleton and error screen draw it too (./route-header.tsx), so a
 * cold or failed home still shows where the shopper is and the way to search. The home route puts
 * the alarm bell (features/alarm, issue 16) beside the search button through `bell`.
 */
import type { ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { headerBar } from './header';

export function HomeHeader({ bell }: { bell?: ReactNode } = {}) {
  return (
    <header className={cx(headerBar, css({ justifyContent: 'space-between', pl: '16px', pr: '6px' }))}>
      <h1 className={css({ fontSize: '20px', fontWeight: 900, color: 'accent.text', letterSpacing: '-0.02em' })}>제철장터</h1>
      <div className={css({ display: 'flex', alignItems: 'center' })}>
        <Link to="/search/list" aria-label="검색" className={css({ w: '44px', h: '44px', display: 'grid', placeItems: 'center', color: 'fg.body' })}>
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" fill="none" />
            <path d="M16 16l5 5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </Link>
        {bell}
      </div>
    </header>
  );
}

/**
 * The home header's bell (issue 16; SPEC §4 "Home refetches alarm count when logged in"): a link to
 * /alarm with the unread count as a badge (its name '알림 3개', or '알림'). The count is read
 * afresh whenever the bell mounts or the session changes, only when signed in; signed out (and in
 * the server's render, which is always signed out) the bell has no badge.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { formatNumber } from '~/lib/format';
import { useSession } from '~/stores/session';
import { alarmQueries } from '../queries';

const badge = css({
  position: 'absolute',
  top: '6px',
  right: '4px',
  minW: '18px',
  h: '18px',
  px: '5px',
  borderRadius: '9px',
  bg: 'accent.default',
  color: 'accent.fg',
  fontSize: '11px',
  fontWeight: 800,
  lineHeight: '18px',
  textAlign: 'center',
  '&::after': { content: 'attr(data-count)' },
});

export function AlarmBell() {
  const { accessToken, generation } = useSession();
  const count = useQuery({ ...alarmQueries.count(generation), enabled: !!accessToken, retry: false, refetchOnMount: 'always' });
  const n = accessToken ? (count.data?.unreadCount ?? 0) : 0;
  return (
    <Link
      to="/alarm"
      aria-label={n > 0 ? `알림 ${formatNumber(n)}개` : '알림'}
      className={css({ position: 'relative', w: '44px', h: '44px', display: 'grid', placeItems: 'center', color: 'fg.body' })}
    >
      <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15L6 16z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" fill="none" />
        <path d="M10 20.5a2.2 2.2 0 0 0 4 0" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
      </svg>
      {/* The number is drawn from data-count (not text), so the link's one name is its label (WCAG 2.5.3 label in name). */}
      {n > 0 && <span aria-hidden="true" className={badge} data-count={n > 99 ? '99+' : formatNumber(n)} data-testid="alarm-badge" />}
    </Link>
  );
}

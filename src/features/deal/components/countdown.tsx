/** Live countdown to a deal's end (server-time corrected). */
import { css } from 'styled-system/css';
import { formatRemaining } from '~/lib/format';
import { useCountdown } from '~/lib/use-countdown';

export function Countdown({ endAt, serverTime, label = '남은 시간' }: { endAt: string; serverTime?: string; label?: string }) {
  const { remainingMs, ended } = useCountdown(endAt, serverTime);
  return (
    <span
      className={css({
        display: 'inline-flex',
        alignItems: 'center',
        gap: '4px',
        fontVariantNumeric: 'tabular-nums',
        fontWeight: 700,
        color: 'danger.default',
        fontSize: '13px',
      })}
    >
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="13" r="8" stroke="currentColor" strokeWidth="2.4" fill="none" />
        <path d="M12 9v4l3 2M9 2h6" stroke="currentColor" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      </svg>
      <span className={css({ srOnly: true })}>{label}</span>
      {ended ? '종료' : formatRemaining(remainingMs)}
    </span>
  );
}

/**
 * Toast stack (SPEC §2, §9): above the bottom bar at 94 px, or 34 px without it; 48 px between
 * toasts; each vanishes after 2000 ms (stores/ui). Announced politely to screen readers.
 */
import { css } from 'styled-system/css';
import { useUi } from '../../stores/ui';

export const TOAST_OFFSET_WITH_NAV_PX = 94;
export const TOAST_OFFSET_WITHOUT_NAV_PX = 34;
export const TOAST_SPACING_PX = 48;

export function toastBottom(index: number, count: number, hasBottomNav: boolean) {
  const base = hasBottomNav ? TOAST_OFFSET_WITH_NAV_PX : TOAST_OFFSET_WITHOUT_NAV_PX;
  // Newest toast sits lowest; older ones move up by the spacing.
  return base + (count - 1 - index) * TOAST_SPACING_PX;
}

export function ToastHost({ hasBottomNav }: { hasBottomNav: boolean }) {
  const { toasts } = useUi();
  return (
    <div role="status" aria-live="polite" className={css({ position: 'fixed', left: 0, right: 0, bottom: 0, pointerEvents: 'none', zIndex: 60 })}>
      {toasts.map((t, i) => (
        <div
          key={t.id}
          data-testid="toast"
          className={css({
            position: 'absolute',
            left: '50%',
            transform: 'translateX(-50%)',
            width: 'calc(100% - 32px)',
            maxW: '448px',
            minH: '40px',
            display: 'flex',
            alignItems: 'center',
            gap: '6px',
            px: '16px',
            py: '10px',
            borderRadius: '10px',
            bg: 'rgba(25,31,40,0.92)',
            color: 'white',
            fontSize: '14px',
            wordBreak: 'keep-all',
          })}
          style={{ bottom: toastBottom(i, toasts.length, hasBottomNav) }}
        >
          {t.icon && <span aria-hidden="true">{t.icon}</span>}
          {t.phrase ?? (
            <span>
              {t.startPhrase}
              {t.pointPhrase && <strong className={css({ color: 'orange.300', mx: '2px' })}>{t.pointPhrase}</strong>}
              {t.endPhrase}
            </span>
          )}
        </div>
      ))}
    </div>
  );
}

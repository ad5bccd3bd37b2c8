/**
 * Toast stack (SPEC §2, §9). Toasts come from `showToast()` in stores/ui (and the API client's
 * toastItems) and vanish after 2000 ms (the store's timer).
 *
 * Placement: the newest toast sits 94 px above the bottom edge when the bottom nav is shown, or
 * 34 px without it; each older toast is 48 px higher. The offsets are measured from the top of
 * the bottom safe area, so an iPhone home indicator does not eat them, or from the top of the
 * page's own bottom bar (the deal's buy bar: components/layout/page-bottom-bar.ts).
 * Content: a `phrase`, or `icon` + `startPhrase` + `pointPhrase` (bold, orange) + `endPhrase`.
 * `icon` is an image URL/path or a short text glyph (emoji). An optional `action` (issue 13) is a
 * link at the toast's end ("찜 목록에 담았어요 · 보기"), opened in the app; the toast then goes.
 */
import { useRouter } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { toast as toastRecipe } from 'styled-system/recipes';
import { dismissToast, useUi, type Toast, type ToastAction } from '~/stores/ui';
import { aboveBottomBar } from './page-bottom-bar';

export const TOAST_OFFSET_WITH_NAV_PX = 94;
export const TOAST_OFFSET_WITHOUT_NAV_PX = 34;
export const TOAST_SPACING_PX = 48;

/** Bottom offset in px of toast `index` (0 = oldest) in a stack of `count`. */
export function toastBottom(index: number, count: number, hasBottomNav: boolean) {
  const base = hasBottomNav ? TOAST_OFFSET_WITH_NAV_PX : TOAST_OFFSET_WITHOUT_NAV_PX;
  // Newest toast sits lowest; older ones move up by the spacing.
  return base + (count - 1 - index) * TOAST_SPACING_PX;
}

function isImageRef(icon: string) {
  return /^(\/|https?:|data:image\/)/.test(icon);
}

function ToastContent({ toast }: { toast: Toast }) {
  if (toast.phrase) return <span>{toast.phrase}</span>;
  return (
    <span>
      {toast.startPhrase}
      {toast.pointPhrase && <strong className={css({ color: 'accent.onInverse', fontWeight: 800 })}>{toast.pointPhrase}</strong>}
      {toast.endPhrase}
    </span>
  );
}

/** The toast's link: a 44 px tap target that takes pointer events although the stack does not. */
function ToastActionLink({ action, onDone }: { action: ToastAction; onDone: () => void }) {
  const router = useRouter();
  return (
    <a
      href={action.href}
      onClick={(e) => {
        e.preventDefault();
        onDone();
        void router.navigate({ href: action.href });
      }}
      className={css({
        ml: 'auto',
        my: '-10px',
        minW: '44px',
        minH: '44px',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        flexShrink: 0,
        pointerEvents: 'auto',
        color: 'accent.onInverse',
        fontWeight: 700,
        textDecoration: 'none',
      })}
    >
      {action.label}
    </a>
  );
}

export function ToastHost({ hasBottomNav }: { hasBottomNav: boolean }) {
  const { toasts } = useUi();
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ position: 'fixed', left: 0, right: 0, h: 0, pointerEvents: 'none', zIndex: 'toast' })}
      style={{ bottom: aboveBottomBar(0, { overBanner: true }) }}
    >
      {toasts.map((t, i) => (
        <div
          key={t.id}
          data-testid="toast"
          className={cx(
            toastRecipe({ kind: 'message' }),
            css({
              position: 'absolute',
              left: '50%',
              transform: 'translateX(-50%)',
              width: 'calc(100% - 32px)',
              maxW: '448px',
              transition: 'bottom 0.2s ease-out',
            }),
          )}
          style={{ bottom: toastBottom(i, toasts.length, hasBottomNav) }}
        >
          {t.icon &&
            (isImageRef(t.icon) ? (
              <img src={t.icon} alt="" width={20} height={20} className={css({ flexShrink: 0 })} />
            ) : (
              <span aria-hidden="true">{t.icon}</span>
            ))}
          <ToastContent toast={t as Toast} />
          {t.action && <ToastActionLink action={t.action} onDone={() => dismissToast(t.id)} />}
        </div>
      ))}
    </div>
  );
}

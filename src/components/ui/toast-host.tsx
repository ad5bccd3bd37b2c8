/**
 * Toast stack (SPEC §2, §9). Toasts come from `showToast()` in stores/ui (and the API client's
 * toastItems) and vanish after 2000 ms (the store's timer).
 *
 * Placement (shared with the snackbar: toast-layer.tsx): the newest toast sits 94 px above the
 * bottom edge when the bottom nav is shown, or 34 px without it; each older toast is 48 px higher.
 * The offsets are measured from the top of the bottom safe area, so an iPhone home indicator does
 * not eat them, or from the top of the page's own bottom bar (the deal's buy bar: page-bottom-bar.ts).
 * Content: a `phrase`, or `icon` + `startPhrase` + `pointPhrase` (bold, orange) + `endPhrase`.
 * `icon` is an image URL/path or a short text glyph (emoji). An optional `action` (issue 13) is a
 * link at the toast's end ("찜 목록에 담았어요 · 보기"), opened in the app; the toast then goes.
 */
import { useRouter } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import { toast as toastRecipe } from 'styled-system/recipes';
import { dismissToast, useUi, type Toast, type ToastAction } from '~/stores/ui';
import { ToastLayer, toastBaseOffset, toastPlacement } from './toast-layer';

export const TOAST_SPACING_PX = 48;

/** Bottom offset in px of toast `index` (0 = oldest) in a stack of `count`. */
export function toastBottom(index: number, count: number, hasBottomNav: boolean) {
  const base = toastBaseOffset(hasBottomNav);
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
    <ToastLayer>
      {toasts.map((t, i) => (
        <div
          key={t.id}
          data-testid="toast"
          className={cx(toastRecipe({ kind: 'message' }), toastPlacement, css({ transition: 'bottom 0.2s ease-out' }))}
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
    </ToastLayer>
  );
}

/**
 * The one modal dialog primitive (SPEC §2 shared elements; issue 11): a native `<dialog>` opened
 * with `showModal()`, so the browser puts it in the top layer, makes the rest of the page inert
 * (no clicks, no focus, hidden from screen readers) and draws the backdrop. The alert, share and
 * app-install dialogs are built on it.
 *
 * Mount it to open it, unmount it to close it (the caller's state decides, as before). While it
 * is open:
 * - focus moves to `initialFocus` (else the browser's choice: the first focusable control), and
 *   returns to the element that had it when the dialog unmounts;
 * - Tab and Shift+Tab cycle through the dialog's own controls. The native modal lets Tab leave to
 *   the browser's toolbar after the last control; the dialogs this replaces kept focus inside, and
 *   so does this one (it also makes the cycle work where Tab has no default action, as in tests);
 * - Escape, and the platform's close request (Android back gesture: the `cancel` event), call
 *   `onClose` instead of closing the element behind React's back;
 * - with `closeOnBackdrop`, a tap outside the panel calls `onClose` (a click on the backdrop
 *   targets the `<dialog>` itself; the content sits in an inner box, so clicks inside never do).
 *
 * Accessible name: `labelledBy` (id of the title) or `label`; `describedBy` for the message.
 * `role="alertdialog"` for messages that need an answer. `aria-modal` is set as well because
 * some screen readers read it rather than the top layer.
 *
 * happy-dom (the unit tests' DOM) implements `showModal()` by setting the `open` attribute, which
 * is all the tests need, so there is no polyfill here.
 */
import { useEffect, useRef, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { css, cx } from 'styled-system/css';

export interface DialogProps {
  /** Called on Escape, the platform close request and (with `closeOnBackdrop`) a tap outside. */
  onClose: () => void;
  /** `alertdialog` for a message the user must acknowledge; `dialog` otherwise. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that names the dialog (its title). */
  labelledBy?: string;
  /** Name when there is no visible title. */
  label?: string;
  /** Id of the element that describes it (its message). */
  describedBy?: string;
  /** The control that receives focus on open. */
  initialFocus?: RefObject<HTMLElement | null>;
  closeOnBackdrop?: boolean;
  /** Classes for the panel (width, padding, text alignment); the look comes from here. */
  className?: string;
  /** Inline style on the `<dialog>` itself (for a fixed width; the default is min(320 px, 100vw − 48 px)). */
  style?: CSSProperties;
  children: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const frame = css({
  m: 'auto',
  p: 0,
  border: 'none',
  bg: 'bg.canvas',
  color: 'fg.default',
  borderRadius: '16px',
  boxShadow: 'dialog',
  // 320 px, and 24 px clear of each edge on a narrow phone (the dialogs' look before issue 11).
  w: 'min(320px, calc(100vw - 48px))',
  maxW: 'calc(100vw - 32px)',
  _backdrop: { bg: 'bg.backdrop' },
});

/** The next control for Tab (or Shift+Tab) among `items`, wrapping at both ends. */
function nextFocus(items: HTMLElement[], current: Element | null, backwards: boolean) {
  const at = items.indexOf(current as HTMLElement);
  if (backwards) return items[at <= 0 ? items.length - 1 : at - 1];
  return items[(at + 1) % items.length];
}

export function Dialog({
  onClose,
  role = 'dialog',
  labelledBy,
  label,
  describedBy,
  initialFocus,
  closeOnBackdrop = false,
  className,
  style,
  children,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // The latest onClose without re-running the open effect when the caller passes a new function.
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // StrictMode mounts twice; a second showModal() on an open dialog throws in older engines.
    if (!dialog.open) dialog.showModal();
    initialFocus?.current?.focus();
    return () => {
      if (dialog.open) dialog.close();
      if (previous?.isConnected) previous.focus();
    };
  }, [initialFocus]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={labelledBy}
      aria-label={label}
      aria-describedby={describedBy}
      className={frame}
      style={style}
      onCancel={(e) => {
        e.preventDefault();
        close.current();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          // Handled here so the element never closes itself while React still shows it.
          e.preventDefault();
          close.current();
        } else if (e.key === 'Tab') {
          e.preventDefault();
          const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
          if (items.length > 0) nextFocus(items, document.activeElement, e.shiftKey)?.focus();
        }
      }}
      onClick={(e) => {
        if (closeOnBackdrop && e.target === e.currentTarget) close.current();
      }}
    >
      <div className={cx(css({ w: '100%' }), className)}>{children}</div>
    </dialog>
  );
}

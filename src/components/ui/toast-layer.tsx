/**
 * The bottom layer the toast stack (toast-host.tsx) and the snackbar (snackbar.tsx) share, so their
 * placement cannot drift apart (SPEC §2, §9): a fixed, zero-height polite live region whose bottom
 * edge sits above the page's own bottom bar or the bottom safe area (iPhone home indicator) and
 * above the offline banner (page-bottom-bar.ts); each message in it is centred, 32 px narrower than
 * the screen (at most 448 px), its `bottom` set in px above that edge: the newest message 94 px with
 * the bottom nav, 34 px without.
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { aboveBottomBar } from './page-bottom-bar';

export const TOAST_OFFSET_WITH_NAV_PX = 94;
export const TOAST_OFFSET_WITHOUT_NAV_PX = 34;

/** Bottom offset (px above the layer's edge) of the newest toast or the snackbar. */
export function toastBaseOffset(hasBottomNav: boolean): number {
  return hasBottomNav ? TOAST_OFFSET_WITH_NAV_PX : TOAST_OFFSET_WITHOUT_NAV_PX;
}

/** A message's placement in the layer (combine with the toast recipe; set `bottom` inline). */
export const toastPlacement = css({ position: 'absolute', left: '50%', transform: 'translateX(-50%)', width: 'calc(100% - 32px)', maxW: '448px' });

/** The layer: a live region (role="status") holding the positioned messages. */
export function ToastLayer({ children }: { children: ReactNode }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={css({ position: 'fixed', left: 0, right: 0, h: 0, pointerEvents: 'none', zIndex: 'toast' })}
      style={{ bottom: aboveBottomBar(0, { overBanner: true }) }}
    >
      {children}
    </div>
  );
}

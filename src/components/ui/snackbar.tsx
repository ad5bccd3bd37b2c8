/**
 * Snackbar (SPEC §9: default timeout 5000 ms; docs/decisions/031-ui-spec-rest.md). Unlike the toast
 * stack (toast-host.tsx) there is one snackbar at a time, with one optional action button, from
 * `showSnackbar()` in stores/ui. It sits where the newest toast would (toast-layer.tsx; SPEC §2/§9 offsets: 94 px
 * above the bottom edge with the bottom nav, 34 px without; above the page's own bottom bar and
 * the offline banner), as a polite live region (role="status").
 *
 * Its first use: when the connection comes back after the app went offline (the offline banner
 * goes), "인터넷에 다시 연결되었어요" with 새로고침, which refetches what the screen shows.
 */
import { useContext, useEffect } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { subscribe } from 'valtio';
import { css, cx } from 'styled-system/css';
import { toast as toastRecipe } from 'styled-system/recipes';
import { networkState } from '~/lib/network-status';
import { dismissSnackbar, runSnackbarAction, showSnackbar, useSnackbar } from '~/stores/ui';
import { ToastLayer, toastBaseOffset, toastPlacement } from './toast-layer';

export const RECONNECTED_TEXT = '인터넷에 다시 연결되었어요.';

/** Bottom offset (px above the bottom bar/safe area) of the snackbar: the toast offsets of SPEC §9. */
export function snackbarBottom(hasBottomNav: boolean): number {
  return toastBaseOffset(hasBottomNav);
}

/**
 * Watch the connection: after offline → online, show the reconnection snackbar whose 새로고침
 * refetches the active queries. Returns the unsubscribe function.
 */
export function watchReconnection(refresh: () => void): () => void {
  let wasOnline = networkState.online;
  return subscribe(networkState, () => {
    const online = networkState.online;
    if (online && !wasOnline) showSnackbar(RECONNECTED_TEXT, { action: { label: '새로고침', onAction: refresh } });
    wasOnline = online;
  });
}

export function SnackbarHost({ hasBottomNav }: { hasBottomNav: boolean }) {
  const snackbar = useSnackbar();
  const queryClient = useContext(QueryClientContext); // absent in isolated shell tests
  useEffect(() => watchReconnection(() => void queryClient?.invalidateQueries({ refetchType: 'active' })), [queryClient]);
  return (
    <ToastLayer>
      {snackbar && (
        <div
          key={snackbar.id}
          data-testid="snackbar"
          className={cx(toastRecipe({ kind: 'action' }), toastPlacement, css({ minH: '48px', py: '4px', pointerEvents: 'auto' }))}
          style={{ bottom: snackbarBottom(hasBottomNav) }}
        >
          <span className={css({ flex: 1, py: '8px', lineHeight: 1.4 })}>{snackbar.message}</span>
          {snackbar.action ? (
            <button
              type="button"
              onClick={() => runSnackbarAction(snackbar.id)}
              className={css({ minW: '44px', minH: '44px', px: '8px', color: 'accent.onInverse', fontWeight: 700, cursor: 'pointer', flexShrink: 0 })}
            >
              {snackbar.action.label}
            </button>
          ) : (
            <button
              type="button"
              aria-label="알림 닫기"
              onClick={() => dismissSnackbar(snackbar.id)}
              className={css({ minW: '44px', minH: '44px', color: 'fg.inverseMuted', cursor: 'pointer', flexShrink: 0, fontSize: '18px' })}
            >
              ×
            </button>
          )}
        </div>
      )}
    </ToastLayer>
  );
}

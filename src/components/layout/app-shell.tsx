/**
 * App shell, rendered by the root route around every screen: the phone-width column (designed
 * at 390×844, max 480 px and centred on wider screens, white) plus the global pieces of SPEC §2 —
 * bottom navigation, toasts, scroll-to-top, loading overlay, alert and share dialogs, plus the
 * offline banner and the new-version toast (issue 5).
 *
 * Route flags (SPEC §2, lib/route-flags.ts) come from the matched routes' staticData, merged from
 * root to leaf so the deepest route that sets a flag wins:
 *   noBottomNavi → no bottom nav (toasts then sit 34 px from the bottom instead of 94 px)
 *   noTopScroll  → no scroll-to-top button
 * Visiting any /community route clears the bottom nav's community hint (stores/community-hint).
 */
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useMatches, useRouterState } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { RouteFlags } from '~/lib/route-flags';
import { markHydrated } from '~/lib/hydration';
import { isCommunityPath, markCommunityVisited } from '~/stores/community-hint';
import { BottomNav, BOTTOM_NAV_HEIGHT_PX } from './bottom-nav';
import { ToastHost } from '../ui/toast-host';
import { SnackbarHost } from '../ui/snackbar';
import { ScrollTopButton } from '../ui/scroll-top-button';
import { LoadingOverlay } from '../ui/loading-overlay';
import { useUi } from '~/stores/ui';
import { useSnapshot } from 'valtio';
import { appLoginDialog } from '~/lib/native';

// Dialogs load when first opened (issue 12: the home route's JS budget): a share or an alert is rare.
const ShareDialog = lazy(() => import('../ui/share-dialog').then((m) => ({ default: m.ShareDialog })));
const AlertDialog = lazy(() => import('../ui/alert-dialog').then((m) => ({ default: m.AlertDialog })));
const AppLoginDialog = lazy(() => import('../ui/app-login-dialog').then((m) => ({ default: m.AppLoginDialog })));

/** The global alert, share and app login (SPEC §2, lib/native) dialogs, each loaded the first time it opens. */
function GlobalDialogs() {
  const { alert, share } = useUi();
  const appLogin = useSnapshot(appLoginDialog).open;
  return (
    <Suspense fallback={null}>
      {alert.open && <AlertDialog />}
      {share && <ShareDialog />}
      {appLogin && <AppLoginDialog />}
    </Suspense>
  );
}
import { isNotFoundMatch } from './not-found-screen';
import { OfflineBanner } from './offline-banner';
import { UpdateToast } from './update-toast';

/** Merge staticData flags from root to leaf; the deepest route that sets a flag wins. */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  const flags: RouteFlags = {};
  for (const m of matches) Object.assign(flags, (m.staticData ?? {}) as RouteFlags);
  // The not-found screen drawn at an unknown address has /404's flags (decision 043).
  if (matches.some(isNotFoundMatch)) flags.noBottomNavi = true;
  return flags;
}

export function AppShell({ children }: { children: ReactNode }) {
  const flags = useRouteFlags();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const hasBottomNav = !flags.noBottomNavi;

  useEffect(() => {
    if (isCommunityPath(pathname)) markCommunityVisited();
  }, [pathname]);
  // The first effect of the page: React has taken over the server's HTML (issue 12).
  useEffect(() => markHydrated(), []);

  return (
    <div
      className={css({
        maxW: 'appColumn',
        mx: 'auto',
        minH: '100dvh',
        bg: 'bg.canvas',
        position: 'relative',
        boxShadow: { base: 'none', md: '0 0 0 1px token(colors.border.subtle)' },
      })}
    >
      {/* The route flags are mirrored as data attributes so tests and native wrappers can read them. */}
      <main
        className={css({ minH: '100dvh' })}
        // keep the last content clear of the fixed bottom bar (60 px + safe area) with 16 px to spare
        style={{ paddingBottom: hasBottomNav ? `calc(${BOTTOM_NAV_HEIGHT_PX + 16}px + env(safe-area-inset-bottom, 0px))` : 0 }}
        data-no-bottom-navi={flags.noBottomNavi ? 'true' : 'false'}
        data-no-top-scroll={flags.noTopScroll ? 'true' : 'false'}
        data-require-auth={flags.requireAuth ? 'true' : 'false'}
      >
        {children}
      </main>
      {hasBottomNav && <BottomNav />}
      {!flags.noTopScroll && <ScrollTopButton hasBottomNav={hasBottomNav} />}
      <OfflineBanner hasBottomNav={hasBottomNav} />
      <UpdateToast />
      <ToastHost hasBottomNav={hasBottomNav} />
      <SnackbarHost hasBottomNav={hasBottomNav} />
      <LoadingOverlay />
      <GlobalDialogs />
    </div>
  );
}

/**
 * App shell: the phone-width column (designed at 390×844, centred up to desktop) plus the
 * global pieces of SPEC §2 — bottom navigation, toasts, scroll-to-top, loading overlay, alert
 * and share dialogs. Route flags come from the deepest matched route's staticData.
 */
import type { ReactNode } from 'react';
import { useMatches } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { RouteFlags } from '../../lib/route-flags';
import { BottomNav } from './bottom-nav';
import { ToastHost } from '../ui/toast-host';
import { ScrollTopButton } from '../ui/scroll-top-button';
import { LoadingOverlay } from '../ui/loading-overlay';
import { AlertDialog } from '../ui/alert-dialog';
import { ShareDialog } from '../ui/share-dialog';

/** Merge staticData flags from root to leaf; the deepest route that sets a flag wins. */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches();
  const flags: RouteFlags = {};
  for (const m of matches) Object.assign(flags, (m.staticData ?? {}) as RouteFlags);
  return flags;
}

export function AppShell({ children }: { children: ReactNode }) {
  const flags = useRouteFlags();
  const hasBottomNav = !flags.noBottomNavi;
  return (
    <div className={css({ maxW: '480px', mx: 'auto', minH: '100dvh', bg: 'white', position: 'relative', boxShadow: { base: 'none', md: '0 0 0 1px token(colors.gray.200)' } })}>
      {/* The route flags are mirrored as data attributes so tests and native wrappers can read them. */}
      <main
        className={css({ minH: '100dvh' })}
        style={{ paddingBottom: hasBottomNav ? 76 : 0 }}
        data-no-bottom-navi={flags.noBottomNavi ? 'true' : 'false'}
        data-no-top-scroll={flags.noTopScroll ? 'true' : 'false'}
        data-require-auth={flags.requireAuth ? 'true' : 'false'}
      >
        {children}
      </main>
      {hasBottomNav && <BottomNav />}
      {!flags.noTopScroll && <ScrollTopButton hasBottomNav={hasBottomNav} />}
      <ToastHost hasBottomNav={hasBottomNav} />
      <LoadingOverlay />
      <AlertDialog />
      <ShareDialog />
    </div>
  );
}

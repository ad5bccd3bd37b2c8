/**
 * The app-install popup on a detail route (SPEC §4 "App-install popup"): decides once when the
 * route mounts (see shouldShowAppInstallPopup), shows the dialog APP_INSTALL_POPUP_DELAY_MS later
 * and marks the session so it never shows twice. 앱으로 보기 opens the app's deep link for the
 * current path; if the page is still visible APP_OPEN_FALLBACK_DELAY_MS later (no app took over),
 * it goes to /appdown. Leaving the page (hidden, pagehide) or the route cancels the fallback.
 *
 * Usage in a route component: `<AppInstallPrompt />` beside the detail.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { appConfig } from '~/lib/config';
import { isFirstVisit } from '~/stores/session';
import {
  APP_INSTALL_POPUP_DELAY_MS,
  APP_OPEN_FALLBACK_DELAY_MS,
  appDeepLink,
  markAppInstallShown,
  shouldShowAppInstallPopup,
  wasAppInstallShown,
} from '../eligibility';
import { AppInstallDialog } from './app-install-dialog';

/** What the prompt reads from the outside world; tests replace parts of it. */
export interface AppInstallDeps {
  userAgent: () => string;
  isFirstVisit: () => boolean;
  /** Open the deep link (a custom-scheme navigation). */
  openUrl: (url: string) => void;
}

const defaultDeps: AppInstallDeps = {
  userAgent: () => navigator.userAgent,
  isFirstVisit,
  openUrl: (url) => window.location.assign(url),
};

export function AppInstallPrompt({ deps }: { deps?: Partial<AppInstallDeps> }) {
  const { pathname, searchStr } = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const env = useRef<AppInstallDeps>({ ...defaultDeps, ...deps });
  const cancelFallback = useRef<(() => void) | null>(null);

  useEffect(() => {
    const d = env.current;
    const show = shouldShowAppInstallPopup({
      userAgent: d.userAgent(),
      firstVisit: d.isFirstVisit(),
      pathname,
      search: searchStr,
      alreadyShown: wasAppInstallShown(),
    });
    if (!show) return;
    const timer = window.setTimeout(() => {
      // Another prompt (a quick second detail page) may have shown it meanwhile.
      if (wasAppInstallShown()) return;
      markAppInstallShown();
      setOpen(true);
    }, APP_INSTALL_POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, searchStr]);

  // Leaving the route drops a pending fallback.
  useEffect(() => () => cancelFallback.current?.(), []);

  const openApp = () => {
    setOpen(false);
    cancelFallback.current?.();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') cancel();
    };
    const timer = window.setTimeout(() => {
      cancel();
      if (document.visibilityState === 'visible') void navigate({ to: '/appdown' });
    }, APP_OPEN_FALLBACK_DELAY_MS);
    // The app took over (the page went to the background): never send the user to /appdown when
    // they come back, even if a throttled timer fires late.
    const cancel = () => {
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', cancel);
      cancelFallback.current = null;
    };
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', cancel);
    cancelFallback.current = cancel;
    env.current.openUrl(appDeepLink(appConfig.appScheme, `${pathname}${searchStr}`));
  };

  if (!open) return null;
  return <AppInstallDialog onOpenApp={openApp} onContinue={() => setOpen(false)} />;
}

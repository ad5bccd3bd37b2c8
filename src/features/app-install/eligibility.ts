/**
 * When the app-install popup may appear (SPEC §2 shared elements, §4 "App-install popup", §9), and
 * where "open the app" goes. Pure functions plus the once-per-session flag; the component is in
 * ./components/app-install-prompt.tsx.
 */
import { isNativeApp } from '~/lib/native';

/** SPEC §9: the popup appears this many ms after the detail route's component mounts. */
export const APP_INSTALL_POPUP_DELAY_MS = 1000;

/**
 * SPEC §9 app-open fallback delay: after the deep link is opened, if the page is still visible
 * this many ms later (the app did not take over), the user is sent to /appdown.
 */
export const APP_OPEN_FALLBACK_DELAY_MS = 2500;

/** Session storage key of the once-per-session flag (SPEC §3 lists no name for it; ours). */
export const APP_INSTALL_SHOWN_KEY = 'app-install-popup-shown';

/** Event or period detail (SPEC §2 /event/{id}, /period/{id}); the admin previews do not count. */
const DETAIL_PATH = /^\/(?:event|period)\/[^/]+\/?$/;

/**
 * A phone or tablet browser by user-agent: Android, iPhone, iPad or iPod. Says nothing about the
 * native app (its webview has the same platform tokens), see isNativeApp. iPadOS Safari in its
 * default "desktop" mode reports a Macintosh UA and is therefore not recognised (UA-only check).
 */
export function isMobileBrowser(ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod/i.test(ua);
}

/** True when the query string (with or without the leading '?') has a non-empty `type`. */
export function hasTypeParam(search: string): boolean {
  return !!new URLSearchParams(search).get('type');
}

export interface AppInstallConditions {
  userAgent: string;
  /** SPEC §4 is_first_visit of this page load (stores/session isFirstVisit). */
  firstVisit: boolean;
  pathname: string;
  /** Raw query string of the current URL. */
  search: string;
  /** The popup was already shown in this browser session. */
  alreadyShown: boolean;
}

/**
 * SPEC §4: show the popup once per session, on a mobile browser that is not the native app's
 * webview, on a first visit, when an event or period detail is opened with a `type` query.
 */
export function shouldShowAppInstallPopup(c: AppInstallConditions): boolean {
  return !c.alreadyShown && c.firstVisit && isMobileBrowser(c.userAgent) && !isNativeApp(c.userAgent) && DETAIL_PATH.test(c.pathname) && hasTypeParam(c.search);
}

const SCRIPT_SCHEME = /^\s*(?:javascript|data|vbscript):/i;
const DEFAULT_APP_SCHEME = 'jecheol://open';

/**
 * Deep link that opens `path` in the native app: `<scheme>?url=<encoded path>` (or `&url=` when
 * the scheme already has a query). A script-capable scheme is never used (falls back to the default).
 */
export function appDeepLink(scheme: string, path: string): string {
  const base = scheme && !SCRIPT_SCHEME.test(scheme) ? scheme : DEFAULT_APP_SCHEME;
  return `${base}${base.includes('?') ? '&' : '?'}url=${encodeURIComponent(path)}`;
}

function session(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** Whether the popup was shown in this session (storage disabled: treated as shown, never nag). */
export function wasAppInstallShown(): boolean {
  const s = session();
  try {
    return s ? s.getItem(APP_INSTALL_SHOWN_KEY) === '1' : true;
  } catch {
    return true;
  }
}

export function markAppInstallShown(): void {
  try {
    session()?.setItem(APP_INSTALL_SHOWN_KEY, '1');
  } catch {
    // storage full or disabled: wasAppInstallShown already answers true without storage
  }
}

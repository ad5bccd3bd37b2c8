/**
 * Session behaviour of SPEC §4 (issue 3): token refresh, expiry, logout, bans, route guard and
 * the social sign-in round trip. Storage lives in stores/session; HTTP in ./api.
 *
 * - installSession(queryClient): wires the API client (Authorization/deviceUuid headers, one
 *   refresh in flight, first-only 112 handling), re-checks login when tokens change in another
 *   tab, and takes userInfo (banStatus, retrySignIn: SPEC §4) from each answer of the release
 *   poll (lib/release.ts, GET /api/v1/app/profile every 300000 ms).
 * - requireAuth: TanStack Router beforeLoad for requireAuth routes: validate first; not logged in
 *   → the shop login page with the intended path as return path (navigation cancelled).
 * - logout(): SPEC §4 Logout sequence; a revoke that cannot reach the server waits in
 *   ./revoke-queue and is sent when back online or at the next start (issue 14).
 */
import { redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { ApiClientError, configureAuth, resetSessionExpiry } from '~/lib/api-client';
import { coalescedRun } from '~/lib/coalesced-run';
import { appConfig, shopUrls } from '~/lib/config';
import { callNative, isNativeApp, onNativeMessage, pushYNFromDevice } from '~/lib/native';
import {
  clearSession,
  deviceUuid,
  deviceSecret,
  isLoggedIn,
  markValidated,
  saveSignIn,
  saveTokens,
  sessionState,
  setBanStatus,
  watchStorage,
  deleteCookie,
  VISITED_COOKIE,
  checkFirstVisit,
  reloadSession,
  configureCookieDomain,
  type SocialPlatform,
} from '~/stores/session';
import { showAlert } from '~/stores/ui';
import { onAppProfile, type AppProfile } from '~/lib/release';
import { wipePersonalData } from '~/lib/offline-storage';
import { withdrawWaitingWrites } from '~/lib/query-meta';
import { setUserFromToken, setUserId as setAnalyticsUserId } from '~/lib/analytics';
import { refreshTokens, revokeTokens, tokenHeaders, updateAppPush, validateToken } from './api';
import { installRevokeQueue, revokeLater } from './revoke-queue';
import { isMobileSafariOutsideWebview, openSignInPopup, popupAllowed, type PopupOutcome } from './popup';
import { POPUP_ID_PATTERN } from './popup-id';
import type { SignInResponse } from '@contract/account';

/** SPEC §8 REFRESH_TOKEN_EXPIRED dialog text. */
export const SESSION_EXPIRED_TEXT = '로그인 유효기간이 만료되어 자동으로 로그아웃되었어요. 다시 로그인해 주세요.';
/** SPEC §8 other sign-in errors. */
export const SIGN_IN_FAILED_TEXT = '일시적인 문제로 페이지를 표시할 수 없어요. 잠시 후 다시 시도해 주세요.';
/** SPEC §8 Apple popup errors other than the user's own cancel. */
export const APPLE_LOGIN_FAILED_TEXT = '일시적인 문제로 로그인에 실패했어요. 잠시 후 다시 시도해 주세요.';
/** A successful validation is trusted this long before a guarded route validates again. */
export const VALIDATION_TTL_MS = 60_000;

let queryClientRef: QueryClient | null = null;

/** Absolute shop login URL with a same-origin return path (SPEC §4). */
export function shopLoginHref(returnPath: string) {
  return new URL(shopUrls.login(returnPath), window.location.origin).href;
}

/** Where SPEC §4 sends a logged-out user: the shop login, or close the window if it is a popup. */
function goToLogin() {
  if (window.opener && window.opener !== window) {
    window.close();
    return;
  }
  window.location.assign(shopLoginHref(window.location.pathname + window.location.search));
}

/** Wire the API client to the session. Idempotent; returns an uninstall function (tests). */
export function installSession(queryClient: QueryClient): () => void {
  queryClientRef = queryClient;
  // The stored session is read only now (the store starts signed out: issue 12, hydration).
  reloadSession();
  configureCookieDomain(appConfig.cookieDomain);
  checkFirstVisit();
  setUserFromToken(sessionState.accessToken);
  configureAuth({
    headers: () => {
      const h: Record<string, string> = { deviceUuid: deviceUuid() };
      if (sessionState.accessToken) h.Authorization = `Bearer ${sessionState.accessToken}`;
      // The device's own secret (issue 14; lib/app-device.ts): proves the device for its settings.
      const secret = deviceSecret();
      if (secret) h.deviceSecret = secret;
      return h;
    },
    currentAccessToken: () => sessionState.accessToken,
    refresh: async () => {
      if (!sessionState.refreshToken) throw new ApiClientError(112, SESSION_EXPIRED_TEXT, 401, 'REFRESH_TOKEN_EXPIRED');
      const pair = await refreshTokens();
      saveTokens(pair);
      callNative('setToken', { accessToken: pair.accessToken, refreshToken: pair.refreshToken });
    },
    onSessionExpired: async () => {
      clearLocalSession();
      await showAlert(SESSION_EXPIRED_TEXT);
      goToLogin();
    },
  });
  const offs: (() => void)[] = [];
  // Another tab writes several keys in a row (tokens, expiry): one follow-up, run again if more came meanwhile.
  const follow = coalescedRun(async () => {
    await followStoredSession(queryClient);
    return 0;
  }, tellFollowers);
  offs.push(watchStorage(() => void follow.run().catch(() => undefined)));
  // Native app messages (SPEC §4 inbound; validated by lib/native): token hand-over and logout
  // (appLogin opens the login dialog: lib/native + components/app-login-dialog).
  offs.push(
    onNativeMessage('appTokenRefresh', (m) => {
      saveTokens({ accessToken: m.accessToken.replace(/^Bearer\s+/i, ''), refreshToken: m.refreshToken, expireDt: '' });
      resetSessionExpiry();
    }),
  );
  offs.push(onNativeMessage('appLogout', () => clearLocalSession()));
  // SPEC §4: the device push flag is Y when the native value is true or 'true', else N.
  offs.push(onNativeMessage('setDevicePush', (m) => void updateAppPush(pushYNFromDevice(m.isOn)).catch(() => undefined)));
  offs.push(onAppProfile(applyUserInfo));
  offs.push(installRevokeQueue());
  return () => {
    offs.forEach((off) => off());
    configureAuth(null);
  };
}

/** What runs after this tab followed a session change made elsewhere (src/after-hydration.ts: re-run the route's guard). */
const followers = new Set<(signedIn: boolean) => void>();

/** Be told when this tab followed a sign-in, a new token or a sign-out made in another tab or by the app; returns the unsubscribe. */
export function onSessionChangedElsewhere(fn: (signedIn: boolean) => void): () => void {
  followers.add(fn);
  return () => {
    followers.delete(fn);
  };
}

/** The personal data of this tab's memory (the tab that signed out cleared storage, cookies and IndexedDB). */
const PERSONAL_QUERY_KEYS = [['user'], ['like'], ['deal-alarm'], ['recent']] as const;

/**
 * SPEC §4 "Token change in storage: login validity re-checked; user and token queries refetched",
 * at once (issue 30: before, only at the next guarded navigation). The stored session was just read
 * again (stores/session watchStorage):
 * - signed out elsewhere: this tab drops the member's data from its memory and withdraws the member's
 *   waiting writes; screens show the visitor's view;
 * - a token stored elsewhere (another tab's sign-in or refresh, the native app): validated now with
 *   that token (a refused one ends the session here as everywhere), then the member's queries are
 *   fetched again with it.
 * Then the followers run, once (tellFollowers: a guarded route is checked again, signed out → the shop login).
 */
async function followStoredSession(queryClient: QueryClient): Promise<void> {
  resetSessionExpiry();
  setUserFromToken(sessionState.accessToken);
  if (!isLoggedIn()) {
    setAnalyticsUserId(null);
    withdrawWaitingWrites(queryClient);
    for (const queryKey of PERSONAL_QUERY_KEYS) queryClient.removeQueries({ queryKey });
  } else {
    await ensureLoggedIn();
    for (const queryKey of PERSONAL_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
  }
}

/** Tell the followers (once per run of followStoredSession, however many keys changed). */
function tellFollowers(): void {
  const signedIn = isLoggedIn();
  for (const fn of [...followers]) fn(signedIn);
}

/**
 * The session's part of each app profile answer (SPEC §4 Ban; the poll itself is lib/release.ts):
 * store the ban status; retrySignIn forces a logout and a reload home.
 */
async function applyUserInfo(profile: AppProfile): Promise<void> {
  if (!profile.userInfo || !isLoggedIn()) return;
  setBanStatus(profile.userInfo.banStatus);
  if (profile.userInfo.retrySignIn) {
    await logout({ openShopLogout: false });
    window.location.replace('/');
  }
}

/** Clear tokens, personal caches and cookies locally (no network): SPEC §4 Logout, ASVS §14.3.1. */
export function clearLocalSession() {
  setAnalyticsUserId(null); // SPEC §4 Logout: clear the analytics user (every way a session ends)
  clearSession();
  queryClientRef?.removeQueries({ queryKey: ['user'] });
  queryClientRef?.removeQueries({ queryKey: ['like'] });
  queryClientRef?.removeQueries({ queryKey: ['deal-alarm'] });
  queryClientRef?.removeQueries({ queryKey: ['recent'] });
  // Waiting member writes (a 찜 made offline) go before the wipe, so the persister cannot write them back.
  if (queryClientRef) withdrawWaitingWrites(queryClientRef);
  void wipePersonalData();
  // Shared-domain cookies readable by us (shop session cookies the shop set without HttpOnly):
  // deleted host-only and on the shared parent domain (COOKIE_DOMAIN; stores/session deleteCookie).
  for (const c of document.cookie ? document.cookie.split('; ') : []) {
    const name = c.split('=')[0]!;
    if (name && name !== VISITED_COOKIE) deleteCookie(name);
  }
  callNative('clearCacheAndCookies');
}

/**
 * SPEC §4 Logout: revoke on the server (failure ignored), clear stored tokens and social data,
 * analytics user and shared-domain cookies, then open the shop logout page (same tab on mobile
 * Safari outside a webview, otherwise a tiny new window). "Failure ignored" by the user, not by
 * the server (issue 14): a revoke that could not reach it is queued and sent once back online.
 */
export async function logout(opts: { openShopLogout?: boolean } = {}): Promise<void> {
  if (sessionState.accessToken && sessionState.refreshToken) {
    const tokens = tokenHeaders();
    await revokeTokens(tokens).catch((e: unknown) => revokeLater(tokens, e));
  }
  clearLocalSession();
  await wipePersonalData();
  if (opts.openShopLogout === false) return;
  const url = new URL(shopUrls.logout(), window.location.origin).href;
  if (isMobileSafariOutsideWebview()) window.location.assign(url);
  else window.open(url, 'shop-logout', 'width=1,height=1');
}

/** SPEC §4 Social sign-in success: store tokens and platform, ban status, cafe24 flag; tell the app. */
export function completeSignIn(r: SignInResponse, platform: SocialPlatform) {
  saveSignIn(r, platform);
  resetSessionExpiry();
  setUserFromToken(r.accessToken);
  callNative('setToken', { accessToken: r.accessToken, refreshToken: r.refreshToken });
  // In the app: PUT /api/v1/app/user/id links the device to the member (SPEC §7 App; lib/app-device.ts).
  if (isNativeApp()) void import('~/lib/app-device').then((m) => m.linkDeviceToMember()).catch(() => undefined);
  void queryClientRef?.invalidateQueries({ queryKey: ['user'] });
}

/**
 * Is the user logged in? SPEC §4: an access token is stored and a validation call returned 200
 * (an expired token is refreshed by the API client on the way). Offline with a stored token
 * counts as logged in, so saved screens keep working.
 */
export async function ensureLoggedIn(): Promise<boolean> {
  if (!isLoggedIn()) return false;
  if (Date.now() - sessionState.validatedAt < VALIDATION_TTL_MS) return true;
  try {
    await validateToken();
    markValidated();
    return true;
  } catch (e) {
    if (e instanceof ApiClientError && e.isNetworkError) return true;
    if (e instanceof ApiClientError && (e.code === 110 || e.code === 112)) clearLocalSession();
    return false;
  }
}

/** beforeLoad of every requireAuth route (SPEC §2 flags, §4 Logged in). */
export async function requireAuth({ location }: { location: ParsedLocation }) {
  if (await ensureLoggedIn()) return;
  // reloadDocument: the shop login is another site (same origin only in the embedded default).
  throw redirect({ href: shopLoginHref(location.href), reloadDocument: true });
}

/**
 * SPEC §4/§6: banned users are blocked on actions by a dialog with the ban message.
 * @returns true when the action may go on
 */
export async function ensureCanAct(): Promise<boolean> {
  if (!sessionState.banStatus.isBanned) return true;
  await showAlert(sessionState.banStatus.message || '이용이 제한된 계정이에요. 고객센터로 문의해 주세요.');
  return false;
}

// ---- Social sign-in round trip -------------------------------------------------------------

const LOGIN_STATE_KEY = 'loginState';
export interface PendingLogin {
  state: string;
  provider: SocialPlatform;
  returnUrl: string;
  /** Apple-style sign-in: the nonce kept in this browser session; its SHA-256 goes to the provider (issue 14). */
  nonce?: string;
  /** Set when this round trip runs in a sign-in popup (./popup): the landing reports to that opener and closes. */
  popupId?: string;
}

/** startSocialLogin's options; every field is optional, so older callers keep working. */
export interface SocialLoginOptions {
  /** Naver-style re-prompt for the required items (SPEC §5). */
  reprompt?: boolean;
  /**
   * Run the round trip in a popup where one can open (issue 17: /login's buttons). Falls back to
   * the same tab when the popup is blocked, inside the native app and on mobile Safari.
   */
  popup?: boolean;
  /** This window IS the sign-in popup with this id (/login?popup=…): its landing reports to the opener. */
  popupId?: string;
  /** After a popup sign-in, continue here (default: a full load of /login-action with the return path). */
  onSignedIn?: (returnUrl: string) => void;
}

/** Characters the URL parser drops or reinterprets: C0 (TAB, LF, CR …), DEL, C1, U+2028/2029, backslash. */
const UNSAFE_URL_CHARACTERS = /[\p{Cc}\u2028\u2029\\]/u;

/**
 * The return path of SPEC §4 ("the intended path as return path") made safe: the same-origin
 * path+search+hash the browser would go to, or '/'. Never an open redirect (issue 14): the value is
 * parsed as the browser parses it, so a TAB in `/\t/evil.example` (which the parser drops), a
 * backslash (read as `/`), another scheme (`https:evil.example`, `javascript:`) or a dot segment
 * that leaves `//host` all end on '/'. The answer is canonical: reading it again gives it back.
 */
export function safeReturnUrl(v: unknown, origin = window.location.origin): string {
  if (typeof v !== 'string' || !v || v.length > 2000 || UNSAFE_URL_CHARACTERS.test(v)) return '/';
  let url: URL;
  try {
    url = new URL(v, origin);
  } catch {
    return '/';
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === origin && !path.startsWith('//') ? path : '/';
}

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Send the browser to the provider's authorise page. The state (and, for Apple, the nonce) stay in
 * sessionStorage for the landing: the state is checked there (CSRF), the nonce by our server.
 */
export async function startSocialLogin(provider: SocialPlatform, returnUrl: string, opts: SocialLoginOptions = {}) {
  const back = safeReturnUrl(returnUrl);
  // The popup opens before the first await: only then does it count as the user's own click.
  if (opts.popup && !opts.popupId && popupAllowed()) {
    const outcome = openSignInPopup(provider, back);
    if (outcome) {
      void outcome.then((o) => afterPopup(o, opts));
      return;
    }
    // Blocked (window.open gave null): the same round trip in this tab.
  }
  const state = randomHex(16);
  const nonce = provider === 'apple' ? randomHex(32) : undefined;
  const popupId = opts.popupId && POPUP_ID_PATTERN.test(opts.popupId) ? opts.popupId : undefined;
  const pending: PendingLogin = { state, provider, returnUrl: back, ...(nonce ? { nonce } : {}), ...(popupId ? { popupId } : {}) };
  sessionStorage.setItem(LOGIN_STATE_KEY, JSON.stringify(pending));
  const origin = window.location.origin;
  const url =
    provider === 'naver'
      ? new URL(appConfig.naverAuthorizeUrl ?? '/idp/naver/oauth2.0/authorize', origin)
      : new URL(appConfig.appleAuthorizeUrl ?? '/idp/apple/auth/authorize', origin);
  if (provider === 'naver') {
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', appConfig.naverClientId ?? 'jecheol-local');
    url.searchParams.set('redirect_uri', `${origin}/login-landing`);
    if (opts.reprompt) url.searchParams.set('auth_type', 'reprompt');
  } else {
    url.searchParams.set('client_id', appConfig.appleClientId ?? 'kr.jecheol.web');
    url.searchParams.set('redirect_uri', `${origin}/login-landing-apple`);
    url.searchParams.set('response_type', 'code id_token');
    url.searchParams.set('response_mode', 'fragment');
    // SPEC §9: Apple sign-in asks for the name and email scopes.
    url.searchParams.set('scope', 'name email');
    // The provider puts this into the id_token; our server checks it against the kept nonce, once.
    url.searchParams.set('nonce', await sha256Hex(nonce!));
  }
  url.searchParams.set('state', state);
  window.location.assign(url.href);
}

/**
 * SPEC §4 "the popup closes and a follow-up refresh or callback runs", in the opener: signed in →
 * read the tokens the popup stored, refetch the user queries and continue (sign-up or the return
 * path via /login-action); failed → the SPEC §8 alert here; cancelled → nothing (silent).
 */
export async function afterPopup(o: PopupOutcome, opts: Pick<SocialLoginOptions, 'onSignedIn'> = {}) {
  if (o.kind === 'cancelled') return;
  if (o.kind === 'failed') {
    await showAlert(o.message);
    return;
  }
  reloadSession();
  resetSessionExpiry();
  await queryClientRef?.invalidateQueries({ queryKey: ['user'] });
  const back = safeReturnUrl(o.returnUrl);
  if (opts.onSignedIn) opts.onSignedIn(back);
  else window.location.assign(`/login-action?returnUrl=${encodeURIComponent(back)}`);
}

/** The pending login whose state matches, consumed once (CSRF check of the OAuth state). */
export function takePendingLogin(state: string | null | undefined): PendingLogin | null {
  const raw = sessionStorage.getItem(LOGIN_STATE_KEY);
  if (!raw || !state) return null;
  try {
    const p = JSON.parse(raw) as PendingLogin;
    if (p.state !== state) return null;
    sessionStorage.removeItem(LOGIN_STATE_KEY);
    return { ...p, returnUrl: safeReturnUrl(p.returnUrl) };
  } catch {
    return null;
  }
}

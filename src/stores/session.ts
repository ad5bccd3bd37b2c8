/**
 * The session (SPEC §3 local storage keys, Tokens, Ban status; §4 Logged in, Logout, Ban, First
 * visit; §9 cookies). One valtio proxy mirrored to localStorage; app code imports these actions,
 * never 'valtio' or the storage keys directly.
 *
 * Storage keys (SPEC §3): accessToken1 = "Bearer " + token, refreshToken1, uid (device id: the
 * native one, else a generated "w-" id), socialLoginPlatform ('naver' | 'apple'),
 * isCafe24Register ('1', only when true), banStatus (JSON, kept only while logged in),
 * expireDt (access expiry, ISO). Leftover legacy accessToken/refreshToken keys clear local storage.
 * Cookies (SPEC §9): Secure; SameSite=None; Path=/ — refreshToken1 lives until the refresh
 * expiry (access expiry + 3 months); the daily visited cookie expires at the end of the day.
 */
import { proxy, useSnapshot } from 'valtio';
import type { BanStatus } from '@contract/account';

export const STORAGE_KEYS = {
  accessToken: 'accessToken1',
  refreshToken: 'refreshToken1',
  uid: 'uid',
  userToken: 'userToken',
  socialLoginPlatform: 'socialLoginPlatform',
  isCafe24Register: 'isCafe24Register',
  banStatus: 'banStatus',
  expireDt: 'expireDt',
  receivedValue: 'receivedValue',
  appProductLike: 'appProductLike',
} as const;
const LEGACY_KEYS = ['accessToken', 'refreshToken'];
export const REFRESH_COOKIE = 'refreshToken1';
export const VISITED_COOKIE = 'visited';

export type SocialPlatform = 'naver' | 'apple';

export interface SessionState {
  /** Bare access token ('' when logged out). */
  accessToken: string;
  refreshToken: string;
  expireDt: string;
  platform: SocialPlatform | '';
  banStatus: BanStatus;
  /** ms epoch of the last successful validation (SPEC §4 "a validation call returned 200"). */
  validatedAt: number;
  /** Bumped on every sign-in / token change so user queries can refetch. */
  generation: number;
}

const NOT_BANNED: BanStatus = { isBanned: false, message: '' };

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function readBan(): BanStatus {
  try {
    const v = JSON.parse(storage()?.getItem(STORAGE_KEYS.banStatus) ?? 'null');
    return v && typeof v.isBanned === 'boolean' ? { isBanned: v.isBanned, message: String(v.message ?? '') } : NOT_BANNED;
  } catch {
    return NOT_BANNED;
  }
}

function load(): SessionState {
  const s = storage();
  if (s && LEGACY_KEYS.some((k) => s.getItem(k) !== null)) s.clear();
  const raw = s?.getItem(STORAGE_KEYS.accessToken) ?? '';
  const accessToken = raw.replace(/^Bearer\s+/i, '');
  const platform = s?.getItem(STORAGE_KEYS.socialLoginPlatform);
  return {
    accessToken,
    refreshToken: s?.getItem(STORAGE_KEYS.refreshToken) ?? '',
    expireDt: s?.getItem(STORAGE_KEYS.expireDt) ?? '',
    platform: platform === 'naver' || platform === 'apple' ? platform : '',
    // SPEC §4: the ban status is restored on load only when logged in.
    banStatus: accessToken ? readBan() : NOT_BANNED,
    validatedAt: 0,
    generation: 0,
  };
}

/** The session of a visitor: no tokens, not banned, never validated (the generation is the caller's). */
function signedOut(): Omit<SessionState, 'generation'> {
  return { accessToken: '', refreshToken: '', expireDt: '', platform: '', banStatus: NOT_BANNED, validatedAt: 0 };
}

/**
 * Signed out until the session is installed (lib/auth/session installSession → reloadSession):
 * a server render is always signed out, and the first client render must match it (issue 12).
 */
export const sessionState = proxy<SessionState>({ ...signedOut(), generation: 0 });

/** Read everything from storage (at install, after hydration; another tab changed it; tests). */
export function reloadSession() {
  Object.assign(sessionState, load(), { generation: sessionState.generation + 1 });
}

export const isLoggedIn = () => !!sessionState.accessToken;

/**
 * The access token stored right now (SPEC §3 accessToken1 without its "Bearer "), '' when none:
 * read from storage, not from the session, so it holds before the session is installed and
 * includes a token the native app put there (appTokenRefresh, or its own pre-fill).
 */
export function storedAccessToken(): string {
  return (storage()?.getItem(STORAGE_KEYS.accessToken) ?? '').replace(/^Bearer\s+/i, '').trim();
}
export const useSession = () => useSnapshot(sessionState);

/**
 * The device id sent as deviceUuid (SPEC §3 uid): stored, else generated once as "w-<uuid>". In the
 * app, lib/auth/device-id asks the app for its own id first (adoptDeviceUuid).
 */
export function deviceUuid(): string {
  const s = storage();
  let uid = s?.getItem(STORAGE_KEYS.uid) ?? '';
  if (!uid) {
    const rand =
      typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
    uid = `w-${rand}`;
    s?.setItem(STORAGE_KEYS.uid, uid);
  }
  return uid;
}

/**
 * The shop's shared parent domain (app config `cookieDomain`, server COOKIE_DOMAIN; SPEC §9 "shop
 * session cookies on the shared domain"), set once by installSession; '' = host-only cookies only.
 */
let sharedCookieDomain = '';
export function configureCookieDomain(domain: string | undefined) {
  sharedCookieDomain = domain ?? '';
}

/** The `document.cookie` line SPEC §9 gives (Secure; SameSite=None; Path=/), with `Domain=` when `domain` is set. */
export function cookieString(name: string, value: string, expires: Date, domain = '') {
  return `${name}=${encodeURIComponent(value)}; Expires=${expires.toUTCString()}; Path=/;${domain ? ` Domain=${domain};` : ''} Secure; SameSite=None`;
}

/** localStorage key of the device's secret issued by POST /api/v1/app/access (issue 14; lib/app-device.ts). Kept at logout: it is the device's. */
export const DEVICE_SECRET_KEY = 'deviceSecret';
/** localStorage key of the KST day (YYYY-MM-DD) of the device's last recorded access (lib/app-device.ts). */
export const ACCESS_DAY_KEY = 'appAccessDay';

/** The device's secret, sent back as the `deviceSecret` header; null when never issued or storage is refused. */
export function deviceSecret(): string | null {
  return storage()?.getItem(DEVICE_SECRET_KEY) || null;
}

/** Cookie writer with the SPEC §9 attributes (host-only unless `domain`). */
export function setCookie(name: string, value: string, expires: Date, domain = '') {
  if (typeof document === 'undefined') return;
  document.cookie = cookieString(name, value, expires, domain);
}
/**
 * Delete a cookie: host-only, and also on the shared parent domain when one is configured (a cookie
 * set with `Domain=` is only removed by a line with the same Domain; issue 17).
 */
export function deleteCookie(name: string) {
  if (typeof document === 'undefined') return;
  const past = new Date(0);
  document.cookie = cookieString(name, '', past);
  if (sharedCookieDomain) document.cookie = cookieString(name, '', past, sharedCookieDomain);
}
export function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  const hit = document.cookie.split('; ').find((c) => c.startsWith(`${name}=`));
  return hit ? decodeURIComponent(hit.slice(name.length + 1)) : null;
}

/** is_first_visit of this page load: the first checkFirstVisit() answer (null until it ran). */
let firstVisitOfLoad: boolean | null = null;

/**
 * SPEC §4 First visit: true when the daily visited cookie is absent; the cookie is then set to
 * expire at the end of the (local) day. Call once per page load.
 */
export function checkFirstVisit(now = new Date()): boolean {
  const first = !readCookie(VISITED_COOKIE);
  if (first) {
    const end = new Date(now);
    end.setHours(23, 59, 59, 999);
    setCookie(VISITED_COOKIE, 'Y', end);
  }
  firstVisitOfLoad ??= first;
  return first;
}

/**
 * SPEC §4 is_first_visit for this page load, stable for its lifetime: the answer of the first
 * checkFirstVisit() (installSession runs it at start); if nothing has asked yet, asks now. Later
 * checkFirstVisit() calls (which see the cookie just set) do not change it.
 */
export function isFirstVisit(): boolean {
  return firstVisitOfLoad ?? checkFirstVisit();
}

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expireDt: string;
  refreshExpireDt?: string;
}

/** Store a token pair (sign-in or refresh). SPEC §3: accessToken1 is "Bearer " + token. */
export function saveTokens(t: StoredTokens) {
  const s = storage();
  s?.setItem(STORAGE_KEYS.accessToken, `Bearer ${t.accessToken}`);
  s?.setItem(STORAGE_KEYS.refreshToken, t.refreshToken);
  s?.setItem(STORAGE_KEYS.expireDt, t.expireDt);
  if (t.refreshExpireDt) setCookie(REFRESH_COOKIE, t.refreshToken, new Date(t.refreshExpireDt), sharedCookieDomain);
  sessionState.accessToken = t.accessToken;
  sessionState.refreshToken = t.refreshToken;
  sessionState.expireDt = t.expireDt;
  sessionState.validatedAt = Date.now();
  sessionState.generation += 1;
}

/** SPEC §4 Social sign-in success: tokens, platform, ban status, cafe24 flag (only when true). */
export function saveSignIn(r: StoredTokens & { banStatus: BanStatus; isCafe24Register: boolean }, platform: SocialPlatform) {
  saveTokens(r);
  const s = storage();
  s?.setItem(STORAGE_KEYS.socialLoginPlatform, platform);
  if (r.isCafe24Register) s?.setItem(STORAGE_KEYS.isCafe24Register, '1');
  sessionState.platform = platform;
  setBanStatus(r.banStatus);
}

/** Persist the ban status, only while logged in (SPEC §4 Ban). */
export function setBanStatus(b: BanStatus) {
  sessionState.banStatus = { isBanned: !!b.isBanned, message: b.isBanned ? b.message : '' };
  if (isLoggedIn()) storage()?.setItem(STORAGE_KEYS.banStatus, JSON.stringify(sessionState.banStatus));
}

export function markValidated() {
  sessionState.validatedAt = Date.now();
}

/**
 * Clear the local session (SPEC §4 Logout; OWASP ASVS 5.0 §14.3.1): tokens, social login data,
 * ban status, personal values and the refresh cookie. The device id (uid) stays: it identifies
 * the device, not the person. Works offline (no network involved).
 */
export function clearSession() {
  const s = storage();
  for (const k of [
    STORAGE_KEYS.accessToken,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.expireDt,
    STORAGE_KEYS.socialLoginPlatform,
    STORAGE_KEYS.isCafe24Register,
    STORAGE_KEYS.banStatus,
    STORAGE_KEYS.userToken,
    STORAGE_KEYS.receivedValue,
    STORAGE_KEYS.appProductLike,
    ...LEGACY_KEYS,
  ])
    s?.removeItem(k);
  try {
    sessionStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
  deleteCookie(REFRESH_COOKIE);
  Object.assign(sessionState, signedOut(), { generation: sessionState.generation + 1 });
}

/** SPEC §4: a token change in storage (another tab) re-checks login and refetches user data. */
export function watchStorage(onChange: () => void): () => void {
  const handler = (e: StorageEvent) => {
    if (e.key === null || e.key === STORAGE_KEYS.accessToken || e.key === STORAGE_KEYS.refreshToken) {
      reloadSession();
      onChange();
    }
  };
  window.addEventListener('storage', handler);
  return () => window.removeEventListener('storage', handler);
}

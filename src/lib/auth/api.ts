/**
 * Token, sign-in and account calls (SPEC §7) of the session and the sign-in/sign-up screens: the
 * profile read and write, the nickname check and the device push flag are also what the member
 * screens (features/member) build on. Member-only calls live in features/member/api.ts. Shapes
 * come from server/contract/account.ts. Everything goes through the one API client (account host).
 */
import type { EndpointInput } from '@contract/endpoints';
import { CHANNEL_TYPE, CLICK_KEY_HEADER, CLICK_KEY_PATTERN, DEVICE_TYPE, type YN } from '@contract/rules';
import { callEndpoint } from '~/lib/api-client';
import { deviceUuid, sessionState, storedAccessToken } from '~/stores/session';

/** SPEC §9 device type: native app, known browser, other (DEVICE_TYPE). */
export function currentDeviceType(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent): (typeof DEVICE_TYPE)[keyof typeof DEVICE_TYPE] {
  if (/JecheolApp/.test(ua)) return DEVICE_TYPE.nativeApp;
  return /Chrome|Safari|Firefox|Edg|SamsungBrowser|Whale/.test(ua) ? DEVICE_TYPE.browser : DEVICE_TYPE.other;
}

/** The headers of the SPEC §7 token calls: both tokens and the device id (nothing personal). */
export type TokenHeaders = { accessToken: string; refreshToken: string; deviceUuid: string };
/** The current session's token headers. */
export const tokenHeaders = (): TokenHeaders => ({ accessToken: sessionState.accessToken, refreshToken: sessionState.refreshToken, deviceUuid: deviceUuid() });

/** PUT /api/v1/token/jwt/refresh (SPEC §7): no Authorization and no retry of its own. */
export const refreshTokens = () => callEndpoint('refreshToken', { headers: tokenHeaders(), skipAuth: true });
/** DELETE /api/v1/token/jwt: server-side logout of these tokens (the session's, or a revoke queued offline). */
export const revokeTokens = (tokens: TokenHeaders = tokenHeaders()) => callEndpoint('signOut', { headers: { ...tokens }, skipAuth: true, timeoutMs: 5000 });
/** GET /api/v1/token/jwt/validation: resolves when valid (200). */
export const validateToken = () => callEndpoint('validateToken');

/** SPEC §3 session storage key of the campaign click key. */
export const EVENT_CLICK_KEY = 'eventClickKey';

/**
 * The sign-in calls' headers: deviceUuid, and SPEC §7's click-key header when session storage
 * holds a well-formed `eventClickKey` (SPEC §3; anything else is not sent).
 */
export function signInHeaders(): Record<string, string> {
  const h: Record<string, string> = { deviceUuid: deviceUuid() };
  let clickKey: string | null;
  try {
    clickKey = sessionStorage.getItem(EVENT_CLICK_KEY);
  } catch {
    clickKey = null; // storage disabled
  }
  if (clickKey && CLICK_KEY_PATTERN.test(clickKey)) h[CLICK_KEY_HEADER] = clickKey;
  return h;
}

/**
 * SPEC §7 Auth, Apple variant: "bearer added if a token exists" — `Authorization: Bearer <token>`
 * when an access token is stored (one the native app handed over, or this web view's earlier
 * session); nothing otherwise. The sign-in does not depend on it (server/routes/account/accounts.test.ts):
 * a stale token sent along never fails it. The portal variant of SPEC §7 lists no bearer and sends none
 * (docs/decisions/045-bridge-tail.md).
 */
export function signInBearer(): Record<string, string> {
  const token = storedAccessToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** The sign-in's tokens are bound to the device id: in the app, the app's own (./device-id, its own chunk) is settled first. */
const settleDeviceUuid = () => import('./device-id').then((m) => m.settleDeviceUuid());

export const signInNaver = async (code: string, state: string, redirectUri: string) => {
  await settleDeviceUuid();
  return callEndpoint('naverSignIn', {
    body: { channelType: CHANNEL_TYPE.naver, redirectUri, state, deviceType: currentDeviceType(), token: code },
    skipAuth: true,
    headers: signInHeaders(),
  });
};
/** Apple-style sign-in; `nonce` is the one this session kept for the round trip (issue 14). */
export const signInApple = async (idToken: string, state: string, redirectUri: string, nonce: string, name?: string) => {
  await settleDeviceUuid();
  return callEndpoint('appleSignIn', {
    body: { channelType: CHANNEL_TYPE.apple, redirectUri, state, deviceType: currentDeviceType(), token: idToken, nonce, ...(name ? { name } : {}) },
    skipAuth: true,
    headers: { ...signInHeaders(), ...signInBearer() },
  });
};

export const fetchProfile = () => callEndpoint('profile');
export const updateProfile = (body: EndpointInput<'updateProfile'>['body']) => callEndpoint('updateProfile', { body });
export const validateNickName = (nickName: string) => callEndpoint('nickNameValidation', { query: { nickName } });

/** GET /api/v1/user/email?cellphone (SPEC §7 Account): the masked e-mail and provider of the account on this number; 8 when none. */
export const lookupEmail = (cellphone: string) => callEndpoint('emailLookup', { query: { cellphone } });

export const updateAppPush = (pushYN: YN) => callEndpoint('appPush', { body: { pushYN } });

/**
 * Token, sign-in and account calls (SPEC §7) of the session and the sign-in/sign-up screens: the
 * profile read and write, the nickname check and the device push flag are also what the member
 * screens (features/member) build on. Member-only calls live in features/member/api.ts. Shapes
 * come from server/contract/account.ts. Everything goes through the one API client (account host).
 */
import { api } from '~/lib/api-client';
import { deviceUuid, sessionState } from '~/stores/session';
import type {
  AppProfile,
  NickNameValidation,
  SignInResponse,
  TokenPair,
  UserProfile,
} from '@contract/account';

/** SPEC §9 device type: 1003 native app, 1002 known browser, 1001 other. */
export function currentDeviceType(ua = typeof navigator === 'undefined' ? '' : navigator.userAgent): 1001 | 1002 | 1003 {
  if (/JecheolApp/.test(ua)) return 1003;
  return /Chrome|Safari|Firefox|Edg|SamsungBrowser|Whale/.test(ua) ? 1002 : 1001;
}

const tokenHeaders = () => ({ accessToken: sessionState.accessToken, refreshToken: sessionState.refreshToken, deviceUuid: deviceUuid() });

/** PUT /api/v1/token/jwt/refresh (SPEC §7): no Authorization and no retry of its own. */
export const refreshTokens = () => api.account.put<TokenPair>('/api/v1/token/jwt/refresh', undefined, { headers: tokenHeaders(), skipAuth: true });
/** DELETE /api/v1/token/jwt: server-side logout. */
export const revokeTokens = () => api.account.delete<null>('/api/v1/token/jwt', { headers: tokenHeaders(), skipAuth: true, timeoutMs: 5000 });
/** GET /api/v1/token/jwt/validation: resolves when valid (200). */
export const validateToken = () => api.account.get<{ valid: true; expireDt: string }>('/api/v1/token/jwt/validation');

export const signInNaver = (code: string, state: string, redirectUri: string) =>
  api.account.post<SignInResponse>('/api/v1/auth/social/signin-and-up', { channelType: 1001, redirectUri, state, deviceType: currentDeviceType(), token: code }, { skipAuth: true, headers: { deviceUuid: deviceUuid() } });
export const signInApple = (idToken: string, state: string, redirectUri: string, name?: string) =>
  api.account.post<SignInResponse>('/api/v2/auth/social/signin-and-up', { channelType: 1002, redirectUri, state, deviceType: currentDeviceType(), token: idToken, ...(name ? { name } : {}) }, { skipAuth: true, headers: { deviceUuid: deviceUuid() } });

export const fetchProfile = () => api.account.get<UserProfile>('/api/v2/user/profile');
export const updateProfile = (body: { nickName?: string; birthYear?: number; gender?: 'M' | 'F' | 'U'; termsAgreed?: boolean; privacyAgreed?: boolean; marketingYN?: 'Y' | 'N' }) =>
  api.account.put<UserProfile>('/api/v2/user/profile', body);
export const validateNickName = (nickName: string) => api.account.get<NickNameValidation>('/api/v1/user/nick-name/validation', { query: { nickName } });

export const fetchAppProfile = () => api.account.get<AppProfile>('/api/v1/app/profile');
export const updateAppPush = (pushYN: 'Y' | 'N') => api.account.put<{ pushYN: 'Y' | 'N'; adYN: 'Y' | 'N' }>('/api/v1/app/push', { pushYN });

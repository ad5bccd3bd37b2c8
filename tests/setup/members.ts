/**
 * Signed-in members for API tests, made the way a browser makes them: the stand-in Naver-style
 * provider's consent form → authorisation code → POST /api/v1/auth/social/signin-and-up →
 * PUT /api/v2/user/profile (nickname, terms). Needs the stand-in IdP (no NAVER_AUTH_BASE_URL set)
 * and a rate limit high enough for the number of sign-ins (AUTH_RATE_LIMIT_PER_MINUTE).
 */
import type { FastifyInstance } from 'fastify';
import { agreedConsentForm } from '@server/stand-ins/idp/consent-form.js';

export interface SignedIn {
  userId: number;
  accessToken: string;
  refreshToken: string;
  deviceUuid: string;
}

/** The PWA's landing on the origin app.inject() requests come from (the stand-in requires an exact match). */
const LANDING = 'http://localhost/login-landing';

/** POST an HTML form (the stand-in provider's consent pages) as a browser submits it: urlencoded. */
export function postForm(app: FastifyInstance, url: string, form: URLSearchParams) {
  return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: form.toString() });
}

/**
 * Sign in a fresh (or returning, by email) Naver-style user and, unless `signUp` is false,
 * complete sign-up with the given nickname. Throws when any step does not answer as expected.
 */
export async function signInMember(app: FastifyInstance, opts: { email: string; nickName?: string; deviceUuid?: string; signUp?: boolean }): Promise<SignedIn> {
  const deviceUuid = opts.deviceUuid ?? 'w-test-member-device';
  const form = new URLSearchParams(agreedConsentForm({ redirectUri: LANDING, email: opts.email }));
  const consent = await postForm(app, '/idp/naver/oauth2.0/authorize', form);
  if (consent.statusCode !== 302) throw new Error(`stand-in consent answered ${consent.statusCode}`);
  const code = new URL(String(consent.headers.location)).searchParams.get('code');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/social/signin-and-up',
    headers: { deviceuuid: deviceUuid },
    payload: { channelType: 1001, redirectUri: LANDING, state: 's1', deviceType: 1002, token: code },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in answered ${res.statusCode}: ${res.body}`);
  const s = res.json().data as { accessToken: string; refreshToken: string };
  const headers = { authorization: `Bearer ${s.accessToken}`, deviceuuid: deviceUuid };
  if (opts.signUp !== false) {
    const up = await app.inject({
      method: 'PUT',
      url: '/api/v2/user/profile',
      headers,
      payload: { nickName: opts.nickName ?? `회원${Date.now() % 100000}`, termsAgreed: true, privacyAgreed: true },
    });
    if (up.statusCode !== 200) throw new Error(`sign-up answered ${up.statusCode}: ${up.body}`);
  }
  // The access token's subject is the user id (server/lib/tokens.ts).
  const userId = Number(JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString()).sub);
  return { userId, accessToken: s.accessToken, refreshToken: s.refreshToken, deviceUuid };
}

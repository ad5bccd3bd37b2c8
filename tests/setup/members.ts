/**
 * Signed-in members for API tests, made in one of two ways:
 * - signInMember: the way a browser makes them: the stand-in Naver-style provider's consent form →
 *   authorisation code → POST /api/v1/auth/social/signin-and-up → PUT /api/v2/user/profile
 *   (nickname, terms). Needs the stand-in IdP (no NAVER_AUTH_BASE_URL set) and a rate limit high
 *   enough for the number of sign-ins (AUTH_RATE_LIMIT_PER_MINUTE).
 * - accountMaker: a users row written straight into the database with an access token from the
 *   test app's TokenService (`tokens: testTokens`), for the authorization matrices (newcomer,
 *   banned, withdrawn) and tests that need many members without sign-in calls.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { agreedConsentForm } from '@server/stand-ins/idp/consent-form.js';
import type { Db } from '@server/db/client.js';
import { users } from '@server/db/schema/index.js';
import { TokenService } from '@server/domain/accounts/tokens.js';
import type { TestApp } from './test-app.js';

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
  // The access token's subject is the user id (server/domain/accounts/tokens.ts).
  const userId = Number(JSON.parse(Buffer.from(s.accessToken.split('.')[1], 'base64url').toString()).sub);
  return { userId, accessToken: s.accessToken, refreshToken: s.refreshToken, deviceUuid };
}

/** The TokenService of API tests that make accounts with accountMaker (the test secret, 10-minute access tokens): useTestApp's `tokens`. */
export const testTokens = (db: Db) => new TokenService(db, { secret: '', accessTtlSeconds: 600 });

/** An account made by accountMaker: its user id, nickname ('' for a newcomer), device and the headers its requests carry. */
export interface Who {
  userId: number;
  nickName: string;
  deviceUuid: string;
  headers: Record<string, string>;
}

/** What account() makes: a member unless told otherwise. */
export interface AccountOptions {
  /** Sign-up not finished: no nickname and no sign-up date (refused like a visitor, 110). */
  newcomer?: boolean;
  /** Banned, with the ban message members are shown (writes refused with 130). */
  banned?: boolean;
  /** Withdrawn after its token was issued: the token is still well formed, the account is gone (110). */
  withdrawn?: boolean;
  /** The nickname, instead of the file's prefix and a sequence number. */
  nickName?: string;
}

/**
 * account(opts) for one test file whose app was made with `tokens: testTokens`: inserts a users row
 * (channel 1001, provider uid `${label}-test-${n}`, nickname `${nickPrefix}${n}`, signed up
 * `signedUpDaysAgo` days ago, default now), issues an access token for device `w-${label}-${n}`,
 * then withdraws the account on request. Throws when the app has no test TokenService.
 */
export function accountMaker(t: Pick<TestApp, 'db' | 'tokens'>, naming: { label: string; nickPrefix: string; signedUpDaysAgo?: number }) {
  let seq = 0;
  return async (opts: AccountOptions = {}): Promise<Who> => {
    const tokens = t.tokens;
    if (!tokens) throw new Error('accountMaker needs a test app made with { tokens: testTokens }');
    seq += 1;
    const [u] = await t.db
      .insert(users)
      .values({
        channelType: 1001,
        providerUid: `${naming.label}-test-${seq}`,
        nickName: opts.newcomer ? null : (opts.nickName ?? `${naming.nickPrefix}${seq}`),
        signUpDt: opts.newcomer ? null : new Date(Date.now() - (naming.signedUpDaysAgo ?? 0) * 86_400_000),
        isBanned: !!opts.banned,
        banMessage: opts.banned ? '운영 정책 위반으로 이용이 제한되었어요.' : null,
      })
      .returning();
    const deviceUuid = `w-${naming.label}-${seq}`;
    const issued = await tokens.issue({ userId: u!.userId, deviceUuid });
    if (opts.withdrawn) await t.db.update(users).set({ withdrawnAt: new Date() }).where(eq(users.userId, u!.userId));
    return { userId: u!.userId, nickName: u!.nickName ?? '', deviceUuid, headers: { authorization: `Bearer ${issued.accessToken}`, deviceuuid: deviceUuid } };
  };
}

/**
 * Social sign-in and sign-up (SPEC §7 Auth, §4 Social sign-in, §5 age gate and Naver required
 * items, §8 81/82/83/84; issue 3):
 *   POST   /api/v1/auth/social/signin-and-up  portal provider (channelType 1001): body.token is the
 *          OAuth code, exchanged and profiled by the server (NaverAdapter)
 *   POST   /api/v2/auth/social/signin-and-up  Apple (channelType 1002): body.token is the id_token,
 *          verified against the provider's JWKS (AppleAdapter)
 *   DELETE /api/v2/auth/social/withdrawal     anonymise the member and revoke every token
 * Both sign-ins answer SPEC §3's sign-in response; `needsSignUp` tells the client to show
 * /sign-up. The deviceUuid header is required (the refresh token is bound to it).
 * The optional `click-key` header (SPEC §7 Auth; the event click key the client keeps in session
 * storage as `eventClickKey`, SPEC §3) is read by clickKeyOf: a well-formed one is written to the
 * request log with the sign-in (campaign attribution, docs/decisions/029-sign-in-popups.md), a
 * malformed one is ignored — it never fails a sign-in. A sign-in from the native app
 * earns the app login reward once per member (SPEC §9; server/domain/stars/app-login.ts), with its toast.
 * A provider that is not configured (IDP_MODE providers without its URLs) answers 9; the Apple
 * id_token must carry the session's nonce and works once (issue 14).
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type SignInResponse } from '@contract/account.js';
import { CLICK_KEY_HEADER, CLICK_KEY_PATTERN } from '@contract/rules.js';
import { ok } from '@server/http/reply.js';
import type { AppleAdapter, NaverAdapter } from '@server/domain/accounts/social-providers.js';
import { deviceUuidOf, rateLimited, type AuthDeps } from '@server/http/guards.js';
import { banStatusOf, type UserRow } from '@server/domain/accounts/members.js';
import { anonymiseUser, isMember, upsertAppleUser, upsertNaverUser } from '@server/domain/accounts/account.service.js';
import { authNonces, devices } from '@server/db/schema/index.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { lt } from 'drizzle-orm';
import { rewardAppLogin } from '@server/domain/stars/app-login.js';

/**
 * The sign-in's click key (SPEC §7 Auth "click-key header"): the header's value when it is one
 * well-formed key, else null (absent, repeated, too long, or any other character: ignored).
 */
export function clickKeyOf(headers: Record<string, string | string[] | undefined>): string | null {
  const v = headers[CLICK_KEY_HEADER];
  return typeof v === 'string' && CLICK_KEY_PATTERN.test(v) ? v : null;
}

/** Nonces older than this (ms) are forgotten: the id_tokens that carried them have expired (10 min). */
const NONCE_MEMORY_MS = 60 * 60 * 1000;

/**
 * Record a sign-in nonce as used; a second use of the same one (a replayed id_token) → 82.
 * Old ones are swept on the way (the table stays small).
 */
async function consumeNonce(db: Db, nonceHash: string) {
  await db.delete(authNonces).where(lt(authNonces.usedAt, new Date(Date.now() - NONCE_MEMORY_MS)));
  const [row] = await db.insert(authNonces).values({ nonceHash }).onConflictDoNothing().returning({ nonceHash: authNonces.nonceHash });
  if (!row) throw new ApiError('APPLE_LOGIN_ERROR');
}

export async function authRoutes(
  app: FastifyInstance,
  deps: AuthDeps & {
    naver: NaverAdapter;
    apple: AppleAdapter;
    providers: { naver: boolean; apple: boolean };
    /** The shop (cafe) site's member withdrawal; throws ApiError 400 (server/stand-ins/shop/withdrawal.ts). */
    withdrawFromShop: (memberNo: number) => Promise<void>;
  },
) {
  const signedIn = async (user: UserRow, deviceUuid: string, deviceType: number): Promise<SignInResponse> => {
    const pair = await deps.tokens.issue({ userId: user.userId, deviceUuid });
    await deps.db
      .insert(devices)
      .values({ deviceUuid, userId: user.userId, deviceType })
      .onConflictDoUpdate({ target: devices.deviceUuid, set: { userId: user.userId, deviceType, lastAccessAt: new Date() } });
    return { ...pair, banStatus: banStatusOf(user), isCafe24Register: user.isCafe24Register, needsSignUp: !isMember(user) };
  };
  /** Attribute the sign-in to the campaign click that led to it (log only: no personal data beside the user id). */
  const noteClickKey = (req: FastifyRequest, user: UserRow, channelType: number) => {
    const clickKey = clickKeyOf(req.headers);
    if (clickKey) req.log.info({ clickKey, userId: user.userId, channelType }, 'sign-in click key');
  };

  route(app, e.naverSignIn, { config: rateLimited(deps) }, async (req) => {
    const deviceUuid = deviceUuidOf(req);
    if (!deps.providers.naver) throw new ApiError('UNSUPPORTED', '지금은 네이버 로그인을 쓸 수 없어요.');
    const profile = await deps.naver.profileFromCode(req.body.token, req.body.state, req.body.redirectUri);
    const user = await upsertNaverUser(deps.db, profile);
    noteClickKey(req, user, req.body.channelType);
    const answer = await signedIn(user, deviceUuid, req.body.deviceType);
    return ok(answer, await rewardAppLogin(deps.db, user.userId, { deviceType: req.body.deviceType, userAgent: req.headers['user-agent'] }, req.log));
  });

  route(app, e.appleSignIn, { config: rateLimited(deps) }, async (req) => {
    const deviceUuid = deviceUuidOf(req);
    if (!deps.providers.apple) throw new ApiError('UNSUPPORTED', '지금은 Apple 로그인을 쓸 수 없어요.');
    const identity = await deps.apple.verifyIdToken(req.body.token, req.body.nonce);
    await consumeNonce(deps.db, identity.nonceHash);
    const user = await upsertAppleUser(deps.db, { ...identity, name: req.body.name });
    noteClickKey(req, user, req.body.channelType);
    const answer = await signedIn(user, deviceUuid, req.body.deviceType);
    return ok(answer, await rewardAppLogin(deps.db, user.userId, { deviceType: req.body.deviceType, userAgent: req.headers['user-agent'] }, req.log));
  });

  route(app, e.withdraw, {}, async (req) => {
    const { user } = req.member;
    // The shop first (SPEC §8 code 400): when it fails, nothing here is written and the member may retry.
    await deps.withdrawFromShop(user.userId);
    await deps.tokens.revokeAllForUser(user.userId);
    await anonymiseUser(deps.db, user.userId);
    return ok(null);
  });
}

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
 * The optional click-key header (analytics) is accepted and ignored.
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/lib/endpoint-route.js';
import type { FastifyInstance } from 'fastify';
import { type SignInResponse } from '@contract/account.js';
import { ok } from '@server/lib/reply.js';
import type { AppleAdapter, NaverAdapter } from '@server/lib/social-providers.js';
import { authGuard, banStatusOf, deviceUuidOf, noStore, rateLimited, type AuthDeps, type UserRow } from '@server/plugins/auth.js';
import { anonymiseUser, isMember, upsertAppleUser, upsertNaverUser } from '../account/account.service.js';
import { devices } from '@server/db/schema/index.js';

export async function authRoutes(app: FastifyInstance, deps: AuthDeps & { naver: NaverAdapter; apple: AppleAdapter }) {
  app.addHook('onSend', noStore);

  const signedIn = async (user: UserRow, deviceUuid: string, deviceType: number): Promise<SignInResponse> => {
    const pair = await deps.tokens.issue({ userId: user.userId, deviceUuid });
    await deps.db
      .insert(devices)
      .values({ deviceUuid, userId: user.userId, deviceType })
      .onConflictDoUpdate({ target: devices.deviceUuid, set: { userId: user.userId, deviceType, lastAccessAt: new Date() } });
    return { ...pair, banStatus: banStatusOf(user), isCafe24Register: user.isCafe24Register, needsSignUp: !isMember(user) };
  };

  route(app, e.naverSignIn, { config: rateLimited(deps) }, async (req) => {
    const deviceUuid = deviceUuidOf(req);
    const profile = await deps.naver.profileFromCode(req.body.token, req.body.state);
    const user = await upsertNaverUser(deps.db, profile);
    return ok(await signedIn(user, deviceUuid, req.body.deviceType));
  });

  route(app, e.appleSignIn, { config: rateLimited(deps) }, async (req) => {
    const deviceUuid = deviceUuidOf(req);
    const identity = await deps.apple.verifyIdToken(req.body.token);
    const user = await upsertAppleUser(deps.db, { ...identity, name: req.body.name });
    return ok(await signedIn(user, deviceUuid, req.body.deviceType));
  });

  route(app, e.withdraw, { preHandler: authGuard(deps, { requireDevice: true }) }, async (req) => {
    const { user } = req.member!;
    await deps.tokens.revokeAllForUser(user.userId);
    await anonymiseUser(deps.db, user.userId);
    return ok(null);
  });
}

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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope.js';
import { appleSignInBodySchema, naverSignInBodySchema, signInResponseSchema, withdrawalBodySchema, type SignInResponse } from '@contract/account.js';
import { ok } from '@server/lib/reply.js';
import type { AppleAdapter, NaverAdapter } from '@server/lib/social-providers.js';
import { authGuard, banStatusOf, deviceUuidOf, noStore, rateLimited, type AuthDeps, type UserRow } from '@server/plugins/auth.js';
import { anonymiseUser, isMember, upsertAppleUser, upsertNaverUser } from '../account/account.service.js';
import { devices } from '@server/db/schema/index.js';

export async function authRoutes(app: FastifyInstance, deps: AuthDeps & { naver: NaverAdapter; apple: AppleAdapter }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];
  app.addHook('onSend', noStore);

  const signedIn = async (user: UserRow, deviceUuid: string, deviceType: number): Promise<SignInResponse> => {
    const pair = await deps.tokens.issue({ userId: user.userId, deviceUuid });
    await deps.db
      .insert(devices)
      .values({ deviceUuid, userId: user.userId, deviceType })
      .onConflictDoUpdate({ target: devices.deviceUuid, set: { userId: user.userId, deviceType, lastAccessAt: new Date() } });
    return { ...pair, banStatus: banStatusOf(user), isCafe24Register: user.isCafe24Register, needsSignUp: !isMember(user) };
  };

  r.post(
    '/api/v1/auth/social/signin-and-up',
    { config: rateLimited(deps), schema: { tags, summary: '포털(네이버형) 로그인·가입: 인가 코드를 서버가 교환', body: naverSignInBodySchema, response: { 200: envelope(signInResponseSchema) } } },
    async (req) => {
      const deviceUuid = deviceUuidOf(req);
      const profile = await deps.naver.profileFromCode(req.body.token, req.body.state);
      const user = await upsertNaverUser(deps.db, profile);
      return ok(await signedIn(user, deviceUuid, req.body.deviceType));
    },
  );

  r.post(
    '/api/v2/auth/social/signin-and-up',
    { config: rateLimited(deps), schema: { tags, summary: 'Apple 로그인·가입: id_token을 JWKS로 검증', body: appleSignInBodySchema, response: { 200: envelope(signInResponseSchema) } } },
    async (req) => {
      const deviceUuid = deviceUuidOf(req);
      const identity = await deps.apple.verifyIdToken(req.body.token);
      const user = await upsertAppleUser(deps.db, { ...identity, name: req.body.name });
      return ok(await signedIn(user, deviceUuid, req.body.deviceType));
    },
  );

  r.delete(
    '/api/v2/auth/social/withdrawal',
    {
      // Banned members may still withdraw (a data subject's right to erasure; docs/decisions/004).
      preHandler: authGuard(deps, { requireDevice: true }),
      schema: { tags, summary: '회원 탈퇴: 개인정보 익명화, 모든 토큰 폐기', body: withdrawalBodySchema.nullish(), response: { 200: envelope(z.null()) } },
    },
    async (req) => {
      const { user } = req.member!;
      await deps.tokens.revokeAllForUser(user.userId);
      await anonymiseUser(deps.db, user.userId);
      return ok(null);
    },
  );
}

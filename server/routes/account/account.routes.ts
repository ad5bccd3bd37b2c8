/**
 * Account calls (SPEC §7 Account; §5 required parameters; §8 10/12/13/87/110/111/130).
 * Guards from the table: a valid access token (Authorization: Bearer …) except the email lookup,
 * sign-up finished or not (these calls finish it); every write refuses a banned member with their
 * ban message (memberWrite). Answers are Cache-Control: no-store.
 * The e-mail lookup and nickname validation tell whether someone exists: they are limited to
 * LOOKUP_RATE_LIMIT_PER_MINUTE per client address (and per member for the nickname; issue 14).
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { users } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { ok } from '@server/http/reply.js';
import { lookupLimited, memberRateLimit, type AuthDeps } from '@server/http/guards.js';
import { changeNickName, maskEmail, toProfile, updateProfile, validateNickName } from '@server/domain/accounts/account.service.js';

export async function accountRoutes(app: FastifyInstance, deps: AuthDeps) {
  route(app, e.adConsent, {}, async (req) => {
    const [u] = await deps.db
      .update(users)
      .set({ emailYN: req.body.emailYN, smsYN: req.body.smsYN, updatedAt: new Date() })
      .where(eq(users.userId, req.member.user.userId))
      .returning();
    return ok({ smsYN: u!.smsYN as 'Y' | 'N', emailYN: u!.emailYN as 'Y' | 'N', adYN: u!.adYN as 'Y' | 'N' });
  });

  route(app, e.cellphone, {}, async (req) => {
    const [u] = await deps.db
      .update(users)
      .set({ cellphone: req.body.cellphone, updatedAt: new Date() })
      .where(eq(users.userId, req.member.user.userId))
      .returning();
    return ok(toProfile(u!));
  });

  route(app, e.emailLookup, { config: lookupLimited(deps) }, async (req) => {
    const [u] = await deps.db
      .select({ email: users.email, channelType: users.channelType })
      .from(users)
      .where(and(eq(users.cellphone, req.query.cellphone), isNull(users.withdrawnAt)))
      .limit(1);
    if (!u?.email) throw new ApiError('NO_DATA', '이 번호로 가입한 계정을 찾지 못했어요.');
    return ok({ email: maskEmail(u.email), socialLoginPlatform: u.channelType === 1002 ? ('apple' as const) : ('naver' as const) });
  });

  route(app, e.nickName, {}, async (req) => {
    return ok(toProfile(await changeNickName(deps.db, req.member.user, req.body.nickName)));
  });

  route(
    app,
    e.nickNameValidation,
    { preHandler: memberRateLimit(app, 'nick-name-validation', deps.lookupRateLimitPerMinute), config: lookupLimited(deps) },
    async (req) => {
      return ok(await validateNickName(deps.db, req.query.nickName, req.member.user.userId));
    },
  );

  route(app, e.profile, {}, async (req) => ok(toProfile(req.member.user)));

  route(app, e.updateProfile, {}, async (req) => {
    return ok(toProfile(await updateProfile(deps.db, req.member.user, req.body)));
  });

  route(app, e.userSettings, {}, async (req) => {
    const u = req.member.user;
    return ok({ smsYN: u.smsYN as 'Y' | 'N', emailYN: u.emailYN as 'Y' | 'N', adYN: u.adYN as 'Y' | 'N' });
  });
}

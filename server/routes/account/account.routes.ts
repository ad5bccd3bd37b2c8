/**
 * Account calls (SPEC §7 Account; §5 required parameters; §8 10/12/13/87/110/111/130).
 * All need a valid access token (Authorization: Bearer …) except the email lookup; every write
 * refuses a banned member with their ban message. Answers are Cache-Control: no-store.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { envelope } from '@contract/envelope.js';
import {
  adConsentBodySchema,
  cellphoneBodySchema,
  emailLookupQuerySchema,
  emailLookupSchema,
  nickNameBodySchema,
  nickNameQuerySchema,
  nickNameValidationSchema,
  profileUpdateBodySchema,
  userProfileSchema,
  userSettingsSchema,
} from '@contract/account.js';
import { users } from '@server/db/schema/index.js';
import { ApiError } from '@server/errors.js';
import { ok } from '@server/lib/reply.js';
import { authGuard, noStore, rateLimited, type AuthDeps } from '@server/plugins/auth.js';
import { changeNickName, maskEmail, toProfile, updateProfile, validateNickName } from './account.service.js';

export async function accountRoutes(app: FastifyInstance, deps: AuthDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const reader = authGuard(deps);
  const writer = authGuard(deps, { write: true });
  app.addHook('onSend', noStore);

  r.put('/api/v2/user/ad-consent', { preHandler: writer, schema: { tags, summary: '광고성 정보 수신 동의 (이메일, SMS)', body: adConsentBodySchema, response: { 200: envelope(userSettingsSchema) } } }, async (req) => {
    const [u] = await deps.db.update(users).set({ emailYN: req.body.emailYN, smsYN: req.body.smsYN, updatedAt: new Date() }).where(eq(users.userId, req.member!.user.userId)).returning();
    return ok({ smsYN: u!.smsYN as 'Y' | 'N', emailYN: u!.emailYN as 'Y' | 'N', adYN: u!.adYN as 'Y' | 'N' });
  });

  r.put('/api/v2/user/cellphone', { preHandler: writer, schema: { tags, summary: '휴대전화번호 변경 (01X로 시작하는 10~11자리)', body: cellphoneBodySchema, response: { 200: envelope(userProfileSchema) } } }, async (req) => {
    const [u] = await deps.db.update(users).set({ cellphone: req.body.cellphone, updatedAt: new Date() }).where(eq(users.userId, req.member!.user.userId)).returning();
    return ok(toProfile(u!));
  });

  r.get(
    '/api/v1/user/email',
    { config: rateLimited(deps), schema: { tags, summary: '휴대전화번호로 가입 이메일 찾기 (가려서 응답)', querystring: emailLookupQuerySchema, response: { 200: envelope(emailLookupSchema) } } },
    async (req) => {
      const [u] = await deps.db
        .select({ email: users.email, channelType: users.channelType })
        .from(users)
        .where(and(eq(users.cellphone, req.query.cellphone), isNull(users.withdrawnAt)))
        .limit(1);
      if (!u?.email) throw new ApiError('NO_DATA', '이 번호로 가입한 계정을 찾지 못했어요.');
      return ok({ email: maskEmail(u.email), socialLoginPlatform: u.channelType === 1002 ? ('apple' as const) : ('naver' as const) });
    },
  );

  r.put('/api/v1/user/nick-name', { preHandler: writer, schema: { tags, summary: '닉네임 변경 (30일에 3번까지, 초과 시 87)', body: nickNameBodySchema, response: { 200: envelope(userProfileSchema) } } }, async (req) => {
    return ok(toProfile(await changeNickName(deps.db, req.member!.user, req.body.nickName)));
  });

  r.get('/api/v1/user/nick-name/validation', { preHandler: reader, schema: { tags, summary: '닉네임 검사 (2~12자, 한글·영문·숫자·_, 금칙어, 중복)', querystring: nickNameQuerySchema, response: { 200: envelope(nickNameValidationSchema) } } }, async (req) => {
    return ok(await validateNickName(deps.db, req.query.nickName, req.member!.user.userId));
  });

  r.get('/api/v2/user/profile', { preHandler: reader, schema: { tags, summary: '내 프로필 (SPEC §3 User profile)', response: { 200: envelope(userProfileSchema) } } }, async (req) => ok(toProfile(req.member!.user)));

  r.put('/api/v2/user/profile', { preHandler: writer, schema: { tags, summary: '회원가입 완료(닉네임·약관·출생연도) 또는 회원 정보 수정', body: profileUpdateBodySchema, response: { 200: envelope(userProfileSchema) } } }, async (req) => {
    return ok(toProfile(await updateProfile(deps.db, req.member!.user, req.body)));
  });

  r.get('/api/v1/user/settings', { preHandler: reader, schema: { tags, summary: '알림 설정 (smsYN, emailYN, adYN)', response: { 200: envelope(userSettingsSchema) } } }, async (req) => {
    const u = req.member!.user;
    return ok({ smsYN: u.smsYN as 'Y' | 'N', emailYN: u.emailYN as 'Y' | 'N', adYN: u.adYN as 'Y' | 'N' });
  });
}

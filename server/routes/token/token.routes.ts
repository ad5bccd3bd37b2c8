/**
 * Token calls (SPEC §7 Token; §5 required headers; §8 110/111/112). Headers, not bodies:
 *   DELETE /api/v1/token/jwt          accessToken, refreshToken, deviceUuid → revoke the family
 *   PUT    /api/v1/token/jwt/refresh  accessToken, refreshToken, deviceUuid → new pair (rotation)
 *   GET    /api/v1/token/jwt/validation accessToken, deviceUuid → 200 means valid
 * A missing token is 110 (SPEC §5 'Required parameter … was null or undefined' on the client).
 * Every answer is Cache-Control: no-store; tokens never reach the logs (redacted headers).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope } from '@contract/envelope.js';
import { tokenPairSchema, tokenValidationSchema } from '@contract/account.js';
import { ApiError } from '@server/errors.js';
import { ok } from '@server/lib/reply.js';
import { accessTokenOf, deviceUuidOf, loadLiveUser, noStore, rateLimited, refreshTokenOf, type AuthDeps } from '@server/plugins/auth.js';

const requireToken = (v: string, which: string) => {
  if (!v) throw new ApiError('NULL_OR_EMPTY_TOKEN', `Required parameter ${which} was null or undefined`);
  return v;
};

export async function tokenRoutes(app: FastifyInstance, deps: AuthDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['token'];
  app.addHook('onSend', noStore);

  r.delete('/api/v1/token/jwt', { schema: { tags, summary: '로그아웃: 리프레시 토큰 패밀리 폐기 (헤더 accessToken, refreshToken, deviceUuid)', response: { 200: envelope(z.null()) } } }, async (req) => {
    deviceUuidOf(req);
    const access = requireToken(accessTokenOf(req), 'accessToken');
    const refresh = requireToken(refreshTokenOf(req), 'refreshToken');
    const claims = await deps.tokens.verifyAccess(access, { allowExpired: true });
    await deps.tokens.revoke(refresh, claims.userId);
    return ok(null);
  });

  r.put(
    '/api/v1/token/jwt/refresh',
    { config: rateLimited(deps), schema: { tags, summary: '토큰 갱신(회전): 재사용된 리프레시 토큰은 패밀리 전체 폐기 (112)', response: { 200: envelope(tokenPairSchema) } } },
    async (req) => {
      const deviceUuid = deviceUuidOf(req);
      const access = requireToken(accessTokenOf(req), 'accessToken');
      const refresh = requireToken(refreshTokenOf(req), 'refreshToken');
      const pair = await deps.tokens.rotate(refresh, access, deviceUuid);
      return ok(pair);
    },
  );

  r.get(
    '/api/v1/token/jwt/validation',
    { config: rateLimited(deps), schema: { tags, summary: '액세스 토큰 검증: 200이면 유효 (110 없음, 111 만료)', response: { 200: envelope(tokenValidationSchema) } } },
    async (req) => {
      deviceUuidOf(req);
      const access = requireToken(accessTokenOf(req), 'accessToken');
      const claims = await deps.tokens.verifyAccess(access);
      await loadLiveUser(deps.db, claims.userId);
      return ok({ valid: true as const, expireDt: claims.expireDt! });
    },
  );
}

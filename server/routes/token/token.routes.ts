/**
 * Token calls (SPEC §7 Token; §5 required headers; §8 110/111/112). Headers, not bodies:
 *   DELETE /api/v1/token/jwt          accessToken, refreshToken, deviceUuid → revoke the family
 *   PUT    /api/v1/token/jwt/refresh  accessToken, refreshToken, deviceUuid → new pair (rotation)
 *   GET    /api/v1/token/jwt/validation accessToken, deviceUuid → 200 means valid (and the token's
 *          session is live and was issued to this device: issue 14)
 * A missing token is 110 (SPEC §5 'Required parameter … was null or undefined' on the client).
 * Every answer is Cache-Control: no-store; tokens never reach the logs (redacted headers).
 */
import { endpoints as e } from '@contract/endpoints.js';
import { route } from '@server/http/route.js';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '@server/errors.js';
import { ok } from '@server/http/reply.js';
import { accessTokenOf, assertSameDevice, deviceUuidOf, rateLimited, refreshTokenOf, type AuthDeps } from '@server/http/guards.js';
import { loadLiveUser } from '@server/domain/accounts/members.js';

const requireToken = (v: string, which: string) => {
  if (!v) throw new ApiError('NULL_OR_EMPTY_TOKEN', `Required parameter ${which} was null or undefined`);
  return v;
};

export async function tokenRoutes(app: FastifyInstance, deps: AuthDeps) {
  route(app, e.signOut, {}, async (req) => {
    deviceUuidOf(req);
    const access = requireToken(accessTokenOf(req), 'accessToken');
    const refresh = requireToken(refreshTokenOf(req), 'refreshToken');
    const claims = await deps.tokens.verifyAccess(access, { allowExpired: true });
    await deps.tokens.revoke(refresh, claims.userId);
    return ok(null);
  });

  route(app, e.refreshToken, { config: rateLimited(deps) }, async (req) => {
    const deviceUuid = deviceUuidOf(req);
    const access = requireToken(accessTokenOf(req), 'accessToken');
    const refresh = requireToken(refreshTokenOf(req), 'refreshToken');
    const pair = await deps.tokens.rotate(refresh, access, deviceUuid);
    return ok(pair);
  });

  route(app, e.validateToken, { config: rateLimited(deps) }, async (req) => {
    deviceUuidOf(req);
    const access = requireToken(accessTokenOf(req), 'accessToken');
    const claims = await deps.tokens.verifyAccess(access);
    assertSameDevice(req, claims);
    await loadLiveUser(deps.db, claims.userId);
    return ok({ valid: true as const, expireDt: claims.expireDt! });
  });
}

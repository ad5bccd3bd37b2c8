/**
 * Authentication helpers shared by the account, auth and app routes (SPEC §6 roles, §7 headers,
 * §8 codes 10/110/111/130).
 *
 * - `deviceUuidOf(req)`: the deviceUuid header; missing → 10, malformed → 12.
 * - `accessTokenOf(req)`: Authorization ("Bearer …") or the accessToken header of the token calls.
 * - `authGuard(...)`: a preHandler that verifies the access token (110 missing/forged/session ended,
 *   111 expired), checks it was issued to the device that sends it (deviceUuid header: 10 missing,
 *   110 another device; issue 14), loads the live user (a withdrawn account counts as no token,
 *   110), for `member` routes refuses an account that has not finished sign-up (110), and for writes
 *   refuses a banned user with their ban message (130, the documented extension). It sets `req.member`.
 * Guards run in preHandler, after schema validation, so a refused request writes nothing.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema/index.js';
import { DEVICE_UUID_PATTERN } from '../contract/account.js';
import { ApiError } from '../errors.js';
import { bareToken, type AccessClaims, type TokenService } from '../domain/accounts/tokens.js';

export type UserRow = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    member?: { user: UserRow; deviceUuid: string };
  }
}

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name.toLowerCase()];
  if (Array.isArray(v)) throw new ApiError('NOT_MATCHED', undefined, { fields: [`headers.${name}`] });
  return v === undefined || v === '' ? undefined : v;
}

/** @throws ApiError 10 when missing, 12 when not an id of 1–100 safe characters */
export function deviceUuidOf(req: FastifyRequest): string {
  const v = header(req, 'deviceUuid')?.trim();
  if (!v) throw new ApiError('NO_REQUIRED_VALUE', '기기 식별값(deviceUuid)이 필요해요.', { fields: ['headers.deviceUuid'] });
  if (!DEVICE_UUID_PATTERN.test(v)) throw new ApiError('NOT_MATCHED', undefined, { fields: ['headers.deviceUuid'] });
  return v;
}

/** Access token from Authorization or the accessToken header ('' when absent). */
export function accessTokenOf(req: FastifyRequest): string {
  return bareToken(header(req, 'authorization') ?? header(req, 'accessToken') ?? '');
}

export function refreshTokenOf(req: FastifyRequest): string {
  return bareToken(header(req, 'refreshToken') ?? '');
}

export async function loadLiveUser(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select().from(users).where(eq(users.userId, userId));
  if (!user || user.withdrawnAt) throw new ApiError('NULL_OR_EMPTY_TOKEN');
  return user;
}

export function banStatusOf(user: Pick<UserRow, 'isBanned' | 'banMessage'>) {
  return { isBanned: user.isBanned, message: user.isBanned ? (user.banMessage ?? '') : '' };
}

/** @throws ApiError 130 with the member's own ban message */
export function assertNotBanned(user: UserRow) {
  if (user.isBanned) throw new ApiError('BANNED_USER', user.banMessage || undefined, { banStatus: banStatusOf(user) });
}

/**
 * A token is bound to the device it was issued to (issue 14): the request's deviceUuid header must
 * be that device. @throws ApiError 10 without the header, 12 malformed, 110 another device's token
 */
export function assertSameDevice(req: FastifyRequest, claims: AccessClaims): string {
  const deviceUuid = deviceUuidOf(req);
  if (deviceUuid !== claims.deviceUuid) throw new ApiError('NULL_OR_EMPTY_TOKEN', '다른 기기에서 받은 로그인 정보예요. 다시 로그인해 주세요.');
  return deviceUuid;
}

/** SPEC §3 is_member: nickname and sign-up date both set. */
export const isMember = (u: Pick<UserRow, 'nickName' | 'signUpDt'>) => !!u.nickName && !!u.signUpDt;

/**
 * preHandler for authenticated routes.
 * @param opts.write refuse banned users (every write endpoint)
 * @param opts.member refuse an account that has not completed sign-up (likes, community: SPEC §6 members)
 */
export function authGuard(deps: { db: Db; tokens: TokenService }, opts: { write?: boolean; member?: boolean } = {}): preHandlerAsyncHookHandler {
  return async function guard(req: FastifyRequest, _reply: FastifyReply) {
    const claims = await deps.tokens.verifyAccess(accessTokenOf(req));
    const deviceUuid = assertSameDevice(req, claims);
    const user = await loadLiveUser(deps.db, claims.userId);
    if (opts.member && !isMember(user)) throw new ApiError('NULL_OR_EMPTY_TOKEN', '회원가입을 마치면 이용할 수 있어요.');
    if (opts.write) assertNotBanned(user);
    req.member = { user, deviceUuid };
  };
}

/** Personal responses must never be stored by shared caches (issue 3, OWASP ASVS 5.0 §14.3). */
export function noStore(_req: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, p: unknown) => void) {
  reply.header('cache-control', 'no-store');
  done(null, payload);
}

/** What the token, auth, account and app route groups receive. */
export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  /** Requests per minute per IP on sign-in, refresh and validation. */
  rateLimitPerMinute: number;
  /** Requests per minute per IP (and per member) on lookups that reveal whether someone exists. */
  lookupRateLimitPerMinute: number;
}

/** Route config for @fastify/rate-limit (registered with global: false in app.ts). */
export const rateLimited = (deps: AuthDeps) => ({ rateLimit: { max: deps.rateLimitPerMinute, timeWindow: 60_000 } });

/**
 * Lookups that tell whether a person or name exists (e-mail by phone, nickname validation) get a
 * much tighter limit than sign-in (issue 14: enumeration): per client address, route config.
 */
export const lookupLimited = (deps: AuthDeps) => ({ rateLimit: { max: deps.lookupRateLimitPerMinute, timeWindow: 60_000 } });

/**
 * A per-member limit, checked after the guard (so it counts the verified member, in the
 * rate-limit plugin's store): over it → 131 with a Korean message.
 * @param name the bucket's name (one per route), @param max requests per minute
 */
export function memberRateLimit(app: FastifyInstance, name: string, max: number): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: (req) => `${name}:member:${req.member?.user.userId ?? req.ip}` });
  return async function memberLimit(req: FastifyRequest) {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded)
      throw new ApiError('TOO_MANY_REQUESTS', `요청이 너무 많아요. ${Math.ceil(result.ttlInSeconds)}초 후에 다시 시도해 주세요.`);
  };
}

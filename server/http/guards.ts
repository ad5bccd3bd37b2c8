/**
 * The guards of the endpoint table (issue 27; SPEC §6 roles, §7 headers, §8 10/12/110/111/130):
 * one hook per `Guard` of server/contract/paths.ts, installed by `route()` (./route.ts) — never by
 * a route module. What each guard refuses is written beside the type in paths.ts;
 * server/http/guards.test.ts calls every endpoint as every kind of caller and checks it.
 *
 * - `deviceUuidOf(req)`: the deviceUuid header; missing → 10, malformed → 12.
 * - `accessTokenOf(req)`: Authorization ("Bearer …") or the accessToken header of the token calls.
 * - member guards verify the access token (110 missing/forged/session ended, 111 expired), check it
 *   was issued to the device that sends it (deviceUuid header: 10 missing, 110 another device;
 *   issue 14), load the live user (a withdrawn account counts as no token, 110), refuse an account
 *   that has not finished sign-up (`signedUp*`, 110) and a banned member (`*Write`, 130 with the
 *   ban message), and set `req.member`.
 * Guards run in preHandler, after schema validation, so a refused request writes nothing — except
 * `ops` (and an endpoint marked `guardBeforeBody`), which run on request, before the body is read.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import { devices } from '@server/db/schema/index.js';
import { DEVICE_UUID_PATTERN } from '@contract/account.js';
import type { Guard } from '@contract/paths.js';
import type { PreviewKind } from '@contract/admin-preview.js';
import { ApiError } from '@server/errors.js';
import { assertNotBanned, isMember, loadLiveUser, type UserRow } from '@server/domain/accounts/members.js';
import { bareToken, sha256Hex, timingSafeEqualHex, type AccessClaims, type TokenService } from '@server/domain/accounts/tokens.js';
import { checkPreview } from '@server/infra/preview-link.js';
import { sessionOf, type Operator } from '@server/domain/ops/operators.service.js';
import { OPS_CSRF_HEADER, OPS_SESSION_COOKIE, type OperatorRole } from '@contract/ops.js';

export type { UserRow };

/** The caller a member guard let through: the live users row and the device the token was issued to. */
export interface Member {
  user: UserRow;
  deviceUuid: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    member?: Member;
    /** The signed-in operator (the ops console's guards; issue 32). */
    operator?: Operator;
  }
}

export type { Operator };

/** The value of one cookie of the request ('' when absent). Names and values are ASCII here (our own cookies). */
export function cookieOf(req: FastifyRequest, name: string): string {
  const raw = req.headers.cookie;
  if (typeof raw !== 'string') return '';
  for (const part of raw.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return '';
}

/**
 * An ops console guard (issue 32): the operator of the session cookie (110 none/unknown/expired),
 * of one of `roles` when given (132), and on every write the session's CSRF token in the
 * x-ops-csrf header, compared in constant time (132). Sets `req.operator`.
 */
function operatorGuard(deps: GuardDeps, roles: readonly OperatorRole[] | null): Hook {
  return async function operator(req) {
    const found = await sessionOf(deps.db, cookieOf(req, OPS_SESSION_COOKIE));
    if (!found) throw new ApiError('NULL_OR_EMPTY_TOKEN', '운영 콘솔에 로그인해 주세요.');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const given = Buffer.from(String(req.headers[OPS_CSRF_HEADER] ?? ''));
      const expected = Buffer.from(found.csrfToken);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        throw new ApiError('OPS_FORBIDDEN', '보안 토큰이 맞지 않아요. 페이지를 새로고침한 뒤 다시 시도해 주세요.');
    }
    if (roles && !roles.includes(found.role)) throw new ApiError('OPS_FORBIDDEN', '이 작업을 할 권한이 없어요. 역할을 확인해 주세요.');
    req.operator = found;
  };
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

/** SPEC §7 deviceUuid header when sent and well formed, else null (public calls that only count a device). */
export function optionalDeviceUuid(req: FastifyRequest): string | null {
  const raw = req.headers.deviceuuid;
  const v = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return v && DEVICE_UUID_PATTERN.test(v) ? v : null;
}

/** Access token from Authorization or the accessToken header ('' when absent). */
export function accessTokenOf(req: FastifyRequest): string {
  return bareToken(header(req, 'authorization') ?? header(req, 'accessToken') ?? '');
}

export function refreshTokenOf(req: FastifyRequest): string {
  return bareToken(header(req, 'refreshToken') ?? '');
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

/**
 * The live member behind an optional token, or null: calls open to visitors (view counts, shares)
 * count a member when one is signed in, and a missing, expired, forged or another device's token
 * only means "not a member" — never a refusal.
 */
export async function optionalMember(req: FastifyRequest, deps: { db: Db; tokens: TokenService }): Promise<UserRow | null> {
  const token = accessTokenOf(req);
  if (!token) return null;
  try {
    const claims = await deps.tokens.verifyAccess(token);
    if (optionalDeviceUuid(req) !== claims.deviceUuid) return null;
    const user = await loadLiveUser(deps.db, claims.userId);
    return isMember(user) ? user : null;
  } catch {
    return null;
  }
}

/** What the guards read: the database, the token service and the ops token. */
export interface GuardDeps {
  db: Db;
  tokens: TokenService;
  /** Bearer token of the ops endpoints and the key of preview links ('' refuses every ops call). */
  opsToken: string;
}

type Hook = (req: FastifyRequest, reply: FastifyReply) => Promise<void>;

/** A member guard: token of this device, live account, then sign-up (110) and ban (130) as asked. */
function memberGuard(deps: GuardDeps, opts: { signedUp: boolean; notBanned: boolean }): Hook {
  return async function member(req) {
    const claims = await deps.tokens.verifyAccess(accessTokenOf(req));
    const deviceUuid = assertSameDevice(req, claims);
    const user = await loadLiveUser(deps.db, claims.userId);
    if (opts.signedUp && !isMember(user)) throw new ApiError('NULL_OR_EMPTY_TOKEN', '회원가입을 마치면 이용할 수 있어요.');
    if (opts.notBanned) assertNotBanned(user);
    req.member = { user, deviceUuid };
  };
}

/**
 * The holder of a device (issue 14): its deviceSecret header matching the one /app/access issued,
 * or a live member token issued to this device. Knowing a deviceUuid alone is not enough.
 * @throws ApiError 10/12 (deviceUuid), 110
 */
function deviceHolderGuard(deps: GuardDeps): Hook {
  return async function deviceHolder(req) {
    deviceUuidOf(req);
    if (await provenDevice(req, deps.db)) return;
    if (await ownDeviceClaims(req, deps)) return;
    throw new ApiError('NULL_OR_EMPTY_TOKEN', '이 기기의 설정을 바꿀 수 있는 정보가 없어요. 앱을 다시 시작하거나 로그인해 주세요.');
  };
}

/**
 * The request's deviceUuid when its `deviceSecret` header is that device's current secret (the one
 * /app/access issued; issue 14, issue 29 item 8), else null — also for a missing or malformed
 * deviceUuid, so calls open to visitors (view counts) may ask without being refused.
 */
export async function provenDevice(req: FastifyRequest, db: Db): Promise<string | null> {
  const deviceUuid = optionalDeviceUuid(req);
  const secret = req.headers.devicesecret;
  if (!deviceUuid || typeof secret !== 'string' || !secret) return null;
  const [row] = await db.select({ secretHash: devices.secretHash }).from(devices).where(eq(devices.deviceUuid, deviceUuid));
  return row?.secretHash && timingSafeEqualHex(row.secretHash, sha256Hex(secret)) ? deviceUuid : null;
}

/**
 * The claims of this request's live member token when it was issued to this request's device and
 * its account is live (a withdrawn account's token counts as none), else null.
 */
export async function ownDeviceClaims(req: FastifyRequest, deps: { db: Db; tokens: TokenService }): Promise<AccessClaims | null> {
  const token = accessTokenOf(req);
  if (!token) return null;
  const claims = await deps.tokens.verifyAccess(token).catch(() => null);
  if (!claims || claims.deviceUuid !== deviceUuidOf(req)) return null;
  return (await loadLiveUser(deps.db, claims.userId).then(
    () => true,
    () => false,
  ))
    ? claims
    : null;
}

/** `Authorization: Bearer <ops token>`, compared in constant time. @throws ApiError 110 none, 12 wrong */
export function assertOpsToken(req: FastifyRequest, opsToken: string, missing?: string): void {
  const auth = req.headers.authorization ?? '';
  if (!auth) throw new ApiError('NULL_OR_EMPTY_TOKEN', missing);
  const given = Buffer.from(auth.replace(/^Bearer\s+/i, ''));
  const expected = Buffer.from(opsToken);
  if (!opsToken || given.length !== expected.length || !timingSafeEqual(given, expected)) throw new ApiError('NOT_MATCHED', '운영 토큰이 올바르지 않아요.');
}

/**
 * A preview of item (kind, id) (issue 17; docs/decisions/032-admin-preview.md): a signed link for
 * that very item (`?preview=<exp>.<sig>`) or the ops token.
 * @throws ApiError 110 nothing given, 12 a wrong bearer or a malformed/tampered/other item's link, 111 an expired link
 */
export function assertPreviewAccess(req: FastifyRequest, opsToken: string, kind: PreviewKind, id: number, now = Date.now()): void {
  const link = (req.query as { preview?: string } | undefined)?.preview;
  if (link) {
    const check = checkPreview(opsToken, kind, id, link, now);
    if (check.ok) return;
    if (check.reason === 'expired') throw new ApiError('ACCESS_TOKEN_EXPIRED', '미리보기 링크가 만료되었어요. 새 링크를 받아 주세요.');
    throw new ApiError('NOT_MATCHED', '미리보기 링크가 올바르지 않아요. 받은 링크를 그대로 열어 주세요.');
  }
  assertOpsToken(req, opsToken, '미리보기 링크나 운영 토큰이 있어야 볼 수 있어요.');
}

/**
 * The previewed item of a preview path: its one `:<kind>Id` parameter (`/preview/deal/:dealId` → deal).
 * @throws Error for a preview path without exactly one such parameter (a table mistake)
 */
function previewTarget(path: string): { kind: PreviewKind; param: string } {
  const params = [...path.matchAll(/:(\w+)Id\b/g)];
  if (params.length !== 1) throw new Error(`preview guard: ${path} must have exactly one :<kind>Id parameter`);
  return { kind: params[0]![1] as PreviewKind, param: `${params[0]![1]}Id` };
}

/** SPEC §7 "App" calls (/api/v1/app/…): each needs the deviceUuid header, whatever else its guard asks. */
const APP_CALL = /^\/api\/v1\/app\//;

/** The hooks that enforce `guard` on one endpoint, and in which phase they run. */
export interface GuardHooks {
  onRequest?: onRequestAsyncHookHandler;
  preHandler?: preHandlerAsyncHookHandler;
}

/**
 * The hooks of one endpoint's guard (called by route(); `deps` may be undefined only for guards
 * that read nothing: visitor, device, tokens).
 * @throws Error when a guard that needs deps has none (the route scope has no installRoutePolicy)
 */
export function guardHooks(endpoint: { guard: Guard; path: string; guardBeforeBody?: boolean }, deps: GuardDeps | undefined): GuardHooks {
  const need = (): GuardDeps => {
    if (!deps) throw new Error(`route ${endpoint.path}: guard '${endpoint.guard}' needs installRoutePolicy() on this Fastify scope`);
    return deps;
  };
  let hook: Hook | null;
  switch (endpoint.guard) {
    case 'visitor':
    case 'tokens':
      hook = null;
      break;
    case 'device':
      hook = async (req) => void deviceUuidOf(req);
      break;
    case 'deviceHolder':
      hook = deviceHolderGuard(need());
      break;
    case 'member':
      hook = memberGuard(need(), { signedUp: false, notBanned: false });
      break;
    case 'memberWrite':
      hook = memberGuard(need(), { signedUp: false, notBanned: true });
      break;
    case 'signedUp':
      hook = memberGuard(need(), { signedUp: true, notBanned: false });
      break;
    case 'signedUpWrite':
      hook = memberGuard(need(), { signedUp: true, notBanned: true });
      break;
    case 'ops': {
      const { opsToken } = need();
      // Before body validation: without the ops token nothing about the body is revealed.
      return { onRequest: async (req) => assertOpsToken(req, opsToken) };
    }
    case 'opsViewer':
      // On request, before the body is read: a caller without a session learns nothing about the body.
      return { onRequest: operatorGuard(need(), null) };
    case 'opsModerator':
      return { onRequest: operatorGuard(need(), ['moderator']) };
    case 'opsRelease':
      return { onRequest: operatorGuard(need(), ['release']) };
    case 'preview': {
      const { opsToken } = need();
      const target = previewTarget(endpoint.path);
      hook = async (req) => assertPreviewAccess(req, opsToken, target.kind, Number((req.params as Record<string, unknown>)[target.param]));
      break;
    }
  }
  // SPEC §7 App: every App call needs deviceUuid, so it is asked for before anything else (10 first).
  if (APP_CALL.test(endpoint.path) && endpoint.guard !== 'device') {
    const inner = hook;
    hook = inner
      ? async (req, reply) => {
          deviceUuidOf(req);
          await inner(req, reply);
        }
      : async (req) => void deviceUuidOf(req);
  }
  if (!hook) return {};
  return endpoint.guardBeforeBody ? { onRequest: hook } : { preHandler: hook };
}

/** What the route groups receive besides the guards: the database, tokens and the per-minute limits. */
export interface AuthDeps {
  db: Db;
  tokens: TokenService;
  /** Requests per minute per IP on sign-in, refresh and validation. */
  rateLimitPerMinute: number;
  /** Requests per minute per IP (and per member) on lookups that reveal whether someone exists. */
  lookupRateLimitPerMinute: number;
}

/** Route config for @fastify/rate-limit (registered with global: false in app.ts). */
export const rateLimited = (deps: Pick<AuthDeps, 'rateLimitPerMinute'>) => ({ rateLimit: { max: deps.rateLimitPerMinute, timeWindow: 60_000 } });

/**
 * Lookups that tell whether a person or name exists (e-mail by phone, nickname validation) get a
 * much tighter limit than sign-in (issue 14: enumeration): per client address, route config.
 */
export const lookupLimited = (deps: Pick<AuthDeps, 'lookupRateLimitPerMinute'>) => ({
  rateLimit: { max: deps.lookupRateLimitPerMinute, timeWindow: 60_000 },
});

/**
 * A limit counted per key in the rate-limit plugin's store (Redis when configured), checked where
 * it is called — a preHandler after the guard, or inside a handler once it knows the call is one to
 * count: `max` calls a minute per `key(req)`; over it → 131 with `message(seconds)` (Korean).
 */
export function keyedRateLimit(
  app: FastifyInstance,
  {
    max,
    key,
    message = (s) => `요청이 너무 많아요. ${s}초 후에 다시 시도해 주세요.`,
  }: { max: number; key: (req: FastifyRequest) => string; message?: (seconds: number) => string },
): (req: FastifyRequest) => Promise<void> {
  const check = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key });
  return async function keyedLimit(req: FastifyRequest) {
    const result = await check(req);
    if (!result.isAllowed && result.isExceeded) throw new ApiError('TOO_MANY_REQUESTS', message(Math.ceil(result.ttlInSeconds)));
  };
}

/**
 * A per-member limit, checked after the guard (so it counts the verified member, in the
 * rate-limit plugin's store): over it → 131 with a Korean message.
 * @param name the bucket's name (one per route), @param max requests per minute
 */
export function memberRateLimit(app: FastifyInstance, name: string, max: number): (req: FastifyRequest) => Promise<void> {
  return keyedRateLimit(app, { max, key: (req) => `${name}:member:${req.member?.user.userId ?? req.ip}` });
}

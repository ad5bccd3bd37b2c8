/**
 * Session tokens (issue 3; SPEC §3 Tokens, §4 Logged in / expiry, §7 Token, §8 110–112, §9 cookies).
 *
 * - Access token: a short-lived HS256 JWT signed with jose (never hand-rolled crypto).
 *   Claims: sub = userId (string), did = deviceUuid, sid = the refresh-token family (the sign-in
 *   session), iss = 'jecheol-jangteo', exp. Every authenticated request checks that its family is
 *   still live (issue 14): logout, withdrawal and reuse detection end access at once, not when the
 *   access token expires. The check is one indexed lookup, cached briefly for live families
 *   ({@link FAMILY_LIVE_CACHE_MS}) and dropped from the cache the moment any instance revokes one:
 *   the revoked family ids are published on the cache bus (server/infra/cache/cache-bus.ts, channel
 *   cache_session; issue 18), and a family revoked in the last FAMILY_LIVE_CACHE_MS is not cached
 *   as live again (a read racing the revoking transaction's commit cannot re-cache it). While the bus
 *   is not listening, a live family is trusted for at most 1 s.
 *   Tokens without sid (issued before issue 14) are refused (110): the client refreshes.
 * - Refresh token: 32 random bytes (base64url), opaque; only its SHA-256 hash is stored.
 *   Lifetime: access expiry + 3 months (SPEC §9 "refresh-token cookie lives 3 months beyond
 *   access token expiry"). Rotated on every refresh; a rotated or revoked token presented again
 *   revokes its whole family (RFC 9700 §4.14.2). Rotation is one conditional UPDATE, so two
 *   concurrent refreshes with the same token cannot both win. A family is bound to the deviceUuid it
 *   was issued to: a refresh from another device is refused (112) and never re-binds it.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import type { Db } from '@server/db/client.js';
import { refreshTokens } from '@server/db/schema/index.js';
import { readServerSecret } from '@server/infra/parameter-store.js';
import { cacheMaxAgeMs, onCacheMessage, publishCacheMessageAndWait } from '@server/infra/cache/cache-bus.js';
import { ApiError } from '@server/errors.js';

const ISSUER = 'jecheol-jangteo';
const ALG = 'HS256';
/** SPEC §9: the refresh token outlives the access token by 3 months. */
export const REFRESH_EXTRA_MONTHS = 3;
/**
 * How long (ms) a family found live is trusted without asking the database again. Revocations by
 * any instance drop the entry at once through the cache bus; were its message lost, within this time.
 */
export const FAMILY_LIVE_CACHE_MS = 5000;

export interface AccessClaims {
  userId: number;
  deviceUuid: string;
  /** The refresh-token family (sign-in session) the token belongs to; set when read from a verified token. */
  familyId?: string;
  /** Expiry (ISO 8601), set when read from a verified token. */
  expireDt?: string;
}

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  /** Access-token expiry, ISO 8601 (SPEC §3 expireDt). */
  expireDt: string;
  /** Refresh-token expiry, ISO 8601 (the client's refresh cookie lifetime). */
  refreshExpireDt: string;
}

export const sha256Hex = (s: string) => createHash('sha256').update(s).digest('hex');

/** Constant-time comparison of two hex digests (secrets compared by their hashes). */
export function timingSafeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Strip an optional "Bearer " prefix (the client stores accessToken1 as "Bearer " + token, SPEC §3). */
export function bareToken(v: unknown): string {
  if (typeof v !== 'string') return '';
  const t = v.trim();
  return /^bearer\s+/i.test(t) ? t.replace(/^bearer\s+/i, '').trim() : t;
}

export class TokenService {
  private key: Uint8Array | null = null;
  /** familyId → when it was last seen live (ms); revoked families are never cached as live. */
  private readonly liveFamilies = new LRUCache<string, number>({ max: 50_000 });
  /** Families revoked lately (here or on another instance): never cached as live while listed. */
  private readonly revokedLately = new LRUCache<string, true>({ max: 50_000, ttl: FAMILY_LIVE_CACHE_MS });

  constructor(
    private readonly db: Db,
    private readonly opts: { secret: string; accessTtlSeconds: number; now?: () => Date },
  ) {
    onCacheMessage(db, 'session', (m) => {
      if (m.all) this.liveFamilies.clear();
      for (const familyId of m.families ?? []) this.forget(familyId);
    });
  }

  private forget(familyId: string) {
    this.liveFamilies.delete(familyId);
    this.revokedLately.set(familyId, true);
  }

  /**
   * Drop revoked families from every instance's live cache: this one at once, the others before the
   * revoking call answers (the message is on the bus first, at most PUBLISH_WAIT_MAX_MS): a logout on
   * one instance ends the access token on the next request to any other (tests/cluster/cross-instance).
   */
  private async announceRevoked(familyIds: string[]) {
    if (familyIds.length) await publishCacheMessageAndWait(this.db, 'session', { families: familyIds });
  }

  private now() {
    return this.opts.now ? this.opts.now() : new Date();
  }

  /** The signing key: JWT_SECRET, else one random key per database (generated on first use). */
  private async signingKey(): Promise<Uint8Array> {
    if (this.key) return this.key;
    if (this.opts.secret) {
      this.key = new TextEncoder().encode(this.opts.secret);
      return this.key;
    }
    // An unreadable store is SPEC §8 code 51 (server/infra/parameter-store.ts).
    this.key = new TextEncoder().encode(await readServerSecret(this.db, 'jwt-hs256'));
    return this.key;
  }

  private async signAccess(claims: AccessClaims, familyId: string, exp: Date) {
    return new SignJWT({ did: claims.deviceUuid, sid: familyId })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(claims.userId))
      .setIssuer(ISSUER)
      .setIssuedAt(Math.floor(this.now().getTime() / 1000))
      .setExpirationTime(Math.floor(exp.getTime() / 1000))
      .sign(await this.signingKey());
  }

  private refreshExpiry(accessExp: Date) {
    const d = new Date(accessExp);
    d.setMonth(d.getMonth() + REFRESH_EXTRA_MONTHS);
    return d;
  }

  /** Start a new family (a sign-in). */
  async issue(claims: AccessClaims): Promise<IssuedTokens> {
    return this.issueInFamily(claims, randomUUID());
  }

  private async issueInFamily(claims: AccessClaims, familyId: string, tx: Db = this.db): Promise<IssuedTokens> {
    const accessExp = new Date(this.now().getTime() + this.opts.accessTtlSeconds * 1000);
    const refreshExp = this.refreshExpiry(accessExp);
    const refreshToken = randomBytes(32).toString('base64url');
    await tx
      .insert(refreshTokens)
      .values({ userId: claims.userId, familyId, tokenHash: sha256Hex(refreshToken), deviceUuid: claims.deviceUuid, expiresAt: refreshExp });
    return {
      accessToken: await this.signAccess(claims, familyId, accessExp),
      refreshToken,
      expireDt: accessExp.toISOString(),
      refreshExpireDt: refreshExp.toISOString(),
    };
  }

  /**
   * Verify an access token: signature, issuer, expiry, and that its sign-in session is live.
   * @param opts.allowExpired accept an expired but authentic token, without the session check
   *   (logout and refresh identify the session with it; the refresh row is checked there)
   * @throws ApiError 110 when missing, not authentic or its session ended (logout, withdrawal,
   *   reuse detection), 111 when expired
   */
  async verifyAccess(token: string, opts: { allowExpired?: boolean } = {}): Promise<AccessClaims> {
    const claims = await this.verifySignature(token, opts);
    if (!opts.allowExpired && !(await this.isFamilyLive(claims.familyId))) throw new ApiError('NULL_OR_EMPTY_TOKEN');
    return claims;
  }

  /** Whether a sign-in session (refresh-token family) still has an unrevoked token. */
  async isFamilyLive(familyId: string | undefined): Promise<boolean> {
    if (!familyId) return false;
    const seen = this.liveFamilies.get(familyId);
    if (seen !== undefined && this.now().getTime() - seen < Math.min(FAMILY_LIVE_CACHE_MS, cacheMaxAgeMs(this.db))) return true;
    const [row] = await this.db
      .select({ tokenId: refreshTokens.tokenId })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    if (row && !this.revokedLately.has(familyId)) this.liveFamilies.set(familyId, this.now().getTime());
    else this.liveFamilies.delete(familyId);
    return !!row;
  }

  private async verifySignature(token: string, opts: { allowExpired?: boolean }): Promise<AccessClaims> {
    if (!token) throw new ApiError('NULL_OR_EMPTY_TOKEN');
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        issuer: ISSUER,
        algorithms: [ALG],
        currentDate: this.now(),
        // allowExpired: skip the exp check entirely (the signature still must be valid).
        clockTolerance: opts.allowExpired ? Number.MAX_SAFE_INTEGER : 0,
      });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || userId <= 0 || typeof payload.did !== 'string') throw new ApiError('NULL_OR_EMPTY_TOKEN');
      const familyId = typeof payload.sid === 'string' ? payload.sid : undefined;
      return { userId, deviceUuid: payload.did, familyId, expireDt: new Date(Number(payload.exp) * 1000).toISOString() };
    } catch (e) {
      if (e instanceof ApiError) throw e;
      if (e instanceof joseErrors.JWTExpired) throw new ApiError('ACCESS_TOKEN_EXPIRED');
      // Forged, malformed or foreign tokens are treated as no token at all.
      throw new ApiError('NULL_OR_EMPTY_TOKEN');
    }
  }

  /**
   * Exchange a refresh token for a new pair (rotation). The access token identifies the session
   * (it may be expired, never forged) and must belong to the same user.
   * @throws ApiError 112 for an unknown, expired, revoked or reused refresh token (reuse revokes
   *   the family); 110 for a missing one.
   */
  async rotate(refreshToken: string, accessToken: string, deviceUuid: string): Promise<IssuedTokens> {
    if (!refreshToken || !accessToken) throw new ApiError('NULL_OR_EMPTY_TOKEN');
    if (!deviceUuid) throw new ApiError('NO_REQUIRED_VALUE', '기기 식별값(deviceUuid)이 필요해요.', { fields: ['headers.deviceUuid'] });
    const claims = await this.verifyAccess(accessToken, { allowExpired: true });
    const now = this.now();
    const hash = sha256Hex(refreshToken);
    const [row] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash));
    if (!row || row.userId !== claims.userId || row.revokedAt) throw new ApiError('REFRESH_TOKEN_EXPIRED');
    if (row.rotatedAt) {
      // Reuse: someone still holds an already-rotated token. Revoke the whole family.
      await this.revokeFamily(row.familyId);
      throw new ApiError('REFRESH_TOKEN_EXPIRED');
    }
    if (row.expiresAt.getTime() <= now.getTime()) throw new ApiError('REFRESH_TOKEN_EXPIRED');
    // Bound to the device it was issued to: another device holding this token is refused, and the
    // binding never moves (the token stays usable on its own device).
    if (row.deviceUuid !== deviceUuid) throw new ApiError('REFRESH_TOKEN_EXPIRED');
    // Claim and reissue atomically; the conditional UPDATE lets exactly one concurrent caller win.
    const issued = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenId, row.tokenId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ tokenId: refreshTokens.tokenId });
      if (claimed.length === 0) return null;
      return this.issueInFamily({ userId: row.userId, deviceUuid: row.deviceUuid }, row.familyId, tx as unknown as Db);
    });
    if (!issued) {
      // Lost the race to another use of the same token: that is reuse too (outside the rolled-back tx).
      await this.revokeFamily(row.familyId);
      throw new ApiError('REFRESH_TOKEN_EXPIRED');
    }
    return issued;
  }

  async revokeFamily(familyId: string, tx: Db = this.db) {
    this.forget(familyId);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await this.announceRevoked([familyId]);
  }

  /** Logout: revoke the family of this refresh token (unknown tokens are ignored: logout is idempotent). */
  async revoke(refreshToken: string, userId: number) {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)));
    if (row && row.userId === userId) await this.revokeFamily(row.familyId);
  }

  /** Withdrawal and bans: revoke every live token of a user (and end their sessions' access at once). */
  async revokeAllForUser(userId: number, tx: Db = this.db) {
    const revoked = await tx
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .returning({ familyId: refreshTokens.familyId });
    const familyIds = [...new Set(revoked.map((r) => r.familyId))];
    await this.announceRevoked(familyIds);
  }

  /** Count live (not rotated, not revoked, not expired) tokens — for tests and ops. */
  async liveCount(userId: number) {
    const [r] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), sql`${refreshTokens.expiresAt} > now()`));
    return r?.n ?? 0;
  }
}

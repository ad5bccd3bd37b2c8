/**
 * Session tokens (issue 3; SPEC §3 Tokens, §4 Logged in / expiry, §7 Token, §8 110–112, §9 cookies).
 *
 * - Access token: a short-lived HS256 JWT signed with jose (never hand-rolled crypto).
 *   Claims: sub = userId (string), did = deviceUuid, iss = 'jecheol-jangteo', exp.
 * - Refresh token: 32 random bytes (base64url), opaque; only its SHA-256 hash is stored.
 *   Lifetime: access expiry + 3 months (SPEC §9 "refresh-token cookie lives 3 months beyond
 *   access token expiry"). Rotated on every refresh; a rotated or revoked token presented again
 *   revokes its whole family (RFC 9700 §4.14.2). Rotation is one conditional UPDATE, so two
 *   concurrent refreshes with the same token cannot both win.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client.js';
import { refreshTokens, serverSecrets } from '../db/schema/index.js';
import { ApiError } from '../errors.js';

const ISSUER = 'jecheol-jangteo';
const ALG = 'HS256';
/** SPEC §9: the refresh token outlives the access token by 3 months. */
export const REFRESH_EXTRA_MONTHS = 3;

export interface AccessClaims {
  userId: number;
  deviceUuid: string;
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

/** Strip an optional "Bearer " prefix (the client stores accessToken1 as "Bearer " + token, SPEC §3). */
export function bareToken(v: unknown): string {
  if (typeof v !== 'string') return '';
  const t = v.trim();
  return /^bearer\s+/i.test(t) ? t.replace(/^bearer\s+/i, '').trim() : t;
}

export class TokenService {
  private key: Uint8Array | null = null;

  constructor(
    private readonly db: Db,
    private readonly opts: { secret: string; accessTtlSeconds: number; now?: () => Date },
  ) {}

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
    await this.db
      .insert(serverSecrets)
      .values({ name: 'jwt-hs256', value: randomBytes(48).toString('base64url') })
      .onConflictDoNothing();
    const [row] = await this.db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, 'jwt-hs256'));
    this.key = new TextEncoder().encode(row!.value);
    return this.key;
  }

  private async signAccess(claims: AccessClaims, exp: Date) {
    return new SignJWT({ did: claims.deviceUuid })
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
      accessToken: await this.signAccess(claims, accessExp),
      refreshToken,
      expireDt: accessExp.toISOString(),
      refreshExpireDt: refreshExp.toISOString(),
    };
  }

  /**
   * Verify an access token.
   * @param opts.allowExpired accept an expired but authentic token (logout and refresh identify
   *   the session with it)
   * @throws ApiError 110 when missing or not authentic, 111 when expired
   */
  async verifyAccess(token: string, opts: { allowExpired?: boolean } = {}): Promise<AccessClaims> {
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
      return { userId, deviceUuid: payload.did, expireDt: new Date(Number(payload.exp) * 1000).toISOString() };
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
    // Claim and reissue atomically; the conditional UPDATE lets exactly one concurrent caller win.
    const issued = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ rotatedAt: now })
        .where(and(eq(refreshTokens.tokenId, row.tokenId), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt)))
        .returning({ tokenId: refreshTokens.tokenId });
      if (claimed.length === 0) return null;
      return this.issueInFamily({ userId: row.userId, deviceUuid: deviceUuid || row.deviceUuid }, row.familyId, tx as unknown as Db);
    });
    if (!issued) {
      // Lost the race to another use of the same token: that is reuse too (outside the rolled-back tx).
      await this.revokeFamily(row.familyId);
      throw new ApiError('REFRESH_TOKEN_EXPIRED');
    }
    return issued;
  }

  async revokeFamily(familyId: string, tx: Db = this.db) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Logout: revoke the family of this refresh token (unknown tokens are ignored: logout is idempotent). */
  async revoke(refreshToken: string, userId: number) {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId, userId: refreshTokens.userId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256Hex(refreshToken)));
    if (row && row.userId === userId) await this.revokeFamily(row.familyId);
  }

  /** Withdrawal and bans: revoke every live token of a user. */
  async revokeAllForUser(userId: number, tx: Db = this.db) {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
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

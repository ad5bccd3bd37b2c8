/**
 * Deal price tokens: the signed hand-off of a promotion price to the shop site (issue 13;
 * SPEC §1 "purchase happens on a separate shop site", §7 deal / deal period families).
 * Format and rules: docs/decisions/010-deal-price-handoff.md.
 *
 * A token is a compact JWS (JWT, HS256, signed with jose) whose claims bind one price to one
 * promotion of one product until the promotion ends:
 *   iss 'jecheol-jangteo', aud 'jecheol-shop', sub 'deal:{dealId}' | 'period:{periodId}',
 *   pno = productNo, prc = price in KRW (integer), exp = the promotion's end (epoch seconds).
 * No iat and no random nonce: the same promotion gives the same token, so the cached deal answer
 * can carry it. The key is its own ('deal-price-hs256' in server_secrets, generated once per
 * database), never the access-token key, so whoever verifies prices cannot mint sessions.
 *
 * The client never computes a token: the display answers deliver it, the buy link carries it.
 */
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '@server/db/client.js';
import { readServerSecret } from '@server/infra/parameter-store.js';

const ISSUER = 'jecheol-jangteo';
const AUDIENCE = 'jecheol-shop';
const ALG = 'HS256';
/** server_secrets.name of the signing key. */
export const DEAL_TOKEN_SECRET_NAME = 'deal-price-hs256';
/** Longest accepted token text; anything longer is refused unread. */
const MAX_TOKEN_LENGTH = 1024;

/** Which promotion a price belongs to: a limited deal (dealId) or a period deal (periodId). */
export interface DealRef {
  kind: 'deal' | 'period';
  /** dealId or periodId. */
  id: number;
  productNo: number;
}

export interface DealPriceClaims extends DealRef {
  /** The promotion price in KRW (integer won). */
  price: number;
  /** When the price stops applying (the promotion's end). */
  expiresAt: Date;
}

/** Why a token was refused (for logs and tests; the shopper sees one Korean notice for all). */
export type DealTokenRefusal = 'malformed' | 'signature' | 'expired' | 'mismatch';

export type DealTokenCheck = { ok: true; claims: DealPriceClaims } | { ok: false; reason: DealTokenRefusal };

const subjectOf = (ref: Pick<DealRef, 'kind' | 'id'>) => `${ref.kind}:${ref.id}`;

export class DealTokenService {
  private key: Uint8Array | null = null;

  /**
   * @param opts.secret a fixed key (tests; a split shop deployment would share it by configuration);
   *   empty or absent → the per-database key in server_secrets
   * @param opts.now the clock expiry is checked against (tests)
   */
  constructor(
    private readonly db: Db,
    private readonly opts: { secret?: string; now?: () => Date } = {},
  ) {}

  private async signingKey(): Promise<Uint8Array> {
    if (this.key) return this.key;
    if (this.opts.secret) return (this.key = new TextEncoder().encode(this.opts.secret));
    // An unreadable store is SPEC §8 code 51 (server/infra/parameter-store.ts), never a key made up here.
    return (this.key = new TextEncoder().encode(await readServerSecret(this.db, DEAL_TOKEN_SECRET_NAME)));
  }

  /** Sign a promotion price. @returns the compact JWS (base64url, three dot-separated parts). */
  async sign(c: DealPriceClaims): Promise<string> {
    return new SignJWT({ pno: c.productNo, prc: c.price })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setSubject(subjectOf(c))
      .setExpirationTime(Math.floor(c.expiresAt.getTime() / 1000))
      .sign(await this.signingKey());
  }

  /**
   * Verify a token against the promotion and product the link names. Never throws: junk,
   * another key, an altered claim, a passed end, or a token for another deal/period/product are
   * each a refusal. @returns the signed price on success.
   */
  async verify(token: unknown, expected: DealRef): Promise<DealTokenCheck> {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token))
      return { ok: false, reason: 'malformed' };
    try {
      const { payload } = await jwtVerify(token, await this.signingKey(), {
        algorithms: [ALG],
        issuer: ISSUER,
        audience: AUDIENCE,
        requiredClaims: ['exp', 'sub'],
        currentDate: this.opts.now?.(),
      });
      const { pno, prc, sub, exp } = payload as { pno?: unknown; prc?: unknown; sub?: string; exp?: number };
      if (!Number.isSafeInteger(pno) || !Number.isSafeInteger(prc) || (prc as number) < 0) return { ok: false, reason: 'malformed' };
      if (sub !== subjectOf(expected) || pno !== expected.productNo) return { ok: false, reason: 'mismatch' };
      return { ok: true, claims: { ...expected, price: prc as number, expiresAt: new Date(exp! * 1000) } };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
      if (err instanceof joseErrors.JWSSignatureVerificationFailed) return { ok: false, reason: 'signature' };
      if (err instanceof joseErrors.JWTClaimValidationFailed) return { ok: false, reason: 'mismatch' };
      return { ok: false, reason: 'malformed' };
    }
  }
}

const perDb = new WeakMap<Db, DealTokenService>();

/** The one token service of a database handle (the display routes sign, the shop stand-in verifies, same key). */
export function dealTokens(db: Db): DealTokenService {
  let s = perDb.get(db);
  if (!s) perDb.set(db, (s = new DealTokenService(db)));
  return s;
}

/**
 * Signed admin preview links (issue 17; SPEC §2 /admin-deal/{id} … "no guard shown";
 * docs/decisions/032-admin-preview.md).
 *
 * A link is `/admin-<kind>/<id>?preview=<exp>.<sig>`: `exp` the expiry in epoch seconds, `sig` the
 * base64url HMAC-SHA256 of `<kind>:<id>:<exp>` under a key derived from the ops token (so the server
 * and `npm run preview-link` on the same machine agree without another secret, and rotating the ops
 * token revokes every link). A link opens exactly one item until it expires.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PreviewKind } from '@contract/admin-preview.js';

/** Default lifetime of a link: 7 days (seconds). */
export const PREVIEW_LINK_TTL_SECONDS = 7 * 24 * 3600;
/** Longest lifetime a link may be given: 30 days (seconds). */
export const PREVIEW_LINK_MAX_TTL_SECONDS = 30 * 24 * 3600;

/** The page path of a kind's preview (SPEC §2). */
export const previewPagePath = (kind: PreviewKind, id: number) => `/admin-${kind}/${id}`;

function keyOf(opsToken: string): Buffer {
  if (!opsToken) throw new Error('preview links need the ops token');
  return createHash('sha256').update(`jecheol-preview-link:${opsToken}`).digest();
}

function signature(opsToken: string, kind: PreviewKind, id: number, exp: number): string {
  return createHmac('sha256', keyOf(opsToken)).update(`${kind}:${id}:${exp}`).digest('base64url');
}

/**
 * The `preview` value for one item: `<exp>.<sig>`.
 * @param now epoch ms; @param ttlSeconds lifetime, 1 s … {@link PREVIEW_LINK_MAX_TTL_SECONDS}
 * @throws Error for an empty ops token or a lifetime out of range
 */
export function signPreview(opsToken: string, kind: PreviewKind, id: number, now = Date.now(), ttlSeconds = PREVIEW_LINK_TTL_SECONDS): string {
  if (!(ttlSeconds >= 1 && ttlSeconds <= PREVIEW_LINK_MAX_TTL_SECONDS)) throw new Error(`ttl must be 1…${PREVIEW_LINK_MAX_TTL_SECONDS} seconds`);
  const exp = Math.floor(now / 1000) + Math.floor(ttlSeconds);
  return `${exp}.${signature(opsToken, kind, id, exp)}`;
}

/** Why a preview value was refused: malformed or signed for something else (`tampered`), or past its expiry. */
export type PreviewCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'tampered' | 'expired' };

/**
 * Check a `preview` value against one item. The signature is checked first (constant time), so an
 * expiry is only reported for a link this server really signed.
 * @param now epoch ms
 */
export function checkPreview(opsToken: string, kind: PreviewKind, id: number, value: string, now = Date.now()): PreviewCheck {
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
  if (!m || !opsToken) return { ok: false, reason: 'tampered' };
  const exp = Number(m[1]);
  const expected = Buffer.from(signature(opsToken, kind, id, exp));
  const given = Buffer.from(m[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  if (exp * 1000 <= now) return { ok: false, reason: 'expired' };
  return { ok: true, expiresAt: exp * 1000 };
}

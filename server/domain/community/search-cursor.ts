/**
 * The opaque `nextCursor` of the community search (issue 15; docs/decisions/023-community-search.md):
 * base64url of ['s', tier, createdAt as PostgreSQL text, postId, query stamp, corrected word or null].
 * A page starts strictly after (tier, createdAt, postId) in the answer's order (tier ascending, then
 * newest first), so posts written meanwhile neither repeat nor push others off a page. The stamp
 * ties the cursor to its keyword and communityType; the corrected word keeps later pages on the
 * correction the first page made. Anything else — another list's cursor, a cursor of another
 * search, a forged field — is code 12, never a 500.
 */
import { createHash } from 'node:crypto';
import { ApiError } from '@server/errors.js';
import { compactOf } from '@server/infra/hangul.js';
import { decodeCursor, encodeCursor } from './cursor.js';

export interface SearchCursor {
  tier: number;
  /** created_at of the last post of the page, as PostgreSQL text (exact to the microsecond). */
  at: string;
  id: number;
  /** The correction the first page applied, kept by the later pages. */
  corrected: string | null;
}

/** The tiers of the answer's order: whole title, title contains, body contains. */
export const TIERS = 3;
/** Dictionary keywords are at most 30 characters (server/domain/search/dictionary.ts rebuildDictionary). */
const CORRECTED_MAX = 30;

const bad = () => new ApiError('NOT_MATCHED', '목록 위치 정보가 올바르지 않아요. 검색 결과를 처음부터 다시 불러와 주세요.');

/** A short stamp of what was searched: the compact keyword and the communityType. */
export function queryStamp(keyword: string, communityType: string): string {
  return createHash('sha256')
    .update(`${communityType}\u0000${compactOf(keyword)}`)
    .digest('base64url')
    .slice(0, 10);
}

export function encodeSearchCursor(c: SearchCursor, stamp: string): string {
  return Buffer.from(JSON.stringify(['s', c.tier, c.at, c.id, stamp, c.corrected])).toString('base64url');
}

/** @throws ApiError 12 when `text` is not a cursor of this search (`stamp`) */
export function decodeSearchCursor(text: string, stamp: string): SearchCursor {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(raw) || raw.length !== 6 || raw[0] !== 's' || raw[4] !== stamp) throw bad();
  const [, tier, at, id, , corrected] = raw as unknown[];
  if (!Number.isInteger(tier) || (tier as number) < 0 || (tier as number) >= TIERS) throw bad();
  if (corrected !== null && (typeof corrected !== 'string' || !corrected.trim() || [...corrected].length > CORRECTED_MAX || /\p{Cc}/u.test(corrected)))
    throw bad();
  // The time and id are checked as the community lists check theirs (a timestamp PostgreSQL can
  // cast, an id in range): one rule for every community cursor.
  let position: { at: string; id: number };
  try {
    position = decodeCursor(encodeCursor({ kind: 'n', at: at as string, id: id as number }), 'n');
  } catch {
    throw bad();
  }
  return { tier: tier as number, at: position.at, id: position.id, corrected: corrected as string | null };
}

/**
 * Opaque cursors of the community lists (docs/decisions/017-community-posts.md "Cursor pages"):
 * base64url of a small JSON array holding the last row's sort key, so a page starts strictly after
 * it (keyset paging: no row repeats or goes missing when posts are added meanwhile).
 *   ['n', createdAt as PostgreSQL text (exact to the microsecond), id]   newest first / replies oldest first
 *   ['p', asOf (ms), score, id]                                         popular: scores computed at asOf
 * A cursor that does not decode, or belongs to another sort, is code 12 (never a 500).
 */
import { ApiError } from '@server/errors.js';

export type Cursor = { kind: 'n'; at: string; id: number } | { kind: 'p'; asOf: number; score: number; id: number };

const TIMESTAMP_TEXT = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?([+-](\d{2})(:?\d{2})?|Z)?$/;

/** PostgreSQL's timestamptz text, with every field in range (a cast of anything else would fail in SQL). */
function isTimestampText(v: unknown): v is string {
  const m = typeof v === 'string' ? TIMESTAMP_TEXT.exec(v) : null;
  if (!m) return false;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1970 && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && s < 60 && (m[9] === undefined || Number(m[9]) <= 15);
}
const bad = () => new ApiError('NOT_MATCHED', '목록 위치 정보가 올바르지 않아요. 목록을 처음부터 다시 불러와 주세요.');
const isId = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2_147_483_647;

export function encodeCursor(c: Cursor): string {
  const raw = c.kind === 'n' ? ['n', c.at, c.id] : ['p', c.asOf, c.score, c.id];
  return Buffer.from(JSON.stringify(raw)).toString('base64url');
}

/** @throws ApiError 12 when `text` is not a cursor of `kind` */
export function decodeCursor<K extends Cursor['kind']>(text: string, kind: K): Extract<Cursor, { kind: K }> {
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(raw) || raw[0] !== kind) throw bad();
  if (kind === 'n' && raw.length === 3 && isTimestampText(raw[1]) && isId(raw[2])) return { kind: 'n', at: raw[1], id: raw[2] } as Extract<Cursor, { kind: K }>;
  if (
    kind === 'p' &&
    raw.length === 4 &&
    Number.isInteger(raw[1]) &&
    // A first page's time: after 2000, never ahead of the clock by more than a day.
    raw[1] > 946_684_800_000 &&
    raw[1] < Date.now() + 86_400_000 &&
    typeof raw[2] === 'number' &&
    Number.isFinite(raw[2]) &&
    isId(raw[3])
  )
    return { kind: 'p', asOf: raw[1], score: raw[2], id: raw[3] } as Extract<Cursor, { kind: K }>;
  throw bad();
}

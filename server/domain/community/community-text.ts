/**
 * Plain-text rules of community writing (issue 15; docs/decisions/017-community-posts.md):
 * text is stored as typed — trimmed, line breaks unified to \n, Unicode NFC — and never turned
 * into HTML (the client renders text). Refused with a Korean message, before anything is written:
 *   - control characters other than newline and tab, bidi overrides, unpaired surrogates → 12
 *   - lengths outside the contract's limits (code points) → 13
 *   - more than NEW_MEMBER_MAX_LINKS links from a member younger than a day → 13
 */
import { createHash } from 'node:crypto';
import { josa } from 'es-hangul';
import { ApiError } from '@server/errors.js';

/** C0/C1 controls except \t and \n, DEL, bidi embeddings/overrides/isolates (text spoofing). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Links a new member may put in one text (Discourse's new-user sandbox). */
export const NEW_MEMBER_MAX_LINKS = 2;

/**
 * The text as stored: CRLF/CR → LF, NFC, trimmed. @throws ApiError 12 for forbidden characters,
 * 13 when the length (code points) is outside [min, max]; `label` names the field in the message.
 */
export function cleanText(raw: string, label: string, limits: { min: number; max: number }): string {
  if (LONE_SURROGATE.test(raw) || FORBIDDEN.test(raw.replace(/\r\n?/g, '\n')))
    throw new ApiError('NOT_MATCHED', `${label}에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.`);
  const text = raw.replace(/\r\n?/g, '\n').normalize('NFC').trim();
  const length = [...text].length;
  if (length === 0 && limits.min > 0) throw new ApiError('NO_REQUIRED_VALUE', `${josa(label, '을/를')} 입력해 주세요.`);
  if (length < limits.min || length > limits.max)
    throw new ApiError('OUT_OF_RANGE', `${josa(label, '은/는')} ${limits.min.toLocaleString('ko-KR')}~${limits.max.toLocaleString('ko-KR')}자로 써 주세요.`);
  return text;
}

/** Links in a text: http(s):// addresses and bare www. ones. */
export function countLinks(text: string): number {
  return (text.match(/https?:\/\/|(?<![\w./])www\./gi) ?? []).length;
}

/** @throws ApiError 13 when a member younger than a day puts more than NEW_MEMBER_MAX_LINKS links in. */
export function assertLinkLimit(isNewMember: boolean, ...texts: string[]): void {
  if (!isNewMember) return;
  const links = texts.reduce((n, t) => n + countLinks(t), 0);
  if (links > NEW_MEMBER_MAX_LINKS) throw new ApiError('OUT_OF_RANGE', `가입 첫날에는 링크를 ${NEW_MEMBER_MAX_LINKS}개까지만 넣을 수 있어요.`);
}

/** sha-256 (hex) of the texts compared for the exact-duplicate rule: case and runs of spaces ignored. */
export function contentHash(...parts: string[]): string {
  const normal = parts.map((p) => p.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()).join('\n');
  return createHash('sha256').update(normal).digest('hex');
}

/**
 * The one text policy of community writing (issue 15; issue 29 item 6; docs/decisions/017-community-posts.md,
 * 019-banned-words.md): posts, questions, replies and surveys (title, body, every option) all go
 * through {@link checkCommunityText}; nicknames use the same banned-words matcher with their own
 * character pattern (server/domain/accounts/account.service.ts). Text is stored as typed — trimmed,
 * line breaks unified to \n, Unicode NFC — and never turned into HTML (the client renders text).
 * Refused with a Korean message, before anything is written, in this order:
 *   - control characters other than newline and tab (C0, DEL, C1), bidi embeddings, overrides and
 *     isolates, unpaired surrogates → 12 '{label}에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.'
 *   - empty → 10, lengths outside the contract's limits (code points) → 13
 *   - a banned word → 12 '{label}에 사용할 수 없는 단어가 있어요(…). 고쳐서 다시 올려 주세요.'
 *   - more than NEW_MEMBER_MAX_LINKS links, all fields together, from a member younger than a day → 13
 */
import { createHash } from 'node:crypto';
import { josa } from 'es-hangul';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';
import { assertNoBannedWords } from '@server/domain/moderation/banned-words.js';

/** C0/C1 controls except \t and \n, DEL, bidi embeddings/overrides/isolates (text spoofing). */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const DAY_MS = 86_400_000;

/** A member is new for the first day after finishing sign-up (SPEC §3 signUpDt). */
export function isNewMember(user: { signUpDt: Date | null; createdAt: Date }, now: Date): boolean {
  const since = user.signUpDt ?? user.createdAt;
  return now.getTime() - since.getTime() < DAY_MS;
}

/** Links a new member may put in one text (Discourse's new-user sandbox). */
export const NEW_MEMBER_MAX_LINKS = 2;

/** How a trailing digit is read (항목 1 → 일), for the particle after a label. */
const DIGIT_READING = ['영', '일', '이', '삼', '사', '오', '육', '칠', '팔', '구'];
/** A label with its particle: '제목을', '항목 1은' (es-hangul `josa` reads the last letter, a digit as its Korean name). */
function withParticle(label: string, particle: '을/를' | '은/는'): string {
  const last = label.at(-1) ?? '';
  return last >= '0' && last <= '9' ? label + josa.pick(DIGIT_READING[Number(last)], particle) : josa(label, particle);
}

/**
 * The text as stored: CRLF/CR → LF, NFC, trimmed. @throws ApiError 12 for forbidden characters,
 * 10 when empty, 13 when the length (code points) is outside [min, max]; `label` names the field in the message.
 */
export function cleanText(raw: string, label: string, limits: { min: number; max: number }): string {
  if (LONE_SURROGATE.test(raw) || FORBIDDEN.test(raw.replace(/\r\n?/g, '\n')))
    throw new ApiError('NOT_MATCHED', `${label}에 쓸 수 없는 문자가 있어요. 지우고 다시 올려 주세요.`);
  const text = raw.replace(/\r\n?/g, '\n').normalize('NFC').trim();
  const length = [...text].length;
  if (length === 0 && limits.min > 0) throw new ApiError('NO_REQUIRED_VALUE', `${withParticle(label, '을/를')} 입력해 주세요.`);
  if (length < limits.min || length > limits.max)
    throw new ApiError(
      'OUT_OF_RANGE',
      `${withParticle(label, '은/는')} ${limits.min.toLocaleString('ko-KR')}~${limits.max.toLocaleString('ko-KR')}자로 써 주세요.`,
    );
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

/** One field of a community write: its Korean label (제목, 내용, 댓글, 항목 2), the text as sent and its length limits (code points). */
export interface TextField {
  label: string;
  raw: string;
  limits: { min: number; max: number };
}

/**
 * Apply the text policy (see the header) to the fields of one write: characters and lengths field
 * by field, then banned words, then the first-day link limit over all fields together.
 * @returns the texts as stored, in the order of `fields`
 * @throws ApiError 10, 12 or 13 with a Korean message naming the field; the caller writes nothing
 */
export async function checkCommunityText(db: Db, fields: readonly TextField[], author: { isNewMember: boolean }): Promise<string[]> {
  const texts = fields.map((f) => cleanText(f.raw, f.label, f.limits));
  await assertNoBannedWords(db, Object.fromEntries(fields.map((f, i) => [f.label, texts[i]])));
  assertLinkLimit(author.isNewMember, ...texts);
  return texts;
}

/** sha-256 (hex) of the texts compared for the exact-duplicate rule: case and runs of spaces ignored. */
export function contentHash(...parts: string[]): string {
  const normal = parts.map((p) => p.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()).join('\n');
  return createHash('sha256').update(normal).digest('hex');
}

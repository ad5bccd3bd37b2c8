/**
 * The community forms' rules, pure (issue 15; SPEC §2 /community/dash-board/form/{id?},
 * /community/qna/form/{id?}; docs/decisions/017, 018, 021, 024): lengths as the server counts them
 * (code points after trimming), picture checks before upload, the pieces the banned-word check sends,
 * the survey's end time, and which field a server refusal belongs to. The server decides in the end;
 * these only let the member see a problem before pressing 등록.
 */
import { josa } from 'es-hangul';
import { POST_CONTENT_LENGTH, POST_IMAGES_MAX, POST_TITLE_LENGTH } from '@contract/community';
import { BANNED_WORDS_TEXT_MAX } from '@contract/banned-words';
import {
  SURVEY_CONTENT_MAX_LENGTH,
  SURVEY_MAX_DURATION_MS,
  SURVEY_MIN_DURATION_MS,
  SURVEY_OPTION_MAX_LENGTH,
  SURVEY_OPTIONS_MAX,
  SURVEY_OPTIONS_MIN,
  SURVEY_TITLE_MAX_LENGTH,
} from '@contract/rules';

export { POST_IMAGES_MAX, SURVEY_OPTIONS_MAX, SURVEY_OPTIONS_MIN };

/** A length rule: min–max characters after trimming (min 0 = optional). */
export interface LengthRule {
  min: number;
  max: number;
}

export const TITLE_RULE: LengthRule = POST_TITLE_LENGTH;
export const CONTENT_RULE: LengthRule = POST_CONTENT_LENGTH;
export const SURVEY_TITLE_RULE: LengthRule = { min: 1, max: SURVEY_TITLE_MAX_LENGTH };
export const SURVEY_CONTENT_RULE: LengthRule = { min: 0, max: SURVEY_CONTENT_MAX_LENGTH };
export const SURVEY_OPTION_RULE: LengthRule = { min: 1, max: SURVEY_OPTION_MAX_LENGTH };

/** Characters as the server counts them: code points (an emoji is one), spaces included. */
export function charCount(text: string): number {
  return [...text].length;
}

/** The counter beside a field, e.g. "12/40" (of the text as typed). */
export function countLabel(text: string, rule: LengthRule): string {
  return `${charCount(text).toLocaleString('ko-KR')}/${rule.max.toLocaleString('ko-KR')}`;
}

/**
 * What is wrong with a text's length, in Korean, or null. An empty required field says nothing until
 * `touched` (the member has not started yet); the counter shows the rest.
 * @param label the field's name, e.g. '제목' (particles by es-hangul josa)
 */
export function lengthProblem(text: string, rule: LengthRule, label: string, touched = true): string | null {
  const n = charCount(text.trim());
  if (n === 0) return rule.min > 0 && touched ? `${josa(label, '을/를')} 입력해 주세요.` : null;
  if (n < rule.min) return `${josa(label, '은/는')} ${rule.min}자 이상 써 주세요.`;
  if (n > rule.max) return `${josa(label, '은/는')} ${rule.max.toLocaleString('ko-KR')}자까지 쓸 수 있어요.`;
  return null;
}

/* ------------------------------------------------------------ pictures */

/** What the upload call accepts (docs/decisions/021), and the most one picture may weigh (bytes). */
export const ACCEPTED_PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
export const PICTURE_MAX_BYTES = 10 * 1024 * 1024;
/** The file picker's accept list: types and extensions (some phones give HEIC files no type). */
export const PICTURE_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif';

export const PICTURE_TOO_LARGE_TEXT = '사진은 한 장에 10MB까지 올릴 수 있어요.';
export const PICTURE_TYPE_TEXT = 'JPEG, PNG, WebP, HEIC 사진만 올릴 수 있어요.';
export const PICTURE_FAILED_TEXT = '사진을 올리지 못했어요';
export const PICTURES_FULL_TEXT = `사진은 ${POST_IMAGES_MAX}장까지 올릴 수 있어요.`;

const BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

/** The Content-Type to upload a picked file with: its own type, else one from its extension, else null (refused). */
export function pictureType(file: { name: string; type: string }): string | null {
  const declared = file.type.toLowerCase();
  if ((ACCEPTED_PICTURE_TYPES as readonly string[]).includes(declared)) return declared;
  if (declared && declared !== 'application/octet-stream') return null;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

/** Why a picked file cannot be uploaded (type, then size), or null. */
export function pictureProblem(file: { name: string; type: string; size: number }): string | null {
  if (!pictureType(file)) return PICTURE_TYPE_TEXT;
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_TOO_LARGE_TEXT;
  return null;
}

const KEY_IN_URL = /\/images\/community\/([0-9a-f]{64})\.webp$/;
/** The upload key of a stored picture's URL (`/images/community/<key>.webp`), or null. */
export function imageKeyOf(url: string): string | null {
  return KEY_IN_URL.exec(url)?.[1] ?? null;
}

/* ------------------------------------------------------------ banned words */

/** Characters one validation call checks at most (a GET carries the text in its URL). */
export const BANNED_CHUNK = 900;
/** Characters two neighbouring pieces share, so a word across a boundary is still seen whole. */
export const BANNED_OVERLAP = 24;

/**
 * The pieces of a text the banned-word check sends: the trimmed text when it fits one call
 * (≤ BANNED_WORDS_TEXT_MAX UTF-16 units), else overlapping pieces of BANNED_CHUNK code points (never
 * splitting a surrogate pair). Empty text → no pieces.
 */
export function bannedWordChunks(text: string): string[] {
  const t = text.trim();
  if (!t) return [];
  if (t.length <= BANNED_WORDS_TEXT_MAX) return [t];
  const points = [...t];
  const out: string[] = [];
  for (let start = 0; start < points.length; start += BANNED_CHUNK - BANNED_OVERLAP) {
    let piece = points.slice(start, start + BANNED_CHUNK);
    while (piece.join('').length > BANNED_WORDS_TEXT_MAX) piece = piece.slice(0, Math.floor(piece.length / 2));
    out.push(piece.join('').trim());
    if (start + BANNED_CHUNK >= points.length) break;
  }
  return out.filter(Boolean);
}

/** The message under a field holding a banned word (the server's wording of docs/decisions/019). */
export function bannedWordText(label: string, word: string | null): string {
  const shown = word && charCount(word) <= 20 ? `(${word})` : '';
  return `${label}에 사용할 수 없는 단어가 있어요${shown}. 고쳐 주세요.`;
}

/**
 * Which field a server refusal names: the banned-word refusal (12) starts with the field's label —
 * '제목에 …', '내용에 …', '항목 2에 …' (server/domain/moderation/banned-words.ts bannedWordMessage) — and so do the
 * length refusals (13, '제목은 …'). Returns the label or null (the message then goes to the dialog).
 */
export function fieldOfServerMessage(message: string): string | null {
  const m = /^(제목|내용|항목 \d+)(?:에|은|는|을|를|이|가)\s/.exec(message);
  return m ? m[1]! : null;
}

/* ------------------------------------------------------------ surveys */

export const SURVEY_MIN_AHEAD_MS = SURVEY_MIN_DURATION_MS;
export const SURVEY_MAX_AHEAD_MS = SURVEY_MAX_DURATION_MS;
/** The end a new survey starts with: three days ahead, at 21:00 (an evening, when most members read). */
export const SURVEY_DEFAULT_DAYS = 3;
export const SURVEY_DEFAULT_HOUR = 21;

/** `YYYY-MM-DDTHH:mm` of a time in the device's zone (the value of an <input type="datetime-local">). */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
}

/** The default end of a new survey (`days` ahead at 21:00 in the device's zone), as a datetime-local value. */
export function defaultSurveyEnd(now: number, days = SURVEY_DEFAULT_DAYS): string {
  const t = new Date(now);
  t.setDate(t.getDate() + days);
  t.setHours(SURVEY_DEFAULT_HOUR, 0, 0, 0);
  return toLocalInput(t.getTime());
}

/**
 * Why a survey's end (a datetime-local value in the device's zone) is refused, or null: the server
 * takes 1 hour to 30 days ahead (docs/decisions/018). A minute of slack on the short side covers
 * the time the member spends before pressing 등록.
 */
export function surveyEndProblem(value: string, now: number): string | null {
  const t = new Date(value).getTime();
  if (!value || Number.isNaN(t)) return '마감 일시를 골라 주세요.';
  if (t - now < SURVEY_MIN_AHEAD_MS + 60_000) return '마감은 지금부터 1시간 뒤 이후로 정해 주세요.';
  if (t - now > SURVEY_MAX_AHEAD_MS) return '마감은 30일 안으로 정해 주세요.';
  return null;
}

/** The options' problems: fewer than 2 filled, or the same option twice (case and spaces ignored, as the server). */
export function optionsProblem(options: readonly string[]): string | null {
  const filled = options.map((o) => o.trim()).filter(Boolean);
  if (filled.length < SURVEY_OPTIONS_MIN) return `항목을 ${SURVEY_OPTIONS_MIN}개 이상 써 주세요.`;
  const folded = filled.map((o) => o.normalize('NFC').replace(/\s+/g, ' ').toLowerCase());
  if (new Set(folded).size !== folded.length) return '같은 항목이 두 번 들어 있어요.';
  return null;
}

/**
 * Banned words in community text (SPEC §5 "A banned-words validation exists for community text";
 * §7 GET /api/v1/community/bannedwords-validation; issue 15). Every community write (title, body,
 * reply, survey option) and the nickname go through {@link assertNoBannedWords}.
 *
 * The list is the operator-edited `banned_words` table (kind 'block', with 'allow' exceptions).
 * This first version matches the listed words case-insensitively after removing spaces; the
 * Hangul-evasion normaliser (jamo splits, look-alikes, zero-width and full-width forms, repeats)
 * replaces {@link findBannedWord}'s matching without changing these signatures.
 */
import { bannedWords } from '@server/db/schema/index.js';
import type { Db } from '@server/db/client.js';
import { ApiError } from '@server/errors.js';

/** The first blocked word found in `text`, or null. */
export async function findBannedWord(db: Db, text: string): Promise<string | null> {
  const rows = await db.select({ word: bannedWords.word, kind: bannedWords.kind }).from(bannedWords);
  const squeezed = text.replace(/\s+/g, '').toLowerCase();
  let rest = squeezed;
  for (const r of rows) if (r.kind === 'allow') rest = rest.split(r.word.replace(/\s+/g, '').toLowerCase()).join(' ');
  for (const r of rows) if (r.kind === 'block' && rest.includes(r.word.replace(/\s+/g, '').toLowerCase())) return r.word;
  return null;
}

/**
 * Refuse text that holds a blocked word: ApiError NOT_MATCHED (12) with a Korean message naming the
 * field, e.g. '제목에 사용할 수 없는 단어가 있어요.' — nothing is written by the caller.
 * @param fields label → text, e.g. { 제목: title, 내용: content }
 */
export async function assertNoBannedWords(db: Db, fields: Record<string, string>): Promise<void> {
  for (const [label, text] of Object.entries(fields)) {
    if (await findBannedWord(db, text)) throw new ApiError('NOT_MATCHED', `${label}에 사용할 수 없는 단어가 있어요. 고쳐서 다시 올려 주세요.`);
  }
}

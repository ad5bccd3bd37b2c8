/**
 * Banned-words validation of a text (SPEC §5, §7 GET /api/v1/community/bannedwords-validation;
 * docs/decisions/019-banned-words.md): the same matcher every community write and the nickname use.
 */
import { BANNED_WORDS_INVALID_TEXT, BANNED_WORDS_VALID_TEXT, type BannedWordsValidation } from '@contract/banned-words.js';
import type { Db } from '@server/db/client.js';
import { checkBannedWords } from '@server/domain/moderation/banned-words.js';

/** Valid or not, with the caller's own matched characters (never the listed word). */
export async function validateText(db: Db, text: string): Promise<BannedWordsValidation> {
  const hit = await checkBannedWords(db, text);
  return hit ? { isValid: false, message: BANNED_WORDS_INVALID_TEXT, word: hit.excerpt } : { isValid: true, message: BANNED_WORDS_VALID_TEXT, word: null };
}

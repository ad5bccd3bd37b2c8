/**
 * Banned-words validation (SPEC §5 "A banned-words validation exists for community text; rules not
 * shown"; §7 GET /api/v1/community/bannedwords-validation (query); issue 15). Rules and the list:
 * server/domain/moderation/banned-words.ts, docs/decisions/019-banned-words.md.
 *
 * The query is `text` (SPEC does not show its name). The answer is minimal — valid or not, and the
 * caller's own characters that matched — never the listed word or the list: the call is an oracle
 * for probing the list, so it is also rate-limited per client address.
 *
 * Pure zod, no Node or ORM imports: the client imports these types.
 */
import { z } from './schema-kit.js';

/**
 * Longest text one call checks (characters). A GET carries it in the URL: 1,000 Hangul characters
 * percent-encoded are ~9 KB, inside Node's 16 KB header limit. Longer bodies are checked in pieces
 * by the form, and always by the write itself (code 12).
 */
export const BANNED_WORDS_TEXT_MAX = 1000;

/** GET query: the text to check (1–1,000 characters; missing → 10, longer → 13). */
export const bannedWordsValidationQuerySchema = z.object({ text: z.string().min(1).max(BANNED_WORDS_TEXT_MAX) });
export type BannedWordsValidationQuery = z.infer<typeof bannedWordsValidationQuerySchema>;

/** The answer: `word` is the caller's own matched characters (e.g. 'ㅅ1발'), null when valid. */
export const bannedWordsValidationSchema = z.object({ isValid: z.boolean(), message: z.string(), word: z.string().nullable() });
export type BannedWordsValidation = z.infer<typeof bannedWordsValidationSchema>;

export const BANNED_WORDS_VALID_TEXT = '사용할 수 없는 단어가 없어요.';
export const BANNED_WORDS_INVALID_TEXT = '사용할 수 없는 단어가 들어 있어요. 표시된 부분을 고쳐 주세요.';

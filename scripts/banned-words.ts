/**
 * Ops command for the community's banned words (SPEC §5; docs/decisions/019-banned-words.md):
 *
 *   npm run banned-words -- add 감자칩            block a word (its spaced, jamo, look-alike … forms too)
 *   npm run banned-words -- add 시발역 --allow    an exception: everyday text holding a blocked word
 *   npm run banned-words -- remove 감자칩          remove a word or an exception
 *   npm run banned-words -- list                  print the list, one word a line (kind, word, note)
 *   npm run banned-words -- test "시발역에서 시발"  would this text be refused? (the word and the matched characters)
 *
 * Words are stored NFC-trimmed. It writes the banned_words table directly: DATABASE_URL
 * (PostgreSQL; it publishes on the instances' cache bus, channel cache_words — scripts/lib/ops-command.ts
 * — so every running server drops its cached list within a second, issue 28), else PGlite in
 * DATA_DIR (default ./data) — PGlite allows one process per folder, so stop the server first. Exit codes: 0 done (for test: the text passes), 1 refused or (for
 * test) the text would be refused, 2 bad usage.
 */
import { asc, eq } from 'drizzle-orm';
import { josa } from 'es-hangul';
import type { Db } from '../server/db/client.js';
import { bannedWords } from '../server/db/schema/index.js';
import { createMatcher, invalidateBannedWords, normalizeForMatch } from '../server/domain/moderation/banned-words.js';
import { BANNED_WORDS_TEXT_MAX } from '../server/contract/banned-words.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run banned-words -- add <word> [--allow] | remove <word> | list | test "<sentence>"';
/** Longest word an operator may add (characters). */
export const WORD_MAX = 30;

/**
 * Run one command against `db`, then drop this process's cached list (invalidateBannedWords).
 * @param args the words after `--` (e.g. ['add', '시발역', '--allow'])
 */
export async function bannedWordsCommand(db: Db, args: string[]): Promise<CommandResult> {
  const [verb, ...rest] = args;
  if (verb === 'list' && rest.length === 0) {
    const rows = await db.select().from(bannedWords).orderBy(asc(bannedWords.kind), asc(bannedWords.word));
    if (rows.length === 0) return { code: 0, out: '금칙어가 없어요.' };
    return { code: 0, out: rows.map((r) => `${r.kind}\t${r.word}${r.note ? `\t${r.note}` : ''}`).join('\n') };
  }
  if (verb === 'test' && rest.length === 1) {
    const text = rest[0];
    if (!text.trim() || [...text].length > BANNED_WORDS_TEXT_MAX) return { code: 2, out: `문장은 1~${BANNED_WORDS_TEXT_MAX}자여야 해요.\n${USAGE}` };
    const rows = await db.select({ word: bannedWords.word, kind: bannedWords.kind }).from(bannedWords);
    const hit = createMatcher(rows.map((r) => ({ word: r.word, kind: r.kind === 'allow' ? 'allow' : 'block' }))).find(text);
    return hit ? { code: 1, out: `거부: '${hit.word}' ← '${hit.excerpt}' (${hit.start}~${hit.end})` } : { code: 0, out: '통과: 금칙어가 없어요.' };
  }
  const allowFlag = rest.includes('--allow');
  const words = rest.filter((a) => a !== '--allow');
  if (!['add', 'remove'].includes(verb ?? '') || words.length !== 1 || (allowFlag && verb !== 'add')) return { code: 2, out: USAGE };
  const word = words[0].normalize('NFC').trim();
  if (!word || [...word].length > WORD_MAX || /\p{Cc}/u.test(word)) return { code: 2, out: `단어는 1~${WORD_MAX}자여야 해요.\n${USAGE}` };
  if (verb === 'add') {
    if (normalizeForMatch(word).units.length === 0) return { code: 1, out: `'${word}'에는 비교할 글자가 없어요 (기호·숫자만으로는 등록할 수 없어요).` };
    const kind = allowFlag ? 'allow' : 'block';
    await db.insert(bannedWords).values({ word, kind, note: '운영자 추가' }).onConflictDoUpdate({ target: bannedWords.word, set: { kind } });
    invalidateBannedWords(db);
    return { code: 0, out: kind === 'allow' ? `'${word}' 예외로 등록` : `'${word}' 금칙어로 등록` };
  }
  const gone = await db.delete(bannedWords).where(eq(bannedWords.word, word)).returning({ word: bannedWords.word });
  invalidateBannedWords(db);
  return gone.length ? { code: 0, out: `'${word}' 삭제` } : { code: 1, out: `'${word}'${josa(word, '은/는').slice(word.length)} 목록에 없어요.` };
}

await runWhenMain(import.meta.url, bannedWordsCommand);

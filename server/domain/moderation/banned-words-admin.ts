/**
 * Editing the banned-words list (SPEC §5; docs/decisions/019-banned-words.md), shared by the ops
 * command (scripts/banned-words.ts) and the ops console (server/routes/ops; issue 32): words are
 * stored NFC-trimmed; every change drops the cached list on every instance (invalidateBannedWords:
 * the cache bus, channel cache_words), so the next write anywhere is checked against the new list.
 */
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@server/db/client.js';
import type { Tx } from '@server/db/locks.js';
import { bannedWords } from '@server/db/schema/index.js';
import { BANNED_WORD_MAX } from '@contract/ops.js';
import { createMatcher, invalidateBannedWords, normalizeForMatch, type BannedWordEntry, type BannedWordHit } from './banned-words.js';

export type BannedWordRow = { word: string; kind: 'block' | 'allow'; note: string | null };
const kindOf = (kind: string): BannedWordEntry['kind'] => (kind === 'allow' ? 'allow' : 'block');

/** The list, blocks then exceptions, each by word. */
export async function listBannedWords(db: Db | Tx): Promise<BannedWordRow[]> {
  const rows = await db.select().from(bannedWords).orderBy(asc(bannedWords.kind), asc(bannedWords.word));
  return rows.map((r) => ({ word: r.word, kind: kindOf(r.kind), note: r.note }));
}

/** The word as stored (NFC, trimmed), or a Korean reason it cannot be added. */
export function normalizeBannedWord(raw: string): { word: string } | { problem: string } {
  const word = raw.normalize('NFC').trim();
  if (!word || [...word].length > BANNED_WORD_MAX || /\p{Cc}/u.test(word)) return { problem: `단어는 1~${BANNED_WORD_MAX}자여야 해요.` };
  if (normalizeForMatch(word).units.length === 0) return { problem: `'${word}'에는 비교할 글자가 없어요 (기호·숫자만으로는 등록할 수 없어요).` };
  return { word };
}

/** Add (or turn into `kind`) a stored word; returns the row before (null when new). */
export async function addBannedWord(db: Db | Tx, word: string, kind: 'block' | 'allow', note = '운영자 추가'): Promise<BannedWordRow | null> {
  const [before] = await db.select().from(bannedWords).where(eq(bannedWords.word, word));
  await db.insert(bannedWords).values({ word, kind, note }).onConflictDoUpdate({ target: bannedWords.word, set: { kind } });
  return before ? { word: before.word, kind: kindOf(before.kind), note: before.note } : null;
}

/** Remove a word or an exception; returns the removed row, or null when it was not listed. */
export async function removeBannedWord(db: Db | Tx, word: string): Promise<BannedWordRow | null> {
  const [gone] = await db
    .delete(bannedWords)
    .where(eq(bannedWords.word, word.normalize('NFC').trim()))
    .returning();
  return gone ? { word: gone.word, kind: kindOf(gone.kind), note: gone.note } : null;
}

/** Drop the cached list on every instance (after the writing transaction committed). */
export const publishBannedWords = (db: Db) => invalidateBannedWords(db);

/** Would `text` be refused by the stored list (read now, not the cached matcher)? */
export async function tryBannedWords(db: Db, text: string): Promise<BannedWordHit | null> {
  const rows = await db.select({ word: bannedWords.word, kind: bannedWords.kind }).from(bannedWords);
  return createMatcher(rows.map((r) => ({ word: r.word, kind: kindOf(r.kind) }))).find(text);
}

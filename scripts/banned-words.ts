/**
 * Ops command for the community's banned words (SPEC §5; docs/decisions/019-banned-words.md):
 *
 *   npm run banned-words -- add 감자칩            block a word (its spaced, jamo, look-alike … forms too)
 *   npm run banned-words -- add 시발역 --allow    an exception: everyday text holding a blocked word
 *   npm run banned-words -- remove 감자칩          remove a word or an exception
 *   npm run banned-words -- list                  print the list, one word a line (kind, word, note)
 *   npm run banned-words -- test "시발역에서 시발"  would this text be refused? (the word and the matched characters)
 *   npm run banned-words -- eval                  the labelled corpus (tests/fixtures/banned-words/) against the
 *                                                 seeded list: evasions caught, clean sentences refused, every
 *                                                 miss and false positive (up to 50 each), the time; --db: the
 *                                                 database's list instead
 *
 * Words are stored NFC-trimmed. It writes the banned_words table directly: DATABASE_URL
 * (PostgreSQL; it publishes on the instances' cache bus, channel cache_words — scripts/lib/ops-command.ts
 * — so every running server drops its cached list within a second, issue 28), else PGlite in
 * DATA_DIR (default ./data) — PGlite allows one process per folder, so stop the server first. `eval`
 * without --db opens no database. Exit codes: 0 done (for test: the text passes; for eval: the
 * targets are met), 1 refused or (for test) the text would be refused or (for eval) a target is
 * missed, 2 bad usage.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { asc } from 'drizzle-orm';
import { josa } from 'es-hangul';
import type { Db } from '../server/db/client.js';
import { bannedWords } from '../server/db/schema/index.js';
import { createMatcher, type BannedWordEntry } from '../server/domain/moderation/banned-words.js';
import { addBannedWord, normalizeBannedWord, publishBannedWords, removeBannedWord } from '../server/domain/moderation/banned-words-admin.js';
import { audit } from '../server/domain/ops/operators.service.js';
import { BANNED_WORD_MAX } from '../server/contract/ops.js';
import { BANNED_WORDS_TEXT_MAX } from '../server/contract/banned-words.js';
import { DEFAULT_BANNED_WORDS } from '../server/seed/banned-words.js';
import { encodeInvisible, readCorpus, type CorpusLine } from '../tests/fixtures/banned-words/corpus.js';
import { runWhenMain, type CommandResult } from './lib/ops-command.js';

export const USAGE = 'usage: npm run banned-words -- add <word> [--allow] | remove <word> | list | test "<sentence>" | eval [--db]';

/** The corpus targets of issue 29 item 6: at least this share of the evasions refused, and no clean sentence. */
export const EVAL_TARGETS = { recall: 0.97, falsePositives: 0 } as const;
/** Misses and false positives listed by `eval`, each. */
const EVAL_LIST_MAX = 50;

/** The figures of one corpus run (see {@link evaluateCorpus}). */
export interface CorpusEvaluation {
  evasions: number;
  caught: number;
  clean: number;
  refused: number;
  missed: CorpusLine[];
  falsePositives: Array<CorpusLine & { excerpt: string; word: string }>;
  /** wall time of compiling the list and matching every line (ms) */
  ms: number;
}

/**
 * Match every line of the corpus (tests/fixtures/banned-words/evasions.txt and clean.txt) against a
 * list. Pure apart from reading the two files.
 */
export function evaluateCorpus(
  entries: readonly BannedWordEntry[],
  corpus = { evasions: readCorpus('evasions.txt'), clean: readCorpus('clean.txt') },
): CorpusEvaluation {
  const t0 = performance.now();
  const matcher = createMatcher(entries);
  const missed = corpus.evasions.filter((l) => matcher.find(l.text) === null);
  const falsePositives: CorpusEvaluation['falsePositives'] = [];
  for (const l of corpus.clean) {
    const hit = matcher.find(l.text);
    if (hit) falsePositives.push({ ...l, excerpt: hit.excerpt, word: hit.word });
  }
  const ms = performance.now() - t0;
  return {
    evasions: corpus.evasions.length,
    caught: corpus.evasions.length - missed.length,
    clean: corpus.clean.length,
    refused: falsePositives.length,
    missed,
    falsePositives,
    ms,
  };
}

const percent = (n: number, of: number, digits = 1) => `${((100 * n) / Math.max(1, of)).toFixed(digits)}%`;

/** The report `eval` prints, and whether the targets are met (exit 0) or not (1). */
export function evalReport(e: CorpusEvaluation, listName: string): CommandResult {
  const met = e.caught / Math.max(1, e.evasions) >= EVAL_TARGETS.recall && e.refused <= EVAL_TARGETS.falsePositives;
  const lines = [
    `금칙어 말뭉치 평가 — ${listName}`,
    `evasions caught ${e.caught}/${e.evasions} (recall ${percent(e.caught, e.evasions)}; target ≥ ${EVAL_TARGETS.recall * 100}%)`,
    `clean refused ${e.refused}/${e.clean} (false-positive rate ${percent(e.refused, e.clean, 2)}; target ${EVAL_TARGETS.falsePositives})`,
    `time ${Math.round(e.ms)} ms for ${(e.evasions + e.clean).toLocaleString('en-US')} texts`,
    `missed evasions (${e.missed.length}${e.missed.length > EVAL_LIST_MAX ? `, first ${EVAL_LIST_MAX}` : ''}):`,
    ...e.missed.slice(0, EVAL_LIST_MAX).map((l) => `  evasions.txt:${l.line} [${l.cls}] ${encodeInvisible(l.text)}`),
    `false positives (${e.falsePositives.length}${e.falsePositives.length > EVAL_LIST_MAX ? `, first ${EVAL_LIST_MAX}` : ''}):`,
    ...e.falsePositives.slice(0, EVAL_LIST_MAX).map((l) => `  clean.txt:${l.line} ${l.text}  ← '${l.word}' (${encodeInvisible(l.excerpt)})`),
    met ? '목표 달성' : '목표 미달',
  ];
  return { code: met ? 0 : 1, out: lines.join('\n') };
}

const kindOf = (kind: string): BannedWordEntry['kind'] => (kind === 'allow' ? 'allow' : 'block');
/** Longest word an operator may add (characters). */
export const WORD_MAX = BANNED_WORD_MAX;

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
  if (verb === 'eval' && (rest.length === 0 || (rest.length === 1 && rest[0] === '--db'))) {
    const rows = await db.select({ word: bannedWords.word, kind: bannedWords.kind }).from(bannedWords);
    return evalReport(evaluateCorpus(rows.map((r) => ({ word: r.word, kind: kindOf(r.kind) }))), `데이터베이스의 목록 ${rows.length}개`);
  }
  if (verb === 'test' && rest.length === 1) {
    const text = rest[0];
    if (!text.trim() || [...text].length > BANNED_WORDS_TEXT_MAX) return { code: 2, out: `문장은 1~${BANNED_WORDS_TEXT_MAX}자여야 해요.\n${USAGE}` };
    const rows = await db.select({ word: bannedWords.word, kind: bannedWords.kind }).from(bannedWords);
    const hit = createMatcher(rows.map((r) => ({ word: r.word, kind: kindOf(r.kind) }))).find(text);
    return hit ? { code: 1, out: `거부: '${hit.word}' ← '${hit.excerpt}' (${hit.start}~${hit.end})` } : { code: 0, out: '통과: 금칙어가 없어요.' };
  }
  const allowFlag = rest.includes('--allow');
  const words = rest.filter((a) => a !== '--allow');
  if (!['add', 'remove'].includes(verb ?? '') || words.length !== 1 || (allowFlag && verb !== 'add')) return { code: 2, out: USAGE };
  const word = words[0].normalize('NFC').trim();
  if (!word || [...word].length > WORD_MAX || /\p{Cc}/u.test(word)) return { code: 2, out: `단어는 1~${WORD_MAX}자여야 해요.\n${USAGE}` };
  if (verb === 'add') {
    // The same rules and write as the ops console (server/domain/moderation/banned-words-admin.ts).
    const checked = normalizeBannedWord(word);
    if ('problem' in checked) return { code: 1, out: checked.problem };
    const kind = allowFlag ? 'allow' : 'block';
    await addBannedWord(db, checked.word, kind);
    await audit(db, null, 'bannedWord.add', checked.word, null, { kind });
    publishBannedWords(db);
    return { code: 0, out: kind === 'allow' ? `'${word}' 예외로 등록` : `'${word}' 금칙어로 등록` };
  }
  const gone = await removeBannedWord(db, word);
  if (gone) await audit(db, null, 'bannedWord.remove', word, gone, null);
  publishBannedWords(db);
  return gone ? { code: 0, out: `'${word}' 삭제` } : { code: 1, out: `'${word}'${josa(word, '은/는').slice(word.length)} 목록에 없어요.` };
}

const isMain = !!process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain && process.argv[2] === 'eval' && process.argv.length === 3) {
  // the seeded list, no database: what the corpus is made for, on any checkout
  const result = evalReport(evaluateCorpus(DEFAULT_BANNED_WORDS), `기본 목록 ${DEFAULT_BANNED_WORDS.length}개 (server/seed/banned-words.ts)`);
  (result.code === 0 ? console.log : console.error)(result.out);
  process.exitCode = result.code;
} else await runWhenMain(import.meta.url, bannedWordsCommand);

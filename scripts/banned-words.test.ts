/**
 * The banned-words ops command (scripts/banned-words.ts) against a migrated PGlite with the seeded
 * list: add / add --allow / remove / list / test, normalised words, refusals with their exit codes
 * and nothing written on a refusal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { bannedWords } from '@server/db/schema/index.js';
import { seedBannedWords } from '@server/seed/banned-words.js';
import { findBannedWord } from '@server/domain/moderation/banned-words.js';
import { bannedWordsCommand, USAGE } from './banned-words.js';
import { itRefusesWithoutWriting } from './lib/ops-command-tests.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:' });
  await database.migrate();
  await seedBannedWords(database.db);
});
afterAll(() => database.close());
const run = (...args: string[]) => bannedWordsCommand(database.db, args);

describe('banned-words command', () => {
  it('tests a sentence: exceptions by span, evasions caught', async () => {
    expect(await run('test', '시발역에서 만나요')).toEqual({ code: 0, out: '통과: 금칙어가 없어요.' });
    expect(await run('test', '시발역에서 ㅅ1발')).toEqual({ code: 1, out: "거부: '시발' ← 'ㅅ1발' (6~9)" });
  });

  it('adds, lists and removes words and exceptions; the server’s matcher sees them at once in this process', async () => {
    expect(await run('add', ' 감자칩 ')).toEqual({ code: 0, out: "'감자칩' 금칙어로 등록" });
    expect(await findBannedWord(database.db, '감 자 칩 맛있다')).toBe('감자칩');
    expect(await run('add', '감자칩스', '--allow')).toEqual({ code: 0, out: "'감자칩스' 예외로 등록" });
    expect(await findBannedWord(database.db, '감자칩스')).toBeNull();
    const list = (await run('list')).out.split('\n');
    expect(list).toContain('block\t감자칩\t운영자 추가');
    expect(list).toContain('allow\t감자칩스\t운영자 추가');
    expect(list).toContain('allow\t시발역\t시발(始發)');
    expect(await run('remove', '감자칩')).toEqual({ code: 0, out: "'감자칩' 삭제" });
    expect(await run('remove', '감자칩스')).toEqual({ code: 0, out: "'감자칩스' 삭제" });
    expect(await findBannedWord(database.db, '감자칩')).toBeNull();
    expect((await run('remove', '감자칩')).code).toBe(1);
  });

  itRefusesWithoutWriting(
    [
      [[], 2],
      [['drop'], 2],
      [['add'], 2],
      [['add', '가'.repeat(31)], 2],
      [['add', '가', '나'], 2],
      [['remove', '시발', '--allow'], 2],
      [['list', 'extra'], 2],
      [['test'], 2],
      [['test', ' '], 2],
      [['add', '!!!'], 1],
    ],
    run,
    () => database.db.select().from(bannedWords),
    USAGE,
  );
});

/**
 * The popular-search ops command (scripts/search-terms.ts) against a migrated, empty PGlite:
 * pin / block / unpin / list, normalization of terms, and refusals with their exit codes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { searchTermRules } from '@server/db/schema/index.js';
import { searchTermsCommand, USAGE } from './search-terms.js';
import { itRefusesWithoutWriting } from './lib/ops-command-tests.js';
import { pgliteTemplate } from '@tests/setup/pglite-template.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: ':memory:', loadDataDir: pgliteTemplate() });
  await database.migrate();
});
afterAll(() => database.close());
const run = (...args: string[]) => searchTermsCommand(database.db, args);

describe('search-terms command', () => {
  it('pins, blocks, lists and unpins, storing normalized terms', async () => {
    expect(await run('list')).toEqual({ code: 0, out: '규칙이 없어요.' });
    expect((await run('pin', ' 한라봉 ', '1')).code).toBe(0);
    expect((await run('block', 'iPhone  케이스')).code).toBe(0);
    expect((await run('list')).out).toBe('block\t-\tiphone 케이스\npin\t1\t한라봉');
    // Pinning again moves the pin; blocking a pinned term replaces the pin.
    await run('pin', '한라봉', '3');
    await run('block', '한라봉');
    const rows = await database.db.select().from(searchTermRules);
    expect(rows.map((r) => [r.term, r.action, r.pinRank]).sort()).toEqual([
      ['iphone 케이스', 'block', null],
      ['한라봉', 'block', null],
    ]);
    expect(await run('unpin', '한라봉')).toEqual({ code: 0, out: "'한라봉' 규칙 삭제" });
    expect((await run('unpin', '한라봉')).code).toBe(1);
  });
  itRefusesWithoutWriting(
    [
      [[], 2],
      [['drop'], 2],
      [['pin'], 2],
      [['pin', '한라봉'], 1],
      [['pin', '한라봉', '0'], 1],
      [['pin', '한라봉', '11'], 1],
      [['pin', '한라봉', '1.5'], 1],
      [['block', '가'.repeat(51)], 2],
      [['block', '아이폰', 'extra'], 2],
      [['list', 'extra'], 2],
    ],
    run,
    () => database.db.select().from(searchTermRules),
    USAGE,
  );
});

/**
 * Test helper for the ops commands (scripts/lib/ops-command.ts): the refusal table every command's
 * test has. Imported only by scripts/*.test.ts.
 */
import { expect, it } from 'vitest';
import type { CommandResult } from './ops-command.js';

/**
 * One test per row `[args, code]` (titled `%j → exit %i, nothing written`): `run(...args)` exits
 * with `code`, prints `usage` when the code is 2 (bad usage), and the rows `read()` returns (the
 * command's table) are the same after as before.
 */
export function itRefusesWithoutWriting(
  rows: [string[], 1 | 2][],
  run: (...args: string[]) => Promise<CommandResult>,
  read: () => Promise<unknown[]>,
  usage: string,
): void {
  it.each(rows)('%j → exit %i, nothing written', async (args, code) => {
    const before = await read();
    const res = await run(...args);
    expect(res.code).toBe(code);
    if (code === 2) expect(res.out).toContain(usage);
    expect(await read()).toEqual(before);
  });
}

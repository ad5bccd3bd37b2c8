/** Environment tests (server/env.ts): the start-up refusals every group of variables has. */
import { expect, it } from 'vitest';
import { loadEnv } from '@server/env.js';

/**
 * One test per row, titled `title` (it.each's %s / %j take the row's name and value): loadEnv
 * refuses `env` with `name` set to `value`, and its error names the variable.
 */
export function itRefusesEnv(title: string, env: Record<string, string>, rows: Array<[name: string, value: string]>) {
  it.each(rows)(title, (name, value) => {
    expect(() => loadEnv({ ...env, [name]: value })).toThrow(name);
  });
}

/**
 * Where the ops token lives (issue 18, docs/decisions/034-scale-out.md): OPS_TOKEN wins; with
 * DATABASE_URL the generated token is the database's, the same for every instance and nothing is
 * written to disk; without it (PGlite) a fresh one goes to <DATA_DIR>/ops-token as before. The ops
 * scripts read it from the same place.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { ensureOpsToken, opsTokenFile, opsTokenForScripts, storedOpsToken } from './ops-token.js';

const database = useTestDatabase();
const root = mkdtempSync(path.join(tmpdir(), 'ops-token-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('ensureOpsToken', () => {
  it('OPS_TOKEN when set: nothing stored anywhere', async () => {
    const env = { OPS_TOKEN: 'set-by-the-operator-0123456789', DATA_DIR: 'a', DATABASE_URL: 'postgres://db/shop' };
    expect(await ensureOpsToken(env, root, database.db)).toBe('set-by-the-operator-0123456789');
    expect(await storedOpsToken(database.db)).toBe('');
    expect(existsSync(opsTokenFile(env, root))).toBe(false);
  });

  it('without DATABASE_URL: a fresh token per start in <DATA_DIR>/ops-token (mode 600), read back by the scripts', async () => {
    const env = { OPS_TOKEN: '', DATA_DIR: 'pglite-data', DATABASE_URL: '' };
    const first = await ensureOpsToken(env, root, database.db);
    const file = opsTokenFile(env, root);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await opsTokenForScripts(env, root)).toBe(first);
    const second = await ensureOpsToken(env, root, database.db);
    expect(second).not.toBe(first);
    expect(await opsTokenForScripts(env, root)).toBe(second);
    expect(await storedOpsToken(database.db)).toBe('');
  });

  it('with DATABASE_URL: one token kept in the database, shared by every instance, no file', async () => {
    const env = { OPS_TOKEN: '', DATA_DIR: 'instance-data', DATABASE_URL: database.url || 'postgres://db/shop' };
    const [a, b, c] = await Promise.all([0, 1, 2].map(() => ensureOpsToken(env, root, database.db)));
    expect(a).toMatch(/^[\w-]{40,}$/);
    expect([b, c]).toEqual([a, a]);
    expect(await ensureOpsToken(env, root, database.db)).toBe(a); // a restart keeps it
    expect(await storedOpsToken(database.db)).toBe(a);
    expect(existsSync(path.join(root, 'instance-data'))).toBe(false);
  });
});

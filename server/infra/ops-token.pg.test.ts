/**
 * The ops scripts read the token the instances share (issue 18, docs/decisions/034-scale-out.md):
 * with DATABASE_URL from the database. PostgreSQL only (`*.pg.test.ts`: the PostgreSQL step of npm test).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '@tests/setup/test-app.js';
import { ensureOpsToken, opsTokenForScripts } from './ops-token.js';

const database = useTestDatabase({ postgres: true });
const root = mkdtempSync(path.join(tmpdir(), 'ops-token-pg-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('opsTokenForScripts with DATABASE_URL (PostgreSQL)', () => {
  it('reads the token the instances share (npm run release, npm run preview-link)', async () => {
    const token = await ensureOpsToken({ OPS_TOKEN: '', DATA_DIR: 'x', DATABASE_URL: database.url }, root, database.db);
    expect(await opsTokenForScripts({ DATABASE_URL: database.url, DATA_DIR: 'x' }, root)).toBe(token);
    expect(await opsTokenForScripts({ DATABASE_URL: database.url, OPS_TOKEN: 'operator-token-0123456789' }, root)).toBe('operator-token-0123456789');
  });
});

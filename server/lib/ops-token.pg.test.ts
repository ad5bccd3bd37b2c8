/**
 * The ops scripts read the token the instances share (issue 18, docs/decisions/034-scale-out.md):
 * with DATABASE_URL from the database. PostgreSQL only (`*.pg.test.ts`: the PostgreSQL step of npm test).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '@server/db/client.js';
import { createIsolatedDatabase, requirePostgres } from '@tests/setup/postgres.js';
import { ensureOpsToken, opsTokenForScripts } from './ops-token.js';

const server = requirePostgres();
let database: Database;
let own: Awaited<ReturnType<typeof createIsolatedDatabase>>;
let root: string;

beforeAll(async () => {
  own = await createIsolatedDatabase(server);
  database = await openDatabase({ databaseUrl: own.url });
  await database.migrate();
  root = mkdtempSync(path.join(tmpdir(), 'ops-token-pg-'));
});
afterAll(async () => {
  await database?.close();
  await own?.drop();
  rmSync(root, { recursive: true, force: true });
});

describe('opsTokenForScripts with DATABASE_URL (PostgreSQL)', () => {
  it('reads the token the instances share (npm run release, npm run preview-link)', async () => {
    const token = await ensureOpsToken({ OPS_TOKEN: '', DATA_DIR: 'x', DATABASE_URL: own.url }, root, database.db);
    expect(await opsTokenForScripts({ DATABASE_URL: own.url, DATA_DIR: 'x' }, root)).toBe(token);
    expect(await opsTokenForScripts({ DATABASE_URL: own.url, OPS_TOKEN: 'operator-token-0123456789' }, root)).toBe('operator-token-0123456789');
  });
});

/**
 * One migrated PGlite database for the whole server test run (vitest globalSetup of the `server`
 * project): created once, dumped to a tar under .tmp/, and every test file's in-memory database
 * (tests/setup/test-app.ts openTestDatabase) starts from it, which costs ~0.5 s instead of ~3 s of
 * initdb and migrations per file. The file still runs `migrate()`, which finds nothing to apply, so a
 * dump that missed a migration could not go unnoticed. Not made when the run uses PostgreSQL.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '@server/db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated PGlite dump ('' when none was made). */
    pgliteTemplate: string;
  }
}

/** globalSetup: make the dump and hand its path to the test files; the teardown deletes it. */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.env.TEST_DATABASE_URL || process.env.DATABASE_URL) {
    project.provide('pgliteTemplate', '');
    return () => undefined;
  }
  const dir = path.resolve(import.meta.dirname, '../../.tmp');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `pglite-template-${process.pid}.tar`);
  const database = await openDatabase({ dataDir: ':memory:' });
  try {
    await database.migrate();
    writeFileSync(file, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => rmSync(file, { force: true });
}

let cached: Blob | null | undefined;

/** In a test file: the migrated dump to start an in-memory database from, or undefined when there is none. */
export function pgliteTemplate(): Blob | undefined {
  if (cached === undefined) {
    let file = '';
    try {
      file = inject('pgliteTemplate') ?? '';
    } catch {
      // not under the server project's globalSetup (e.g. another config): start empty
    }
    cached = file ? new Blob([readFileSync(file)]) : null;
  }
  return cached ?? undefined;
}

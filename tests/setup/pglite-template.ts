/**
 * The run's PGlite templates (tests/setup/templates.ts): a dump of a migrated database, made by the
 * globalSetup, and one of a migrated, seeded and indexed database per fixture, made by the first
 * file that asks for it. Every file opens its in-memory database from one of them with `loadDataDir`
 * (~1–2 s instead of ~3 s of initdb and migrations plus 3–6 s of seeding and indexing per file). The
 * file still runs `migrate()`, which finds nothing to apply, so a dump that missed a migration could
 * not go unnoticed. Not used when the run uses PostgreSQL.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '@server/db/client.js';
import { fixtureKey, makeOnce, provided, type Fixture } from './templates.js';

/** The migrated template's file in the run's folder. */
export const MIGRATED_DUMP = 'migrated.tar';

/** A migrated in-memory database's dump, started from `base` (a dump) when given; `fill` runs before the dump. */
export async function dumpMigrated(fill: (database: Database) => Promise<void> = async () => undefined, base?: Blob): Promise<Uint8Array> {
  const database = await openDatabase({ dataDir: ':memory:', loadDataDir: base });
  try {
    await database.migrate();
    await fill(database);
    return new Uint8Array(await (await database.dumpDataDir!()).arrayBuffer());
  } finally {
    await database.close();
  }
}

let migrated: Blob | null | undefined;

/** In a test file: the run's migrated dump to start an in-memory database from (`loadDataDir`), or undefined when there is none. */
export function pgliteTemplate(): Blob | undefined {
  if (migrated === undefined) {
    const dir = provided('pgliteTemplateDir');
    migrated = dir ? new Blob([readFileSync(path.join(dir, MIGRATED_DUMP))]) : null;
  }
  return migrated ?? undefined;
}

const seeded = new Map<string, { dump: Blob; summary: unknown }>();

/**
 * The run's dump of a database migrated and filled by `seed` for `fixture` (made here by the first
 * file that asks, which keeps what `seed` returns beside it as JSON), with that summary; undefined
 * outside the server project (the file then seeds a database of its own).
 */
export async function seededPgliteTemplate<S>(fixture: Fixture, seed: (database: Database) => Promise<S>): Promise<{ dump: Blob; summary: S } | undefined> {
  const dir = provided('pgliteTemplateDir');
  if (!dir) return undefined;
  const key = fixtureKey(fixture);
  const known = seeded.get(key);
  if (known) return known as { dump: Blob; summary: S };
  const file = path.join(dir, `${key}.tar`);
  await makeOnce(file, () =>
    dumpMigrated(async (database) => {
      writeFileSync(path.join(dir, `${key}.json`), JSON.stringify(await seed(database)));
    }, pgliteTemplate()),
  );
  const made = { dump: new Blob([readFileSync(file)]), summary: JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8')) as S };
  seeded.set(key, made);
  return made;
}

/**
 * The run's database templates (issue 27): every API test file starts from a copy of a database
 * that was migrated — and, for the test app, seeded and search-indexed — once per run, instead of
 * migrating and seeding its own (3–10 s a file). One template per fixture (catalogue size, seed
 * time), made by the first file that asks for it while the others wait, and reused by the rest:
 * - PGlite: a dump (tar) of the data folder under `.tmp/test-templates-<pid>/`, opened with
 *   `loadDataDir` (tests/setup/pglite-template.ts);
 * - PostgreSQL: a database `jecheol_tpl_<run>_<fixture>` on the test server, cloned with
 *   `CREATE DATABASE … TEMPLATE` (tests/setup/postgres.ts).
 * The server project's vitest globalSetup (tests/setup/global-setup.ts) names the run's templates
 * and removes them when the run ends. Without it (another config), files migrate and seed their own.
 */
import { closeSync, existsSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's PGlite templates go ('' on PostgreSQL or outside the server project). */
    pgliteTemplateDir: string;
    /** The run's part of PostgreSQL template names ('' on PGlite). */
    postgresTemplateTag: string;
  }
}

/** What a seeded template holds: seedDatabase's options (seed 42) — the rest of a test app is per file. */
export interface Fixture {
  /** Catalogue size (the seed makes at least 100). */
  products: number;
  /** The seed's reference time; unset: when the template is made (a few minutes before the file runs at most). */
  now?: Date;
}

/** A template's name part: `migrated` (no seed) or `p<products>[-t<ms>]`; [a-z0-9_] only (PostgreSQL names). */
export function fixtureKey(fixture: Fixture | null): string {
  if (!fixture) return 'migrated';
  return `p${Math.max(100, Math.floor(fixture.products))}${fixture.now ? `_t${fixture.now.getTime()}` : ''}`;
}

/** `inject(key)`, or '' outside a project whose globalSetup provides it. */
export function provided(key: 'pgliteTemplateDir' | 'postgresTemplateTag'): string {
  try {
    return inject(key) ?? '';
  } catch {
    return '';
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether a process `pid` runs on this machine. */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Make `file` once across the run's worker processes: the first caller takes `<file>.lock` and writes
 * what `make` returns (`<file>` appears whole, by rename); the others wait for it. A lock whose
 * process has died is taken over.
 */
export async function makeOnce(file: string, make: () => Promise<Uint8Array>): Promise<void> {
  const lock = `${file}.lock`;
  for (;;) {
    if (existsSync(file)) return;
    let fd: number;
    try {
      fd = openSync(lock, 'wx');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = Number(readFileSync(lock, 'utf8').trim() || 0);
      if (owner && !alive(owner)) rmSync(lock, { force: true });
      await sleep(100);
      continue;
    }
    try {
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      if (existsSync(file)) return; // made between our look and our lock
      const data = await make();
      writeFileSync(`${file}.part`, data);
      renameSync(`${file}.part`, file);
      return;
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

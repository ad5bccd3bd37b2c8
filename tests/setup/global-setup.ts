/**
 * vitest globalSetup of the server project: the run's database templates (tests/setup/templates.ts).
 * PGlite: a folder under .tmp/ with the migrated dump (made here) and the seeded ones (made by the
 * files); PostgreSQL: the run's tag in the template databases' names. The teardown removes them.
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigrated, MIGRATED_DUMP } from './pglite-template.js';
import { dropPostgresTemplates, testPostgresUrl } from './postgres.js';
import { alive } from './templates.js'; // and its ProvidedContext keys

/** Name the run's templates, hand the names to the test files; the teardown removes them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const postgres = testPostgresUrl();
  if (postgres) {
    const tag = `r${process.pid}`;
    project.provide('pgliteTemplateDir', '');
    project.provide('postgresTemplateTag', tag);
    return () => dropPostgresTemplates(postgres, tag);
  }
  const tmp = path.resolve(import.meta.dirname, '../../.tmp');
  mkdirSync(tmp, { recursive: true });
  // Folders of runs that were killed before their teardown (~70 MB a fixture): their process is gone.
  for (const name of readdirSync(tmp)) {
    const pid = Number(/^test-templates-(\d+)$/.exec(name)?.[1]);
    if (pid && pid !== process.pid && !alive(pid)) rmSync(path.join(tmp, name), { recursive: true, force: true });
  }
  const dir = path.join(tmp, `test-templates-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  // Made here, before any file: files that open PGlite by hand read it synchronously (pgliteTemplate()).
  writeFileSync(path.join(dir, MIGRATED_DUMP), await dumpMigrated());
  project.provide('pgliteTemplateDir', dir);
  project.provide('postgresTemplateTag', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Seeds the run's e2e data template (data-template.ts): migrates a PGlite folder and seeds it as
 * server/index.ts seeds an empty database (the catalogue and community `npm start` shows), then
 * marks it finished. The webServer (serve.ts) calls it before it starts; `npm test` runs this file
 * as a script earlier, beside the cluster suites (issue 27: ~11 s of one core, while the cluster
 * suites leave the machine a third idle), and the webServer then finds the folder finished.
 *
 *   node --import tsx tests/e2e/seed-template.ts   (E2E_TEMPLATE_DIR names the folder; exit 0 when finished)
 */
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@server/db/client';
import { ensureSeeded } from '@server/seed/index';
import { loadEnv } from '@server/env';
import { isTemplateReady, markTemplateReady } from './data-template';

/** Make `dir` the finished template unless it already is. Throws what the migration or the seed throws. */
export async function seedDataTemplate(dir: string): Promise<void> {
  if (isTemplateReady(dir)) return;
  const env = loadEnv({ ...process.env, DATA_DIR: dir });
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    await ensureSeeded(database.db, { products: env.SEED_PRODUCTS });
  } finally {
    await database.close();
  }
  markTemplateReady(dir);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const dir = process.env.E2E_TEMPLATE_DIR;
  if (!dir) {
    console.error('seed-template: E2E_TEMPLATE_DIR names no folder');
    process.exit(2);
  }
  await seedDataTemplate(dir);
}

/**
 * The e2e webServer (playwright.config.ts): migrate and seed the run's template data folder
 * (data-template.ts) as server/index.ts would seed an empty database, copy it into DATA_DIR and run
 * the server there exactly as `node server/index.ts` does.
 */
import { openDatabase } from '@server/db/client';
import { ensureSeeded } from '@server/seed/index';
import { loadEnv } from '@server/env';
import { copyDataTemplate, isTemplateReady, markTemplateReady, templateDir } from './data-template';

const dir = templateDir();
if (dir) {
  if (!isTemplateReady(dir)) {
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
  if (!copyDataTemplate(process.env.DATA_DIR!)) throw new Error(`e2e: no data template in ${dir}`);
}
await import('@server/index');

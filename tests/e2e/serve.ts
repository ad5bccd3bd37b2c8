/**
 * The e2e webServer (playwright.config.ts): the run's seeded data folder (seed-template.ts, made
 * here unless `npm test` made it already), copied into DATA_DIR, and the server run there exactly as
 * `node server/index.ts` does.
 */
import { copyDataTemplate, templateDir } from './data-template';
import { seedDataTemplate } from './seed-template';

const dir = templateDir();
if (dir) {
  await seedDataTemplate(dir);
  if (!copyDataTemplate(process.env.DATA_DIR!)) throw new Error(`e2e: no data template in ${dir}`);
}
await import('@server/index');

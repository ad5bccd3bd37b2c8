/**
 * One seeded data folder per e2e run (issue 27): the webServer (tests/e2e/serve.ts) migrates and
 * seeds a PGlite folder once — the catalogue and community `npm start` seeds — and starts the main
 * server on a copy; the specs' own servers (own-server.ts) start on copies too, instead of seeding a
 * database each (~20–40 s apiece). Each copy's server does the rest of its start-up itself (search
 * index, statistics, secrets, ops token), as on any existing database. The folder is named by
 * E2E_TEMPLATE_DIR (playwright.config.ts) and removed by the run's global teardown (global-setup.ts).
 */
import { cpSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Written last: the folder is whole. */
const READY = '.e2e-template-ready';

/** The run's template folder, or '' when none is named. */
export const templateDir = () => process.env.E2E_TEMPLATE_DIR ?? '';

/** Whether the template folder `dir` is finished. */
export const isTemplateReady = (dir: string) => existsSync(path.join(dir, READY));

/** Mark the template folder `dir` finished (its database closed). */
export const markTemplateReady = (dir: string) => writeFileSync(path.join(dir, READY), new Date().toISOString());

/** Copy the run's template into `dataDir` (an empty folder); false when there is no finished template. */
export function copyDataTemplate(dataDir: string): boolean {
  const dir = templateDir();
  if (!dir || !isTemplateReady(dir)) return false;
  cpSync(dir, dataDir, { recursive: true, filter: (src) => path.basename(src) !== READY });
  return true;
}

/**
 * Playwright globalSetup: nothing to set up (the webServer seeds the run's data template before the
 * first spec, tests/e2e/serve.ts, unless npm test made it earlier: seed-template.ts); its teardown removes that template (E2E_TEMPLATE_DIR, set by
 * playwright.config.ts) once every spec has run.
 */
import { rmSync } from 'node:fs';

export default function globalSetup(): () => void {
  return () => {
    const dir = process.env.E2E_TEMPLATE_DIR;
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

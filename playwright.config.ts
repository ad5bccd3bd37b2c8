/**
 * Playwright e2e against the built PWA served by the real server (fresh seeded PGlite in a
 * temporary folder: a copy of the run's seeded template, which the specs' own servers copy too —
 * tests/e2e/data-template.ts). Chromium is Debian's headless shell (/usr/bin/chromium-headless-shell,
 * else /usr/bin/chromium; tests/setup/chromium.ts) — found or installed by scripts/ensure-browser.mjs;
 * Playwright's own browser download is not used.
 * Viewport 390×844 (the phone the product is designed at).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath, fullChromiumExecutablePath } from './tests/setup/chromium';

const port = Number(process.env.E2E_PORT ?? 3411);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'jecheol-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-evaluate this file: keep one folder per run
// The run's seeded data folder the servers start from (tests/e2e/data-template.ts), kept the same way.
const templateDir = (process.env.E2E_TEMPLATE_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'jecheol-e2e-template-')));
/**
 * Specs run in the full browser instead of the headless shell: the return to a long list puts the
 * kept pages back and scrolls one task and one frame later (src/lib/returning-load.ts applyKeptList);
 * the shell's frames come sooner, and 3 of 10 runs of the search case scrolled before React had
 * drawn the pages (scrollY 2575 for 4682; the full browser: 0 of 9).
 */
const FULL_BROWSER_SPECS = /list-state\.spec\.ts$/;

export default defineConfig({
  testDir: './tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: './test-results',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: '.tmp/playwright.json' }]] : [['list'], ['json', { outputFile: '.tmp/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumExecutablePath,
      args: chromiumArgs,
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    // No service worker unless a spec asks for one (`test.use({ serviceWorkers: 'allow' })`: the
    // offline, PWA and logout-trace specs). Most specs are what a webview user sees (SPEC: nothing
    // assumes a worker exists); the worker's install precaches ~170 files in every fresh context,
    // which cost 1.9 of a visit's 3.1 CPU-seconds (issue 27, tests/README.md "Where CI's minutes go").
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: FULL_BROWSER_SPECS },
    { name: 'chromium-full', testMatch: FULL_BROWSER_SPECS, use: { launchOptions: { executablePath: fullChromiumExecutablePath, args: chromiumArgs } } },
  ],
  webServer: {
    command: `node --import tsx tests/e2e/serve.ts`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      E2E_TEMPLATE_DIR: templateDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      IDP_MODE: 'stand-in',
      AUTH_RATE_LIMIT_PER_MINUTE: '5000',
      LOOKUP_RATE_LIMIT_PER_MINUTE: '5000',
      SEARCH_RATE_LIMIT_PER_MINUTE: '5000',
      // Every new browser context is a new device from 127.0.0.1 (60 a minute in production).
      DEVICE_REGISTRATIONS_PER_MINUTE: '5000',
      // Every form test types into the banned-words pre-check from 127.0.0.1 (30 a minute in production).
      BANNED_WORDS_VALIDATION_PER_MINUTE: '5000',
    },
  },
});

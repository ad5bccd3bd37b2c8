/**
 * Debian's Chromium as Playwright (tests, npm run bench) and Lighthouse launch it (found or installed
 * by scripts/ensure-browser.mjs, which gives its path as CHROMIUM_PATH; Playwright's own browser
 * download is not used). Flags that work as root in this container, with no background traffic to
 * the closed network.
 */
import { existsSync } from 'node:fs';

/** CHROMIUM_PATH or Debian's Chromium, read when called (the bench sets CHROMIUM_PATH after its imports). */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's old headless shell (package chromium-headless-shell; scripts/ensure-browser.mjs ensureHeadlessShell). */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The e2e tests' browser: CHROMIUM_PATH (npm test gives the headless shell when it can), else the
 * headless shell when installed — what Playwright runs headless by default, about half the CPU per
 * page of the full browser — else Debian's Chromium.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/** The full browser for the specs that need its frame timing (playwright.config.ts `chromium-full`): FULL_CHROMIUM_PATH or Debian's. */
export const fullChromiumExecutablePath = process.env.FULL_CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium as Playwright (tests, npm run bench) and Lighthouse launch it (found or installed
 * by scripts/ensure-browser.mjs, which gives its path as CHROMIUM_PATH; Playwright's own browser
 * download is not used). Flags that work as root in this container, with no background traffic to
 * the closed network.
 */

/** CHROMIUM_PATH or Debian's Chromium, read when called (the bench sets CHROMIUM_PATH after its imports). */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumExecutablePath = chromiumPath();

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

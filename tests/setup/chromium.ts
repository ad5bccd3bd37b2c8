/**
 * Debian's Chromium as Playwright launches it (found or installed by scripts/ensure-browser.mjs;
 * Playwright's own browser download is not used). Flags that work as root in this container.
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

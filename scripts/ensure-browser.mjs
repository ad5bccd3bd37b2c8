#!/usr/bin/env node
/**
 * Finds a Chromium for Playwright, installing Debian's `chromium` and `fonts-noto-cjk` with apt
 * when missing and running as root (Playwright's own browser download cannot work on this
 * machine kind: no internet besides the npm registry and Debian's archive).
 * Prints the executable path; exits non-zero with a clear message when none can be had.
 * Without the CJK fonts Hangul renders as boxes, so the fonts are checked too.
 */
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].filter(Boolean);

function find() {
  return candidates.find((p) => existsSync(p));
}

function hasCjkFont() {
  try {
    return execSync('fc-list :lang=ko family', { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return existsSync('/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc');
  }
}

export function ensureBrowser({ quiet = false } = {}) {
  let found = find();
  if (found && hasCjkFont()) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (!isRoot || !hasApt) {
    if (found) return found; // fonts missing: tests still run; screenshots show boxes for Hangul
    throw new Error('Chromium not found. Install it (Debian: apt-get install -y chromium fonts-noto-cjk) or set CHROMIUM_PATH.');
  }
  if (!quiet) console.log('Installing chromium and fonts-noto-cjk with apt-get (first run on this machine)…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: quiet ? 'ignore' : 'inherit', env });
  const r = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-noto-cjk'], { stdio: quiet ? 'ignore' : 'inherit', env });
  if (r.status !== 0) throw new Error('apt-get install chromium fonts-noto-cjk failed');
  found = find();
  if (!found) throw new Error('Chromium still not found after apt-get install');
  return found;
}

/** Debian's old headless shell (package chromium-headless-shell), the same Chromium without the full browser around it. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser for Playwright's headless runs (issue 27): Debian's `chromium-headless-shell`,
 * installed with apt when missing and running as root — the headless mode Playwright itself uses
 * by default (its own download is the same shell), which took about half the CPU per page of the
 * full browser's new headless mode here (routes.spec: 94 against 190 CPU-seconds). Falls back to
 * ensureBrowser()'s full Chromium when the shell cannot be had. Call ensureBrowser() first (fonts).
 */
export function ensureHeadlessShell({ quiet = false } = {}) {
  if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    if (!quiet) console.log('Installing chromium-headless-shell with apt-get (first run on this machine)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], { stdio: quiet ? 'ignore' : 'inherit', env }).status === 0;
    if (!install()) {
      spawnSync('apt-get', ['update'], { stdio: quiet ? 'ignore' : 'inherit', env });
      install();
    }
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  if (!quiet) console.log('chromium-headless-shell is not installed: Playwright runs the full Chromium');
  return ensureBrowser({ quiet });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureBrowser());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

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

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureBrowser());
  } catch (e) {
    console.error(e.message);
    process.exit(1);
  }
}

#!/usr/bin/env node
/**
 * `npm start`: build the PWA when dist/ is missing or older than its sources, then run the
 * server (migrate, seed an empty database, serve PWA + API on one origin; PORT overrides 3000).
 * Set SKIP_BUILD=1 to serve whatever dist/ holds.
 */
import { spawnSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildStale } from './lib/build-staleness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const needsBuild = isBuildStale(root, path.join(root, 'dist'));

if (needsBuild && !process.env.SKIP_BUILD) {
  console.log('Building the PWA (dist/ is missing or out of date)…');
  const t0 = Date.now();
  const r = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
  console.log(`Build finished in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

// The embedded default (PGlite, no identity provider configured) is a demo: its sign-in is the
// stand-in demo login under /idp (issue 14, server/identity-mode.ts), switched on here
// explicitly; the server refuses it with NODE_ENV=production otherwise, and logs it when on.
const env = { ...process.env };
const providerConfigured = ['NAVER_AUTH_BASE_URL', 'NAVER_API_BASE_URL', 'APPLE_AUTH_BASE_URL'].some((k) => env[k]);
if (!env.IDP_MODE && !providerConfigured && !env.DATABASE_URL) env.IDP_MODE = 'stand-in';

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server', 'index.ts')], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));

#!/usr/bin/env node
/**
 * Before `vite build` empties dist/: when dist/ holds a whole build (server bundle and version.json)
 * of another webVersion than the one about to be built (WEB_VERSION, else package.json's), move a
 * copy of it to .previous-build/ (or PREVIOUS_BUILD_DIR), replacing the one there. The server answers
 * browsers told that version from it — documents, /sw.js and its scripts — so a staged rollout's
 * cohort runs the new build while everyone else stays on this one (issue 32;
 * docs/decisions/049-ops-console.md "Two builds side by side"). A rebuild of the same version keeps
 * the previous build as it is. The folder must stay inside the project: its server bundle finds
 * React and the router in node_modules/ from where it lies. Prints what it did.
 */
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.resolve(root, process.env.BUILD_OUT_DIR || 'dist');
const to = path.resolve(root, process.env.PREVIOUS_BUILD_DIR || '.previous-build');
const next = process.env.WEB_VERSION || JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version;

/** The webVersion of the build in `dir`, or '' when it is not a whole build. */
function builtVersion(dir) {
  if (!existsSync(path.join(dir, 'server', 'entry-server.js'))) return '';
  try {
    return String(JSON.parse(readFileSync(path.join(dir, 'version.json'), 'utf8')).webVersion ?? '');
  } catch {
    return '';
  }
}

const current = builtVersion(dist);
if (!current) console.log(`previous build: none in ${path.relative(root, dist) || '.'} (nothing kept)`);
else if (current === next)
  console.log(
    `previous build: ${path.relative(root, dist)} is ${current}, the version being built: ${path.relative(root, to)} left as it is (${builtVersion(to) || 'empty'})`,
  );
else {
  rmSync(to, { recursive: true, force: true });
  cpSync(dist, to, { recursive: true });
  console.log(`previous build: ${current} kept whole in ${path.relative(root, to)} (the new build is ${next})`);
}

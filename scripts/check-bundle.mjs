#!/usr/bin/env node
/**
 * Bundle budget (part of `npm test`; issues 6 and 12): everything the home route runs once its
 * client entry loads ≤ 176 KB gzipped as a regression guard (issue 12's target of 150 KB is
 * reported by npm run bench; no script loads before the first paint at all), CSS ≤ 20 KB
 * gzipped, and lottie-web never in the home route. Prints the figures as JSON; exits 1 over
 * budget, and fails when the endpoint table's OpenAPI summaries reach the home route's JS. Run after `npm run build`; `--dist DIR` checks another build folder.
 * The figures come from scripts/bench/bundle-stats.mjs, which `npm run bench -- bundle` shares.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFailures, bundleStats } from './bench/bundle-stats.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const i = process.argv.indexOf('--dist');
const dist = path.resolve(root, i >= 0 ? process.argv[i + 1] : 'dist');

const stats = bundleStats(dist);
console.log(JSON.stringify({ ...stats, swBytes: stats.precache.swBytes }, null, 2));
const failures = budgetFailures(stats);
// vite.config.ts strip-endpoint-summaries: the endpoint table reaches the browser without its OpenAPI summaries.
const summary = '홈 섹션: 이달의 제철';
const leaking = stats.homeRouteJsFiles.filter((file) => {
  const text = readFileSync(path.join(dist, file), 'utf8');
  return (
    text.includes(summary) ||
    text.includes(
      JSON.stringify(summary)
        .slice(1, -1)
        .replace(/[^\p{ASCII}]/gu, (c) => `\\u${c.charCodeAt(0).toString(16)}`),
    )
  );
});
if (leaking.length)
  failures.push(`endpoint summaries shipped to the browser (${leaking.join(', ')}): is the strip-endpoint-summaries plugin still in vite.config.ts?`);
if (failures.length) {
  console.error(`Bundle budget failed:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('bundle budget: ok');

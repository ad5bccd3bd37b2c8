/**
 * Bundle figures: the static ones from scripts/bench/bundle-stats.mjs (the same code the budget
 * test in `npm test` runs) and, when a server is given, what the home route really fetches: a
 * headless Chromium (no service worker, no throttling) opens `/` and every same-origin script
 * and stylesheet it requests until the network is idle is sized from the build folder. The
 * static "initial" figure is index.html's entry + modulepreloads; the loaded figure adds the home
 * route's lazy chunks, which TanStack Router's code splitting fetches right after.
 */
import path from 'node:path';
import { chromium } from '@playwright/test';
import { BUDGETS, ROUTE_BUDGETS, ROUTE_TARGET_GZIP, bundleStats, isLottie, routeFigures, sizeOf, type RouteFigures } from '../bundle-stats.mjs';
import { benchPages, discoverIds } from '../lib/pages.js';
import { chromiumArgs, chromiumPath } from '@tests/setup/chromium.js';
import { kb, type Summary, type Target } from '../lib/report.js';

/**
 * Issue 31: the JS each of the five benchmarked pages loads (fresh context each, service worker
 * blocked, until the network is idle), as tests/e2e/route-budgets.spec.ts measures it for npm test.
 */
async function routesLoaded(base: string, distDir: string): Promise<RouteFigures[]> {
  const pages = benchPages(await discoverIds(base));
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const out: RouteFigures[] = [];
    for (const p of pages) {
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const js: string[] = [];
      page.on('request', (req) => {
        const u = new URL(req.url());
        if (u.origin === base && req.resourceType() === 'script') js.push(u.pathname);
      });
      await page.goto(base + p.path, { waitUntil: 'networkidle' });
      await context.close();
      out.push(routeFigures(distDir, p.name, js));
    }
    return out;
  } finally {
    await browser.close();
  }
}

async function homeLoaded(base: string, distDir: string) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const js = new Set<string>();
    const css = new Set<string>();
    page.on('request', (req) => {
      const u = new URL(req.url());
      if (u.origin !== base) return;
      if (req.resourceType() === 'script') js.add(u.pathname);
      if (req.resourceType() === 'stylesheet') css.add(u.pathname);
    });
    await page.goto(base + '/', { waitUntil: 'networkidle' });
    await context.close();
    const jsFiles = [...js].filter((f) => f.startsWith('/assets/'));
    const cssFiles = [...css].filter((f) => f.startsWith('/assets/'));
    return { jsFiles, cssFiles, js: sizeOf(distDir, jsFiles), css: sizeOf(distDir, cssFiles), lottieLoaded: jsFiles.some((f) => isLottie(distDir, f)) };
  } finally {
    await browser.close();
  }
}

export async function bundlePart(opts: { distDir: string; base?: string }) {
  const stats = bundleStats(opts.distDir);
  const loaded = opts.base ? await homeLoaded(opts.base, opts.distDir) : null;
  const routes = opts.base ? await routesLoaded(opts.base, opts.distDir) : [];
  const row = (name: string, s: { raw: number; gzip: number; brotli: number }, files: number | string) => [
    name,
    String(files),
    kb(s.raw),
    kb(s.gzip),
    kb(s.brotli),
  ];
  const rows = [
    row('JS before the first paint (the document loads none)', stats.beforeFirstPaintJs, 0),
    row('home route JS (entry, react, TanStack, app, home chunk)', stats.homeRouteJs, stats.homeRouteJsFiles.length),
    row('CSS (render-blocking)', stats.css, stats.cssFiles.length),
  ];
  if (loaded) {
    rows.push(row('JS the home route loads (until network idle)', loaded.js, loaded.jsFiles.length));
    rows.push(row('CSS the home route loads', loaded.css, loaded.cssFiles.length));
  }
  for (const r of routes) rows.push(row(`JS ${r.name} loads in a browser (issue 31)`, r, r.files.length));
  if (stats.largestLazy) rows.push(row(`largest lazy chunk (${stats.largestLazy.file})`, stats.largestLazy, 1));
  rows.push([
    `precache manifest (${stats.precache.entries} entries; sw.js ${kb(stats.precache.swBytes)})`,
    String(stats.precache.entries),
    kb(stats.precache.raw),
    kb(stats.precache.gzip),
    '—',
  ]);
  const summary: Summary = { columns: ['what', 'files', 'raw', 'gzip', 'brotli'], rows };
  const targets: Target[] = [
    { goal: 'JS before the first paint: 0 bytes (issue 12)', value: kb(stats.beforeFirstPaintJs.gzip), met: stats.beforeFirstPaintJs.gzip === 0 },
    { goal: 'home route JS ≤ 150 KB gzip (issue 12 target)', value: kb(stats.homeRouteJs.gzip), met: stats.homeRouteJs.gzip <= 150 * 1024 },
    {
      goal: `home route JS ≤ ${BUDGETS.homeJsGzip / 1024} KB gzip (budget test guard)`,
      value: kb(stats.homeRouteJs.gzip),
      met: stats.homeRouteJs.gzip <= BUDGETS.homeJsGzip,
    },
    { goal: 'CSS ≤ 20 KB gzip (budget test)', value: kb(stats.css.gzip), met: stats.css.gzip <= BUDGETS.cssGzip },
    {
      goal: 'lottie-web never in the home route (budget test)',
      value: stats.lottieInHome
        ? 'in the home route'
        : `lazy only${loaded ? `; home route ${loaded.lottieLoaded ? 'loads it lazily' : 'does not load it'}` : ''}`,
      met: !stats.lottieInHome,
    },
  ];
  if (routes.length) {
    const list = routes.map((r) => `${r.name} ${kb(r.gzip)}`).join(', ');
    targets.push({
      goal: `JS each route loads ≤ ${ROUTE_TARGET_GZIP / 1024} KB gzip (issue 31 target)`,
      value: list,
      met: routes.every((r) => r.gzip <= ROUTE_TARGET_GZIP),
    });
    targets.push({
      goal: 'JS each route loads within its npm test guard (route-budgets.spec)',
      value: list,
      met: routes.every((r) => r.gzip <= ROUTE_BUDGETS[r.name as keyof typeof ROUTE_BUDGETS]),
    });
  }
  const notes = [`KB = 1,024 bytes; gzip level 9, brotli quality 11, per file. Build: ${path.basename(opts.distDir)}.`];
  return { data: { ...stats, homeLoaded: loaded, routes: routes.map(({ modules: _m, ...r }) => r) }, summary, targets, notes };
}

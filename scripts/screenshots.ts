/**
 * Screenshots of screens at 390×844 (the phone the product is designed at), to look at what a change
 * drew: `npx tsx scripts/screenshots.ts [options] <path>…` → one PNG per path in the output folder.
 *
 * Paths may use placeholders filled from the running server's own data (never hard-coded ids):
 * {deal} {period} {event} {shop} {local} {notice} {cat2} {cat3}, e.g. `/deal/{deal}` `/store/{shop}`.
 *
 * Options:
 *   --base URL     use a running server (default: start one on a free port over a fresh seeded
 *                  PGlite in a temporary folder; needs a built dist/, `npm run build`)
 *   --member       sign in first as a new member (the stand-in identity provider, then sign-up)
 *   --full         whole-page screenshots instead of the first screen
 *   --out DIR      output folder (default .tmp/screens)
 *   --wait MS      extra wait after the page settles (default 400)
 *   --sheet        also write contact sheets (sheet-1.png …): four screens side by side, to look at
 * Prints one line per file: `path → file.png`. Exits 1 when a page failed to load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@tests/setup/chromium';
import { readSeedIds, signInByApi, useSessionInPage } from '@tests/e2e/fixtures';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const valued = new Set(['--base', '--out', '--wait']);
const paths = args.filter((a, i) => !a.startsWith('--') && !valued.has(args[i - 1] ?? ''));
const outDir = path.resolve(option('--out') ?? '.tmp/screens');
const extraWait = Number(option('--wait') ?? 400);

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jecheol-screens-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', IDP_MODE: 'stand-in' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { base, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill();
  throw new Error('the server did not start within 120 s');
}

/** Four screenshots side by side with their paths under them: sheet-1.png, sheet-2.png, … */
async function writeSheets(browser: import('@playwright/test').Browser, shots: Array<{ file: string; label: string }>) {
  const page = await browser.newPage({ viewport: { width: 4 * 394, height: 900 }, deviceScaleFactor: 1 });
  for (let i = 0; i < shots.length; i += 4) {
    const group = shots.slice(i, i + 4);
    const cells = group
      .map(
        (s) =>
          `<figure><img src="data:image/png;base64,${readFileSync(s.file).toString('base64')}"><figcaption>${s.label.replace(/</g, '&lt;')}</figcaption></figure>`,
      )
      .join('');
    await page.setContent(
      `<style>body{margin:0;display:flex;gap:4px;background:#888;font:14px sans-serif}figure{margin:0;width:390px}img{width:390px;display:block}figcaption{background:#fff;padding:4px}</style>${cells}`,
    );
    const file = path.join(outDir, `sheet-${i / 4 + 1}.png`);
    await page.screenshot({ path: file, fullPage: true });
    console.log(`sheet → ${path.relative(process.cwd(), file)}`);
  }
  await page.close();
}

function fill(p: string, ids: Record<string, string | number>): string {
  return p.replace(/\{(\w+)\}/g, (_, k: string) => String(ids[k] ?? `{${k}}`));
}

async function main() {
  if (paths.length === 0) {
    console.error('usage: npx tsx scripts/screenshots.ts [--base URL] [--member] [--full] [--out DIR] <path>…');
    process.exit(2);
  }
  const started = option('--base') ? null : await startServer();
  const base = option('--base') ?? started!.base;
  let failed = 0;
  const api: APIRequestContext = await playwrightRequest.newContext({ baseURL: base });
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const seed = await readSeedIds(api);
    const ids = {
      deal: seed.dealId,
      period: seed.periodId,
      event: seed.eventId,
      shop: seed.shopId,
      local: seed.localCode,
      notice: seed.noticeId,
      cat2: seed.categoryCode2,
      cat3: seed.categoryCode3,
    };
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    if (flag('--member')) {
      await useSessionInPage(context, await signInByApi(api, { member: true }));
    }
    mkdirSync(outDir, { recursive: true });
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`  pageerror: ${e.message}`));
    const shots: Array<{ file: string; label: string }> = [];
    for (const raw of paths) {
      const target = fill(raw, ids);
      const file = path.join(outDir, `${target.replace(/^\//, '').replace(/[^\w가-힣-]+/g, '_') || 'home'}.png`);
      try {
        await page.goto(target, { waitUntil: 'networkidle' });
        await page.waitForTimeout(extraWait);
        await page.screenshot({ path: file, fullPage: flag('--full') });
        shots.push({ file, label: target });
        console.log(`${target} → ${path.relative(process.cwd(), file)}`);
      } catch (e) {
        failed += 1;
        console.error(`${target}: ${(e as Error).message}`);
      }
    }
    if (flag('--sheet')) await writeSheets(browser, shots);
  } finally {
    await browser.close();
    await api.dispose();
    started?.child.kill();
  }
  process.exit(failed ? 1 : 0);
}

await main();

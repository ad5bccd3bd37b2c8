/**
 * Repeat visit from the service worker. Playwright drives Debian's Chromium (390×844, ko-KR) with
 * the CPU slowed 4× through CDP (Emulation.setCPUThrottlingRate; no network throttling — the
 * server is on loopback), in one browser profile, on a server of its own:
 *   1. first visit to `/` online: LCP from a PerformanceObserver ('largest-contentful-paint',
 *      buffered), read once the network is idle; this visit installs the service worker;
 *   2. once the worker controls the page, `/` again online in a new tab: the first load that goes
 *      through the worker, which is what fills its runtime caches (API answers of the first visit
 *      were fetched before the worker existed); then wait until the Cache Storage entry count
 *      stops growing;
 *   3. stop the server — truly offline: connections are refused — and open `/` in a new tab:
 *      LCP of the offline repeat visit.
 * Times are from navigation start. What each page showed is recorded, so an error screen is not
 * mistaken for a fast page.
 */
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@tests/setup/chromium.js';
import { ms, type Summary, type Target } from '../lib/report.js';
import type { BenchServer } from '../lib/server.js';

const OBSERVER = `
  window.__bench = { lcp: [], controlled: !!(navigator.serviceWorker && navigator.serviceWorker.controller) };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const el = e.element;
      window.__bench.lcp.push({ t: e.startTime, size: e.size, el: el ? el.tagName.toLowerCase() + (el.getAttribute('alt') ? '[alt="' + el.getAttribute('alt') + '"]' : '') : null, text: el && el.tagName !== 'IMG' ? (el.textContent || '').trim().slice(0, 40) : null });
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

interface VisitFigures {
  lcp: number | null;
  lcpElement: string | null;
  fcp: number | null;
  domContentLoaded: number | null;
  /**
   * Issue 31, where a visit's time goes before the first paint (ms from navigation start, from the
   * navigation timing entry): the worker started (0 when it was running), the first and last byte
   * of the page arrived (from the worker's answer or the network).
   */
  workerStart: number | null;
  responseStart: number | null;
  responseEnd: number | null;
  /** Whether the service worker controlled the page when it started loading (served it). */
  controlledBySw: boolean;
  /** First 120 characters the page showed, to tell content from an error or skeleton. */
  visibleText: string;
  pageErrors: string[];
}

async function visit(context: BrowserContext, url: string, settleMs: number): Promise<{ page: Page; figures: VisitFigures }> {
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message.slice(0, 200)));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  await page.waitForTimeout(settleMs);
  const m = await page.evaluate(() => {
    const w = window as unknown as { __bench: { controlled: boolean; lcp: Array<{ t: number; el: string | null; text: string | null }> } };
    const last = w.__bench.lcp[w.__bench.lcp.length - 1];
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      lcp: last ? last.t : null,
      lcpElement: last ? [last.el, last.text].filter(Boolean).join(' ') : null,
      fcp: fcp ? fcp.startTime : null,
      domContentLoaded: nav ? nav.domContentLoadedEventEnd : null,
      workerStart: nav ? nav.workerStart : null,
      responseStart: nav ? nav.responseStart : null,
      responseEnd: nav ? nav.responseEnd : null,
      controlledBySw: w.__bench.controlled,
      visibleText: document.body.innerText.replace(/\s+/g, ' ').trim().slice(0, 120),
    };
  });
  return { page, figures: { ...m, pageErrors } };
}

/** One row of the summary table: the visit, then its figures in the order of the columns. */
function summaryRow(visitName: string, f: VisitFigures): string[] {
  return [
    visitName,
    ms(f.lcp),
    ms(f.fcp),
    ms(f.responseStart),
    ms(f.responseEnd),
    ms(f.domContentLoaded),
    f.controlledBySw ? 'yes' : 'no',
    f.lcpElement ?? '—',
  ];
}

async function cacheEntries(page: Page): Promise<number> {
  return page.evaluate(async () => {
    let n = 0;
    for (const k of await caches.keys()) n += (await (await caches.open(k)).keys()).length;
    return n;
  });
}

export async function repeatVisitPart(opts: { server: BenchServer; precacheEntries: number; log: (s: string) => void }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 1,
      isMobile: true,
      hasTouch: true,
      locale: 'ko-KR',
      timezoneId: 'Asia/Seoul',
    });
    await context.addInitScript(OBSERVER);
    const url = `${opts.server.url}/`;

    const first = await visit(context, url, 1500);
    opts.log(`repeat-visit: first visit LCP ${ms(first.figures.lcp)} (${first.figures.lcpElement})`);

    // Wait for the worker to take control, visit once through it, and let Cache Storage settle.
    const t0 = Date.now();
    await first.page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 60_000 });
    const online = await visit(context, url, 1500);
    await first.page.close();
    opts.log(`repeat-visit: online repeat visit (served by the service worker: ${online.figures.controlledBySw}) LCP ${ms(online.figures.lcp)}`);
    let entries = 0;
    let stableSince = Date.now();
    while (Date.now() - t0 < 60_000) {
      const n = await cacheEntries(online.page);
      if (n !== entries) {
        entries = n;
        stableSince = Date.now();
      } else if (n >= opts.precacheEntries && Date.now() - stableSince >= 2000) break;
      await online.page.waitForTimeout(250);
    }
    const swReadyMs = Date.now() - t0;
    opts.log(`repeat-visit: ${entries} Cache Storage entries (${swReadyMs} ms after the first visit settled)`);
    await online.page.close();

    await opts.server.stop();
    const offline = await fetch(`${opts.server.url}/api/health`).then(
      () => false,
      () => true,
    );
    if (!offline) throw new Error('the server still answers after being stopped');

    const second = await visit(context, url, 1500);
    await second.page.close();
    opts.log(
      `repeat-visit: offline repeat visit LCP ${ms(second.figures.lcp)} (${second.figures.lcpElement}); shows: ${second.figures.visibleText.slice(0, 60)}`,
    );
    await context.close();

    const summary: Summary = {
      columns: ['visit', 'LCP', 'FCP', 'first byte', 'last byte', 'DOMContentLoaded', 'served by SW', 'LCP element'],
      rows: [
        summaryRow('first visit, online', first.figures),
        summaryRow('repeat visit, online', online.figures),
        summaryRow('repeat visit, server stopped', second.figures),
      ],
    };
    const targets: Target[] = [
      {
        goal: 'offline repeat-visit LCP ≤ 400 ms (issue 12)',
        value: ms(second.figures.lcp),
        met: second.figures.lcp === null ? null : second.figures.lcp <= 400,
      },
    ];
    const notes = [
      `CPU 4× (CDP), no network throttling, 390×844. Cache Storage held ${entries} entries before going offline (precache manifest: ${opts.precacheEntries}).`,
      `The first visit showed: “${first.figures.visibleText}”.`,
      `The offline repeat visit showed: “${second.figures.visibleText}”.`,
    ];
    if (second.figures.pageErrors.length) notes.push(`offline page errors: ${second.figures.pageErrors.join(' | ')}`);
    return {
      data: { cpuThrottling: 4, first: first.figures, online: online.figures, swReadyMs, cacheEntries: entries, offline: second.figures },
      summary,
      targets,
      notes,
    };
  } finally {
    await browser.close();
  }
}

/**
 * One visit of a page as the route sweep makes it (routes.spec.ts: every SPEC §2 route renders with
 * its flags and hydrates clean; ssr.spec.ts: the public pages that change for a member): the
 * console is watched from the page's start, the page is opened, hydrated, followed to where it sends
 * the visitor (`landsOn`) and given the effects of its first commit. Issue 27: the render checks and
 * the hydration sweep (issue 30) share this one visit instead of opening every route twice.
 */
import type { Browser, ConsoleMessage, Page, PlaywrightWorkerArgs, WorkerInfo } from '@playwright/test';
import { hydrated, signInByApi, test, useSessionInPage } from './fixtures';

/** What React says of a hydration mismatch (#418 text, #423 recoverable, #425 text content, #419/#421/#422 suspense). */
export const HYDRATION_TEXT = /hydrat|did not match|#418|#419|#421|#422|#423|#425/i;

/**
 * Everything the page logs as an error, any warning about hydration, and React's recoverable errors
 * (src/entry-client.ts onRecoverableError), collected from the page's start (issue 30: "no
 * hydration error on any SSR route"; any other console error fails the sweep too).
 * @returns a function that ends the watch (a page the sweep shares keeps no listener) and resolves to
 *   the problems seen, one line each
 */
export function watchConsole(page: Page, opts: { notFoundDocument?: boolean } = {}): () => Promise<string[]> {
  const problems: string[] = [];
  const onConsole = (m: ConsoleMessage) => {
    // A not-found page answers 404 on purpose (no soft 404s): the browser logs its own document's status.
    const ownStatus = opts.notFoundDocument && m.location().url === page.url() && /status of 404 \(Not Found\)/.test(m.text());
    if (!ownStatus && (m.type() === 'error' || HYDRATION_TEXT.test(m.text()))) problems.push(`${m.type()}: ${m.text().slice(0, 300)} @ ${m.location().url}`);
  };
  page.on('console', onConsole);
  return async () => {
    page.off('console', onConsole);
    const recoverable = await page.evaluate(() => (window as Window & { __recoverableErrors?: string[] }).__recoverableErrors ?? []);
    return [...problems, ...recoverable.map((e) => `recoverable: ${e}`)];
  };
}

/**
 * Open `path`, wait for hydration and the effects of its first commit (300 ms); a route that sends
 * the visitor on (`landsOn`, a pathname) is followed there and that page is checked too.
 * @returns the problems the page logged (watchConsole), [] when clean
 */
export async function visitAndHydrate(page: Page, path: string, landsOn?: string): Promise<string[]> {
  const problemsOf = watchConsole(page, { notFoundDocument: path === '/404' });
  try {
    await page.goto(path);
    await hydrated(page);
    if (landsOn) {
      await page.waitForURL((u) => u.pathname === landsOn);
      await hydrated(page);
    }
    await page.waitForTimeout(300); // effects after the hydrating commit
  } catch (e) {
    await problemsOf().catch(() => []);
    throw e;
  }
  return problemsOf();
}

/**
 * The page's uncaught errors from now on, as the `errors` fixture collects them (fixtures.ts), for a
 * page a worker keeps: `stop()` removes the listener at the end of the test.
 */
export function watchPageErrors(page: Page): { errors: string[]; stop: () => void } {
  const errors: string[] = [];
  const onPageError = (e: Error) => errors.push(`pageerror: ${e.message}`);
  page.on('pageerror', onPageError);
  return { errors, stop: () => page.off('pageerror', onPageError) };
}

/** Public routes that send a visitor on: /login-action with no session goes to its return path ('/'). */
export const LANDS_ON: Record<string, string> = { 'login-action': '/' };

/**
 * A page of its own context that a worker's visits share (issue 27: the route sweep, the axe pages): every visit is a full
 * document load (goto), so render and hydration are checked as on a first visit, but the scripts come
 * from the context's cache already compiled — a visit in a new context cost 1.36 s, the same page
 * loaded again 0.37 s (tests/README.md "Where CI's minutes go"). The context has the project's
 * phone, locale, time zone and no service worker.
 */
export async function sweepPage(browser: Browser, workerInfo: WorkerInfo): Promise<Page> {
  const u = workerInfo.project.use;
  const context = await browser.newContext({
    baseURL: u.baseURL,
    viewport: u.viewport,
    userAgent: u.userAgent,
    deviceScaleFactor: u.deviceScaleFactor,
    isMobile: u.isMobile,
    hasTouch: u.hasTouch,
    locale: u.locale,
    timezoneId: u.timezoneId,
    serviceWorkers: u.serviceWorkers,
  });
  return context.newPage();
}

/** Playwright's test with the sweep's shared pages, one set per worker (made only when a test asks for them): a visitor's, and a signed-in member's (the route visits only read). */
export const sweepTest = test.extend<object, { visitorPage: Page; memberPage: Page }>({
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      const page = await sweepPage(browser, workerInfo);
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
  memberPage: [
    async ({ browser, playwright }: { browser: Browser } & PlaywrightWorkerArgs, use, workerInfo) => {
      const page = await sweepPage(browser, workerInfo);
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await useSessionInPage(page.context(), await signInByApi(request, { member: true }));
      await request.dispose();
      await use(page);
      await page.context().close();
    },
    { scope: 'worker' },
  ],
});

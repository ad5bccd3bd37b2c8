/**
 * Server entry (issue 12): renders one request of the PWA to an HTML stream with TanStack Router's
 * own SSR (no TanStack Start). Built by `vite build --ssr` into dist/server/entry-server.js and
 * called by server/plugins/ssr.ts for every page navigation.
 *
 * Per request: a new router and QueryClient (src/router.tsx); the route loaders fetch through the
 * in-process API (`fetch` given by the server: app.inject, the same response cache as HTTP);
 * queries are dehydrated into the page. A render is always public: no cookie or token is read, so
 * no personal data is ever in server HTML (personal routes render their signed-out frame).
 *
 * The answer's status: 200; the SPEC §8 error's HTTP status when a loader failed (a missing deal
 * is 404 with the Korean error page); /404, unknown paths and bad ids answer 404 with the
 * not-found screen, unknown ones at their own address (issue 30; docs/decisions/043).
 */
import { createRequestHandler, renderRouterToStream, RouterServer } from '@tanstack/react-router/ssr/server';
import type { AppConfig } from '@contract/app-config';
import { createAppRouter, type AppRouter } from './router';
import { NAVI_HIDE_PARAM, isNaviHidden } from './components/layout/header';
import { configureAppConfig } from './lib/config';
import { configureTransport } from './lib/api-client';
import type { DocumentAssets } from './lib/document-assets';

export interface RenderOptions {
  request: Request;
  /** This response's CSP nonce (also sent in its Content-Security-Policy header). */
  nonce: string;
  assets: DocumentAssets;
  config: AppConfig;
  /** The in-process API (relative URLs resolve against http://localhost). */
  fetch: typeof fetch;
}

/** HTTP status for what the router matched: a loader's SPEC §8 error status, 404 for /404 or a not-found, else 200. */
export function statusOf(router: AppRouter): number {
  const matches = router.state.matches;
  for (const m of matches) {
    if (m.status === 'error') {
      const status = (m.error as { status?: unknown } | undefined)?.status;
      return typeof status === 'number' && status >= 400 ? status : 500;
    }
  }
  return matches.some((m) => m.routeId === '/404') || isNotFound(router) ? 404 : 200;
}

/** Unknown path or a bad id (a route threw notFound()): the not-found screen, answered 404. */
function isNotFound(router: AppRouter): boolean {
  return router.state.matches.some(
    (m) =>
      m.status === 'notFound' ||
      (m as { _notFound?: boolean; globalNotFound?: boolean })._notFound === true ||
      (m as { globalNotFound?: boolean }).globalNotFound === true,
  );
}

export async function render({ request, nonce, assets, config, fetch }: RenderOptions): Promise<Response> {
  configureAppConfig(config);
  configureTransport(fetch);
  let status: number | undefined;
  const handler = createRequestHandler({ request, createRouter: () => createAppRouter({ assets, nonce }) });
  const response = await handler(({ request: req, responseHeaders, router }) => {
    status = statusOf(router);
    return renderRouterToStream({ request: req, responseHeaders, router, children: <RouterServer router={router} /> });
  });
  // A redirect (a route's beforeLoad, e.g. /community) comes back as it is: nothing was rendered.
  if (status === undefined || status === response.status) return response;
  return new Response(response.body, { status, headers: response.headers });
}

/** One router for pageAddress: matching only (no load, no render), so one serves every request. */
let matcher: AppRouter | undefined;

/**
 * The address a page render sees and the server's page cache keys on (issue 28 item 5;
 * docs/decisions/037-bounded-renders.md): the path, and of the query only what the matched routes'
 * `validateSearch` keep, as they keep it (invalid values dropped), keys sorted, plus `isnavihide=true`
 * (the header reads it from the raw query on every page). `/?v=<random>` is `/`; `?b=1&a=2` and
 * `?a=2&b=1` are one address. Parsing and stringifying are the router's own, so the browser, with
 * the full query, derives the same validated search the page was rendered with. Applying it twice
 * changes nothing.
 */
export function pageAddress(url: string): string {
  const router = (matcher ??= createAppRouter({ assets: { css: [], entry: '' } }));
  const u = new URL(url, 'http://localhost');
  const location = router.parseLocation({
    href: `${u.pathname}${u.search}`,
    pathname: u.pathname,
    search: u.search,
    hash: '',
    state: { __TSR_index: 0 },
  } as never);
  const leaf = router.matchRoutes(location).at(-1) as { _strictSearch?: Record<string, unknown> } | undefined;
  const kept: Record<string, unknown> = { ...leaf?._strictSearch };
  const naviHide = (location.search as Record<string, unknown>)[NAVI_HIDE_PARAM];
  if (isNaviHidden(router.options.stringifySearch({ [NAVI_HIDE_PARAM]: naviHide }))) kept[NAVI_HIDE_PARAM] = naviHide;
  const sorted: Record<string, unknown> = {};
  for (const name of Object.keys(kept).sort()) if (kept[name] !== undefined) sorted[name] = kept[name];
  return `${u.pathname}${router.options.stringifySearch(sorted)}`;
}

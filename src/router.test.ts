/**
 * "Personal page" is declared once, in the route's `staticData` (issue 27): this walks the real route
 * tree and proves what follows from the flag — every personal page (`requireAuth`, or below one) is
 * browser-only, validates the session before it loads and is in the service worker's never-store
 * list, every sign-in page (`neverStore`) is in it too, and no other route is; the generated list
 * (sw/never-store-pages.gen.ts) has no entry that no route asks for.
 */
import { describe, expect, it } from 'vitest';
import { isRedirect, type AnyRoute } from '@tanstack/react-router';
import { ADMIN_PREVIEW_PAGE_PATH } from '@contract/rules';
import { NEVER_STORE_PAGES } from '@sw/never-store-pages.gen';
import { mayStorePage } from '@sw/policy';
import { EMPTY_ASSETS } from './lib/document-assets';
import { createAppRouter } from './router';
import { resetClientTest } from './test-utils/member-session';

const router = createAppRouter({ assets: EMPTY_ASSETS });
const routes = (Object.values(router.routesById) as AnyRoute[]).filter((r) => !r.isRoot);

/** A value the route's param check accepts, by param name. */
const SAMPLE_PARAM: Record<string, string> = { date: '2026-11-24', code: '11', localCode: '11', secondCode: '1010', thirdCode: '101010' };
const sampleOf = (name: string) => SAMPLE_PARAM[name] ?? '12';

/** Paths the route answers: its params filled, an optional one both given and left out. */
function samplePaths(route: AnyRoute): string[] {
  let paths = [''];
  for (const seg of String(route.fullPath).split('/').filter(Boolean)) {
    const optional = /^\{-\$(\w+)\}$/.exec(seg);
    const param = /^\$(\w+)$/.exec(seg);
    if (optional) paths = paths.flatMap((p) => [p, `${p}/${sampleOf(optional[1]!)}`]);
    else paths = paths.map((p) => `${p}/${param ? sampleOf(param[1]!) : seg}`);
  }
  return paths.map((p) => p || '/');
}

const lineage = (route: AnyRoute): AnyRoute[] => (route.isRoot ? [] : [route, ...lineage(route.parentRoute as AnyRoute)]);
const isPersonal = (route: AnyRoute) => lineage(route).some((r) => r.options.staticData?.requireAuth);
const isNeverStore = (route: AnyRoute) => lineage(route).some((r) => r.options.staticData?.neverStore);
const at = (path: string) => new URL(path, 'https://jecheol.example');

describe('personal pages, from the route tree', () => {
  const personal = routes.filter(isPersonal);

  it(`walks the ${routes.length} routes: every personal and sign-in page is never stored by the worker, and no other page is`, () => {
    expect(personal.length).toBeGreaterThanOrEqual(22);
    let checked = 0;
    for (const route of routes) {
      for (const path of samplePaths(route)) {
        const keptOut = isPersonal(route) || isNeverStore(route) || ADMIN_PREVIEW_PAGE_PATH.test(path);
        expect(mayStorePage(at(path)), `${route.id}: ${path}`).toBe(!keptOut);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(routes.length);
  });

  it('the generated list holds nothing a route does not ask for', () => {
    const flagged = routes.filter((r) => isPersonal(r) || isNeverStore(r)).flatMap(samplePaths);
    for (const pattern of NEVER_STORE_PAGES)
      expect(
        flagged.some((p) => pattern.test(p)),
        String(pattern),
      ).toBe(true);
  });

  it('a personal page is drawn in the browser only and validates the session before it loads', async () => {
    for (const route of personal) {
      expect(route.options.ssr, route.id).toBe(false);
      expect(route.options.beforeLoad, route.id).toBeTypeOf('function');
    }
    // Signed out: the guard sends the shop login with the intended path, before the route's own beforeLoad.
    resetClientTest();
    const alarm = router.routesById['/alarm'] as AnyRoute;
    const location = router.buildLocation({ to: '/alarm' });
    const outcome = await Promise.resolve(alarm.options.beforeLoad!({ location, context: { queryClient: router.options.context!.queryClient } } as never)).then(
      () => 'loaded',
      (e: unknown) => e,
    );
    expect(isRedirect(outcome)).toBe(true);
    expect((outcome as { options: { href: string } }).options.href).toContain(encodeURIComponent('/alarm'));
  });

  it('a public page keeps its server render', () => {
    for (const route of routes.filter((r) => !isPersonal(r) && !isNeverStore(r) && !r.id.startsWith('/admin-'))) {
      if (route.id === '/find-account') continue; // browser-only by its own choice (its answer is personal), not a personal page
      expect(route.options.ssr, route.id).not.toBe(false);
    }
  });
});

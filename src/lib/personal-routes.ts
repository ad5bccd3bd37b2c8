/**
 * "Personal page" declared once (issue 27): a route whose `staticData` says `requireAuth: true`
 * (SPEC §2 "auth", §6) is a personal page, and that one flag gives it everything a personal page
 * needs — here, before the router is made (src/router.tsx):
 *   - drawn in the browser only (`ssr: false`): a server render never sees the member, so no member
 *     data is ever in server HTML (issue 12); its children inherit it;
 *   - the session validated before it loads (SPEC §4 "Protected routes validate first"):
 *     ./auth/guard `requireAuth` runs first in its `beforeLoad` (not logged in → the shop login
 *     with the return path), then the route's own `beforeLoad`, if any;
 * and the service worker never stores it: sw/never-store-pages.gen.ts is generated from the same
 * flag at build time (scripts/lib/never-store-pages.ts; src/router.test.ts walks the route tree).
 */
import type { AnyRoute } from '@tanstack/react-router';
import { requireAuth } from './auth/guard';

/** The routes given their policy already (the route tree is one per module; a server makes a router per request). */
const applied = new WeakSet<AnyRoute>();

type GuardContext = Parameters<typeof requireAuth>[0];

/** Give every `requireAuth` route of the tree under `route` the personal page's options (idempotent). */
export function applyPersonalRoutes(route: AnyRoute): void {
  if (!applied.has(route)) {
    applied.add(route);
    if (route.options.staticData?.requireAuth) {
      const own = route.options.beforeLoad as ((ctx: GuardContext) => unknown) | undefined;
      Object.assign(route.options, {
        ssr: false,
        beforeLoad: async (ctx: GuardContext) => {
          await requireAuth(ctx);
          return own?.(ctx);
        },
      });
    }
  }
  const children: unknown = route.children;
  for (const child of Array.isArray(children) ? children : Object.values(children ?? {})) applyPersonalRoutes(child as AnyRoute);
}

/**
 * Route flags of SPEC §2 carried in TanStack Router's `staticData`:
 *   noBottomNavi — hide the bottom navigation bar
 *   noTopScroll  — hide the scroll-to-top button
 *   requireAuth  — a personal page: login required (validated before it loads), drawn in the browser
 *                  only, never stored by the service worker — all three from this one flag
 *                  (./personal-routes, sw/never-store-pages.gen.ts; issue 27)
 *   neverStore   — open to everyone, but never stored by the service worker (the sign-in round
 *                  trip's pages: a stored copy would outlive its one-time code or return path)
 *   title        — header title shown by the app shell
 * Every file route declares its flags in the route file itself (the worker's list is generated from
 * them at build time): `staticData: { noBottomNavi: true, title: '...' }`.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    noBottomNavi?: boolean;
    noTopScroll?: boolean;
    requireAuth?: boolean;
    neverStore?: boolean;
    title?: string;
  }
}

export type RouteFlags = {
  noBottomNavi?: boolean;
  noTopScroll?: boolean;
  requireAuth?: boolean;
  neverStore?: boolean;
  title?: string;
};

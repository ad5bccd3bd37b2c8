/**
 * Route flags of SPEC §2 carried in TanStack Router's `staticData`:
 *   noBottomNavi — hide the bottom navigation bar
 *   noTopScroll  — hide the scroll-to-top button
 *   requireAuth  — login required (validated in beforeLoad; issue 3)
 *   title        — header title shown by the app shell
 * Every file route declares its flags: `staticData: { noBottomNavi: true, title: '...' }`.
 */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    noBottomNavi?: boolean;
    noTopScroll?: boolean;
    requireAuth?: boolean;
    title?: string;
  }
}

export type RouteFlags = {
  noBottomNavi?: boolean;
  noTopScroll?: boolean;
  requireAuth?: boolean;
  title?: string;
};

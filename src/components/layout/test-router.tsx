/**
 * Test helper (not used by the app): renders components inside a real TanStack Router with a
 * memory history, so links, navigation, useMatches and staticData behave as in the browser.
 *
 *   const { router } = await renderWithRouter({ '/': () => <Header title="홈" />, '/best': ... }, { initial: '/best' });
 */
import type { ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRoute,
  type StaticDataRouteOption,
} from '@tanstack/react-router';

export interface TestRouteDef {
  component: () => ReactNode;
  staticData?: StaticDataRouteOption;
}

export async function renderWithRouter(
  routes: Record<string, (() => ReactNode) | TestRouteDef>,
  { initial = '/', root }: { initial?: string; root?: (outlet: ReactNode) => ReactNode } = {},
) {
  const rootRoute = createRootRoute({ component: () => <>{root ? root(<Outlet />) : <Outlet />}</> });
  const children: AnyRoute[] = Object.entries(routes).map(([path, def]) => {
    const d = typeof def === 'function' ? { component: def } : def;
    return createRoute({ getParentRoute: () => rootRoute, path, component: d.component, staticData: d.staticData ?? {} });
  });
  const history = createMemoryHistory({ initialEntries: [initial] });
  const router = createRouter({ routeTree: rootRoute.addChildren(children), history, caseSensitive: true });
  await act(async () => {
    await router.load();
  });
  const utils = render(<RouterProvider router={router} />);
  await act(async () => {});
  return { ...utils, router, history };
}

/** Navigate and let React settle. */
export async function go(router: { navigate: (o: { to: string; replace?: boolean }) => Promise<void> }, to: string, replace = false) {
  await act(async () => {
    await router.navigate({ to, replace });
  });
}

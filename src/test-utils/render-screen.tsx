/**
 * Test helper (not used by the app): render a screen as the whole app does — inside a TanStack Router
 * (memory history) and the app's query client — without the route tree.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '~/lib/query-client';

/** Render `screen` as the root route of a router opened at `path`, with a new createQueryClient(). */
export function renderScreenAt(screen: () => ReactNode, path: string) {
  const router = createRouter({ routeTree: createRootRoute({ component: screen }), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

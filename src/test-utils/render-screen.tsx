/**
 * Test helper (not used by the app): render a screen as the whole app does — inside a TanStack Router
 * (memory history) and the app's query client — without the route tree.
 */
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '~/lib/query-client';

/** Render `screen` as the root route of a router opened at `path`, with a new createQueryClient() (`prepare` may fill its cache first). */
export function renderScreenAt(screen: () => ReactNode, path: string, prepare?: (client: QueryClient) => void) {
  const client = createQueryClient();
  prepare?.(client);
  const router = createRouter({ routeTree: createRootRoute({ component: screen }), history: createMemoryHistory({ initialEntries: [path] }) });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

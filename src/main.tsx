/**
 * Entry: QueryClient (SPEC §9 defaults) + TanStack Router with typed context { queryClient },
 * case-sensitive routing (SPEC §2), unknown paths → /404 (replace), route errors → Korean error
 * state with retry, lazy chunk-load failures → one guarded reload (SPEC §8), the native bridge
 * (SPEC §4) and the service worker (production only, feature-detected).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import './index.css';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from './lib/query-client';
import { installChunkReload } from './lib/chunk-reload';
import { registerServiceWorker } from './lib/pwa';
import { installNativeBridge } from './lib/native';
import { NotFoundRedirect } from './components/layout/not-found-redirect';
import { installNavTracking } from './components/layout/nav-history';
import { RouteError } from './components/layout/route-error';
import { loadSession } from './features/auth/guard';

const queryClient = createQueryClient();

export const router = createRouter({
  routeTree,
  context: { queryClient },
  caseSensitive: true,
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultNotFoundComponent: NotFoundRedirect,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

// Before the first render, so the initial redirects (e.g. /community) are already recorded.
installNavTracking(router.history);
installChunkReload();
installNativeBridge(router);
void loadSession(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);

registerServiceWorker();

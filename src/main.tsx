/**
 * Entry: QueryClient (SPEC §9 defaults) + TanStack Router with typed context { queryClient },
 * case-sensitive routing (SPEC §2), unknown paths → /404 (replace), route errors → Korean error
 * state with retry, lazy chunk-load failures → one guarded reload (SPEC §8), the native bridge
 * (SPEC §4), the service worker (production only, feature-detected), the network status and the
 * persisted query cache (lazy; issue 5).
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import './index.css';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from './lib/query-client';
import { ApiClientError } from './lib/api-client';
import { installChunkReload } from './lib/chunk-reload';
import { registerServiceWorker } from './lib/pwa';
import { WEB_VERSION } from './lib/config';
import { installNetworkStatus } from './lib/network-status';
import { installNativeBridge } from './lib/native';
import { NotFoundRedirect } from './components/layout/not-found-redirect';
import { installNavTracking } from './components/layout/nav-history';
import { RouteError } from './components/layout/route-error';
import { loadSession } from '~/lib/auth/guard';
import { bootPicturePainted } from './lib/boot-picture';
import { isReturningLoad, noteRestoredSnapshot, restoredOrTimeout } from './lib/returning-load';

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

const root = createRoot(document.getElementById('root')!, {
  // Errors an error boundary already shows in Korean (API errors) need no console noise.
  onCaughtError: (error, info) => {
    if (error instanceof ApiClientError) return;
    console.error(error, info.componentStack);
  },
});
// Persisted public queries (IndexedDB). A first visit renders at once and the snapshot restores
// behind it; a return (back from the shop site, reload) waits for it — at most RESTORE_WAIT_MS —
// so a list comes back with every page the shopper had loaded and the router's scroll restoration
// can put them back where they were (issue 11).
const persistence = import('./lib/persist-queries').then((m) => m.startQueryPersistence(queryClient, WEB_VERSION));
persistence.catch(() => undefined); // a failed chunk load leaves the app without a persisted cache, nothing more
const snapshotBack = isReturningLoad() ? restoredOrTimeout(persistence.then((p) => p.restored)).then(() => noteRestoredSnapshot(queryClient)) : undefined;

// A transition render is time-sliced: the first page is built in short tasks that leave the main
// thread free for input (the loading shell of index.html stays up meanwhile; issue 6, TBT).
void Promise.all([bootPicturePainted(), snapshotBack]).then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  }),
);

registerServiceWorker();
installNetworkStatus();
// Lazy, after first paint: the release poll (SPEC §4 version check; the session reads its userInfo),
// the offline like queue and the recently-viewed native hook.
void import('./lib/release').then((m) => m.startReleasePoll()).catch(() => undefined);
void import('./features/like/queue').then((m) => m.installLikeQueue(queryClient)).catch(() => undefined);
void import('./features/recent/install').then((m) => m.installRecentProducts(queryClient)).catch(() => undefined);

/**
 * The router, made the same way on the server (one per request, src/entry-server.tsx) and in the
 * browser (once, src/entry-client.ts): TanStack Router with the typed context { queryClient },
 * case-sensitive routing (SPEC §2), unknown paths → the not-found screen at their own address (decision 043), route errors → the Korean error
 * state under the route's header, loading → the route's skeleton under its header, and the TanStack Query integration that dehydrates the server's queries into the page and
 * hydrates them in the browser, so the client never refetches what the HTML already shows
 * (issue 12, @tanstack/react-router-ssr-query).
 */
import { createRouter, createSerializationAdapter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from './routeTree.gen';
import { createQueryClient } from './lib/query-client';
import { NotFoundScreen } from './components/layout/not-found-screen';
import { RouteError } from './components/layout/route-error';
import { RouteSkeleton } from './components/layout/route-skeleton';
import type { DocumentAssets } from './lib/document-assets';
import { isHydrated } from './lib/hydration';
import { ApiClientError } from './lib/api-client';
import { isListFetchHeld } from './lib/returning-load';
import { applyPersonalRoutes } from './lib/personal-routes';

export interface AppRouterOptions {
  /** The files the document links (CSS, the client entry); on the server from the build manifest, in the browser from the page. */
  assets: DocumentAssets;
  /** This response's CSP nonce (server only; the browser reads it from the page, router-core hydrate). */
  nonce?: string;
}

/**
 * A loader's API error crosses from the server render into the page as itself (SPEC §8 code, HTTP
 * status, Korean message), so the error screen hydrates with the same words and code; the
 * router's default would hand the browser a bare Error with the message only.
 */
const apiErrorSerialization = createSerializationAdapter({
  key: 'api-error',
  test: (value): value is ApiClientError => value instanceof ApiClientError,
  toSerializable: (error) => ({ code: error.code, status: error.status, message: error.message, errorName: error.errorName }),
  fromSerializable: (value: { code: number; status: number; message: string; errorName: string }) =>
    new ApiClientError(value.code, value.message, value.status, value.errorName),
});

export function createAppRouter({ assets, nonce }: AppRouterOptions) {
  // `staticData.requireAuth` routes become personal pages: browser-only and guarded (lib/personal-routes).
  applyPersonalRoutes(routeTree);
  const queryClient = createQueryClient();
  const router = createRouter({
    routeTree,
    context: { queryClient, assets },
    caseSensitive: true,
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    // Once hydrated, every navigation restores its scroll position (or starts at the top). Not while
    // the server's page is being hydrated — a shopper who scrolled before the scripts arrived is not
    // thrown back to the top — nor while a returning load puts its list back: lib/returning-load.ts
    // scrolls to the saved position once the kept pages are drawn (issue 12).
    scrollRestoration: () => isHydrated() && !isListFetchHeld(),
    // An unknown path or a bad param draws the not-found screen where it is, at the root (no
    // layout of the route that missed), keeping the address (issue 30; decision 043).
    notFoundMode: 'root',
    defaultNotFoundComponent: NotFoundScreen,
    defaultErrorComponent: RouteError,
    // A route without its own skeleton still shows its header while it loads (never a blank screen).
    defaultPendingComponent: RouteSkeleton,
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  // Not in the constructor's type (TanStack Start sets it); the SSR serialiser reads router.options.
  (router.options as { serializationAdapters?: readonly unknown[] }).serializationAdapters = [apiErrorSerialization];
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

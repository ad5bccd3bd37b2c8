/**
 * Client entry (issue 12). The page arrived server-rendered and painted without JavaScript; the
 * boot script of the document imports this module after the first paint. Start-up then runs as
 * separate tasks with yields between them, so no single task blocks input (TBT): React, then the
 * TanStack libraries, then the app's router; hydration happens inside startTransition (time-sliced).
 * Only after the page is hydrated: the service worker, the network status, the native bridge
 * (SPEC §4), the session check, the persisted query cache (and on a return, the list the shopper
 * had: src/lib/returning-load.ts), the release poll, the offline like queue and recently viewed.
 */
import './index.css';
import { nextTask, startHydrating, whenHydrated } from './lib/hydration';

/**
 * A dynamic import that failed to load its chunk resolves to undefined once the chunk-reload guard
 * has handled it (vite:preloadError; it reloads when back online): stop the start-up there.
 */
function loaded<T>(mod: T | undefined): T {
  if (!mod) throw new Error('start-up stopped: a script chunk could not be loaded');
  return mod;
}

async function boot() {
  await nextTask();
  const { StrictMode, createElement, startTransition } = await import('react');
  await nextTask();
  const { hydrateRoot } = await import('react-dom/client');
  await nextTask();
  const { RouterClient } = await import('@tanstack/react-router/ssr/client');
  await nextTask();
  // The app's shared chunks are evaluated in tasks of their own — lib and stores (./lib/* live there),
  // then components — then the router with the route tree (issue 31: one task each, not one for all).
  const [{ assetsFromDocument }, { ApiClientError }] = await Promise.all([import('./lib/document-assets'), import('./lib/api-client')]);
  await nextTask();
  // Its drawing half (components, Panda's runtime: the 'app-ui' chunk, vite.config.ts) in the next task.
  await import('./components/layout/app-shell');
  await nextTask();
  const { createAppRouter } = await import('./router');
  await nextTask();
  const router = createAppRouter({ assets: assetsFromDocument() });
  const [{ installNavTracking }, { installChunkReload }] = await Promise.all([import('./components/layout/nav-history'), import('./lib/chunk-reload')]);
  // Making the router (the route tree's matching index) and hydrating: separate tasks too.
  await nextTask();
  // Before hydration, so the first redirects (e.g. /community) are already recorded.
  installNavTracking(router.history);
  installChunkReload();
  startHydrating();
  startTransition(() => {
    // No JSX in this file: it would import React before the first yield.
    hydrateRoot(document, createElement(StrictMode, null, createElement(RouterClient, { router })), {
      // Errors an error boundary already shows in Korean (API errors) need no console noise.
      onCaughtError: (error, info) => {
        if (error instanceof ApiClientError) return;
        console.error(error, info.componentStack);
      },
      // A hydration mismatch (React recovers by rendering on the client) is a defect: it is
      // logged with a recognisable prefix and kept for the browser tests (tests/e2e/ssr.spec.ts).
      onRecoverableError: (error, info) => {
        const w = window as Window & { __recoverableErrors?: string[] };
        (w.__recoverableErrors ??= []).push(String((error as Error)?.message ?? error));
        console.error('[hydration]', error, info.componentStack);
      },
    });
  });
  await whenHydrated();
  await nextTask();
  const sessionLoaded = loaded(await import('./after-hydration')).startAfterHydration(router);
  // A tap made before React had the page is not lost (src/lib/document-assets.ts bootScript). It is
  // replayed once the session is read, so a member's tap on 찜 is a member's tap, not a visitor's.
  await sessionLoaded.catch(() => undefined);
  await nextTask();
  loaded(await import('./lib/document-assets')).replayHeldTap();
}

boot().catch((error: unknown) => console.warn(error));

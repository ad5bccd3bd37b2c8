/// <reference lib="webworker" />
/**
 * Service worker (injectManifest). This issue: precache the app shell and route chunks, clean
 * outdated precaches, answer navigations with the precached shell, and take over on request
 * (SKIP_WAITING). Runtime caching of the display API and images comes with the offline issue.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// SPA navigations get the shell; server-rendered pages (shop and identity-provider stand-ins)
// and API paths never do.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [/^\/api\//, /^\/shop\//, /^\/idp\//, /^\/images\//, /^\/sw\.js$/] }));

self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
});
clientsClaim();

/**
 * The service-worker kill switch (issue 5; docs/decisions/005-offline-first.md). With
 * SW_KILL_SWITCH=1 the server answers /sw.js with this script. Browsers check /sw.js on every
 * navigation (it is served no-cache), install it, and it: takes over at once, deletes every
 * CacheStorage cache, unregisters itself and reloads the open windows — which then load straight
 * from the network with no worker. One navigation recovers a client stuck on a broken worker.
 */
export const KILL_SWITCH_SW = `/* 제철장터 service worker kill switch */
self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil((async function () {
    var keys = await caches.keys();
    await Promise.all(keys.map(function (k) { return caches.delete(k); }));
    await self.registration.unregister();
    var windows = await self.clients.matchAll({ type: 'window' });
    windows.forEach(function (client) { client.navigate(client.url); });
  })());
});
`;

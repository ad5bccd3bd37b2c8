/**
 * What starts once the server's page is hydrated (issue 12; src/entry-client.ts): reading the
 * device (network state, community hint), the service worker (production only, feature-detected),
 * the native bridge (SPEC §4), the session (SPEC §4: validation, bans, app messages), the persisted
 * query cache (SPEC §9, issue 5) and — on a return, back from the shop site or a reload — the list
 * pages and scroll position the shopper left (src/lib/returning-load.ts), then, lazily, the release
 * poll (SPEC §4 version check), the offline writes (the 찜 queue and the community queue, each only
 * when it has work on this device; the 찜 writes' defaults are registered before a snapshot holding
 * one is restored, so restored writes can be sent) and recently viewed.
 */
import type { AppRouter } from './router';
import { registerServiceWorker } from './lib/pwa';
import { WEB_VERSION } from './lib/config';
import { installNetworkStatus } from './lib/network-status';
import { isNativeApp, onNativeClose } from './lib/native';
import { shouldBackGoHome } from './components/layout/nav-history';
import { loadSession } from './lib/auth/guard';
import { reloadCommunityHint } from './stores/community-hint';
import { isReturningLoad, restoreReturningList } from './lib/returning-load';
import { nextTask } from './lib/hydration';
import { hasStoredItems, hasWaitingCommunityWrites, LIKE_QUEUE_KEY } from './lib/offline-storage';
import { hasPendingLikeOn } from './features/like/paths';

/**
 * Starts it all, in five tasks with a yield between them (issue 31: the whole start-up in one task
 * was 13–17 ms unthrottled, a 50–70 ms long task at Lighthouse's 4× CPU; each `import()` here also
 * appends the chunk's modulepreload links). First the network state and the session (the held tap
 * waits on it), then the community hint and, in the app, the bridge, then the service worker and the
 * offline writes, then the release poll and the community queue (only when writes wait), then analytics and the visit
 * records. Resolves once the session is read.
 */
export function startAfterHydration(router: AppRouter): Promise<unknown> {
  const { queryClient } = router.options.context;
  installNetworkStatus();
  const sessionLoaded = loadSession(queryClient);
  // A sign-out (or a new token) in another tab or by the app: the page's guard runs again at once
  // (signed out on a personal page → the shop login; SPEC §4), and its data is read again.
  void sessionLoaded.then((m) => m.onSessionChangedElsewhere(() => void router.invalidate())).catch(() => undefined);
  void (async () => {
    await nextTask();
    reloadCommunityHint();
    // The native bridge's inbound side (SPEC §4; docs/decisions/027): close/appClose pop the route by
    // the header's back rule; appClose first flushes the offline queues (best effort). Only in the
    // app: its messages are validated with zod (24 KB gzip) and a browser never receives any (the
    // channel ignores them outside the app), so a browser loads none of it (issue 31).
    if (isNativeApp())
      void import('./lib/native/install')
        .then((m) =>
          m.installNativeBridge(router, {
            popRoute: () => {
              if (shouldBackGoHome(router.history.location.state)) void router.navigate({ to: '/', replace: true });
              else router.history.back();
            },
          }),
        )
        .catch(() => undefined);
    await nextTask();
    registerServiceWorker();
    const persistModule = import('./lib/persist-queries');
    // The 찜 queue's module only when it has work now (issue 31; a heart loads it with its first
    // tap): in the app (its appProductLike), back from a signed-out 찜's sign-in, a previous
    // release's queue on the device, or waiting writes in the snapshot — whose defaults must be
    // registered before the restore hands them over (issue 11): installLikeQueue registers them first.
    const likeQueue = () => import('./features/like/queue');
    const installLikes = () => likeQueue().then((m) => void m.installLikeQueue(queryClient));
    const likeWork = isNativeApp() || hasPendingLikeOn(window.location) ? Promise.resolve(true) : hasStoredItems(LIKE_QUEUE_KEY);
    void likeWork.then((work) => (work ? installLikes() : undefined)).catch(() => undefined);
    // On a return, the list pages the device kept are read before the persister may write over them.
    const returning = isReturningLoad();
    const kept = returning ? persistModule.then((m) => m.readPersistedQueries()) : Promise.resolve([]);
    if (returning) void restoreReturningList(router, kept);
    kept
      .catch(() => [])
      .then(() => persistModule)
      .then((m) => m.startQueryPersistence(queryClient, WEB_VERSION, { beforeRestoringWrites: installLikes }))
      .catch(() => undefined); // without the chunk the app has no persisted cache, nothing more
    onNativeClose(() => likeQueue().then((m) => m.resumeWaitingLikes(queryClient)));
    await nextTask();
    void import('./lib/release').then((m) => m.startReleasePoll()).catch(() => undefined);
    // The community's offline writes: their module only when some wait on this device (a community
    // screen loads it when it writes, and a write that could not go installs its triggers then).
    const communityQueue = () => import('./features/community-reactions/queue');
    void hasWaitingCommunityWrites()
      .then((waiting) => (waiting ? communityQueue().then((m) => void m.installCommunityQueue(queryClient)) : undefined))
      .catch(() => undefined);
    onNativeClose(() => communityQueue().then((m) => m.flushCommunityQueue()));
    await nextTask();
    // Analytics (issue 17): its sink starts once the browser is idle; events wait until then and until consent.
    void import('./lib/analytics').then((m) => m.startAnalytics()).catch(() => undefined);
    // SPEC §7 App calls: today's visit of this device (and, in the app, its version), once the session is read.
    void sessionLoaded
      .then(() => import('./lib/app-device'))
      .then((m) => m.recordDeviceAccess())
      .catch(() => undefined);
    // SPEC §3 is-external-referrer: the tab's landing, recorded once (lib/landing.ts).
    void import('./lib/landing').then((m) => m.recordLanding()).catch(() => undefined);
    void import('./features/recent/install').then((m) => m.installRecentProducts(queryClient)).catch(() => undefined);
  })();
  return sessionLoaded;
}

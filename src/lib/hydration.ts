/**
 * Hydration state of the server-rendered page (issue 12). The first client render must draw
 * exactly what the server drew, so anything that reads the device — storage, the session, the
 * network state, the clock — shows its server value until the page is hydrated, then its own.
 * `whenHydrated()` resolves after React committed the hydrated page (src/entry-client.ts starts the
 * service worker, the session, the persisted cache and the native bridge only then). No React
 * import here: the client entry loads this before React (see ./use-hydrated.ts for the hook).
 */
let hydrated = false;
let hydrating = false;

/** Called by the client entry right before it hydrates the server's page (src/entry-client.ts). */
export function startHydrating() {
  hydrating = true;
}

/**
 * Whether a component rendered now draws the server's value: on the server, and in the browser
 * during the page's first hydration pass (between startHydrating and markHydrated); not in a
 * client-only render (no server page, e.g. a component test). See ./use-hydrated.ts.
 */
export const drawsServerValue = () => typeof window === 'undefined' || (hydrating && !hydrated);
let resolveHydrated: () => void = () => {};
const hydratedPromise = new Promise<void>((resolve) => {
  resolveHydrated = resolve;
});

/** Called once by the app shell's first effect: the server's page is now React's. */
export function markHydrated() {
  if (hydrated) return;
  hydrated = true;
  resolveHydrated();
}

export const isHydrated = () => hydrated;

/** Resolves once the page is hydrated. */
export function whenHydrated(): Promise<void> {
  return hydratedPromise;
}

/** Yield to the browser between pieces of start-up work: scheduler.yield() where there is one, else a macrotask. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

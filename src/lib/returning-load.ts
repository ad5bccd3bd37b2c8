/**
 * Was this page load a return (back/forward or reload)? Then the shopper expects the list they left
 * — several pages of an infinite query and the scroll position (issue 11). The server draws the
 * first page (issue 12); once hydrated, `restoreReturningList` puts back the pages the device kept
 * (the persisted query snapshot, lib/persist-queries.ts) for every list that had more, and then the
 * scroll position the router saved for this history entry. A first visit does none of this.
 */
import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { getElementScrollRestorationEntry } from '@tanstack/router-core';
import { markRestoredSnapshot } from './network-status';
import { nextTask } from './hydration';

/** The longest a returning load holds infinite lists from fetching while it reads the kept pages (ms). */
export const LIST_RESTORE_HOLD_MS = 2_000;

export function isReturningLoad(
  perf: Pick<Performance, 'getEntriesByType'> | undefined = typeof performance === 'undefined' ? undefined : performance,
): boolean {
  const type = (perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

/*
 * The hold: from the first script of a returning load until its list is back, no infinite list
 * fetches a further page (lib/use-infinite-sentinel.ts) and the router restores no scroll position
 * (src/router.tsx). Otherwise the browser's own scroll restoration puts the server's one-page list
 * at its end, the sentinel fetches page 2, and the device's kept pages — and the shopper's place —
 * are lost to a race (issue 12). Never held on the server or on a first visit.
 */
let listFetchHeld = typeof window !== 'undefined' && isReturningLoad();
const holdListeners = new Set<() => void>();

/** Is a returning load still putting its list back? */
export const isListFetchHeld = () => listFetchHeld;

/** Subscribe to the end of the hold (useSyncExternalStore-shaped); returns the unsubscribe. */
export function onListFetchHoldChange(listener: () => void): () => void {
  holdListeners.add(listener);
  return () => holdListeners.delete(listener);
}

/** End the hold (idempotent). */
export function releaseListFetch() {
  if (!listFetchHeld) return;
  listFetchHeld = false;
  holdListeners.forEach((listener) => listener());
}

/** Tests: start a hold as a returning load does. */
export function holdListFetchForTests() {
  listFetchHeld = true;
}

/** `promise`'s value, or `fallback` once `waitMs` passed first; never rejects (a rejection gives `fallback`). */
export function settledWithin<T>(promise: Promise<T>, waitMs: number, fallback: T): Promise<T> {
  return Promise.race([promise.catch(() => fallback), new Promise<T>((resolve) => setTimeout(() => resolve(fallback), waitMs))]);
}

/**
 * After the snapshot is back: tell the network state when the newest restored answer was taken, so
 * an offline banner can say the page shows saved data (and from when). Nothing restored: no-op.
 */
export function noteRestoredSnapshot(queryClient: Pick<QueryClient, 'getQueryCache'>): void {
  const newest = Math.max(
    0,
    ...queryClient
      .getQueryCache()
      .getAll()
      .map((q) => q.state.dataUpdatedAt),
  );
  if (newest > 0) markRestoredSnapshot(new Date(newest).toUTCString());
}

/** A persisted query as the snapshot keeps it. */
export interface PersistedQuery {
  queryKey: QueryKey;
  data: unknown;
  dataUpdatedAt: number;
}

const isInfinite = (v: unknown): v is InfiniteData<unknown> => !!v && typeof v === 'object' && Array.isArray((v as InfiniteData<unknown>).pages);

/**
 * Put back the infinite lists the snapshot has more pages of than the page drew; returns how many.
 * Finite answers are left to the persister (it never overwrites fresher data).
 */
export function restoreListPages(queryClient: QueryClient, persisted: PersistedQuery[]): number {
  let restored = 0;
  for (const q of persisted) {
    if (!isInfinite(q.data)) continue;
    const current = queryClient.getQueryData(q.queryKey);
    if (current !== undefined && (!isInfinite(current) || current.pages.length >= q.data.pages.length)) continue;
    queryClient.setQueryData(q.queryKey, q.data, { updatedAt: q.dataUpdatedAt });
    restored += 1;
  }
  return restored;
}

/** After the hold ended without the snapshot, how long a late snapshot may still put the list back (ms). */
export const LATE_RESTORE_MS = 10_000;

/** Input that means the shopper has taken over the page (a late restore must not move it then). */
const SHOPPER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Put the kept pages back, let React draw them, and scroll where the router saved this entry. */
async function applyKeptList(router: AnyRouter, persisted: PersistedQuery[]): Promise<void> {
  const queryClient = (router.options.context as { queryClient: QueryClient }).queryClient;
  if (restoreListPages(queryClient, persisted) > 0) {
    noteRestoredSnapshot(queryClient);
    // Let React draw the pages before scrolling into them.
    await nextTask();
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  const entry = getElementScrollRestorationEntry(router, { getElement: () => window });
  if (!entry) return;
  // A busy phone can take several frames to draw the restored pages: a scroll before the page is
  // tall enough stops short (CI under load: scrollY 2575 for 4362) and nothing would move it again.
  // Wait a frame (or 50 ms, when frames are paused) at a time, at most RESTORE_DRAW_WAIT_MS.
  const reach = () => document.documentElement.scrollHeight - window.innerHeight;
  const deadline = Date.now() + RESTORE_DRAW_WAIT_MS;
  while (reach() < entry.scrollY && Date.now() < deadline) {
    await new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 50);
    });
  }
  window.scrollTo(entry.scrollX, entry.scrollY);
}

/** How long a returning load waits for the restored pages to be drawn tall enough to scroll into, in ms. */
export const RESTORE_DRAW_WAIT_MS = 2000;

/**
 * On a returning load, after hydration: put back the kept list pages (`kept`: the persisted
 * snapshot, read before the persister could write over it: src/after-hydration.ts), let React draw
 * them, scroll to the position the router saved for this history entry, and end the hold.
 *
 * The hold lasts at most LIST_RESTORE_HOLD_MS. A snapshot slower than that (a busy phone reading
 * IndexedDB) ends the hold so the page works, and is still applied when it comes within
 * LATE_RESTORE_MS — unless the shopper has touched, scrolled or typed since the load began (then
 * the page is theirs and nothing moves). Resolves when nothing more will be restored; never rejects.
 */
export async function restoreReturningList(router: AnyRouter, kept: Promise<PersistedQuery[]>): Promise<void> {
  let shopperMoved = false;
  const onInput = () => {
    shopperMoved = true;
  };
  for (const type of SHOPPER_INPUT) window.addEventListener(type, onInput, { capture: true, passive: true });
  try {
    const onTime = await settledWithin<PersistedQuery[] | null>(kept, LIST_RESTORE_HOLD_MS, null);
    if (onTime) {
      await applyKeptList(router, onTime);
      return;
    }
    releaseListFetch();
    const late = await settledWithin(kept, LATE_RESTORE_MS, []);
    if (late.length && !shopperMoved) await applyKeptList(router, late);
  } catch {
    // storage failed: the page stays as the server drew it
  } finally {
    for (const type of SHOPPER_INPUT) window.removeEventListener(type, onInput, { capture: true });
    releaseListFetch();
  }
}

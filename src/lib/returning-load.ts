/**
 * Was this page load a return (back/forward or reload)? Then the shopper expects the list they left
 * — several pages of an infinite query and the scroll position — so src/main.tsx renders only after
 * the persisted query snapshot is back, at most RESTORE_WAIT_MS; a first visit never waits (issue 11).
 * Kept apart from lib/persist-queries.ts, which loads lazily: this runs before the first render.
 */
import type { QueryClient } from '@tanstack/react-query';
import { markRestoredSnapshot } from './network-status';

/** How long a returning page waits for the persisted snapshot before it renders (ms). */
export const RESTORE_WAIT_MS = 500;

export function isReturningLoad(
  perf: Pick<Performance, 'getEntriesByType'> | undefined = typeof performance === 'undefined' ? undefined : performance,
): boolean {
  const type = (perf?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined)?.type;
  return type === 'back_forward' || type === 'reload';
}

/** Resolves when `restored` settles or after `waitMs`, whichever comes first; never rejects. */
export function restoredOrTimeout(restored: Promise<unknown>, waitMs = RESTORE_WAIT_MS): Promise<void> {
  return Promise.race([
    restored.then(
      () => undefined,
      () => undefined,
    ),
    new Promise<void>((resolve) => setTimeout(resolve, waitMs)),
  ]);
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

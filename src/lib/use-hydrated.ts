/**
 * `useHydrated()`: false on the server and while React hydrates the server's HTML, true afterwards
 * (and for renders that start once the page is hydrated, or with no server page at all, e.g. a
 * component test). Components that draw something from the device (storage, the clock, the
 * network) draw the server's value while it is false (issue 12, src/lib/hydration.ts).
 *
 * How it switches (issue 31): a `useSyncExternalStore` whose client snapshot differs from its
 * server snapshot makes React re-render every such component right after hydration in one
 * *synchronous* task (it forces SyncLane) — every product card on a page, a long task at 4× CPU.
 * So the client snapshot is "not hydrating now": false during the first hydration pass (same as the
 * server's, no forced re-render), and those components flip to true in a transition after mount,
 * which React renders in slices. A section that hydrates later (its own Suspense boundary, after
 * the page is marked hydrated) still gets the server's value from React while it hydrates, and the
 * small forced re-render that follows, as before.
 */
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { drawsServerValue } from './hydration';

const subscribe = () => () => {};
const clientSnapshot = () => !drawsServerValue();
const serverSnapshot = () => false;

export function useHydrated(): boolean {
  const now = useSyncExternalStore(subscribe, clientSnapshot, serverSnapshot);
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    if (!now && !flipped) startTransition(() => setFlipped(true));
  }, [now, flipped]);
  return now || flipped;
}

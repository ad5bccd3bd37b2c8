/**
 * Infinite scroll: returns a ref for a sentinel element; when it comes within 400 px of the
 * viewport and `enabled` is true, `onReach` runs (e.g. fetchNextPage). Not while a returning load
 * puts its kept pages back (lib/returning-load.ts): the sentinel is observed afresh when that ends.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isListFetchHeld, onListFetchHoldChange } from './returning-load';

const notHeldOnServer = () => false;

export function useInfiniteSentinel(onReach: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const cb = useRef(onReach);
  cb.current = onReach;
  const held = useSyncExternalStore(onListFetchHoldChange, isListFetchHeld, notHeldOnServer);
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || held || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !isListFetchHeld() && cb.current(), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [enabled, held]);
  return ref;
}

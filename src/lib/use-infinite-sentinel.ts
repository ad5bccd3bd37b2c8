/**
 * Infinite scroll: returns a ref for a sentinel element; when it comes within 400 px of the
 * viewport and `enabled` is true, `onReach` runs (e.g. fetchNextPage).
 */
import { useEffect, useRef } from 'react';

export function useInfiniteSentinel(onReach: () => void, enabled: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const cb = useRef(onReach);
  cb.current = onReach;
  useEffect(() => {
    const el = ref.current;
    if (!el || !enabled || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && cb.current(), { rootMargin: '400px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [enabled]);
  return ref;
}

/**
 * `AfterFirstLoad`: content below the first screen that the app's very first page load draws a
 * moment after the first screen (issue 6, docs/decisions/006-first-paint.md).
 *
 * On a cheap phone the first page's render and layout is one long main-thread task; splitting off
 * what is below the fold lets the first screen paint sooner and keeps taps responsive. During the
 * first load only: children wait for the next frame after the first screen is committed, then render
 * in a transition (time-sliced, interruptible). Every later mount (navigating back to home, opening
 * another page) renders at once, so scroll restoration finds the full page.
 *
 * Until then `fallback` (default nothing) is shown; it should not be taller than the content, so
 * nothing below moves when the content arrives.
 */
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { afterNextPaint } from '~/lib/next-paint';

/** Set once the first deferred content has rendered; from then on nothing is deferred. */
let firstLoadDone = false;

/** Longest wait for the next frame (ms); hidden tabs get no animation frames. */
const MAX_WAIT_MS = 250;

export function AfterFirstLoad({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(firstLoadDone);
  useEffect(() => {
    if (ready) return;
    // after the frame has been painted, a low-priority render
    return afterNextPaint(() => {
      firstLoadDone = true;
      startTransition(() => setReady(true));
    }, MAX_WAIT_MS);
  }, [ready]);
  return <>{ready ? children : fallback}</>;
}

/** Tests only: behave as on a fresh page load again. */
export function resetFirstLoadForTests() {
  firstLoadDone = false;
}

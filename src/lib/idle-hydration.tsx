/**
 * Hydration in slices (issue 31, docs/decisions/048-main-thread.md): server-rendered content below
 * the first screen is hydrated in a render and commit of its own once the browser is idle, instead
 * of in the one pass that hydrates the page. Each `<HydrateWhenIdle>` is a Suspense boundary (on the
 * server too, so the markers match); while the page hydrates, its children sit behind a lazy
 * pass-through that resolves after `requestIdleCallback` (2 s at most). React leaves the server's
 * HTML in place meanwhile — visible, and its links work — and a tap on it is replayed once it is
 * hydrated. Drawn after hydration (a client navigation, a new page of a list), the children render
 * at once, without the boundary ever suspending.
 */
import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { drawsServerValue } from './hydration';

/** The longest wait for an idle period before the content is hydrated anyway (ms). */
export const IDLE_HYDRATION_TIMEOUT_MS = 2000;

/** Resolves once the browser is idle (IDLE_HYDRATION_TIMEOUT_MS at most; a timer where there is no requestIdleCallback). */
export const whenIdle = (): Promise<void> =>
  new Promise<void>((resolve) =>
    typeof requestIdleCallback === 'function' ? requestIdleCallback(() => resolve(), { timeout: IDLE_HYDRATION_TIMEOUT_MS }) : setTimeout(resolve, 1),
  );

function PassThrough({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/** A pass-through that is only available once the browser is idle: one per boundary, so each waits for its own idle period. */
const idleGate = (): ComponentType<{ children: ReactNode }> =>
  lazy(async () => {
    await whenIdle();
    return { default: PassThrough };
  });

/**
 * `children`, hydrated when the browser is idle (see the module's header). `fallback` is what a
 * client-side render shows if the children themselves suspend.
 *
 * Each boundary adds a commit of its own, so it pays only around a lot of work. Measured on
 * 2026-12-06 (main-thread tasks over 12 ms after the first paint, ×4 as Lighthouse's simulation
 * counts them; paired runs against the build before): the product grid after its first 4 cards
 * lowered the store page in 5 of 5 pairs (median 444 → 218 ms); around the deal's 6
 * recommendations it raised the deal page in 6 of 8 pairs and around post rows after the 6th the
 * community page in 5 of 8 — both taken out again. Measure before adding one.
 */
export function HydrateWhenIdle({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  // Chosen once per mount: the gate only while the server's page is being hydrated in the browser.
  const [Gate] = useState(() => (!import.meta.env.SSR && typeof window !== 'undefined' && drawsServerValue() ? idleGate() : null));
  return <Suspense fallback={fallback}>{Gate ? <Gate>{children}</Gate> : children}</Suspense>;
}

/**
 * How a route's loader waits for its data (issue 12, server rendering).
 *
 * On the server the page is drawn with its data, but never waits longer than
 * SERVER_RENDER_BUDGET_MS: what is not back by then is drawn as its Suspense fallback and streamed
 * into the same response when it arrives (the queries are dehydrated as they settle,
 * @tanstack/react-router-ssr-query). In the browser a navigation waits only for the page's main
 * data (`critical`); the sections below (`extra`) fill in as they arrive.
 *
 *   loader: ({ context: { queryClient } }) =>
 *     loadPage([queryClient.ensureQueryData(dealQueries.home())], [queryClient.prefetchQuery(seasonQueries.home())])
 */

/** Longest the server waits for a page's data before it starts sending the page (ms). */
export const SERVER_RENDER_BUDGET_MS = 150;

/** True while rendering on the server (no window). */
export const isServerRender = () => typeof window === 'undefined';

export async function loadPage(critical: Array<Promise<unknown>>, extra: Array<Promise<unknown>> = []): Promise<void> {
  // Failures are the components' to show (error boundaries, Korean error states), not the loader's.
  for (const p of [...critical, ...extra]) p.catch(() => undefined);
  if (!isServerRender()) {
    await Promise.all(critical);
    return;
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([Promise.allSettled([...critical, ...extra]), new Promise((resolve) => (timer = setTimeout(resolve, SERVER_RENDER_BUDGET_MS)))]);
  clearTimeout(timer);
}

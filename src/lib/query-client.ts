/**
 * The one TanStack Query client with SPEC §9 defaults: fresh 300000 ms, kept 10 min (600000 ms),
 * retry once after 500 ms, no refetch on window focus. Client errors (4xx codes of SPEC §8) are
 * not retried: they will not change on a second try. networkMode offlineFirst: the service
 * worker's cache answers while offline (issue 5). A mutation's `meta.invalidates` is honoured here.
 */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import type { AppMutationMeta } from './query-meta';
import { ApiClientError } from './api-client';

export const QUERY_STALE_TIME_MS = 300_000;
export const QUERY_GC_TIME_MS = 600_000;
export const QUERY_RETRY_DELAY_MS = 500;

/**
 * What a successful mutation declared it changes (`meta.invalidates`, lib/query-meta.ts): invalidated
 * here, once for every mutation; the mutation's own onSuccess runs after these refetches settle.
 */
function invalidateDeclared(client: QueryClient, meta: AppMutationMeta | undefined) {
  return Promise.all((meta?.invalidates ?? []).map((queryKey) => client.invalidateQueries({ queryKey })));
}

export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: new MutationCache({ onSuccess: (_data, _variables, _context, mutation) => invalidateDeclared(client, mutation.meta) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => {
          if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
          // Offline: a retry would pause until the connection returns and leave a skeleton on
          // screen; fail now so the screen shows the Korean error state with 다시 시도.
          if (error instanceof ApiClientError && error.isNetworkError && typeof navigator !== 'undefined' && navigator.onLine === false) return false;
          return failureCount < 1;
        },
        retryDelay: QUERY_RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        // Offline-first (issue 5): always send the first request even when the browser says it
        // is offline, so the service worker can answer from its cache; only retries pause.
        networkMode: 'offlineFirst',
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
  return client;
}

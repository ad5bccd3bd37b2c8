/**
 * TanStack Query cache persisted to IndexedDB through idb-keyval (issue 5), loaded lazily after
 * the first render so it costs nothing on the initial bundle.
 *
 * - Storage: IndexedDB, not the session storage SPEC §9 names (docs/decisions/031-ui-spec-rest.md):
 *   offline-first (005) needs the snapshot to outlive the tab (an installed app is closed and
 *   reopened, a return from the shop site may open a new tab), sessionStorage is per tab, capped
 *   near 5 MB and written synchronously on the main thread; the logout wipe already covers this key.
 * - maxAge 300000 ms: SPEC §9 "persisted cache max age 5 minutes" kept as SPEC says (older
 *   snapshots are discarded by the restore and by readPersistedQueries); offline beyond that, the
 *   service worker's API cache still answers.
 * - buster = the web version: an old release's snapshot never hydrates into a new release.
 * - Only successful queries that declare `meta: { persist: true }` in their options factory are
 *   written (lib/query-meta.ts `persisted`: public catalogue data); member data ('user', 'like', …)
 *   never declares it.
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import { deleteKey, hasIndexedDb, PERSISTED_QUERY_KEY, readKey, writeKey } from './offline-storage';
import { WEB_VERSION } from './config';
import type { PersistedQuery } from './returning-load';

/** SPEC §9 persisted cache max age (ms): 5 minutes. */
export const PERSIST_MAX_AGE_MS = 300_000;
/** May this query be written to the device? It declares `meta.persist` and succeeded. */
export function shouldPersistQuery(query: Pick<Query, 'meta' | 'state'>): boolean {
  return query.state.status === 'success' && query.meta?.persist === true;
}

/** A running persistence: `restored` settles once the last snapshot is back in the cache (or none was). */
export interface QueryPersistence {
  stop: () => void;
  restored: Promise<void>;
}

/**
 * Start persisting `queryClient` (restores the last snapshot first). A no-op where IndexedDB is
 * missing (`restored` then resolves at once).
 */
export function startQueryPersistence(queryClient: QueryClient, buster: string): QueryPersistence {
  if (!hasIndexedDb()) return { stop: () => {}, restored: Promise.resolve() };
  const persister = createAsyncStoragePersister({
    key: PERSISTED_QUERY_KEY,
    storage: {
      getItem: async (key) => (await readKey<string>(key)) ?? null,
      setItem: async (key, value: string) => void (await writeKey(key, value)),
      removeItem: (key) => deleteKey(key),
    },
    throttleTime: 1000,
  });
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE_MS,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
  });
  return { stop, restored: restored.catch(() => undefined) };
}

/**
 * The queries of the last snapshot on this device, when it is fresh (SPEC §9 max age) and of this
 * release; [] otherwise. Read straight from IndexedDB (the persister's own restore never replaces
 * fresher data, and a returning list needs its older, longer pages: lib/returning-load.ts).
 */
export async function readPersistedQueries(buster: string = WEB_VERSION, now = Date.now()): Promise<PersistedQuery[]> {
  const raw = await readKey<string>(PERSISTED_QUERY_KEY);
  if (!raw) return [];
  try {
    const snapshot = JSON.parse(raw) as {
      timestamp: number;
      buster: string;
      clientState: { queries: Array<{ queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }> };
    };
    if (snapshot.buster !== buster || now - snapshot.timestamp > PERSIST_MAX_AGE_MS) return [];
    return snapshot.clientState.queries.map((q) => ({ queryKey: q.queryKey, data: q.state.data, dataUpdatedAt: q.state.dataUpdatedAt }));
  } catch {
    return [];
  }
}

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
 * - Mutations: only pending ones whose meta declares `persist` (lib/query-meta.ts `waitingWrite`: a
 *   member's 찜 made offline, issue 11 item 6). They are personal, so logout withdraws them
 *   (withdrawWaitingWrites) and the wipe deletes the key. A write must not be lost with the
 *   catalogue: a snapshot past max age or of another release still gives back its waiting writes
 *   (keepWaitingWrites), with its queries dropped as before.
 */
import { dehydrate, type Mutation, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClient, type PersistedClient, type Persister } from '@tanstack/react-query-persist-client';
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

/** May this mutation be written to the device? A member's write still waiting (`meta.persist`). */
export function shouldPersistMutation(mutation: Pick<Mutation, 'meta' | 'state'>): boolean {
  return mutation.state.status === 'pending' && mutation.meta?.persist === true;
}

/**
 * What the restore hands to TanStack: a fresh snapshot of this release as it is; an expired or
 * other-release one with its queries dropped but its waiting writes kept (stamped `now`, so the
 * restore takes them); none when nothing is left. Restored writes come back paused: nothing is
 * sending them in this page until they are resumed (resumePausedMutations, after the restore).
 */
export function keepWaitingWrites(snapshot: PersistedClient | undefined, buster: string, now = Date.now()): PersistedClient | undefined {
  if (!snapshot) return undefined;
  const mutations = (snapshot.clientState.mutations ?? []).map((m) => ({ ...m, state: { ...m.state, isPaused: true } }));
  const usable = snapshot.buster === buster && now - snapshot.timestamp <= PERSIST_MAX_AGE_MS;
  if (usable) return { ...snapshot, clientState: { ...snapshot.clientState, mutations } };
  if (mutations.length === 0) return undefined;
  return { timestamp: now, buster, clientState: { queries: [], mutations } };
}

/** A running persistence: `restored` settles once the last snapshot is back in the cache (or none was). */
export interface QueryPersistence {
  stop: () => void;
  restored: Promise<void>;
}

/**
 * Start persisting `queryClient` (restores the last snapshot first, then resumes the waiting writes
 * it held). A no-op where IndexedDB is missing (`restored` then resolves at once). The mutation
 * defaults of persisted writes must be registered before they are restored: `beforeRestoringWrites`
 * is awaited first when the snapshot holds any (src/after-hydration.ts loads the 찜 queue then;
 * issue 31: not on every page). A hook that fails does not stop the restore.
 */
export function startQueryPersistence(
  queryClient: QueryClient,
  buster: string,
  { beforeRestoringWrites }: { beforeRestoringWrites?: () => Promise<unknown> } = {},
): QueryPersistence {
  if (!hasIndexedDb()) return { stop: () => {}, restored: Promise.resolve() };
  const storagePersister = createAsyncStoragePersister({
    key: PERSISTED_QUERY_KEY,
    storage: {
      getItem: async (key) => (await readKey<string>(key)) ?? null,
      setItem: async (key, value: string) => void (await writeKey(key, value)),
      removeItem: (key) => deleteKey(key),
    },
    throttleTime: 1000,
  });
  const persister: Persister = {
    ...storagePersister,
    restoreClient: async () => {
      const snapshot = await storagePersister.restoreClient();
      const kept = keepWaitingWrites(snapshot, buster);
      if (snapshot && !kept) await storagePersister.removeClient();
      if (kept?.clientState.mutations.length && beforeRestoringWrites) await beforeRestoringWrites().catch(() => undefined);
      return kept;
    },
  };
  const dehydrateOptions = { shouldDehydrateQuery: shouldPersistQuery, shouldDehydrateMutation: shouldPersistMutation };
  const [stopPersisting, restored] = persistQueryClient({ queryClient, persister, maxAge: PERSIST_MAX_AGE_MS, buster, dehydrateOptions });
  // A member's waiting write is written through, past the persister's 1 s throttle (in its own
  // format), as the old 찜 queue wrote its list: when it starts, so a tap followed at once by
  // leaving the page (구매하기 opens the shop) does not lose it; and when it is delivered, refused
  // or taken out, so a reload right after does not restore and send it again.
  const offWrites = queryClient.getMutationCache().subscribe((event) => {
    const startedOrEnded = event.type === 'removed' || (event.type === 'updated' && ['pending', 'success', 'error'].includes(event.action.type));
    if (!startedOrEnded || !event.mutation?.meta?.persist) return;
    void writeKey(PERSISTED_QUERY_KEY, JSON.stringify({ buster, timestamp: Date.now(), clientState: dehydrate(queryClient, dehydrateOptions) }));
  });
  const stop = () => {
    offWrites();
    stopPersisting();
  };
  // Restored writes wait paused: send them now if the device is online (else TanStack does on `online`).
  const settled = restored.then(() => void queryClient.resumePausedMutations()).catch(() => undefined);
  return { stop, restored: settled };
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

/**
 * What a query or a mutation declares about itself (TkDodo, "The Query Options API"; issue 11):
 * policy lives next to the query in its options factory, not in string lists elsewhere.
 *   - `persist: true` — public catalogue data that may be written to the device (IndexedDB,
 *     src/lib/persist-queries.ts; SPEC §9 max age 5 min). Member data never declares it.
 *   - mutations: `invalidates` — the query keys to invalidate once the write succeeded, handled once
 *     in the QueryClient's MutationCache (src/lib/query-client.ts).
 *   - mutations: `persist: true` — a member's write that waits for the network (a paused or retrying
 *     mutation, e.g. a 찜 made offline): written into the device's snapshot while pending so a
 *     reload or restart sends it, and withdrawn at logout (withdrawWaitingWrites).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export interface AppQueryMeta extends Record<string, unknown> {
  persist?: boolean;
}
export interface AppMutationMeta extends Record<string, unknown> {
  invalidates?: QueryKey[];
  persist?: boolean;
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/** `meta` of a public catalogue query: may be persisted on the device. */
export const persisted = { persist: true } as const satisfies AppQueryMeta;

/** `meta` of a member's write that may wait for the network and is kept on the device meanwhile. */
export const waitingWrite = { persist: true } as const satisfies AppMutationMeta;

/**
 * Logout (SPEC §4, ASVS 14.3.1): drop every member write still waiting (mutations whose meta says
 * `persist`), so the persister writes none of them again and none is sent for the next member.
 * A write being tried right now finishes; one waiting for its next try stops there (its feature
 * checks that it is still in the cache). Returns how many were dropped.
 */
export function withdrawWaitingWrites(queryClient: QueryClient): number {
  const cache = queryClient.getMutationCache();
  const waiting = cache.findAll({ status: 'pending', predicate: (m) => m.meta?.persist === true });
  for (const m of waiting) cache.remove(m);
  return waiting.length;
}

/**
 * What a query or a mutation declares about itself (TkDodo, "The Query Options API"; issue 11):
 * policy lives next to the query in its options factory, not in string lists elsewhere.
 *   - `persist: true` — public catalogue data that may be written to the device (IndexedDB,
 *     src/lib/persist-queries.ts; SPEC §9 max age 5 min). Member data never declares it.
 *   - mutations: `invalidates` — the query keys to invalidate once the write succeeded, handled once
 *     in the QueryClient's MutationCache (src/lib/query-client.ts).
 */
import type { QueryKey } from '@tanstack/react-query';

export interface AppQueryMeta extends Record<string, unknown> {
  persist?: boolean;
}
export interface AppMutationMeta extends Record<string, unknown> {
  invalidates?: QueryKey[];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppMutationMeta;
  }
}

/** `meta` of a public catalogue query: may be persisted on the device. */
export const persisted = { persist: true } as const satisfies AppQueryMeta;

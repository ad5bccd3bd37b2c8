/**
 * Web profile query factory (SPEC §3 filterInfo): it changes rarely, so it stays fresh for the
 * SPEC §9 default. The key stays ['profile', 'web'] from before the folder was renamed: the
 * persisted-cache roots (lib/persist-queries.ts) and caches already saved on phones use it.
 */
import { persisted } from '~/lib/query-meta';
import { queryOptions } from '@tanstack/react-query';
import { fetchWebProfile } from './api';

export const profileQueries = {
  web: () => queryOptions({ meta: persisted, queryKey: ['profile', 'web'], queryFn: fetchWebProfile }),
};

/**
 * My community queries (issue 15; docs/decisions/025). Member data, so:
 *   - keys start with 'user' — the root the session removes at logout and invalidates when the
 *     member changes (lib/auth/session.ts) — and carry the session generation, so a new sign-in
 *     never reads the previous member's lists;
 *   - no `meta: persisted` (never written to the device), and the endpoints are under
 *     /community/my/ (PERSONAL_API_PATH: the worker never stores them);
 *   - stale at once: every visit reads them afresh (a like or clip elsewhere shows up).
 */
import { queryOptions } from '@tanstack/react-query';
import { cursorQuery } from '~/lib/paged-query';
import { fetchMyCommunityList, fetchMyCommunitySummary, type MyCommunityTab } from './api';

export const myCommunityQueries = {
  all: (generation: number) => ['user', 'community', generation] as const,
  summary: (generation: number) =>
    queryOptions({ queryKey: [...myCommunityQueries.all(generation), 'summary'] as const, queryFn: fetchMyCommunitySummary, staleTime: 0 }),
  list: (tab: MyCommunityTab, generation: number) =>
    cursorQuery([...myCommunityQueries.all(generation), 'list', tab] as const, (cursor) => fetchMyCommunityList(tab, cursor), { staleTime: 0 }),
};

/**
 * Community search queries (issue 15; docs/decisions/025): one cursor-paged list per kind and
 * keyword. Not persisted on the device: the keys carry what the member searched for (the recent
 * list is the one place that history is kept, and logout wipes it). Fresh for 10 s, as the lists.
 */
import { cursorQuery } from '~/lib/paged-query';
import type { CommunityType } from '@contract/community';
import { communityKeys } from '~/lib/community/keys';
import { fetchCommunitySearch } from './api';

const STALE_MS = 10_000;

export const communitySearchQueries = {
  all: () => [...communityKeys.all(), 'search'] as const,
  results: (keyword: string, communityType: CommunityType, exact = false) =>
    cursorQuery(
      [...communitySearchQueries.all(), communityType, keyword, exact ? 'exact' : 'any'] as const,
      (cursor) => fetchCommunitySearch(keyword, communityType, exact, cursor),
      { staleTime: STALE_MS },
    ),
};
